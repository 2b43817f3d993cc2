import { describe, expect, it } from 'vitest';
import { classicGeometry } from '../../../shared/geometry.ts';
import { cloneState } from '../../../shared/grade/state.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { wWing } from '../../../shared/grade/w-wing.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

// r1c1 and r5c9 both hold {1,2} and do not see each other; row 3 holds 1 only in r3c1 (seeing
// r1c1) and r3c9 (seeing r5c9). Every other cell is open to every digit.
const W_WING = `
  12        123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 23456789  23456789  | 23456789  23456789  23456789  | 23456789  23456789  123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 12
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
`;

// 6×6 (boxes 2×3): r1c1 and r4c5 hold {1,2}; row 6 holds 1 only in r6c1 and r6c5.
const W_WING_6 = `
  12     123456 123456 | 123456 123456 123456
  123456 123456 123456 | 123456 123456 123456
  ---------------------+---------------------
  123456 123456 123456 | 123456 123456 123456
  123456 123456 123456 | 123456 12     123456
  ---------------------+---------------------
  123456 123456 123456 | 123456 123456 123456
  123456 23456  23456  | 23456  123456 23456
`;

describe('wWing', () => {
  it('removes 2 from the cells that see both pair cells, and nothing easier applies', () => {
    const state = pencilState(W_WING);
    const step = wWing.find(state);
    expect(eliminationNames(step)).toEqual(['r1c9-2', 'r5c1-2']);
    expect(step?.cells).toEqual([cell('r1c1'), cell('r5c9'), cell('r3c1'), cell('r3c9')]);
    expect(step?.digits).toEqual([1, 2]);
    expect(step?.units).toEqual([2]);
    expect(easierThatApply(TECHNIQUES, wWing, state)).toEqual([]);
  });

  it('finds nothing when the linking row has a third place for 1', () => {
    const state = pencilState(W_WING);
    state.cand[cell('r3c5')] |= 1 << 0;
    expect(wWing.find(state)).toBeNull();
  });

  it('finds nothing when the two pair cells see each other', () => {
    const state = pencilState(W_WING);
    // Move the second pair cell to r1c9: a naked pair in row 1, not a W-Wing.
    state.cand[cell('r5c9')] = state.geometry.allDigits;
    state.cand[cell('r1c9')] = 0b11;
    expect(wWing.find(state)).toBeNull();
  });

  it('does not change the state it reads', () => {
    const state = pencilState(W_WING);
    const before = cloneState(state);
    wWing.find(state);
    expect(state).toEqual(before);
  });

  it('explains the pair, the strong link and the cells that lose the digit', () => {
    const state = pencilState(W_WING);
    expect(wWing.explain(wWing.find(state)!, state.geometry)).toBe(
      'W-Wing: row 1, column 1 and row 5, column 9 are both 1 or 2, and row 3 can hold 1 only in row 3, column 1 (seeing row 1, column 1) or row 3, column 9 (seeing row 5, column 9), so row 1, column 1 and row 5, column 9 cannot both be 1; one of them is 2, so a cell seeing both cannot be 2: row 1, column 9 and row 5, column 1 lose 2.',
    );
  });

  it('works on a 6×6 grid', () => {
    const geometry = classicGeometry(6);
    const step = wWing.find(pencilState(W_WING_6, geometry));
    expect(eliminationNames(step, 6)).toEqual(['r1c5-2', 'r4c1-2']);
    expect(step?.units).toEqual([5]);
  });
});
