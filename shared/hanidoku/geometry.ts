import { cellsOfRuns } from '../geometry.ts';
import { listWithAnd } from '../words.ts';

/**
 * The honeycomb of Hanidoku, fixed once for every Hanidoku file:
 * - `cell`: index 0..60 of a hexagonal cell in a hexagon of side 5. Its axial coordinates
 *   (q, r) satisfy |q|, |r|, |q+r| ≤ 4; `s` = -q-r is the third cube coordinate.
 * - `row`: a straight line of cells from edge to edge, 0..26, in three directions of nine:
 *   rows 0..8 are `horizontal` (r = -4..4, top to bottom, cells left to right), rows 9..17 are
 *   `falling` diagonals "\" (q = -4..4), rows 18..26 are `rising` diagonals "/" (s = 4..-4);
 *   diagonals list their cells top to bottom. In each direction the lengths are 5,6,7,8,9,8,7,6,5.
 * - `d`: a digit 1..9; `mask`: a set of digits, digit d at bit d-1.
 * - cells are numbered in reading order: horizontal rows from the top, each left to right;
 *   that order is the 61-character line format.
 *
 *        0  1  2  3  4            pointy-top hexagons; row r is indented by |r| half cells
 *       5  6  7  8  9 10
 *      …
 *   26 27 28 29 30 31 32 33 34    the middle row, r = 0
 *      …
 *        56 57 58 59 60
 */

export type Direction = 'horizontal' | 'falling' | 'rising';

/** The directions in row order: rows 9*k .. 9*k+8 run in DIRECTIONS[k]. */
export const DIRECTIONS: readonly Direction[] = ['horizontal', 'falling', 'rising'];

export const CELL_COUNT = 61;
export const ROW_COUNT = 27;
/** Every digit 1..9 as a mask. */
export const ALL_DIGITS = 0x1ff;

/** Axial coordinates of each cell. */
export const CELL_Q = new Int8Array(CELL_COUNT);
export const CELL_R = new Int8Array(CELL_COUNT);

/** Cells of row k: ROW_CELLS[ROW_START[k] .. ROW_START[k+1]); 183 entries in all. */
export const ROW_START = new Uint8Array(ROW_COUNT + 1);
export const ROW_CELLS = new Uint8Array(3 * CELL_COUNT);
/** Length of each row (5..9) and its direction (index into DIRECTIONS). */
export const ROW_LENGTH = new Uint8Array(ROW_COUNT);
export const ROW_DIRECTION = new Uint8Array(ROW_COUNT);

/** The three rows of a cell, one per direction: CELL_ROWS[3*cell + k] runs in DIRECTIONS[k]. */
export const CELL_ROWS = new Uint8Array(3 * CELL_COUNT);

/** The cell at (q, r), at CELL_OF[9*(r+4) + q+4]; -1 outside the board. */
const CELL_OF = new Int8Array(81).fill(-1);

/** Peers of a cell (every other cell sharing a row): PEERS[PEER_START[c] .. PEER_START[c+1]). */
export const PEER_START = new Uint16Array(CELL_COUNT + 1);
export const PEERS: Uint8Array = buildTables();

/** The cell at axial (q, r), or -1 outside the board. */
export function cellAt(q: number, r: number): number {
  if (Math.abs(q) > 4 || Math.abs(r) > 4 || Math.abs(q + r) > 4) return -1;
  return CELL_OF[(r + 4) * 9 + q + 4];
}

function buildTables(): Uint8Array {
  const inside = (q: number, r: number) =>
    Math.abs(q) <= 4 && Math.abs(r) <= 4 && Math.abs(q + r) <= 4;
  let cell = 0;
  for (let r = -4; r <= 4; r++) {
    for (let q = -4; q <= 4; q++) {
      if (!inside(q, r)) continue;
      CELL_Q[cell] = q;
      CELL_R[cell] = r;
      CELL_OF[(r + 4) * 9 + q + 4] = cell++;
    }
  }
  // The line (0..8) of a cell in direction k: r + 4, q + 4, or 4 - s.
  const lineOf = (k: number, q: number, r: number) => (k === 0 ? r : k === 1 ? q : q + r) + 4;
  let at = 0;
  for (let k = 0; k < 3; k++) {
    for (let line = 0; line < 9; line++) {
      const row = 9 * k + line;
      ROW_START[row] = at;
      ROW_DIRECTION[row] = k;
      // Reading order is r first, then q: exactly the order each direction lists its cells.
      for (let c = 0; c < CELL_COUNT; c++) {
        if (lineOf(k, CELL_Q[c], CELL_R[c]) !== line) continue;
        ROW_CELLS[at++] = c;
        CELL_ROWS[3 * c + k] = row;
      }
      ROW_LENGTH[row] = at - ROW_START[row];
    }
  }
  ROW_START[ROW_COUNT] = at;

  const peers: number[] = [];
  for (let c = 0; c < CELL_COUNT; c++) {
    PEER_START[c] = peers.length;
    const seen = new Set<number>();
    for (let k = 0; k < 3; k++) {
      const row = CELL_ROWS[3 * c + k];
      for (let i = ROW_START[row]; i < ROW_START[row + 1]; i++) {
        if (ROW_CELLS[i] !== c) seen.add(ROW_CELLS[i]);
      }
    }
    peers.push(...[...seen].sort((a, b) => a - b));
  }
  PEER_START[CELL_COUNT] = peers.length;
  return Uint8Array.from(peers);
}

/** The cells of the honeycomb's `lines` (0..26), ascending and each once: a hint's area. */
export function cellsOfLines(lines: readonly number[]): number[] {
  return cellsOfRuns(
    CELL_COUNT,
    ROW_CELLS,
    lines,
    (k) => ROW_START[k],
    (k) => ROW_START[k + 1],
  );
}

/**
 * The digits every row of length L holds, 10-L..L: the digits shared by all its runs
 * s..s+L-1 within 1..9 (for L = 5 only the 5; for L = 9 all of them).
 */
export function requiredDigits(length: number): number {
  return ((1 << (2 * length - 9)) - 1) << (9 - length);
}

/** A cell's name for messages, 1-based in reading order: "r3c2" is row 3 from the top, cell 2 from its left. */
export function describeCell(cell: number): string {
  const row = CELL_ROWS[3 * cell];
  return `r${row + 1}c${cell - ROW_CELLS[ROW_START[row]] + 1}`;
}

/** A cell's name in plain words, for hints and explanations: "cell 2 of horizontal row 3". */
export function nameCell(cell: number): string {
  const row = CELL_ROWS[3 * cell];
  return `cell ${cell - ROW_CELLS[ROW_START[row]] + 1} of horizontal row ${row + 1}`;
}

/**
 * Cells named for a sentence, grouped by horizontal row in the order given: "cells 2 and 3 of
 * horizontal row 1 and cell 4 of horizontal row 2".
 */
export function nameCells(cells: readonly number[]): string {
  const byRow = new Map<number, number[]>();
  for (const cell of new Set(cells)) {
    const row = CELL_ROWS[3 * cell];
    const place = cell - ROW_CELLS[ROW_START[row]] + 1;
    const places = byRow.get(row);
    if (places) places.push(place);
    else byRow.set(row, [place]);
  }
  const groups = [...byRow].map(([row, places]) => {
    const which =
      places.length === 1 ? `cell ${places[0]}` : `cells ${listWithAnd(places.map(String))}`;
    return `${which} of horizontal row ${row + 1}`;
  });
  return listWithAnd(groups);
}

/** A row's name for messages, 1-based within its direction: "horizontal row 3", "falling diagonal 2". */
export function describeRow(row: number): string {
  const direction = DIRECTIONS[ROW_DIRECTION[row]];
  const kind = direction === 'horizontal' ? 'horizontal row' : `${direction} diagonal`;
  return `${kind} ${(row % 9) + 1}`;
}
