import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RatedLevel } from '../shared/kind/names.ts';

/**
 * A fixed set of worker threads, each running `script`, that answers messages in the order
 * they were sent to it. Each message gets one reply; a worker holds up to `depth` messages, so
 * that with more than one it goes on to the next without waiting for this thread.
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

/**
 * Whether one puzzle of this many cells at `level` can take seconds to make: a 16×16 above
 * easy (an X 16×16 expert took 0.3 to 22 s over 14 seeds here). Such puzzles are made on worker
 * threads, so that this thread can keep showing the time go by.
 */
export function slowToMake(cellCount: number, level: RatedLevel): boolean {
  return cellCount >= 256 && level !== 'easy';
}

export function createPool<In, Out>(
  script: URL,
  size = availableParallelism(),
  depth = 1,
): Pool<In, Out> {
  interface Job {
    message: In;
    transfer: ArrayBuffer[];
    resolve: (out: Out) => void;
    reject: (e: Error) => void;
  }
  const queue: Job[] = [];
  /** Each worker with the jobs it holds, oldest first: its replies come in that order. */
  const workers = Array.from({ length: size }, () => {
    const held: Job[] = [];
    const worker = new Worker(script);
    worker.on('message', (out: Out) => {
      held.shift()!.resolve(out);
      pump();
    });
    worker.on('error', (error: Error) => {
      for (const job of held.splice(0)) job.reject(error);
    });
    return { worker, held };
  });
  const pump = () => {
    while (queue.length > 0) {
      let least = workers[0];
      for (const w of workers) if (w.held.length < least.held.length) least = w;
      if (least.held.length >= depth) return;
      const job = queue.shift()!;
      least.held.push(job);
      least.worker.postMessage(job.message, job.transfer);
    }
  };
  return {
    size,
    run(message, transfer = []) {
      return new Promise<Out>((resolve, reject) => {
        queue.push({ message, transfer, resolve, reject });
        pump();
      });
    },
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}

/** How answerInOrder answers its messages. */
export interface InOrderOptions<In, Out> {
  /** The worker script: it answers each message with one reply, as `answer` does. */
  script: URL;
  /** The reply to a message, made in this thread (now, or after loading what it needs). */
  answer: (message: In) => Out | Promise<Out>;
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
  // With `local`, each worker holds its `depth` messages, as this thread may be too busy to
  // hand it the next when it is done.
  const startPool = () => createPool<In, Out>(options.script, workers, local ? depth : 1);
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
  /** Queues a reply still to come, noting when it has come. */
  const queueReply = (reply: Promise<Out>, atWorker: boolean) => {
    const entry = { reply, settled: false };
    if (atWorker) busy++;
    const settle = () => {
      if (atWorker) busy--;
      entry.settled = true;
    };
    reply.then(settle, settle);
    pending.push(entry);
  };
  /** Sends a message, handing on the oldest reply when enough are in flight; false as above. */
  const send = async (message: In) => {
    if (local && pool === undefined && ++sent === threshold && workers > 0) pool = startPool();
    if (pool && (!local || busy < inFlight())) {
      queueReply(pool.run(message, transfer?.(message)), true);
    } else {
      const reply = answer(message);
      if (reply instanceof Promise) queueReply(reply, false);
      else pending.push({ reply: Promise.resolve(reply), settled: true });
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
