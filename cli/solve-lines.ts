import { readPuzzle } from '../shared/kind/shape.ts';
import {
  type BatchJob,
  type BatchMessage,
  type BatchResult,
  emptyTally,
  runBatch,
  TALLY_NAMES,
} from './batch.ts';
import { createProgress, formatStats, openInput, openOutput, readLinesOrDrawing } from './io.ts';
import { answerInOrder, workerScript } from './pool.ts';

export interface LinesOptions {
  input?: string;
  output?: string;
  stats: boolean;
}

/** The line form of one puzzle drawn over several lines, or why it is not a puzzle. */
function lineOfDrawing(text: string, job: BatchJob): { line: string } | { message: string } {
  const read = readPuzzle(job.spec, text, job);
  return read.ok ? { line: read.shape.format(read.givens, job.zeroBased) } : read.error;
}

/**
 * `sudoku solve` and `sudoku count`: one answer line per input line, in input order, the
 * batches spread over worker threads when there is more than one. Returns the exit status.
 */
export async function runLines(job: BatchJob, options: LinesOptions): Promise<number> {
  const name = options.input === undefined || options.input === '-' ? 'stdin' : options.input;
  const input = openInput(options.input);
  const output = openOutput(options.output);
  const progress = createProgress(job.command === 'solve' ? 'solved' : 'counted');
  const tally = emptyTally();
  const handle = async (result: BatchResult) => {
    for (const error of result.errors) process.stderr.write(`${name}: ${error}\n`);
    for (const key of TALLY_NAMES) tally[key] += result.tally[key];
    await output.write(result.output);
    progress.update(tally.puzzles);
  };

  const read = await readLinesOrDrawing(input);
  if ('drawing' in read) {
    // One puzzle over several lines: answered as its line form, by the same path as any line.
    const drawn = lineOfDrawing(read.drawing, job);
    if ('line' in drawn) {
      await handle(runBatch(new TextEncoder().encode(`${drawn.line}\n`), 1, job));
    } else {
      process.stderr.write(`${name}: ${drawn.message}\n`);
      tally.puzzles = tally.bad = 1;
    }
  } else {
    const messages = (async function* (): AsyncGenerator<BatchMessage> {
      for await (const batch of read.batches) yield { ...batch, job };
    })();
    await answerInOrder(messages, handle, {
      script: workerScript('worker'),
      answer: (message: BatchMessage) => runBatch(message.bytes, message.firstLine, message.job),
      threshold: 2,
      depth: 2,
      transfer: (message) => [message.bytes.buffer as ArrayBuffer],
    });
  }
  await output.close();
  progress.done();
  if (options.stats) process.stderr.write(formatStats(tally, TALLY_NAMES, progress.seconds()));
  return tally.bad > 0 ? 1 : 0;
}
