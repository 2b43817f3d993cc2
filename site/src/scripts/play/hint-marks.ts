import type { Geometry } from '../../../../shared/geometry.ts';
import type { Hint } from '../../../../shared/hint.ts';

/**
 * The cells of a hint's units (rows, columns, boxes…), ascending: the area its first level
 * points at.
 * @example areaCells(geometry, [22]) // the nine cells of box 5
 */
export function areaCells(geometry: Geometry, units: readonly number[]): number[] {
  const { size, unitCells } = geometry;
  const cells = new Set<number>();
  for (const u of units) {
    for (let i = u * size; i < (u + 1) * size; i++) cells.add(unitCells[i]);
  }
  return [...cells].sort((a, b) => a - b);
}

/**
 * Marks a hint on the board: its area (`hint-area`) from the first level, its cells
 * (`hint-cell`) from the second; no hint clears both.
 */
export function markHint(
  cells: readonly HTMLElement[],
  shown: { hint: Hint<string>; level: number; area: readonly number[] } | null,
): void {
  const area = new Set(shown?.area);
  const named = new Set(shown && shown.level >= 2 ? shown.hint.cells : []);
  cells.forEach((element, cell) => {
    element.classList.toggle('hint-area', area.has(cell));
    element.classList.toggle('hint-cell', named.has(cell));
  });
}
