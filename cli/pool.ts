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
  /** Worker threads (default: availableParallelism()). */
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
  const { answer, threshold, depth, transfer, stop } = options;
  const rest = (async function* () {
    yield* messages;
  })();
  const head: In[] = [];
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    head.push(next.value);
    if (head.length === threshold) break;
  }
  const pool =
    head.length < threshold ? undefined : createPool<In, Out>(options.script, options.workers);
  const inFlight = pool ? pool.size * depth : 1;
  const pending: Array<Promise<Out>> = [];
  /** Hands on the oldest reply; false when the run ends with it. */
  const handleOldest = async () => {
    const reply = await pending.shift()!;
    await handle(reply);
    return !stop?.(reply);
  };
  /** Sends a message, handing on the oldest reply when enough are in flight; false as above. */
  const send = async (message: In) => {
    pending.push(pool ? pool.run(message, transfer?.(message)) : Promise.resolve(answer(message)));
    return pending.length < inFlight || handleOldest();
  };
  try {
    for (const message of head) if (!(await send(message))) return;
    for await (const message of rest) if (!(await send(message))) return;
    while (pending.length > 0) if (!(await handleOldest())) return;
  } finally {
    await pool?.close();
  }
}
