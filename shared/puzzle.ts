import type { Geometry } from './geometry.ts';

/**
 * A puzzle is a geometry plus givens: `givens[cell]` is a digit 1..N, or 0 for a blank.
 * A grid (a player's entries, a solution) uses the same layout.
 */
export interface Puzzle {
  readonly geometry: Geometry;
  readonly givens: Uint8Array;
}

/** A puzzle of `geometry` whose givens are `givens` (copied). */
export function createPuzzle(geometry: Geometry, givens: ArrayLike<number>): Puzzle {
  if (givens.length !== geometry.cellCount) {
    throw new RangeError(`expected ${geometry.cellCount} cells, got ${givens.length}`);
  }
  return { geometry, givens: Uint8Array.from(givens) };
}
