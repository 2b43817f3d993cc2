import { findConflicts } from '../../shared/check.ts';
import { parsePuzzle } from '../../shared/format.ts';
import { formatGrid } from '../../shared/print.ts';
import { solve } from '../../shared/solve.ts';

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
