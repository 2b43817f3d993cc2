import { parentPort } from 'node:worker_threads';
import { answerBatch, type BatchMessage } from './batch.ts';

/**
 * A worker thread of `sudoku solve`/`count`: one batch in, one batch result out, in the order
 * the batches came (a batch may wait for the full readers to load; the next waits for it).
 */
let previous: Promise<void> = Promise.resolve();

parentPort!.on('message', (message: BatchMessage) => {
  previous = previous.then(async () => {
    const result = await answerBatch(message);
    parentPort!.postMessage(result, [result.output.buffer as ArrayBuffer]);
  });
});
