import { describe, expect, it } from 'vitest';
import { deathBlossom } from '../../../shared/grade/death-blossom.ts';
import { eurekaOf } from '../../../shared/grade/eureka.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

// A Sudoku Exchange bank puzzle where the grader takes a death blossom (Sukaku Explainer 8.3).
// Stem r5c5 {2,5,9}; petals: for 2, row 3, columns 2 and 5 {2,7,9}; for 5, box 8, r7c5, r8c4,
// r8c6, r9c5 and r9c6 {1,3,4,5,6,7}; for 9, column 1, rows 5 and 7 {2,7,9}. Every petal holds 7,
// and r8c2 sees each 7 of them (r3c2, r8c4, r8c6, r7c1).
const BLOSSOM = `
  3         8         29        | 16        16        4         | 25        59        7
  6         4         1         | 5         7         29        | 29        8         3
  279       79        5         | 3         29        8         | 4         6         1
  -----------------------------+-------------------------------+------------------------------
  4         59        6         | 8         19        139       | 7         35        2
  29        3         8         | 47        259       257       | 56        1         46
  1         25        7         | 46        3456      236       | 8         345       9
  -----------------------------+-------------------------------+------------------------------
  27        6         3         | 9         45        57        | 1         24        8
  5         127       29        | 147       8         167       | 3         249       46
  8         19        4         | 2         36        136       | 69        7         5
`;

describe('deathBlossom', () => {
  it('removes the digit every petal holds from the cells seeing all of them', () => {
    const state = pencilState(BLOSSOM);
    const step = deathBlossom.find(state);
    expect(eliminationNames(step)).toEqual(['r8c2-7']);
    expect(step?.cells[0]).toBe(cell('r5c5'));
    expect(step?.digits).toEqual([2, 5, 9, 7]);
    expect(step?.sets?.map((s) => s.cells)).toEqual([
      [cell('r3c2'), cell('r3c5')],
      ['r7c5', 'r8c4', 'r8c6', 'r9c5', 'r9c6'].map((n) => cell(n)),
      [cell('r5c1'), cell('r7c1')],
    ]);
    expect(easierThatApply(TECHNIQUES, deathBlossom, state)).toEqual([]);
    expect(eurekaOf(step!, state.geometry)).toBe(
      '(2)r5c5 - (2=7)r3c25; (5)r5c5 - (5=7)r7c5,r8c46,r9c56; (9)r5c5 - (9=7)r57c1 => r8c2<>7',
    );
    expect(deathBlossom.explain(step!, state.geometry)).toBe(
      'Row 5, column 5 holds only 2, 5 and 9, and each of those digits has a set of cells holding one digit more than it has cells, whose cells with that digit all see row 5, column 5: for 2, row 3, columns 2 and 5 (2, 7 and 9); for 5, row 7, column 5, row 8, columns 4 and 6 and row 9, columns 5 and 6 (1, 3, 4, 5, 6 and 7); for 9, rows 5 and 7, column 1 (2, 7 and 9). Whichever digit row 5, column 5 takes, its set loses it and is locked on its other digits, 7 among them: 7 is in one of the sets, so row 8, column 2 loses 7.',
    );
  });

  it('finds nothing when a stem digit has no petal holding z', () => {
    // r7c1 {2,9} instead of {2,7}: the petal of 9 no longer holds 7.
    const state = pencilState(BLOSSOM);
    state.cand[cell('r7c1')] = (1 << 1) | (1 << 8);
    expect(eliminationNames(deathBlossom.find(state))).not.toContain('r8c2-7');
  });
});
