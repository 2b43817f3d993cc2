import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * A fixed set of worker threads, each running `script`, that answers messages in the order
 * they were sent to it. Each message gets one reply; a worker takes the next job when free.
 */
export interface Pool<In, Out> {
  readonly size: number;
  run(message: In, transfer?: ArrayBuffer[]): Promise<Out>;
  close(): Promise<void>;
}

/**
 * A worker script of this folder by its name without extension: `worker.ts` run from the
 * sources, `worker.js` beside the bundle that cli/build.ts makes of each script.
 */
export function workerScript(name: 'worker' | 'puzzle-worker'): URL {
  return new URL(`./${name}${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);
}

export function createPool<In, Out>(script: URL, size = availableParallelism()): Pool<In, Out> {
  const idle: Worker[] = [];
  const queue: Array<{
    message: In;
    transfer: ArrayBuffer[];
    resolve: (out: Out) => void;
    reject: (e: Error) => void;
  }> = [];
  const workers = Array.from({ length: size }, () => new Worker(script));
  const pump = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      const onError = (error: Error) => job.reject(error);
      worker.once('error', onError);
      worker.once('message', (out: Out) => {
        worker.off('error', onError);
        idle.push(worker);
        job.resolve(out);
        pump();
      });
      worker.postMessage(job.message, job.transfer);
    }
  };
  idle.push(...workers);
  return {
    size,
    run(message, transfer = []) {
      return new Promise<Out>((resolve, reject) => {
        queue.push({ message, transfer, resolve, reject });
        pump();
      });
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/** How answerInOrder answers its messages. */
export interface InOrderOptions<In, Out> {
  /** The worker script: it answers each message with one reply, as `answer` does. */
  script: URL;
  /** The reply to a message, made in this thread. */
  answer: (message: In) => Out;
  /** Runs of fewer messages are answered in this thread: starting workers would cost more. */
  threshold: number;
  /** Messages in flight at most, per worker: enough to keep every worker busy. */
  depth: number;
  /**
   * This thread answers messages too, whenever every worker has `depth` in flight, instead of
   * only waiting for them: it starts on the first message while the workers are still starting,
   * and one worker fewer is needed (default false).
   */
  local?: boolean;
  /** Start the workers before the first message: the caller knows the run is long enough. */
  eager?: boolean;
  /** Worker threads (default: availableParallelism(), less one with `local`). */
  workers?: number;
  /** The buffers of a message to move to its worker rather than copy. */
  transfer?: (message: In) => ArrayBuffer[];
  /** True for a reply that ends the run: the messages after it go unanswered. */
  stop?: (reply: Out) => boolean;
}

/**
 * Answers `messages` on worker threads (or in this thread, for a short run) and hands each
 * reply to `handle` in the order of the messages, waiting for one `handle` before the next.
 * @example await answerInOrder(batches, write, { script, answer, threshold: 2, depth: 2 })
 */
export async function answerInOrder<In, Out>(
  messages: AsyncIterable<In> | Iterable<In>,
  handle: (reply: Out) => Promise<void>,
  options: InOrderOptions<In, Out>,
): Promise<void> {
  const { answer, threshold, depth, transfer, stop, local = false } = options;
  const workers = options.workers ?? availableParallelism() - (local ? 1 : 0);
  const startPool = () => createPool<In, Out>(options.script, workers);
  let pool = options.eager && workers > 0 ? startPool() : undefined;
  const rest = (async function* () {
    yield* messages;
  })();
  const head: In[] = [];
  // Without `local`, the first messages wait until it is known whether workers pay.
  for (let next = pool || local ? undefined : await rest.next(); next && !next.done; ) {
    head.push(next.value);
    if (head.length === threshold) break;
    next = await rest.next();
  }
  if (!local && head.length >= threshold && workers > 0) pool = startPool();
  let sent = 0;
  /** Messages at the workers, not yet answered. */
  let busy = 0;
  const inFlight = () => (pool ? pool.size * depth : 1);
  const pending: Array<{ reply: Promise<Out>; settled: boolean }> = [];
  /** Hands on the oldest reply; false when the run ends with it. */
  const handleOldest = async () => {
    const reply = await pending.shift()!.reply;
    await handle(reply);
    return !stop?.(reply);
  };
  /** Hands on the replies that have come, in order, after letting the workers' replies in. */
  const handleArrived = async () => {
    await new Promise(setImmediate);
    while (pending[0]?.settled) if (!(await handleOldest())) return false;
    return pending.length < inFlight() * 4 || handleOldest();
  };
  /** Sends a message, handing on the oldest reply when enough are in flight; false as above. */
  const send = async (message: In) => {
    if (local && pool === undefined && ++sent === threshold && workers > 0) pool = startPool();
    if (pool && (!local || busy < inFlight())) {
      const entry = { reply: pool.run(message, transfer?.(message)), settled: false };
      busy++;
      const settle = () => {
        busy--;
        entry.settled = true;
      };
      entry.reply.then(settle, settle);
      pending.push(entry);
    } else {
      pending.push({ reply: Promise.resolve(answer(message)), settled: true });
    }
    if (local) return handleArrived();
    return pending.length < inFlight() || handleOldest();
  };
  try {
    for (const message of head) if (!(await send(message))) return;
    for await (const message of rest) if (!(await send(message))) return;
    while (pending.length > 0) if (!(await handleOldest())) return;
  } finally {
    await pool?.close();
  }
}
