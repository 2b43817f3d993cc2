import { validatePuzzle } from '../shared/format.ts';
import type { KindId, Level } from '../shared/kind/names.ts';
import {
  readPuzzle as readKindPuzzle,
  readShareCode,
  type Shape,
  shapeOf,
} from '../shared/kind/shape.ts';
import { digitChar } from '../shared/print.ts';
import { problem } from './problem.ts';

/**
 * Request text into core values, once, at the boundary: puzzles, share codes and players'
 * grids, each through the core's one reader (shared/kind/shape.ts). Every reader throws a 400
 * problem naming the field and quoting the core's reason.
 */

/** A puzzle as the API handles it: its shape (which says what kind it is) and its givens. */
export interface ApiPuzzle {
  shape: Shape;
  /** A digit per cell, 0 for a blank. */
  givens: Uint8Array;
}

/**
 * Reads a puzzle of kind `id` from its text (any form the core reads for that kind); a bad
 * region map, or one of another size than the puzzle, is a problem naming `regions`, a bad
 * puzzle one naming `puzzle`.
 * @example readPuzzle('53..7....6..195…', 'classic') // { shape, givens }
 */
export function readPuzzle(text: string, id: KindId, regions?: string): ApiPuzzle {
  const read = readKindPuzzle({ id, regions }, text);
  if (read.ok) return { shape: read.shape, givens: read.givens };
  if (regions !== undefined && read.error.problem === 'length') requireMapOfSize(text, regions);
  throw problem('validation', `${read.field}: ${read.error.message}`, read.field);
}

/**
 * A puzzle that reads as a grid of its own size, but not of its region map's, blames the map: a
 * 400 naming `regions`, where the jigsaw's reader said the puzzle had the wrong length.
 */
function requireMapOfSize(text: string, regions: string): void {
  const own = validatePuzzle(text, { clashes: true });
  if (!own.ok) return;
  const { size, cellCount } = own.puzzle.geometry;
  const labels = shapeOf({ id: 'jigsaw', regions }).cellCount;
  const detail = `regions: expected ${cellCount} labels (a ${size}×${size} map), got ${labels}`;
  throw problem('validation', detail, 'regions');
}

/**
 * Decodes a share code and checks its givens break no rule (a damaged code is a 400 naming
 * `field`; a well-formed code of a broken puzzle a 422).
 */
export function readCode(code: string, field = 'code'): ApiPuzzle & { level: Level | null } {
  const read = readShareCode(code);
  if (read.ok) return { shape: read.shape, givens: read.givens, level: read.level };
  if (read.problem === 'code') throw problem('validation', `${field}: ${read.message}`, field);
  throw problem('unprocessable', `the puzzle of this code breaks the rules: ${read.message}`);
}

/**
 * Reads a player's grid for `p`, in any form the puzzle's text may take (clashing digits
 * allowed): it must keep every given, so a blank or another digit there is refused.
 */
export function readGrid(text: string, p: ApiPuzzle, field = 'grid'): Uint8Array {
  const { shape, givens } = p;
  const read = shape.read(text, { clashes: true });
  if (!read.ok) throw problem('validation', `${field}: ${read.error.message}`, field);
  const grid = read.givens;
  for (let cell = 0; cell < grid.length; cell++) {
    const given = givens[cell];
    if (given !== 0 && grid[cell] !== given) {
      const has = grid[cell] === 0 ? 'a blank' : digitChar(grid[cell]);
      const detail = `${field}: ${shape.describeCell(cell)} is a given ${digitChar(given)}, but the grid has ${has}`;
      throw problem('validation', detail, field);
    }
  }
  return grid;
}
