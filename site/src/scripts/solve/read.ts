import type { KindId } from '../../../../shared/kind/names.ts';
import { readPuzzle, type Shape } from '../../../../shared/kind/shape.ts';
import { type BoardKit, gridKit } from '../board.ts';

/**
 * The puzzle in `text` (any form the core reads for its kind: a line, rows, a drawn grid, .sdk;
 * a Hanidoku's 61 digits) as kind `id`, with its shape (which reads the API's answers too) and
 * its line for the API; or why it is none: the position and the reason.
 * @example readGrid('53..7....6..195…', 'classic')
 */
export function readGrid(
  text: string,
  id: KindId,
): { ok: true; shape: Shape; givens: Uint8Array; line: string } | { ok: false; message: string } {
  const read = readPuzzle({ id }, text);
  if (!read.ok) return { ok: false, message: `Not a puzzle: ${read.error.message}.` };
  const { shape, givens } = read;
  return { ok: true, shape, givens, line: shape.format(givens) };
}

/**
 * How a shape's board is drawn and named: a grid's kit, or the honeycomb's, loaded (with its
 * styles) only when a honeycomb is read.
 */
export async function boardKitOf(shape: Shape): Promise<BoardKit> {
  if (shape.engine !== 'honeycomb' && shape.geometry) return gridKit(shape.geometry);
  return (await import('../honeycomb/board.ts')).HONEYCOMB_KIT;
}

/** Why a puzzle has no logical walk-through, from the grader's outcome. */
export function noLogicalPath(status: 'unsolvable' | 'multiple' | 'budget'): { problem: string } {
  const why = {
    unsolvable: 'it has no solution',
    multiple: 'it has more than one solution',
    budget: 'the solver gave up before proving it has one solution',
  }[status];
  return { problem: `There is no logical path through this puzzle: ${why}.` };
}
