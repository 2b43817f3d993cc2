import { describe, expect, it } from 'vitest';
import { jigsawGeometry } from '../../../shared/geometry.ts';
import { emptyRectangle } from '../../../shared/grade/empty-rectangle.ts';
import { cloneState, eliminate } from '../../../shared/grade/state.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { JIGSAW_9 } from '../../fixtures.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

// Box 5 holds 4 only on row 5 and column 4 (r4c4, r5c4-r5c6, r6c4); column 8 holds 4 only in
// r2c8 and r5c8. Every other digit is open everywhere.
const COLUMN_LINK = `
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 12356789  123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 12356789  123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 12356789  12356789  | 123456789 12356789  123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 12356789  12356789  | 123456789 12356789  123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 12356789  123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 12356789  123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 12356789  123456789
`;

// The same box 5; now row 8 holds 4 only in r8c4 and r8c7.
const ROW_LINK = `
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 12356789  12356789  | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 12356789  12356789  | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  12356789  12356789  12356789  | 123456789 12356789  12356789  | 123456789 12356789  12356789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
`;

describe('empty rectangle', () => {
  it('removes 4 where the column link’s far row crosses the box’s column, and nothing easier applies', () => {
    const state = pencilState(COLUMN_LINK);
    const step = emptyRectangle.find(state);
    expect(eliminationNames(step)).toEqual(['r2c4-4']);
    const boxCells = ['r4c4', 'r5c4', 'r5c5', 'r5c6', 'r6c4'].map((name) => cell(name));
    expect(step?.cells).toEqual([...boxCells, cell('r5c8'), cell('r2c8')]);
    // Box 5, column 8, row 5, column 4.
    expect(step?.units).toEqual([22, 16, 4, 12]);
    expect(easierThatApply(TECHNIQUES, emptyRectangle, state)).toEqual([]);
  });

  it('removes 4 where the row link’s far column crosses the box’s row', () => {
    const state = pencilState(ROW_LINK);
    expect(eliminationNames(emptyRectangle.find(state))).toEqual(['r5c7-4']);
    expect(easierThatApply(TECHNIQUES, emptyRectangle, state)).toEqual([]);
  });

  it('finds nothing when the cell to clear lies inside the box', () => {
    const state = pencilState(COLUMN_LINK);
    eliminate(state, cell('r2c8'), 4);
    state.cand[cell('r6c8')] |= 1 << 3;
    expect(emptyRectangle.find(state)).toBeNull();
  });

  it('finds nothing when the box’s candidates do not fit one row and one column', () => {
    const state = pencilState(COLUMN_LINK);
    state.cand[cell('r4c6')] |= 1 << 3;
    expect(emptyRectangle.find(state)).toBeNull();
  });

  it('does not change the state it reads', () => {
    const state = pencilState(COLUMN_LINK);
    const before = cloneState(state);
    emptyRectangle.find(state);
    expect(state).toEqual(before);
  });

  it('explains the box, the link and the cell that loses the digit', () => {
    const state = pencilState(COLUMN_LINK);
    const text = emptyRectangle.explain(emptyRectangle.find(state)!, state.geometry);
    expect(text).toBe(
      "Empty rectangle on 4: box 5 holds 4 only in row 5 and column 4 (row 4, column 4; row 5, column 4; row 5, column 5; row 5, column 6 and row 6, column 4), and column 8 holds 4 only in rows 5 and 2, column 8; if row 2, column 8 is not 4 then row 5, column 8 is, which pushes box 5's 4 into column 4, so either way row 2, column 4 loses 4.",
    );
  });

  it('works in an L-shaped jigsaw region', () => {
    // The first region of JIGSAW_9 is r1c1, r2c1 and row 3 up to c7: row 3 plus column 1.
    // Column 9 holds 8 only in r3c9 and r7c9; every other cell holds every digit.
    const geometry = jigsawGeometry(JIGSAW_9);
    const state = pencilState(Array(81).fill('123456789').join(' '), geometry);
    for (let r = 1; r <= 9; r++) if (r !== 3 && r !== 7) eliminate(state, cell(`r${r}c9`), 8);
    const step = emptyRectangle.find(state);
    expect(eliminationNames(step)).toEqual(['r7c1-8']);
    // The first region, column 9, row 3, column 1.
    expect(step?.units).toEqual([18, 17, 2, 9]);
    expect(easierThatApply(TECHNIQUES, emptyRectangle, state)).toEqual([]);
  });
});
