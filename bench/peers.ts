import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SudokuSolver } from '@algorithm.ts/sudoku';
import { toGivens } from './data.ts';
import { timeOnce } from './stats.ts';

/**
 * The peers, each behind one adapter: it converts the puzzles to the peer's own form before
 * any timing, then solves them all per run and keeps what the last run answered.
 */

/** What a solver answered for one puzzle: a solution line and, when it counts, a count. */
export interface Answer {
  solution?: string | null;
  count?: number;
}

export interface Runner {
  /** Solves every puzzle once; returns the seconds of solving alone. */
  run(): number;
  /** What the last run answered, one per puzzle. */
  answers(): Answer[];
  /** Anything the report should say about how this runner was timed. */
  note?(): string;
}

export interface Peer {
  name: string;
  /** What the peer is asked to do, e.g. "first solution". */
  mode: string;
  /** A runner for `puzzles`; `tag` names its scratch files. */
  prepare(puzzles: string[], tag: string): Runner;
}

const require = createRequire(import.meta.url);

/** The installed version of an npm package (read from its folder: exports may hide it). */
export function versionOf(name: string): string {
  const path = new URL(`../node_modules/${name}/package.json`, import.meta.url);
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
}

function formatDigits(digits: ArrayLike<number>, offset: number): string {
  let line = '';
  for (let cell = 0; cell < 81; cell++) line += String(digits[cell] + offset);
  return line;
}

/** npm `@algorithm.ts/sudoku`: dancing links, stops at the first solution. */
export function algorithmTsPeer(): Peer {
  return {
    name: `npm @algorithm.ts/sudoku ${versionOf('@algorithm.ts/sudoku')}`,
    mode: 'first solution (DLX)',
    prepare(puzzles) {
      const solver = new SudokuSolver({ childMatrixWidth: 3 });
      const boards = puzzles.map((line) => Array.from(toGivens(line), (d) => d - 1));
      const solutions = puzzles.map(() => new Array<number>(81).fill(-1));
      const solved = new Array<boolean>(puzzles.length).fill(false);
      return {
        run: () =>
          timeOnce(() => {
            for (let i = 0; i < boards.length; i++)
              solved[i] = solver.solve(boards[i], solutions[i]);
          }),
        answers: () =>
          solutions.map((grid, i) => ({ solution: solved[i] ? formatDigits(grid, 1) : null })),
      };
    },
  };
}

type DachevBoard = Array<number | null>;

/** npm `sudoku` (dachev, a port of David Bau's solver): stops at the first solution. */
export function dachevPeer(): Peer {
  const solvePuzzle = (require('sudoku') as { solvepuzzle(board: DachevBoard): number[] | null })
    .solvepuzzle;
  return {
    name: `npm sudoku ${versionOf('sudoku')}`,
    mode: 'first solution (random tie-breaks)',
    prepare(puzzles) {
      const boards = puzzles.map((line) =>
        Array.from(toGivens(line), (d) => (d === 0 ? null : d - 1)),
      );
      const solutions: Array<number[] | null> = puzzles.map(() => null);
      return {
        run: () =>
          timeOnce(() => {
            for (let i = 0; i < boards.length; i++) solutions[i] = solvePuzzle(boards[i]);
          }),
        answers: () =>
          solutions.map((grid) => ({ solution: grid === null ? null : formatDigits(grid, 1) })),
      };
    },
  };
}
