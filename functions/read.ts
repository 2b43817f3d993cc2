import { BAD, CHAR_VALUES, validatePuzzle } from '../shared/format.ts';
import {
  classicGeometry,
  describeCell,
  type Geometry,
  jigsawGeometry,
} from '../shared/geometry.ts';
import {
  formatHanidoku,
  describeCell as hanidokuCell,
  validateHanidoku,
} from '../shared/hanidoku/index.ts';
import { digitChar, formatGrid } from '../shared/print.ts';
import type { Puzzle } from '../shared/puzzle.ts';
import { regionGeometry } from '../shared/regions.ts';
import { type SharedPuzzle, validateShareCode } from '../shared/share.ts';
import { problem } from './problem.ts';

/**
 * Request text into core values, once, at the boundary: puzzles, share codes and players'
 * grids. Every reader throws a 400 problem naming the field and quoting the core's reason.
 */

/** A puzzle as the API handles it: a grid of the core, or a Hanidoku's 61 givens. */
export type ApiPuzzle =
  | { variant: 'classic' | 'x' | 'jigsaw'; puzzle: Puzzle }
  | { variant: 'hanidoku'; givens: Uint8Array };

export type ApiVariant = ApiPuzzle['variant'];

/** The givens of a puzzle, 0 for a blank. */
function givensOf(p: ApiPuzzle): Uint8Array {
  return p.variant === 'hanidoku' ? p.givens : p.puzzle.givens;
}

/** The largest digit of a puzzle (9 for Hanidoku). */
function sizeOf(p: ApiPuzzle): number {
  return p.variant === 'hanidoku' ? 9 : p.puzzle.geometry.size;
}

/** A cell's name for messages, "r3c7". */
export function cellName(p: ApiPuzzle, cell: number): string {
  return p.variant === 'hanidoku' ? hanidokuCell(cell) : describeCell(p.puzzle.geometry, cell);
}

/** The geometry a grid variant is read with; a jigsaw's comes from its region map. */
function geometryOf(variant: 'classic' | 'x' | 'jigsaw', text: string, regions?: string): Geometry {
  if (variant === 'jigsaw') {
    try {
      return regionGeometry(regions ?? '');
    } catch (error) {
      throw problem('validation', `regions: ${(error as Error).message}`, 'regions');
    }
  }
  const read = validatePuzzle(text);
  if (!read.ok) throw problem('validation', `puzzle: ${read.error.message}`, 'puzzle');
  return classicGeometry(read.puzzle.geometry.size, variant);
}

/**
 * Reads a puzzle of `variant` from its text (any form the core reads).
 * @example readPuzzle('53..7....6..195…', 'classic') // { variant: 'classic', puzzle }
 */
export function readPuzzle(text: string, variant: ApiVariant, regions?: string): ApiPuzzle {
  if (variant === 'hanidoku') {
    const read = validateHanidoku(text);
    if (!read.ok) throw problem('validation', `puzzle: ${read.error.message}`, 'puzzle');
    return { variant, givens: read.givens };
  }
  const geometry = geometryOf(variant, text, regions);
  const read = validatePuzzle(text, { geometry });
  if (!read.ok) throw problem('validation', `puzzle: ${read.error.message}`, 'puzzle');
  return { variant, puzzle: read.puzzle };
}

/**
 * Decodes a share code and checks its givens break no rule (a damaged code is a 400 naming
 * `field`; a well-formed code of a broken puzzle a 422).
 */
export function readCode(
  code: string,
  field = 'code',
): { shared: SharedPuzzle; puzzle: ApiPuzzle } {
  const decoded = validateShareCode(code);
  if (!decoded.ok) throw problem('validation', `${field}: ${decoded.error.message}`, field);
  const shared = decoded.puzzle;
  if (shared.variant === 'hanidoku') {
    const read = validateHanidoku(formatHanidoku(shared.givens));
    if (!read.ok)
      throw problem(
        'unprocessable',
        `the puzzle of this code breaks the rules: ${read.error.reason}`,
      );
    return { shared, puzzle: { variant: 'hanidoku', givens: shared.givens } };
  }
  const geometry =
    shared.variant === 'jigsaw' && shared.regions
      ? jigsawGeometry(shared.regions)
      : classicGeometry(shared.size, shared.variant === 'x' ? 'x' : 'classic');
  const read = validatePuzzle(formatGrid(shared.givens), { geometry });
  if (!read.ok)
    throw problem(
      'unprocessable',
      `the puzzle of this code breaks the rules: ${read.error.reason}`,
    );
  return { shared, puzzle: { variant: shared.variant, puzzle: read.puzzle } };
}

/**
 * Reads a player's grid for `p`: one line of a character per cell (clashing digits allowed), a
 * blank where the puzzle has a given taking the given; a different digit there is refused.
 */
export function readGrid(text: string, p: ApiPuzzle, field = 'grid'): Uint8Array {
  const givens = givensOf(p);
  const line = text.trim();
  if (line.length !== givens.length) {
    const detail = `${field}: expected ${givens.length} cells, one character each, found ${line.length}`;
    throw problem('validation', detail, field);
  }
  const size = sizeOf(p);
  const grid = new Uint8Array(givens.length);
  for (let cell = 0; cell < grid.length; cell++) {
    const ch = line[cell];
    const d = CHAR_VALUES[ch.charCodeAt(0)] ?? BAD;
    if (d === BAD || d > size) {
      const detail = `${field}: bad character '${ch}' at position ${cell + 1} (expected a digit up to ${digitChar(size)} or a blank: . or 0)`;
      throw problem('validation', detail, field);
    }
    const given = givens[cell];
    if (given !== 0 && d !== 0 && d !== given) {
      const detail = `${field}: ${cellName(p, cell)} is a given ${digitChar(given)}, but the grid has ${ch}`;
      throw problem('validation', detail, field);
    }
    grid[cell] = given !== 0 ? given : d;
  }
  return grid;
}
