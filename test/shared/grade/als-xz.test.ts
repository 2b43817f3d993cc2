import { describe, expect, it } from 'vitest';
import { alsXz } from '../../../shared/grade/als-xz.ts';
import { eurekaOf } from '../../../shared/grade/eureka.ts';
import { cloneState } from '../../../shared/grade/state.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { alsXzPosition } from './als-positions.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

// A Sudoku Exchange bank puzzle where the grader takes a doubly linked ALS-XZ (Sukaku
// Explainer 8.4). A = row 4, columns 1, 2, 6 and 7 {1,5,6,7,9}; B = row 5, columns 1, 2, 3 and 7 {5,6,7,8,9}:
// every 6 and every 9 of both lie in box 4, so both sets are locked: 5 and 7 leave the rest of
// row 4, 5 the rest of row 5, and 8 (only in r5c3) the cells seeing r5c3.
const DOUBLY = `
  8         679       679       | 3         2567      257       | 4         256       1
  1267      3         4         | 8         2567      1257      | 9         256       56
  126       5         16        | 1246      246       9         | 8         7         3
  -----------------------------+-------------------------------+------------------------------
  15679     1679      3         | 4569      45679     57        | 15        8         2
  569       679       5689      | 269       1         238       | 57        359       4
  4         2         178       | 59        3579      38        | 6         139       579
  -----------------------------+-------------------------------+------------------------------
  1569      8         1569      | 7         2359      1235      | 125       4         569
  1579      4         2         | 159       8         6         | 3         159       579
  3         1679      15679     | 1259      259       4         | 1257      569       8
`;

describe('alsXz', () => {
  it('removes z from the cells seeing every z of two sets joined by a restricted digit', () => {
    const state = alsXzPosition();
    const step = alsXz.find(state);
    expect(eliminationNames(step)).toEqual(['r3c9-1']);
    expect(step?.cells).toEqual(
      ['r2c6', 'r2c8', 'r7c2', 'r7c3', 'r7c6', 'r7c9'].map((n) => cell(n)),
    );
    expect(step?.digits).toEqual([9, 1]);
    expect(step?.sets?.map((s) => s.digits)).toEqual([
      [1, 2, 9],
      [1, 2, 4, 6, 9],
    ]);
    expect(easierThatApply(TECHNIQUES, alsXz, state)).toEqual([]);
    expect(eurekaOf(step!, state.geometry)).toBe('(1=9)r2c68 - (9=1)r7c2369 => r3c9<>1');
  });

  it('explains the two sets, the restricted digit and the cells that lose z', () => {
    const state = alsXzPosition();
    expect(alsXz.explain(alsXz.find(state)!, state.geometry)).toBe(
      'Two sets of cells each hold one digit more than they have cells: row 2, columns 6 and 8 (1, 2 and 9) and row 7, columns 2, 3, 6 and 9 (1, 2, 4, 6 and 9). Every 9 of one set sees every 9 of the other, so one set has no 9 and is locked on its other digits, 1 among them: 1 is in one of the two sets, so row 3, column 9 loses 1.',
    );
  });

  it('locks both sets when they are doubly linked', () => {
    const state = pencilState(DOUBLY);
    const step = alsXz.find(state);
    expect(eliminationNames(step)).toEqual([
      'r4c4-5',
      'r4c5-5',
      'r4c5-7',
      'r5c6-8',
      'r5c8-5',
      'r6c3-8',
    ]);
    expect(step?.sets?.length).toBe(3);
    expect(step?.sets?.[2]).toEqual(step?.sets?.[0]);
    expect(step?.digits).toEqual([6, 9]);
    expect(easierThatApply(TECHNIQUES, alsXz, state)).toEqual([]);
    expect(eurekaOf(step!, state.geometry)).toBe(
      '(6=9)r4c1267 - (9=6)r5c1237 - (6)r4c1267 => r4c4<>5, r4c5<>5, r4c5<>7, r5c8<>5, r5c6<>8, r6c3<>8',
    );
    expect(alsXz.explain(step!, state.geometry)).toBe(
      'Two sets of cells each hold one digit more than they have cells: row 4, columns 1, 2, 6 and 7 (1, 5, 6, 7 and 9) and row 5, columns 1, 2, 3 and 7 (5, 6, 7, 8 and 9). Every 6 of one set sees every 6 of the other, and so does every 9, so neither set can lose both and both are locked: 6 and 9 each fill one of them and every other digit fills its own set, so row 4, column 4 and row 5, column 8 lose 5; row 4, column 5 loses 5 and 7 and row 5, column 6 and row 6, column 3 lose 8.',
    );
  });

  it('finds nothing when the shared digit is not restricted', () => {
    // With 9 in r7c2 too, B's 9s no longer all see A's (r2c6 does not see r7c2).
    const state = alsXzPosition();
    state.cand[cell('r7c2')] |= 1 << 8;
    expect(eliminationNames(alsXz.find(state))).not.toContain('r3c9-1');
  });

  it('does not change the state it reads', () => {
    const state = pencilState(DOUBLY);
    const before = cloneState(state);
    alsXz.find(state);
    expect(state).toEqual(before);
  });
});
