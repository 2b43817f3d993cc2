import {
  answerBatch,
  type BatchJob,
  type BatchMessage,
  type BatchResult,
  emptyTally,
  type LineReading,
  TALLY_NAMES,
} from './batch.ts';
import { type Drawing, readLinesOrDrawings } from './drawings.ts';
import { createProgress, formatStats, openInput, openOutput } from './io.ts';
import type { NamedFile } from './options.ts';
import { answerInOrder, workerScript } from './pool.ts';
import { linePlan, readAt } from './puzzle-reader.ts';

/**
 * Bytes of input per batch (a batch of 17-clue puzzles takes about 10 ms): small, so that this
 * thread and the workers share the work evenly; toward the end of a file, less (readBatches).
 */
const BATCH_BYTES = 1 << 17;
/** One encoder for every answer a drawing gets. */
const ENCODER = new TextEncoder();
/** Batches of a run worth a worker thread's start-up (some 30 ms of CPU). */
const WORKER_BATCHES = 8;

export interface LinesOptions {
  /** The file read, its stat taken (standard input without one). */
  input?: NamedFile;
  output?: string;
  stats: boolean;
}

/**
 * The answer to one puzzle drawn over several lines: its line form's, by the same path as any
 * line, or `invalid` and what is wrong with it.
 */
async function answerDrawing(
  drawing: Drawing,
  job: BatchJob,
  reading: LineReading,
): Promise<BatchResult> {
  const read = readAt(drawing.text, drawing.firstLine, job);
  if (!read.ok) {
    const tally = { ...emptyTally(), puzzles: 1, bad: 1 };
    return { output: ENCODER.encode('invalid\n'), errors: [read.error.message], tally };
  }
  const bytes = ENCODER.encode(`${read.shape.format(read.givens, job.zeroBased)}\n`);
  return answerBatch({ bytes, firstLine: drawing.firstLine, job, reading });
}

/**
 * `sudoku solve` and `sudoku count`: one answer line per input line (or per drawn puzzle), in
 * input order, the batches spread over worker threads when there is more than one. Returns the
 * exit status.
 */
export async function runLines(job: BatchJob, options: LinesOptions): Promise<number> {
  const file = options.input?.name ?? '-';
  const stdin = file === '-';
  const name = stdin ? 'stdin' : file;
  // Only a named regular file's size tells a long run ahead (standard input's is not looked at).
  const stat = stdin ? undefined : options.input?.stat;
  const eager = stat?.isFile() === true && stat.size >= BATCH_BYTES * WORKER_BATCHES;
  const input = openInput(file);
  const output = openOutput(options.output);
  const progress = createProgress(job.command === 'solve' ? 'solved' : 'counted');
  const tally = emptyTally();
  const handle = async (result: BatchResult) => {
    for (const error of result.errors) process.stderr.write(`${name}: ${error}\n`);
    for (const key of TALLY_NAMES) tally[key] += result.tally[key];
    await output.write(result.output);
    progress.update(tally.puzzles);
  };

  const reading = linePlan(job.spec);
  // A run long enough for workers gets batches that shrink toward its end (see readBatches).
  const read = await readLinesOrDrawings(input, BATCH_BYTES, eager ? stat.size : undefined);
  if ('drawings' in read) {
    for (const drawing of read.drawings) await handle(await answerDrawing(drawing, job, reading));
  } else {
    const messages = (async function* (): AsyncGenerator<BatchMessage> {
      for await (const batch of read.batches) yield { ...batch, job, reading };
    })();
    await answerInOrder(messages, handle, {
      script: workerScript('worker'),
      answer: answerBatch,
      threshold: WORKER_BATCHES,
      depth: 4,
      local: true,
      eager,
      transfer: (message) => [message.bytes.buffer as ArrayBuffer],
    });
  }
  await output.close();
  progress.done();
  if (options.stats) process.stderr.write(formatStats(tally, TALLY_NAMES, progress.seconds()));
  return tally.bad > 0 ? 1 : 0;
}
