import { parentPort } from 'node:worker_threads';
import { type BatchMessage, runBatch } from './batch.ts';

/** A worker thread of `sudoku solve`/`count`: one batch in, one batch result out. */
parentPort!.on('message', (message: BatchMessage) => {
  const result = runBatch(message.bytes, message.firstLine, message.job);
  parentPort!.postMessage(result, [result.output.buffer as ArrayBuffer]);
});
