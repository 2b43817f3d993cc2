import type { Geometry } from '../geometry.ts';
import { listWithAnd, nameCells } from '../words.ts';
import { type AlsList, alsCells } from './als.ts';
import { digitsOf } from './state.ts';
import type { CellDigit, CellSet } from './types.ts';

/** How the almost-locked-set techniques name their sets and what they remove, in plain words. */

/** Set i as a step tells it: its cells and digits. */
export function cellSet(als: AlsList, i: number): CellSet {
  return { cells: alsCells(als, i), digits: digitsOf(als.mask[i]) };
}

/**
 * Cells named for a sentence: one row or column as nameCells does, others row by row.
 * @example nameGroup(geometry, [60, 62, 78]) // "row 7, columns 7 and 9 and row 9, column 7"
 */
function nameGroup(geometry: Geometry, cells: readonly number[]): string {
  const { size } = geometry;
  const rows = [...new Set(cells.map((cell) => Math.floor(cell / size)))];
  const columns = new Set(cells.map((cell) => cell % size));
  if (rows.length === 1 || columns.size === 1) return nameCells(geometry, cells);
  return listWithAnd(
    rows.map((r) =>
      nameCells(
        geometry,
        cells.filter((cell) => Math.floor(cell / size) === r),
      ),
    ),
    ', ',
  );
}

/** A set with its digits, for a sentence: "row 1, columns 2 and 3 (1, 3 and 5)". */
export function describeSet(geometry: Geometry, set: CellSet): string {
  return `${nameGroup(geometry, set.cells)} (${listWithAnd(set.digits.map(String))})`;
}

/**
 * Eliminations of any digits, cells losing the same digits named together: "row 4, column 4 and
 * row 5, column 8 lose 5 and row 4, column 5 loses 5 and 7".
 */
export function describeAllLosses(geometry: Geometry, eliminations: readonly CellDigit[]): string {
  const lost = new Map<number, number>();
  for (const { cell, digit } of eliminations)
    lost.set(cell, (lost.get(cell) ?? 0) | (1 << (digit - 1)));
  const byDigits = new Map<number, number[]>();
  for (const [cell, mask] of lost) byDigits.set(mask, [...(byDigits.get(mask) ?? []), cell]);
  const parts = [...byDigits].map(([mask, cells]) => {
    const verb = cells.length === 1 ? 'loses' : 'lose';
    return `${nameGroup(geometry, cells)} ${verb} ${listWithAnd(digitsOf(mask).map(String))}`;
  });
  return listWithAnd(parts, '; ');
}
