import { EDIT_STRIDE, type Edit } from './state.ts';

/**
 * The edit that takes a board (`grid`, `notes`) to another: every cell where either differs,
 * or null when none does. Diffing whole boards (81 cells, 256 at most) keeps an edit exact
 * however many times one action touched a cell.
 */
export function diffBoards(
  grid: Uint8Array,
  notes: Uint16Array,
  nextGrid: Uint8Array,
  nextNotes: Uint16Array,
): Edit | null {
  const changed: number[] = [];
  for (let cell = 0; cell < grid.length; cell++) {
    if (grid[cell] !== nextGrid[cell] || notes[cell] !== nextNotes[cell]) {
      changed.push(cell, grid[cell], notes[cell], nextGrid[cell], nextNotes[cell]);
    }
  }
  return changed.length === 0 ? null : Uint16Array.from(changed);
}

/** Writes the board before `edit` (for undo) or after it (for redo) into `grid` and `notes`. */
export function writeEdit(
  grid: Uint8Array,
  notes: Uint16Array,
  edit: Edit,
  side: 'before' | 'after',
): void {
  const offset = side === 'before' ? 1 : 3;
  for (let i = 0; i < edit.length; i += EDIT_STRIDE) {
    grid[edit[i]] = edit[i + offset];
    notes[edit[i]] = edit[i + offset + 1];
  }
}
