import { describe, expect, it } from 'vitest';
import { classicGeometry, type Geometry } from '../../../shared/geometry.ts';
import { cloneState, eliminate, type GradeState } from '../../../shared/grade/state.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { xyWing } from '../../../shared/grade/xy-wing.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

// Pivot r2c2 {3,8}; pincers r2c7 {3,5} (row 2) and r5c2 {5,8} (column 2). Every other cell is
// open to every digit, so only these three cells carry a pattern.
const XY_WING = `
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 38        123456789 | 123456789 123456789 123456789 | 35        123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 58        123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
`;

/** The same wing with the pincer in row 2 moved to r2c8, on X-sudoku's anti-diagonal. */
function xyWingX(geometry?: Geometry): GradeState {
  const state = pencilState(XY_WING, geometry);
  state.cand[cell('r2c8')] = state.cand[cell('r2c7')];
  state.cand[cell('r2c7')] = 0x1ff;
  return state;
}

// 6×6 (boxes 2×3): pivot r1c1 {1,2}, pincers r1c5 {1,3} and r4c1 {2,3}.
const XY_WING_6 = `
  12     123456 123456 | 123456 13     123456
  123456 123456 123456 | 123456 123456 123456
  ---------------------+---------------------
  123456 123456 123456 | 123456 123456 123456
  23     123456 123456 | 123456 123456 123456
  ---------------------+---------------------
  123456 123456 123456 | 123456 123456 123456
  123456 123456 123456 | 123456 123456 123456
`;

describe('xyWing', () => {
  it('removes 5 from the cell that sees both pincers, and nothing easier applies', () => {
    const state = pencilState(XY_WING);
    const step = xyWing.find(state);
    expect(eliminationNames(step)).toEqual(['r5c7-5']);
    expect(step?.cells).toEqual([cell('r2c2'), cell('r2c7'), cell('r5c2')]);
    expect(step?.digits).toEqual([3, 8, 5]);
    // Row 2 joins the pivot to r2c7, column 2 to r5c2.
    expect(step?.units).toEqual([1, 10]);
    expect(easierThatApply(TECHNIQUES, xyWing, state)).toEqual([]);
  });

  it('finds nothing when the pincers do not share their third digit', () => {
    const state = pencilState(XY_WING);
    state.cand[cell('r5c2')] = (1 << 3) | (1 << 7); // {4,8}
    expect(xyWing.find(state)).toBeNull();
  });

  it('finds nothing when a pincer holds a third candidate', () => {
    const state = pencilState(XY_WING);
    state.cand[cell('r5c2')] |= 1 << 0; // {1,5,8}
    expect(xyWing.find(state)).toBeNull();
  });

  it('finds nothing when no cell seeing both pincers still holds 5', () => {
    const state = pencilState(XY_WING);
    eliminate(state, cell('r5c7'), 5);
    expect(xyWing.find(state)).toBeNull();
  });

  it('does not change the state it reads', () => {
    const state = pencilState(XY_WING);
    const before = cloneState(state);
    xyWing.find(state);
    expect(state).toEqual(before);
  });

  it('explains both branches of the pivot and the cells that lose the digit', () => {
    const state = pencilState(XY_WING);
    expect(xyWing.explain(xyWing.find(state)!, state.geometry)).toBe(
      'XY-Wing: row 2, column 2 is 3 or 8; if 3 then row 2, column 7 is 5, if 8 then row 5, column 2 is 5, so a cell seeing both row 2, column 7 and row 5, column 2 cannot be 5: row 5, column 7 loses 5.',
    );
  });

  it('counts a diagonal as a unit on X-sudoku: more cells see both pincers', () => {
    const classic = xyWing.find(xyWingX());
    expect(eliminationNames(classic)).toEqual(['r5c8-5']);
    const x = xyWing.find(xyWingX(classicGeometry(9, 'x')));
    // r5c5 and r8c2 see r2c8 along the anti-diagonal.
    expect(eliminationNames(x)).toEqual(['r5c5-5', 'r5c8-5', 'r8c2-5']);
  });

  it('works on a 6×6 grid', () => {
    const geometry = classicGeometry(6);
    const step = xyWing.find(pencilState(XY_WING_6, geometry));
    expect(eliminationNames(step, 6)).toEqual(['r4c5-3']);
    expect(step?.cells).toEqual([cell('r1c1', 6), cell('r1c5', 6), cell('r4c1', 6)]);
  });
});
