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
