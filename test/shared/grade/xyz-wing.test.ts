import { describe, expect, it } from 'vitest';
import { classicGeometry } from '../../../shared/geometry.ts';
import { cloneState } from '../../../shared/grade/state.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { xyzWing } from '../../../shared/grade/xyz-wing.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

// Pivot r2c2 {3,5,8}; pincers r2c7 {3,5} (row 2) and r3c1 {5,8} (box 1). Only r2c1 and r2c3 see
// all three. Every other cell is open to every digit.
const XYZ_WING = `
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 358       123456789 | 123456789 123456789 123456789 | 35        123456789 123456789
  58        123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
`;

// 6×6 (boxes 2×3): pivot r1c1 {1,2,3}, pincers r1c5 {1,3} and r2c2 {2,3}.
const XYZ_WING_6 = `
  123    123456 123456 | 123456 13     123456
  123456 23     123456 | 123456 123456 123456
  ---------------------+---------------------
  123456 123456 123456 | 123456 123456 123456
  123456 123456 123456 | 123456 123456 123456
  ---------------------+---------------------
  123456 123456 123456 | 123456 123456 123456
  123456 123456 123456 | 123456 123456 123456
`;

describe('xyzWing', () => {
  it('removes 5 from the cells that see the pivot and both pincers, and nothing easier applies', () => {
    const state = pencilState(XYZ_WING);
    const step = xyzWing.find(state);
    expect(eliminationNames(step)).toEqual(['r2c1-5', 'r2c3-5']);
    expect(step?.cells).toEqual([cell('r2c2'), cell('r2c7'), cell('r3c1')]);
    expect(step?.digits).toEqual([3, 8, 5]);
    // Row 2 joins the pivot to r2c7, box 1 to r3c1.
    expect(step?.units).toEqual([1, 18]);
    expect(easierThatApply(TECHNIQUES, xyzWing, state)).toEqual([]);
  });

  it('finds nothing when the pivot does not hold the digit the pincers share', () => {
    const state = pencilState(XYZ_WING);
    state.cand[cell('r2c2')] = (1 << 2) | (1 << 7) | (1 << 8); // {3,8,9}
    expect(xyzWing.find(state)).toBeNull();
  });

  it('leaves cells that see only the pincers alone', () => {
    const state = pencilState(XYZ_WING);
    const step = xyzWing.find(state);
    // r3c7 sees r2c7 and r3c1 but not the pivot r2c2, which may be the 5.
    expect(eliminationNames(step)).not.toContain('r3c7-5');
  });

  it('does not change the state it reads', () => {
    const state = pencilState(XYZ_WING);
    const before = cloneState(state);
    xyzWing.find(state);
    expect(state).toEqual(before);
  });

  it('explains the three branches of the pivot and the cells that lose the digit', () => {
    const state = pencilState(XYZ_WING);
    expect(xyzWing.explain(xyzWing.find(state)!, state.geometry)).toBe(
      'XYZ-Wing: row 2, column 2 is 3, 8 or 5; if 3 then row 2, column 7 is 5, if 8 then row 3, column 1 is 5, so one of the three is 5 and a cell seeing all three cannot be 5: row 2, columns 1 and 3 lose 5.',
    );
  });

  it('works on a 6×6 grid', () => {
    const geometry = classicGeometry(6);
    const step = xyzWing.find(pencilState(XYZ_WING_6, geometry));
    expect(eliminationNames(step, 6)).toEqual(['r1c2-3', 'r1c3-3']);
  });
});
