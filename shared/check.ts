import type { Geometry } from './geometry.ts';
import type { Puzzle } from './puzzle.ts';

/** Two cells that hold the same digit in a unit they share. */
export interface Conflict {
  a: number;
  b: number;
  /** The first unit (in geometry order) the two cells share. */
  unit: number;
  d: number;
}

/**
 * The first clash in `grid`, scanning units in geometry order (rows, columns, boxes, extras)
 * and cells in unit order; null when every unit holds distinct digits. Blanks (0) never clash.
 */
export function findFirstConflict(geometry: Geometry, grid: Uint8Array): Conflict | null {
  const { size, unitCount, unitCells } = geometry;
  for (let u = 0; u < unitCount; u++) {
    let seen = 0;
    const base = u * size;
    for (let i = 0; i < size; i++) {
      const d = grid[unitCells[base + i]];
      if (d === 0) continue;
      const bit = 1 << (d - 1);
      if ((seen & bit) === 0) {
        seen |= bit;
        continue;
      }
      for (let j = 0; j < i; j++) {
        if (grid[unitCells[base + j]] === d) {
          return { a: unitCells[base + j], b: unitCells[base + i], unit: u, d };
        }
      }
    }
  }
  return null;
}

/**
 * Every pair of cells that clash, each pair once as [a, b] with a < b, sorted.
 * A pair sharing two units (a row and a box, say) is listed once.
 */
export function findConflicts(geometry: Geometry, grid: Uint8Array): Array<[number, number]> {
  const { size, unitCount, unitCells } = geometry;
  const pairs = new Set<number>();
  for (let u = 0; u < unitCount; u++) {
    const base = u * size;
    for (let i = 0; i < size; i++) {
      const a = unitCells[base + i];
      const d = grid[a];
      if (d === 0) continue;
      for (let j = i + 1; j < size; j++) {
        const b = unitCells[base + j];
        if (grid[b] === d)
          pairs.add(a < b ? a * geometry.cellCount + b : b * geometry.cellCount + a);
      }
    }
  }
  return [...pairs]
    .sort((x, y) => x - y)
    .map((key) => [Math.floor(key / geometry.cellCount), key % geometry.cellCount]);
}

/** Whether `grid` is complete, clash-free and keeps every given of `puzzle`. */
export function isSolved(puzzle: Puzzle, grid: Uint8Array): boolean {
  const { geometry, givens } = puzzle;
  if (grid.length !== geometry.cellCount) return false;
  for (let cell = 0; cell < grid.length; cell++) {
    const d = grid[cell];
    if (d < 1 || d > geometry.size) return false;
    if (givens[cell] !== 0 && givens[cell] !== d) return false;
  }
  return findFirstConflict(geometry, grid) === null;
}
