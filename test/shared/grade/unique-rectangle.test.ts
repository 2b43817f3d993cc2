import { describe, expect, it } from 'vitest';
import { classicGeometry, type Geometry, jigsawGeometry } from '../../../shared/geometry.ts';
import { cloneState, createState, type GradeState } from '../../../shared/grade/state.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { uniqueRectangle1 } from '../../../shared/grade/unique-rectangle.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

// r1c1, r1c4, r2c1 hold {2,6}, r2c4 {2,6,7}: two rows, two columns, boxes 1 and 2. Row 1,
// column 1 and box 1 hold 2 and 6 nowhere else, so no naked or hidden pair makes progress.
const UR = `
  26        1345789   1345789   | 26        1345789   1345789   | 1345789   1345789   1345789
  26        1345789   1345789   | 267       123456789 123456789 | 123456789 123456789 123456789
  1345789   1345789   1345789   | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  1345789   123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  1345789   123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  1345789   123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  1345789   123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  1345789   123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  1345789   123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
`;

// A jigsaw whose first region takes r1c4 from the second and gives it r3c3 (two more swaps
// further down keep the rest irregular), so rows 1-2 × columns 3-4 put three cells in the first
// region and one in the second.
const JIGSAW = [
  [0, 0, 0, 0, 1, 1, 2, 2, 2],
  [0, 0, 0, 1, 1, 1, 2, 2, 2],
  [0, 0, 1, 1, 1, 1, 2, 2, 2],
  [3, 3, 3, 4, 4, 4, 4, 5, 5],
  [3, 3, 3, 4, 4, 4, 5, 5, 5],
  [3, 3, 3, 4, 4, 5, 5, 5, 5],
  [6, 6, 6, 7, 7, 7, 7, 8, 8],
  [6, 6, 6, 7, 7, 7, 8, 8, 8],
  [6, 6, 6, 7, 7, 8, 8, 8, 8],
].flat();

/** A position where every cell is open to every digit except the named ones ("26", "267"). */
function marked(geometry: Geometry, marks: Record<string, string>): GradeState {
  const state = createState(geometry, new Uint8Array(geometry.cellCount));
  for (const [name, digits] of Object.entries(marks)) {
    let mask = 0;
    for (const d of digits) mask |= 1 << (Number(d) - 1);
    state.cand[cell(name, geometry.size)] = mask;
  }
  return state;
}

describe('uniqueRectangle1', () => {
  it('removes both digits from the fourth corner, and nothing easier applies', () => {
    const state = pencilState(UR);
    const step = uniqueRectangle1.find(state);
    expect(eliminationNames(step)).toEqual(['r2c4-2', 'r2c4-6']);
    expect(step?.cells).toEqual([cell('r1c1'), cell('r1c4'), cell('r2c1'), cell('r2c4')]);
    expect(step?.digits).toEqual([2, 6]);
    // Box 2 (the fourth corner's) first, then box 1.
    expect(step?.units).toEqual([19, 18]);
    expect(uniqueRectangle1.assumesUnique).toBe(true);
    expect(easierThatApply(TECHNIQUES, uniqueRectangle1, state)).toEqual([]);
  });

  it('finds nothing when the rectangle spans four boxes', () => {
    const geometry = classicGeometry(9);
    const state = marked(geometry, { r1c1: '26', r1c4: '26', r4c1: '26', r4c4: '267' });
    expect(uniqueRectangle1.find(state)).toBeNull();
  });

  it('finds nothing when the fourth corner lacks one of the two digits', () => {
    const geometry = classicGeometry(9);
    const state = marked(geometry, { r1c1: '26', r1c4: '26', r2c1: '26', r2c4: '27' });
    expect(uniqueRectangle1.find(state)).toBeNull();
  });

  it('skips a rectangle with a corner on an X-sudoku diagonal, where swapping is no longer free', () => {
    const x = classicGeometry(9, 'x');
    // r1c1 lies on the main diagonal.
    expect(uniqueRectangle1.find(pencilState(UR, x))).toBeNull();
    const offDiagonal = marked(x, { r1c4: '26', r1c7: '26', r2c4: '26', r2c7: '267' });
    expect(eliminationNames(uniqueRectangle1.find(offDiagonal))).toEqual(['r2c7-2', 'r2c7-6']);
  });

  it('skips a rectangle that a jigsaw region cuts three and one', () => {
    const marks = { r1c3: '26', r1c4: '26', r2c3: '26', r2c4: '267' };
    expect(uniqueRectangle1.find(marked(jigsawGeometry(JIGSAW), marks))).toBeNull();
    // The same cells in classic boxes split two and two.
    const classic = uniqueRectangle1.find(marked(classicGeometry(9), marks));
    expect(eliminationNames(classic)).toEqual(['r2c4-2', 'r2c4-6']);
  });

  it('takes a rectangle whose rows each lie in one jigsaw region', () => {
    const marks = { r1c3: '26', r1c4: '26', r3c3: '26', r3c4: '267' };
    const step = uniqueRectangle1.find(marked(jigsawGeometry(JIGSAW), marks));
    expect(eliminationNames(step)).toEqual(['r3c4-2', 'r3c4-6']);
    // Region 2 (r3c3, r3c4) holds the fourth corner; region 1 (r1c3, r1c4) the other pair.
    expect(step?.units).toEqual([19, 18]);
  });

  it('does not change the state it reads', () => {
    const state = pencilState(UR);
    const before = cloneState(state);
    uniqueRectangle1.find(state);
    expect(state).toEqual(before);
  });

  it('explains the deadly pattern and what the fourth corner loses', () => {
    const state = pencilState(UR);
    expect(uniqueRectangle1.explain(uniqueRectangle1.find(state)!, state.geometry)).toBe(
      'row 1, column 1; row 1, column 4; row 2, column 1 and row 2, column 4 would form a deadly pattern on {2,6} (two solutions), so row 2, column 4 cannot be 2 or 6.',
    );
  });

  it('works on a 6×6 grid', () => {
    const geometry = classicGeometry(6);
    const state = marked(geometry, { r1c1: '12', r1c4: '12', r2c1: '12', r2c4: '123' });
    expect(eliminationNames(uniqueRectangle1.find(state), 6)).toEqual(['r2c4-1', 'r2c4-2']);
  });
});
