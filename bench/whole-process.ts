import { readFileSync } from 'node:fs';
import { parsePuzzle } from '../shared/format.ts';
import type { RatedLevel } from '../shared/kind/names.ts';
import { countSolutions } from '../shared/solve.ts';
import { buildCli, ROOT, runCli } from './cli.ts';
import { DATA_DIR } from './data.ts';
import { type QqwingDifficulty, qqwingVersion, runQqwing } from './qqwing.ts';
import { formatCount, formatRatio, formatSeconds, median, progress, timeOnce } from './stats.ts';

/**
 * The `sudoku` command as a user runs it (the package's bin, cli/launch.js, on its fresh
 * bundle) beside qqwing doing the same work, each a whole process from spawn to exit, taking
 * turns run by run so that both meet the same load from the rest of the machine. Nothing is
 * subtracted: start-up is what is measured.
 */

/** Runs of each side; the median is shown. */
export const SIDE_BY_SIDE_RUNS = 3;
/** `sudoku generate -n` and `qqwing --generate`. */
export const GENERATE_COUNT = 500;
/** The qqwing difficulty beside each of our levels, as issue 15 pairs them. */
const QQWING_LEVEL: Partial<Record<RatedLevel, QqwingDifficulty>> = {
  easy: 'easy',
  medium: 'intermediate',
  hard: 'expert',
};

export interface WholeProcessRow {
  task: string;
  ours: string;
  oursSeconds: number;
  peer: string;
  peerSeconds: number;
  /** The same task run from the TypeScript sources (`node cli/sudoku.ts`), when timed. */
  sourcesSeconds?: number;
  check: string;
  ok: boolean;
}

export interface WholeProcessResults {
  rows: WholeProcessRow[];
  skipped: string[];
}

const OUT = 'bench/out/';

function readLines(path: string): string[] {
  return readFileSync(path, 'latin1').split('\n').filter(Boolean);
}

/** Median wall seconds of each of `runs`, run in turn SIDE_BY_SIDE_RUNS times. */
function takeTurns(runs: Array<() => void>): number[] {
  const seconds = runs.map(() => [] as number[]);
  for (let k = 0; k < SIDE_BY_SIDE_RUNS; k++) {
    buildCli();
    for (let i = 0; i < runs.length; i++) seconds[i].push(timeOnce(runs[i]));
  }
  return seconds.map(median);
}

/** `sudoku solve 17-clue.txt -o FILE` beside `qqwing --solve --one-line`. */
function solveRow(): WholeProcessRow | string {
  const input = `${DATA_DIR}17-clue.txt`;
  let puzzles: string[];
  try {
    puzzles = readLines(input);
  } catch {
    return `solve 17-clue.txt: ${input} not found, its row is left out.`;
  }
  const args = ['solve', '../shared/data/sudoku/17-clue.txt', '-o', `${OUT}17-clue-solved.txt`];
  const peerArgs = ['--solve', '--one-line'];
  const peerOut = `${ROOT}${OUT}qqwing-17-clue-solved.txt`;
  progress(`whole process: sudoku ${args.join(' ')} beside qqwing ${peerArgs.join(' ')}`);
  const [oursSeconds, peerSeconds, sourcesSeconds] = takeTurns([
    () => runCli(args),
    () => runQqwing(peerArgs, input, peerOut),
    () => runCli(args, 'sources'),
  ]);
  const ours = readLines(`${ROOT}${OUT}17-clue-solved.txt`);
  const theirs = readLines(peerOut);
  const same = ours.filter((line, i) => line.length === 81 && line === theirs[i]).length;
  const ok = ours.length === puzzles.length && same === puzzles.length;
  return {
    task: `solve 17-clue.txt (${formatCount(puzzles.length)} puzzles)`,
    ours: `sudoku ${args.join(' ')}`,
    oursSeconds,
    peer: `qqwing ${peerArgs.join(' ')} < 17-clue.txt`,
    peerSeconds,
    sourcesSeconds,
    check: `${formatCount(same)} of ${formatCount(puzzles.length)} solutions the same as qqwing's`,
    ok,
  };
}

/** `sudoku generate -n 500 --level L` beside `qqwing --generate 500 --difficulty D`. */
function generateRow(level: RatedLevel, difficulty: QqwingDifficulty): WholeProcessRow {
  const n = String(GENERATE_COUNT);
  const output = `${OUT}generate-${level}.txt`;
  const args = ['generate', '-n', n, '--level', level, '--seed', 'bench', '-o', output];
  const peerArgs = ['--generate', n, '--difficulty', difficulty, '--one-line'];
  const peerOut = `${ROOT}${OUT}qqwing-generate-${difficulty}-${n}.txt`;
  progress(`whole process: sudoku ${args.join(' ')} beside qqwing ${peerArgs.join(' ')}`);
  const [oursSeconds, peerSeconds] = takeTurns([
    () => runCli(args),
    () => runQqwing(peerArgs, '/dev/null', peerOut),
  ]);
  const ours = readLines(ROOT + output);
  const unique = ours.filter((line) => countSolutions(parsePuzzle(line), 2).count === 1).length;
  const theirs = readLines(peerOut).filter((line) => /^[.1-9]{81}$/.test(line)).length;
  return {
    task: `generate ${n} ${level} (qqwing: ${difficulty})`,
    ours: `sudoku ${args.join(' ')}`,
    oursSeconds,
    peer: `qqwing ${peerArgs.join(' ')}`,
    peerSeconds,
    check: `ours ${formatCount(ours.length)} puzzles, ${formatCount(unique)} with one solution; qqwing ${formatCount(theirs)}`,
    ok: ours.length === GENERATE_COUNT && unique === GENERATE_COUNT && theirs === GENERATE_COUNT,
  };
}

function withQqwing(run: () => WholeProcessRow[] | string): WholeProcessResults {
  if (qqwingVersion() === null) return { rows: [], skipped: ['qqwing: not found on PATH.'] };
  const rows = run();
  return typeof rows === 'string' ? { rows: [], skipped: [rows] } : { rows, skipped: [] };
}

/** The bulk part's side-by-side run: solving a file. */
export function benchSolveBesideQqwing(): WholeProcessResults {
  return withQqwing(() => {
    const row = solveRow();
    if (typeof row === 'string') return row;
    progress(
      `whole process: ${formatSeconds(row.oursSeconds)} vs ${formatSeconds(row.peerSeconds)}`,
    );
    return [row];
  });
}

/** The generation part's side-by-side runs: 500 puzzles at each paired level. */
export function benchGenerateBesideQqwing(): WholeProcessResults {
  return withQqwing(() =>
    Object.entries(QQWING_LEVEL).map(([level, difficulty]) => {
      const row = generateRow(level as RatedLevel, difficulty);
      progress(
        `whole process: ${formatSeconds(row.oursSeconds)} vs ${formatSeconds(row.peerSeconds)}, ${formatRatio(row.peerSeconds / row.oursSeconds)}`,
      );
      return row;
    }),
  );
}
