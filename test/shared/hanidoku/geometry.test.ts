import { describe, expect, it } from 'vitest';
import {
  CELL_COUNT,
  CELL_Q,
  CELL_R,
  CELL_ROWS,
  cellAt,
  DIRECTIONS,
  describeCell,
  describeRow,
  PEER_START,
  PEERS,
  ROW_CELLS,
  ROW_COUNT,
  ROW_DIRECTION,
  ROW_LENGTH,
  ROW_START,
  requiredDigits,
} from '../../../shared/hanidoku/geometry.ts';
import { COORDINATES, ROWS } from './rules.ts';

const rowCells = (row: number) =>
  Array.from(ROW_CELLS.subarray(ROW_START[row], ROW_START[row + 1]));

describe('the honeycomb', () => {
  it('has 61 cells in reading order with the coordinates of a hexagon of side 5', () => {
    expect(CELL_COUNT).toBe(61);
    expect(COORDINATES).toHaveLength(61);
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      expect([CELL_Q[cell], CELL_R[cell]]).toEqual(COORDINATES[cell]);
      expect(cellAt(CELL_Q[cell], CELL_R[cell])).toBe(cell);
    }
    expect(cellAt(4, 4)).toBe(-1);
    expect(cellAt(5, 0)).toBe(-1);
  });

  it('has 27 rows, nine per direction, of lengths 5,6,7,8,9,8,7,6,5', () => {
    expect(ROW_COUNT).toBe(27);
    expect(ROW_START[ROW_COUNT]).toBe(3 * 61);
    for (let k = 0; k < 3; k++) {
      const lengths = Array.from({ length: 9 }, (_, i) => ROW_LENGTH[9 * k + i]);
      expect(lengths).toEqual([5, 6, 7, 8, 9, 8, 7, 6, 5]);
      for (let i = 0; i < 9; i++) expect(ROW_DIRECTION[9 * k + i]).toBe(k);
    }
  });

  it('has the rows that the coordinates give, cell for cell', () => {
    for (let row = 0; row < ROW_COUNT; row++) expect(rowCells(row)).toEqual(ROWS[row]);
  });

  it('splits the cells among the rows of each direction, each cell in one row of each', () => {
    for (let k = 0; k < 3; k++) {
      const seen = new Array(61).fill(0);
      for (let row = 9 * k; row < 9 * k + 9; row++) for (const cell of rowCells(row)) seen[cell]++;
      expect(seen).toEqual(new Array(61).fill(1));
    }
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      const rows = [0, 1, 2].map((k) => CELL_ROWS[3 * cell + k]);
      expect(rows.map((row) => DIRECTIONS[ROW_DIRECTION[row]])).toEqual(DIRECTIONS);
      for (const row of rows) expect(rowCells(row)).toContain(cell);
    }
  });

  it('gives each cell as peers exactly the other cells of its three rows', () => {
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      const [q, r] = COORDINATES[cell];
      // Cells on one straight line share q, r or q + r.
      const expected = COORDINATES.flatMap(([q2, r2], other) =>
        other !== cell && (q2 === q || r2 === r || q2 + r2 === q + r) ? [other] : [],
      );
      const peers = Array.from(PEERS.subarray(PEER_START[cell], PEER_START[cell + 1]));
      expect(peers).toEqual(expected);
      // Three rows through the cell, less the cell itself in each.
      const lengths = [0, 1, 2].map((k) => 9 - Math.abs([r, q, q + r][k]));
      expect(peers).toHaveLength(lengths[0] + lengths[1] + lengths[2] - 3);
    }
    expect(PEER_START[31] - PEER_START[30]).toBe(24);
    expect(PEER_START[1] - PEER_START[0]).toBe(16);
  });

  it('names cells by row and place, and rows by direction and number', () => {
    expect(describeCell(0)).toBe('r1c1');
    expect(describeCell(30)).toBe('r5c5');
    expect(describeCell(60)).toBe('r9c5');
    expect(describeRow(0)).toBe('horizontal row 1');
    expect(describeRow(13)).toBe('falling diagonal 5');
    expect(describeRow(26)).toBe('rising diagonal 9');
  });

  it('requires 10-L..L in a row of length L', () => {
    expect(requiredDigits(5)).toBe(0b000010000);
    expect(requiredDigits(7)).toBe(0b001111100);
    expect(requiredDigits(9)).toBe(0b111111111);
  });
});
