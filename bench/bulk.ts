import { mkdirSync, readFileSync } from 'node:fs';
import { ROOT, timeCli } from './cli.ts';
import { MAX_BLANKS, MIN_BLANKS, makeCourse } from './course.ts';
import { EMPTY_PUZZLE, isSolutionOf, pickEvenly } from './data.ts';
import { search9Runner } from './ours.ts';
import { formatCount, formatRate, formatSeconds, progress, ratePerSecond } from './stats.ts';

/** Steps 2 and 3: `sudoku grids` and `sudoku solve` on a million lines, timed and checked. */

export const BULK_COUNT = 1_000_000;
const SAMPLE = 10_000;
/** Course puzzles for timing the engine alone, in-process. */
export const ENGINE_SAMPLE = 100_000;
const GRIDS = 'bench/out/grids.txt';
const COURSE = 'bench/out/course-1m.txt';
const SOLVED = 'bench/out/course-1m-solved.txt';

export interface BulkResult {
  /** The command, as run from the repository root. */
  command: string;
  seconds: number;
  lines: number;
  /** What was checked and how it came out, one sentence. */
  check: string;
  ok: boolean;
  /** For the course: search9 alone (limit 1, one thread) on a sample, puzzles per second. */
  engineRate?: number;
}

function readLines(path: string): string[] {
  const lines = readFileSync(ROOT + path, 'latin1').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** `sudoku grids -n 1000000`: every line distinct, a sample of them valid grids. */
export function benchGrids(): BulkResult {
  mkdirSync(`${ROOT}bench/out`, { recursive: true });
  const args = ['grids', '-n', String(BULK_COUNT), '--seed', 'bench', '-o', GRIDS];
  progress(`sudoku ${args.join(' ')}`);
  const seconds = timeCli(args);
  const lines = readLines(GRIDS);
  const distinct = new Set(lines).size;
  const sample = pickEvenly(lines, SAMPLE);
  const valid = sample.filter((line) => isSolutionOf(EMPTY_PUZZLE, line)).length;
  const ok = lines.length === BULK_COUNT && distinct === lines.length && valid === sample.length;
  const check = `${formatCount(lines.length)} lines, ${formatCount(distinct)} distinct; ${formatCount(valid)} of ${formatCount(sample.length)} sampled lines are valid solved grids`;
  progress(`grids: ${formatSeconds(seconds)}; ${check}`);
  return {
    command: `node cli/launch.js ${args.join(' ')}`,
    seconds,
    lines: lines.length,
    check,
    ok,
  };
}

/** `sudoku solve` on the course made from the grids: a sample of answers checked. */
export function benchCourse(): BulkResult {
  const made = makeCourse(ROOT + GRIDS, ROOT + COURSE, BULK_COUNT);
  progress(`${COURSE}: ${made}`);
  const args = ['solve', COURSE, '-o', SOLVED];
  progress(`sudoku ${args.join(' ')}`);
  const seconds = timeCli(args);
  const puzzles = readLines(COURSE);
  const answers = readLines(SOLVED);
  const grids = answers.filter((line) => line.length === 81).length;
  const picks = pickEvenly(
    Array.from(puzzles, (_, i) => i),
    SAMPLE,
  );
  const right = picks.filter((i) => isSolutionOf(puzzles[i], answers[i])).length;
  const ok =
    answers.length === puzzles.length && grids === answers.length && right === picks.length;
  const check = `${formatCount(answers.length)} answer lines for ${formatCount(puzzles.length)} puzzles (${MIN_BLANKS}–${MAX_BLANKS} blanks each), ${formatCount(grids)} of them grids; ${formatCount(right)} of ${formatCount(picks.length)} sampled answers solve their puzzle`;
  progress(`course: ${formatSeconds(seconds)}; ${check}`);
  const sample = pickEvenly(puzzles, ENGINE_SAMPLE);
  const runner = search9Runner(sample, 1);
  const engineRate = ratePerSecond(sample.length, () => runner.run());
  progress(`course: search9 alone, one thread, ${formatRate(engineRate)}/s`);
  return {
    command: `node cli/launch.js ${args.join(' ')}`,
    seconds,
    lines: puzzles.length,
    check,
    ok,
    engineRate,
  };
}
