import type { Direction } from '../../../../shared/game/index.ts';
import {
  CELL_ROWS,
  cellsOfLines,
  describeRow,
  nameCell,
  ROW_CELLS,
  ROW_START,
} from '../../../../shared/hanidoku/geometry.ts';
import { type BoardKit, fillBoard } from '../board.ts';
import '../../styles/honeycomb.css';

/**
 * The honeycomb's board (styles/honeycomb.css draws it): the same `role="grid"` as a grid's,
 * its nine horizontal rows of 5, 6, 7, 8, 9, 8, 7, 6, 5 hexagons each a `role="row"`, the cells
 * `role="gridcell"`s with `data-cell` in cell order (shared/hanidoku/geometry.ts). Loaded only
 * where a honeycomb is played, with its styles.
 */

/** Empties `board` and fills it with the 61 cells; playable cells get a roving tab stop. */
function buildHoneycomb(board: HTMLElement, playable: boolean): HTMLElement[] {
  board.removeAttribute('style');
  board.dataset.variant = 'hanidoku';
  const rows = Array.from({ length: 9 }, (_, row) =>
    Array.from(ROW_CELLS.subarray(ROW_START[row], ROW_START[row + 1])),
  );
  return fillBoard(board, rows, playable);
}

/** "Cell 2 of horizontal row 3, in falling diagonal 4 and rising diagonal 2". */
function label(cell: number): string {
  const name = nameCell(cell);
  const falling = describeRow(CELL_ROWS[3 * cell + 1]);
  const rising = describeRow(CELL_ROWS[3 * cell + 2]);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}, in ${falling} and ${rising}`;
}

/**
 * The six neighbours by key position (`code`, the same place on every layout): Q and E above,
 * A and D beside, Z and C below, around S; Home and Page Up, End and Page Down as well.
 */
const MOVES: Readonly<Record<string, Direction>> = {
  KeyQ: 'upLeft',
  KeyE: 'upRight',
  KeyA: 'left',
  KeyD: 'right',
  KeyZ: 'downLeft',
  KeyC: 'downRight',
  Home: 'upLeft',
  PageUp: 'upRight',
  End: 'downLeft',
  PageDown: 'downRight',
};

/** The honeycomb's board kit, for PlayEntry.board. */
export const HONEYCOMB_KIT: BoardKit = {
  build: buildHoneycomb,
  label,
  name: nameCell,
  area: cellsOfLines,
  moves: MOVES,
};
