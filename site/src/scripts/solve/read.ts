import type { KindId } from '../../../../shared/kind/names.ts';
import { readPuzzle, type Shape } from '../../../../shared/kind/shape.ts';
import { createPuzzle, type Puzzle } from '../../../../shared/puzzle.ts';

/**
 * The puzzle in `text` (any form the core reads for its kind: a line, rows, a drawn grid, .sdk)
 * as a grid of kind `id`, with its shape (which reads the API's answers too) and its line for
 * the API; or why it is none: the position and the reason.
 * @example readGrid('53..7....6..195…', 'classic')
 */
export function readGrid(
  text: string,
  id: KindId,
): { ok: true; shape: Shape; puzzle: Puzzle; line: string } | { ok: false; message: string } {
  const read = readPuzzle({ id }, text);
  if (!read.ok) return { ok: false, message: `Not a puzzle: ${read.error.message}.` };
  const { shape, givens } = read;
  if (!shape.geometry) return { ok: false, message: `A ${shape.title} has no grid to draw here.` };
  const puzzle = createPuzzle(shape.geometry, givens);
  return { ok: true, shape, puzzle, line: shape.format(givens) };
}
