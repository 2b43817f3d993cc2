import type { Hint } from '../../../../shared/hint.ts';

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
