import { findFirstConflict } from '../shared/check.ts';
import { CHAR_VALUES, describePosition, ZERO_BASED_CHAR_VALUES } from '../shared/format.ts';
import { classicGeometry } from '../shared/geometry.ts';
import { BUDGET_SPENT, type SearchStats } from '../shared/search.ts';
import { search9 } from '../shared/solve9.ts';
import { type Batch, countLines } from './io.ts';
import { puzzleLength } from './puzzle-length.ts';
import type { ReadOptions } from './puzzle-reader.ts';

/**
 * The work of `sudoku solve` and `sudoku count` on a batch of input lines, as bytes in and
 * bytes out, so that worker threads can share it. Every input line gives one output line:
 * a blank line stays blank, a `#` comment is copied, a puzzle gives its answer and a bad
 * line gives `invalid` (and an error message naming its line).
 */

export interface BatchJob extends ReadOptions {
  command: 'solve' | 'count';
  /** solve: answer `multiple` instead of the first of several solutions. */
  unique: boolean;
  /** count: the cap on the count. */
  limit: number;
  /** Search nodes per puzzle. */
  budget: number;
}

/** Counts per outcome, in this order. */
export const TALLY_NAMES = [
  'puzzles',
  'solved',
  'unsolvable',
  'multiple',
  'budget',
  'bad',
] as const;
export type Tally = Record<(typeof TALLY_NAMES)[number], number>;

export function emptyTally(): Tally {
  return { puzzles: 0, solved: 0, unsolvable: 0, multiple: 0, budget: 0, bad: 0 };
}

/**
 * Reads and searches a line that runBatch does not read itself, through the full readers of
 * every kind (cli/search-line.ts), which also say what is wrong with a bad line.
 */
export type SearchLine = (
  text: string,
  limit: number,
  solution: Uint8Array,
  stats: SearchStats,
) => { count: number; cellCount: number } | { column: number; reason: string };

/** How runBatch reads the lines of a job (cli/puzzle-reader.ts's linePlan). */
export interface LineReading {
  /** The lengths a puzzle field can have (see puzzleLength). */
  lengths: readonly number[];
  /** A 9×9 line of a kind the bit-parallel solver serves is read and searched by runBatch. */
  fast: boolean;
  /** Any other line; a worker thread loads it only when a line needs it. */
  search?: SearchLine;
}

/** The message a worker of `sudoku solve`/`count` takes. */
export interface BatchMessage extends Batch {
  job: BatchJob;
  /** Without `search`, which a message cannot carry. */
  reading: LineReading;
}

export interface BatchResult {
  output: Uint8Array;
  /** One message per bad line, e.g. "line 12, column 5: bad character 'k' (…)". */
  errors: string[];
  tally: Tally;
}

const NEWLINE = 10;
const RETURN = 13;
const HASH = 35;
const DIGIT_CODES = new TextEncoder().encode('.123456789ABCDEFG');
const ZERO_BASED_DIGIT_CODES = new TextEncoder().encode('.0123456789ABCDEF');
const WORDS = {
  unsolvable: new TextEncoder().encode('unsolvable'),
  multiple: new TextEncoder().encode('multiple'),
  budget: new TextEncoder().encode('budget'),
  invalid: new TextEncoder().encode('invalid'),
};
const decoder = new TextDecoder('latin1');
const GEOMETRY9 = classicGeometry(9);

/**
 * Runs a job over `input` (whole lines), whose first line is line `firstLine` of the input;
 * null when a line needs `reading.search` and there is none.
 */
export function runBatch(
  input: Uint8Array,
  firstLine: number,
  job: BatchJob,
  reading: LineReading,
): BatchResult | null {
  const output = new Uint8Array(input.length + (countLines(input) + 1) * 12);
  const errors: string[] = [];
  const tally = emptyTally();
  const table = job.zeroBased ? ZERO_BASED_CHAR_VALUES : CHAR_VALUES;
  const digitCodes = job.zeroBased ? ZERO_BASED_DIGIT_CODES : DIGIT_CODES;
  const { fast, lengths, search } = reading;
  const limit = job.command === 'count' ? job.limit : job.unique ? 2 : 1;
  const cells = new Uint8Array(81);
  const solution = new Uint8Array(256);
  const stats: SearchStats = { nodes: 0, guesses: 0 };
  let at = 0;
  const put = (word: Uint8Array) => {
    output.set(word, at);
    at += word.length;
  };

  let lineNumber = firstLine;
  for (let start = 0; start < input.length; lineNumber++) {
    let end = input.indexOf(NEWLINE, start);
    const next = end < 0 ? input.length : end + 1;
    if (end < 0) end = input.length;
    if (end > start && input[end - 1] === RETURN) end--;

    if (end > start && input[start] !== HASH) {
      tally.puzzles++;
      const length = puzzleLength(input, lengths, start, end);
      let count = -2; // -2: not searched, the line is bad
      let cellCount = 81;
      if (fast && length === 81) {
        let ok = true;
        for (let i = 0; i < 81; i++) {
          const d = table[input[start + i]];
          if (d > 9) ok = false;
          cells[i] = d;
        }
        // Clashing givens leave no solution, so only then is it worth looking for a clash.
        if (ok) count = search9(cells, limit, job.budget, solution, stats);
        if (count === 0 && findFirstConflict(GEOMETRY9, cells) !== null) count = -2;
      }
      if (count === -2) {
        if (search === undefined) return null;
        const text = decoder.decode(input.subarray(start, start + length));
        const answer = search(text, limit, solution, stats);
        if ('reason' in answer) {
          errors.push(`${describePosition(lineNumber, answer.column)}: ${answer.reason}`);
        } else {
          count = answer.count;
          cellCount = answer.cellCount;
        }
      }

      if (count === -2) {
        tally.bad++;
        put(WORDS.invalid);
      } else if (count === BUDGET_SPENT) {
        tally.budget++;
        put(WORDS.budget);
      } else {
        if (count === 0) tally.unsolvable++;
        else if (count === 1) tally.solved++;
        else tally.multiple++;
        if (job.command === 'count') {
          const digits = String(count);
          for (let i = 0; i < digits.length; i++) output[at++] = digits.charCodeAt(i);
        } else if (count === 0) {
          put(WORDS.unsolvable);
        } else if (count > 1 && job.unique) {
          put(WORDS.multiple);
        } else {
          for (let i = 0; i < cellCount; i++) output[at + i] = digitCodes[solution[i]];
          at += cellCount;
        }
      }
    } else if (end > start) {
      output.set(input.subarray(start, end), at);
      at += end - start;
    }
    output[at++] = NEWLINE;
    start = next;
  }
  return { output: output.subarray(0, at), errors, tally };
}

/** The full readers (cli/search-line.ts), loaded when a line first needs them. */
let fullReaders: Promise<typeof import('./search-line.ts')> | undefined;

/** Runs a message's batch, loading the full readers first when a line needs them. */
export function answerBatch(message: BatchMessage): BatchResult | Promise<BatchResult> {
  const { bytes, firstLine, job, reading } = message;
  const result = runBatch(bytes, firstLine, job, reading);
  if (result !== null) return result;
  fullReaders ??= import('./search-line.ts');
  return fullReaders.then(
    ({ searchLine }) => runBatch(bytes, firstLine, job, { ...reading, search: searchLine(job) })!,
  );
}
