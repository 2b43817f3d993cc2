import { parentPort } from 'node:worker_threads';
import { type BatchJob, runBatch } from './batch.ts';

/** A worker thread of `sudoku solve`/`count`: one batch in, one batch result out. */
parentPort!.on('message', (message: { bytes: Uint8Array; firstLine: number; job: BatchJob }) => {
  const result = runBatch(message.bytes, message.firstLine, message.job);
  parentPort!.postMessage(result, [result.output.buffer as ArrayBuffer]);
});
