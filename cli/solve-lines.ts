import { formatPuzzle, validatePuzzle } from '../shared/format.ts';
import { type BatchJob, type BatchResult, emptyTally, runBatch, TALLY_NAMES } from './batch.ts';
import { createProgress, openInput, openOutput, readBatches } from './io.ts';
import { createPool } from './pool.ts';

export interface LinesOptions {
  input?: string;
  output?: string;
  stats: boolean;
}

/**
 * Whether the first puzzle line starts a grid drawn over several lines (.sdk or a drawing)
 * rather than a file of one-line puzzles.
 */
function isMultiLine(bytes: Uint8Array): boolean {
  const text = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  const line = text.split('\n').find((l) => l.trim() !== '' && !l.trimStart().startsWith('#'));
  if (line === undefined) return false;
  const trimmed = line.replace(/\r$/, '').trimEnd();
  return (
    /[|+]/.test(trimmed) ||
    /^[\s=-]+$/.test(trimmed) ||
    trimmed.length < 16 ||
    /^(\S )+\S$/.test(trimmed)
  );
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
  if (!first.done && isMultiLine(first.value.bytes)) {
    // One puzzle over several lines: read it whole and answer it on one line.
    const parts = [first.value.bytes];
    for await (const batch of batches) parts.push(batch.bytes);
    const text = Buffer.concat(parts).toString('latin1');
    const result = validatePuzzle(text, { zeroBased: job.zeroBased });
    if (result.ok) {
      // Answered as its line form, so that it goes through the same path as every line.
      const line = `${formatPuzzle(result.puzzle, job.zeroBased)}\n`;
      await handle(runBatch(new TextEncoder().encode(line), 1, job));
    } else {
      process.stderr.write(`${name}: ${result.error.message}\n`);
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
