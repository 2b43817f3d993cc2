import { findConflicts } from '../../shared/check.ts';
import { parsePuzzle } from '../../shared/format.ts';
import { kindOf } from '../../shared/kind/kind.ts';
import type { RatedLevel } from '../../shared/kind/names.ts';
import { shapeOf } from '../../shared/kind/shape.ts';
import { formatGrid } from '../../shared/print.ts';
import { solve } from '../../shared/solve.ts';
import { expectMade } from '../made.ts';

/** Puzzles the Worker tests share, with answers worked out by the core inside the same workerd. */

/** A well-known 9×9 with one solution (Wikipedia's example). */
export const PUZZLE =
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

/** Its solution. */
export const SOLUTION = formatGrid(solve(parsePuzzle(PUZZLE), { unique: true }).solution!);

/** No cell clashes, yet r1c9 can hold nothing: row 1 leaves it 9, column 9 already has one. */
export const UNSOLVABLE = `12345678.${'........9'}${'.'.repeat(63)}`;

/** Two givens only: many solutions. */
export const MULTIPLE = `12${'.'.repeat(79)}`;

/** `line` with `cell` set to `char`. */
export function withCell(line: string, cell: number, char: string): string {
  return line.slice(0, cell) + char + line.slice(cell + 1);
}

/** The first blank cell of PUZZLE. */
export const FIRST_BLANK = PUZZLE.indexOf('.');

/** A digit that is not the solution's in `cell` of SOLUTION. */
export function wrongDigit(cell: number): string {
  return SOLUTION[cell] === '1' ? '2' : '1';
}

/**
 * A mistake no rule shows: a blank cell of PUZZLE and a digit, not the solution's, that clashes
 * with no given — only the solution tells it is wrong.
 */
export function quietMistake(): { cell: number; digit: number } {
  const { geometry } = parsePuzzle(PUZZLE);
  for (let cell = 0; cell < 81; cell++) {
    if (PUZZLE[cell] !== '.') continue;
    for (let digit = 1; digit <= 9; digit++) {
      if (String(digit) === SOLUTION[cell]) continue;
      const grid = cellsOf(withCell(PUZZLE, cell, String(digit)));
      if (findConflicts(geometry, grid).length === 0) return { cell, digit };
    }
  }
  throw new Error('no quiet mistake in PUZZLE');
}

/** A line as cell values, 0 for blanks. */
export function cellsOf(line: string): Uint8Array {
  return Uint8Array.from(line, (ch) => (ch === '.' ? 0 : Number(ch)));
}

/** The honeycomb, through the kind interface. */
export const HANIDOKU = kindOf(shapeOf({ id: 'hanidoku' }));

/** A Hanidoku as the tests send it: its givens, its line, its solution's line and share code. */
export interface HanidokuCase {
  givens: Uint8Array;
  puzzle: string;
  solution: string;
  code: string;
}

/** The Hanidoku the generator makes for `seed` at `level`. */
export function hanidokuCase(seed: string, level: RatedLevel): HanidokuCase {
  const made = expectMade(HANIDOKU.generate({ seed, level }));
  return {
    givens: made.givens,
    puzzle: HANIDOKU.format(made.givens),
    solution: HANIDOKU.format(made.solution),
    code: HANIDOKU.shareCode(made.givens, level),
  };
}

/** `c`'s puzzle with its first `count` blank cells filled in from the solution. */
export function hanidokuInProgress(c: HanidokuCase, count: number): string {
  let grid = c.puzzle;
  for (let cell = 0, filled = 0; cell < grid.length && filled < count; cell++) {
    if (grid[cell] !== '.') continue;
    grid = withCell(grid, cell, c.solution[cell]);
    filled++;
  }
  return grid;
}
