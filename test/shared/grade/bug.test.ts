import { describe, expect, it } from 'vitest';
import { classicGeometry } from '../../../shared/geometry.ts';
import { bugPlusOne } from '../../../shared/grade/bug.ts';
import { cloneState } from '../../../shared/grade/state.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { cell, easierThatApply, pencilState, placementNames } from './positions.ts';

// Every empty cell holds two candidates except r6c3 {1,2,3}. Without r6c3's 3 every candidate
// would appear exactly twice in each unit; 3 appears three times in row 6, column 3 and box 4.
const BUG = `
  1   2   9   | 4   5   6   | 3   7   8
  38  7   38  | 9   1   2   | 5   4   6
  4   6   5   | 37  8   37  | 2   9   1
  ------------+-------------+------------
  57  8   17  | 15  2   4   | 6   3   9
  9   4   6   | 17  3   57  | 8   15  2
  23  35  123 | 8   6   9   | 4   15  7
  ------------+-------------+------------
  6   9   23  | 23  4   1   | 7   8   5
  25  1   4   | 25  7   8   | 9   6   3
  78  35  78  | 6   9   35  | 1   2   4
`;

// 6×6 (boxes 2×3): every empty cell is bivalue but r4c2 {2,5,6}, where 5 is the odd one out.
const BUG_6 = `
  46  3   26  | 1   5   24
  45  25  1   | 3   6   24
  ------------+------------
  1   4   25  | 25  3   6
  56  256 3   | 25  4   1
  ------------+------------
  2   56  56  | 4   1   3
  3   1   4   | 6   2   5
`;

describe('bugPlusOne', () => {
  it('places the digit that appears three times around the one trivalue cell, and nothing easier applies', () => {
    const state = pencilState(BUG);
    const step = bugPlusOne.find(state);
    expect(placementNames(step)).toEqual(['r6c3=3']);
    expect(step?.eliminations).toEqual([]);
    expect(step?.cells).toEqual([cell('r6c3')]);
    expect(step?.digits).toEqual([3]);
    // Row 6, column 3, box 4.
    expect(step?.units).toEqual([5, 11, 21]);
    expect(bugPlusOne.assumesUnique).toBe(true);
    expect(easierThatApply(TECHNIQUES, bugPlusOne, state)).toEqual([]);
  });

  it('finds nothing when a second cell holds three candidates', () => {
    const state = pencilState(BUG);
    state.cand[cell('r4c4')] |= 1 << 6; // {1,5,7}
    expect(bugPlusOne.find(state)).toBeNull();
  });

  it('finds nothing when the bivalue cells are not a grave', () => {
    const state = pencilState(BUG);
    // r9c1 {3,7}: row 9 now holds 3 three times and 8 once, away from r6c3.
    state.cand[cell('r9c1')] = (1 << 2) | (1 << 6);
    expect(bugPlusOne.find(state)).toBeNull();
  });

  it('does not change the state it reads', () => {
    const state = pencilState(BUG);
    const before = cloneState(state);
    bugPlusOne.find(state);
    expect(state).toEqual(before);
  });

  it('explains why the cell must take the odd digit', () => {
    const state = pencilState(BUG);
    expect(bugPlusOne.explain(bugPlusOne.find(state)!, state.geometry)).toBe(
      'BUG+1: every empty cell but row 6, column 3 has two candidates, and 3 appears three times in each unit of row 6, column 3; without 3 there, every candidate would appear twice in every unit, a deadly pattern with two solutions, so row 6, column 3 is 3.',
    );
  });

  it('works on a 6×6 grid', () => {
    const geometry = classicGeometry(6);
    const step = bugPlusOne.find(pencilState(BUG_6, geometry));
    expect(placementNames(step, 6)).toEqual(['r4c2=5']);
  });
});
