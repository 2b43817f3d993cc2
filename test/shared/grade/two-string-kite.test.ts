import { describe, expect, it } from 'vitest';
import { jigsawGeometry } from '../../../shared/geometry.ts';
import { cloneState, eliminate, type GradeState } from '../../../shared/grade/state.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { twoStringKite } from '../../../shared/grade/two-string-kite.ts';
import { JIGSAW_9 } from '../../fixtures.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

// 5 lies in row 1 only at r1c2 and r1c8, and in column 3 only at r2c3 and r8c3 (r3c3 has none);
// r1c2 and r2c3 share box 1. Every other digit is open everywhere.
const KITE = `
  12346789  123456789 12346789  | 12346789  12346789  12346789  | 12346789  123456789 12346789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 12346789  | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 12346789  | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 12346789  | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 12346789  | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 12346789  | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 12346789  | 123456789 123456789 123456789 | 123456789 123456789 123456789
`;

describe('2-string kite', () => {
  it('removes 5 where the free ends meet, and nothing easier applies', () => {
    const state = pencilState(KITE);
    const step = twoStringKite.find(state);
    expect(eliminationNames(step)).toEqual(['r8c8-5']);
    expect(step?.cells).toEqual([cell('r1c8'), cell('r1c2'), cell('r2c3'), cell('r8c3')]);
    expect(step?.digits).toEqual([5]);
    // Box 1, row 1, column 3.
    expect(step?.units).toEqual([18, 0, 11]);
    expect(easierThatApply(TECHNIQUES, twoStringKite, state)).toEqual([]);
  });

  it('finds nothing when the column link leaves the box of the row link', () => {
    const state = pencilState(KITE);
    eliminate(state, cell('r2c3'), 5);
    state.cand[cell('r4c3')] |= 1 << 4;
    expect(twoStringKite.find(state)).toBeNull();
  });

  it('does not change the state it reads', () => {
    const state = pencilState(KITE);
    const before = cloneState(state);
    twoStringKite.find(state);
    expect(state).toEqual(before);
  });

  it('explains the two links, the shared box and the cell that loses the digit', () => {
    const state = pencilState(KITE);
    const text = twoStringKite.explain(twoStringKite.find(state)!, state.geometry);
    expect(text).toBe(
      '2-String Kite on 5: row 1 has 5 only in row 1, columns 2 and 8; column 3 only in rows 2 and 8, column 3; row 1, column 2 and row 2, column 3 share box 1, so row 1, column 8 or row 8, column 3 is 5: row 8, column 8 loses 5.',
    );
  });

  it('joins the links through a jigsaw region, and not through a classic box', () => {
    // Row 6 holds 5 only in r6c1 and r6c8, column 5 only in r5c5 and r9c5; r3c8 has no 5.
    // r6c1 and r5c5 share the fifth region of JIGSAW_9, but not a classic box.
    const open = Array(81).fill('123456789').join(' ');
    const shape = (state: GradeState) => {
      for (let c = 2; c <= 9; c++) if (c !== 8) eliminate(state, cell(`r6c${c}`), 5);
      for (let r = 1; r <= 9; r++) if (r !== 5 && r !== 9) eliminate(state, cell(`r${r}c5`), 5);
      eliminate(state, cell('r3c8'), 5);
      return state;
    };
    const geometry = jigsawGeometry(JIGSAW_9);
    const state = shape(pencilState(open, geometry));
    const step = twoStringKite.find(state);
    expect(eliminationNames(step)).toEqual(['r7c8-5', 'r9c8-5']);
    expect(twoStringKite.explain(step!, geometry)).toContain(
      '2-String Kite on 5: row 6 has 5 only in row 6, columns 1 and 8; column 5 only in rows 5 and 9, column 5; row 6, column 1 and row 5, column 5 share region 5, so row 6, column 8 or row 9, column 5 is 5: rows 7 and 9, column 8 lose 5.',
    );
    expect(easierThatApply(TECHNIQUES, twoStringKite, state)).toEqual([]);
    expect(twoStringKite.find(shape(pencilState(open)))).toBeNull();
  });
});
