import { findFirstConflict } from '../../../../shared/check.ts';
import { validatePuzzle } from '../../../../shared/format.ts';
import { classicGeometry } from '../../../../shared/geometry.ts';
import { formatPuzzle } from '../../../../shared/print.ts';
import { createPuzzle, type Puzzle } from '../../../../shared/puzzle.ts';

export type Variant = 'classic' | 'x';

/**
 * The puzzle in `text` (any form the core reads: a line, rows, a drawn grid, .sdk), as a
 * classic or X-Sudoku, or why it is none: the position and the reason.
 * @example readPuzzle('53..7....6..195…', 'classic')
 */
export function readPuzzle(
  text: string,
  variant: Variant,
): { ok: true; puzzle: Puzzle; line: string } | { ok: false; message: string } {
  const read = validatePuzzle(text);
  if (!read.ok) return { ok: false, message: `Not a puzzle: ${read.error.message}.` };
  let puzzle = read.puzzle;
  if (variant === 'x') {
    puzzle = createPuzzle(classicGeometry(puzzle.geometry.size, 'x'), puzzle.givens);
    const clash = findFirstConflict(puzzle.geometry, puzzle.givens);
    if (clash) {
      return {
        ok: false,
        message: `Not an X-Sudoku: the digit ${clash.d} is given twice on a diagonal.`,
      };
    }
  }
  return { ok: true, puzzle, line: formatPuzzle(puzzle) };
}
