import { EDIT_STRIDE, type Edit } from './state.ts';

/** A game's board: its digits, its notes, and the digits the player ruled out (state.ts). */
export interface Board {
  grid: Uint8Array;
  notes: Uint16Array;
  eliminated: Uint16Array;
}

/**
 * The edit that takes a board to another: every cell where any of its layers differs, or null
 * when none does. Diffing whole boards (81 cells, 256 at most) keeps an edit exact however many
 * times one action touched a cell.
 */
export function diffBoards(before: Board, after: Board): Edit | null {
  const changed: number[] = [];
  for (let cell = 0; cell < before.grid.length; cell++) {
    if (
      before.grid[cell] !== after.grid[cell] ||
      before.notes[cell] !== after.notes[cell] ||
      before.eliminated[cell] !== after.eliminated[cell]
    ) {
      changed.push(cell, before.grid[cell], before.notes[cell], before.eliminated[cell]);
      changed.push(after.grid[cell], after.notes[cell], after.eliminated[cell]);
    }
  }
  return changed.length === 0 ? null : Uint16Array.from(changed);
}

/** Writes the board before `edit` (for undo) or after it (for redo) into `board`. */
export function writeEdit(board: Board, edit: Edit, side: 'before' | 'after'): void {
  const offset = side === 'before' ? 1 : 4;
  for (let i = 0; i < edit.length; i += EDIT_STRIDE) {
    const cell = edit[i];
    board.grid[cell] = edit[i + offset];
    board.notes[cell] = edit[i + offset + 1];
    board.eliminated[cell] = edit[i + offset + 2];
  }
}
