import { kindOf } from '../shared/kind/kind.ts';
import { puzzleReader } from '../shared/kind/shape.ts';
import type { BatchJob, SearchLine } from './batch.ts';

/**
 * The full readers and searches of every kind behind cli/batch.ts, apart from it so that the
 * solve command loads them only when a line needs them (most runs never do).
 */

/** Reads and searches one puzzle line of any size and kind, or says what is wrong with it. */
export function searchLine(job: BatchJob): SearchLine {
  // A region map is read once per run, not once per line.
  const read = puzzleReader(job.spec, job);
  return (text, limit, solution, stats) => {
    const reading = read(text);
    if (!reading.ok) return reading.error;
    const { shape, givens } = reading;
    const count = kindOf(shape).search(givens, limit, job.budget, solution, stats);
    return { count, cellCount: shape.cellCount };
  };
}
