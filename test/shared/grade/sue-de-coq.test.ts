import { describe, expect, it } from 'vitest';
import { classicGeometry } from '../../../shared/geometry.ts';
import { eurekaOf } from '../../../shared/grade/eureka.ts';
import { sueDeCoq } from '../../../shared/grade/sue-de-coq.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

// A Sudoku Exchange bank puzzle where the grader takes a Sue de Coq (Sukaku Explainer 7.1).
// Where row 1 meets box 2, r1c5 and r1c6 hold {2,6,7,8}; in the rest of row 1, r1c2 and r1c7
// hold {4,6,8}; in the rest of box 2, r3c4 holds {2,7}. Five cells, five digits: 4, 6 and 8
// fill row 1 there, so r1c3 loses 6 and 8.
const SUE_DE_COQ = `
  9         48        2368      | 5         268       78        | 468       37        1
  12        7         268       | 3         168       4         | 9         5         26
  124       5         368       | 27        168       9         | 468       37        246
  -----------------------------+-------------------------------+------------------------------
  7         6         1         | 8         9         3         | 2         4         5
  24        48        28        | 1         7         5         | 36        9         36
  5         3         9         | 6         4         2         | 1         8         7
  -----------------------------+-------------------------------+------------------------------
  6         1         5         | 4         38        78        | 37        2         9
  8         2         7         | 9         35        1         | 345       6         34
  3         9         4         | 27        25        6         | 57        1         8
`;

describe('sueDeCoq', () => {
  it('removes the line’s digits from the rest of the line and the box’s from the rest of the box', () => {
    const state = pencilState(SUE_DE_COQ);
    const step = sueDeCoq.find(state);
    expect(eliminationNames(step)).toEqual(['r1c3-6', 'r1c3-8']);
    expect(step?.cells).toEqual(['r1c5', 'r1c6', 'r1c2', 'r1c7', 'r3c4'].map((n) => cell(n)));
    expect(step?.digits).toEqual([2, 6, 7, 8]);
    expect(easierThatApply(TECHNIQUES, sueDeCoq, state)).toEqual([]);
    // Not a chain: explained in words only.
    expect(eurekaOf(step!, state.geometry)).toBeNull();
    expect(sueDeCoq.explain(step!, classicGeometry(9))).toBe(
      'Where row 1 meets box 2, row 1, columns 5 and 6 (2, 6, 7 and 8) hold at least two digits more than their count; in the rest of row 1, row 1, columns 2 and 7 (4, 6 and 8); in the rest of box 2, row 3, column 4 (2 and 7). These 5 cells hold 5 digits between them and none can be there twice, as the cells in row 1 share no digit with those in box 2: so 4, 6 and 8 are in row 1 there, 2 and 7 in box 2, and row 1, column 3 loses 6 and 8.',
    );
  });

  it('finds nothing when the line’s and the box’s cells share a digit', () => {
    // r3c4 {2,6,7}: 6 could then be in row 1 and in box 2 outside the meeting cells.
    const state = pencilState(SUE_DE_COQ);
    state.cand[cell('r3c4')] |= 1 << 5;
    expect(eliminationNames(sueDeCoq.find(state))).not.toContain('r1c3-8');
  });
});
