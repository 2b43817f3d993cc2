import { formatPuzzle, regionGeometry, validatePuzzle } from '../shared/format.ts';
import { formatHanidoku, validateHanidoku } from '../shared/hanidoku/format.ts';
import { type BatchJob, type BatchResult, emptyTally, runBatch, TALLY_NAMES } from './batch.ts';
import { createProgress, isDrawnOverLines, openInput, openOutput, readBatches } from './io.ts';

const latin1 = new TextDecoder('latin1');

import { createPool } from './pool.ts';

export interface LinesOptions {
  input?: string;
  output?: string;
  stats: boolean;
}

/** The line form of one puzzle drawn over several lines, or why it is not a puzzle. */
function lineOfDrawing(text: string, job: BatchJob): { line: string } | { message: string } {
  if (job.variant === 'hanidoku') {
    const read = validateHanidoku(text);
    return read.ok ? { line: formatHanidoku(read.givens) } : read.error;
  }
  const geometry = job.variant === 'jigsaw' ? regionGeometry(job.regions) : undefined;
  const read = validatePuzzle(text, { zeroBased: job.zeroBased, geometry });
  return read.ok ? { line: formatPuzzle(read.puzzle, job.zeroBased) } : read.error;
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

  const batches = readBatches(input);
  const first = await batches.next();
  if (!first.done && isDrawnOverLines(latin1.decode(first.value.bytes.subarray(0, 4096)))) {
    // One puzzle over several lines: read it whole and answer it on one line.
    const parts = [first.value.bytes];
    for await (const batch of batches) parts.push(batch.bytes);
    const text = Buffer.concat(parts).toString('latin1');
    const read = lineOfDrawing(text, job);
    if ('line' in read) {
      // Answered as its line form, so that it goes through the same path as every line.
      await handle(runBatch(new TextEncoder().encode(`${read.line}\n`), 1, job));
    } else {
      process.stderr.write(`${name}: ${read.message}\n`);
      tally.puzzles = tally.bad = 1;
    }
  } else if (!first.done) {
    const second = await batches.next();
    if (second.done) {
      await handle(runBatch(first.value.bytes, first.value.firstLine, job));
    } else {
      const pool = createPool<{ bytes: Uint8Array; firstLine: number; job: BatchJob }, BatchResult>(
        new URL('./worker.ts', import.meta.url),
      );
      try {
        const pending: Array<Promise<BatchResult>> = [];
        const send = (batch: { bytes: Uint8Array; firstLine: number }) =>
          pending.push(pool.run({ ...batch, job }, [batch.bytes.buffer as ArrayBuffer]));
        send(first.value);
        send(second.value);
        for await (const batch of batches) {
          send(batch);
          while (pending.length >= pool.size * 2) await handle(await pending.shift()!);
        }
        while (pending.length > 0) await handle(await pending.shift()!);
      } finally {
        await pool.close();
      }
    }
  }
  await output.close();
  progress.done();
  if (options.stats) {
    const seconds = progress.seconds();
    const counts = TALLY_NAMES.map((key) => `${key} ${tally[key].toLocaleString('en-US')}`).join(
      ', ',
    );
    const rate = Math.round(tally.puzzles / seconds).toLocaleString('en-US');
    process.stderr.write(`${counts}\n${seconds.toFixed(3)} s, ${rate} puzzles/s\n`);
  }
  return tally.bad > 0 ? 1 : 0;
}
