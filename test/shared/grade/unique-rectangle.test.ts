import { describe, expect, it } from 'vitest';
import { classicGeometry, type Geometry, jigsawGeometry } from '../../../shared/geometry.ts';
import { solveLogically } from '../../../shared/grade/logic.ts';
import { stepTenths } from '../../../shared/grade/se-scale.ts';
import {
  applyStep,
  cloneState,
  createState,
  type GradeState,
} from '../../../shared/grade/state.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { uniqueRectangle1 } from '../../../shared/grade/unique-rectangle.ts';
import {
  hiddenRectangle,
  uniqueRectangle5,
  uniqueRectangle6,
} from '../../../shared/grade/unique-rectangle-diagonal.ts';
import {
  uniqueRectangle2,
  uniqueRectangle3,
  uniqueRectangle4,
} from '../../../shared/grade/unique-rectangle-roof.ts';
import { createPuzzle } from '../../../shared/puzzle.ts';
import { solve } from '../../../shared/solve.ts';
import { hasData, readDataLines } from '../../data.ts';
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

// Types 2 to 6 and the hidden rectangle, each on a rectangle over rows 1-2 and columns 1 and 4
// (boxes 1 and 2) holding {2,6}. Where a strong link on 2 is part of the pattern, the cells
// around it lose 2 as well, so no X-Wing, colouring or chain on 2 gets there first.
const UR2 = `
  26        1345789   1345789   | 26        1345789   1345789   | 1345789   1345789   1345789
  267       123456789 123456789 | 267       123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
`;

// The roof {2,6,7} and {2,6,8} acts as one cell {7,8}: with r2c7 {7,8}, a naked pair in row 2.
const UR3 = `
  26        1345789   1345789   | 26        1345789   1345789   | 1345789   1345789   1345789
  267       123456789 123456789 | 268       123456789 123456789 | 78        123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
`;

// Row 2 holds 2 only in the roof.
const UR4 = `
  26        1345789   1345789   | 26        1345789   1345789   | 1345789   1345789   1345789
  267       13456789  13456789  | 268       13456789  13456789  | 13456789  13456789  13456789
  13456789  13456789  13456789  | 13456789  13456789  13456789  | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  13456789  123456789 123456789 | 13456789  123456789 123456789 | 123456789 123456789 123456789
  13456789  123456789 123456789 | 13456789  123456789 123456789 | 123456789 123456789 123456789
  13456789  123456789 123456789 | 13456789  123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  13456789  123456789 123456789 | 13456789  123456789 123456789 | 123456789 123456789 123456789
  13456789  123456789 123456789 | 13456789  123456789 123456789 | 123456789 123456789 123456789
  13456789  123456789 123456789 | 13456789  123456789 123456789 | 123456789 123456789 123456789
`;

// The corners with the extra 7 are opposite: r1c4 and r2c1.
const UR5 = `
  26        123456789 123456789 | 267       123456789 123456789 | 123456789 123456789 123456789
  267       123456789 123456789 | 26        123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
`;

// r1c1 and r2c4 hold only {2,6}; rows 1 and 2 hold 2 only in the rectangle.
const UR6 = `
  26        13456789  13456789  | 267       13456789  13456789  | 13456789  13456789  13456789
  268       13456789  13456789  | 26        13456789  13456789  | 13456789  13456789  13456789
  13456789  13456789  13456789  | 13456789  13456789  13456789  | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  13456789  123456789 123456789 | 13456789  123456789 123456789 | 123456789 123456789 123456789
  13456789  123456789 123456789 | 13456789  123456789 123456789 | 123456789 123456789 123456789
  13456789  123456789 123456789 | 13456789  123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  13456789  123456789 123456789 | 13456789  123456789 123456789 | 123456789 123456789 123456789
  13456789  123456789 123456789 | 13456789  123456789 123456789 | 123456789 123456789 123456789
  13456789  123456789 123456789 | 13456789  123456789 123456789 | 123456789 123456789 123456789
`;

// Only r1c1 holds nothing but {2,6}; row 2 and column 4 hold 2 only in the rectangle.
const HIDDEN = `
  26        13456789  13456789  | 267       13456789  13456789  | 13456789  13456789  13456789
  268       13456789  13456789  | 269       13456789  13456789  | 13456789  13456789  13456789
  13456789  13456789  13456789  | 13456789  13456789  13456789  | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  13456789  123456789 123456789 | 13456789  123456789 123456789 | 123456789 123456789 123456789
  13456789  123456789 123456789 | 13456789  123456789 123456789 | 123456789 123456789 123456789
  13456789  123456789 123456789 | 13456789  123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  13456789  123456789 123456789 | 13456789  123456789 123456789 | 123456789 123456789 123456789
  13456789  123456789 123456789 | 13456789  123456789 123456789 | 123456789 123456789 123456789
  13456789  123456789 123456789 | 13456789  123456789 123456789 | 123456789 123456789 123456789
`;

const OTHER_TYPES = [
  uniqueRectangle2,
  uniqueRectangle3,
  uniqueRectangle4,
  uniqueRectangle5,
  uniqueRectangle6,
  hiddenRectangle,
];

const [r1c1, r1c4, r2c1, r2c4] = ['r1c1', 'r1c4', 'r2c1', 'r2c4'].map((name) => cell(name));

describe('unique rectangle types 2 to 6 and the hidden rectangle', () => {
  it('type 2: the roof shares one extra digit, which leaves every cell seeing both', () => {
    const state = pencilState(UR2);
    const step = uniqueRectangle2.find(state);
    expect(eliminationNames(step)).toEqual(
      ['r2c2', 'r2c3', 'r2c5', 'r2c6', 'r2c7', 'r2c8', 'r2c9'].map((name) => `${name}-7`),
    );
    expect(step?.cells).toEqual([r1c1, r1c4, r2c1, r2c4]);
    expect(step?.digits).toEqual([2, 6, 7]);
    // The boxes: box 1 (holding r2c1) first.
    expect(step?.units).toEqual([18, 19]);
    expect(uniqueRectangle2.assumesUnique).toBe(true);
    expect(easierThatApply(TECHNIQUES, uniqueRectangle2, state)).toEqual([]);
    expect(uniqueRectangle2.explain(step!, state.geometry)).toBe(
      'row 1, column 1; row 1, column 4; row 2, column 1 and row 2, column 4 would form a deadly pattern on {2,6} (two solutions) unless one of its corners that hold 7 is 7, so row 2, columns 2, 3, 5, 6, 7, 8 and 9, seeing all of those corners, cannot be 7.',
    );
  });

  it('type 3: the roof and another cell make a naked pair, rated 4.6 like SE', () => {
    const state = pencilState(UR3);
    const step = uniqueRectangle3.find(state);
    expect(eliminationNames(step)).toEqual(
      ['r2c2', 'r2c3', 'r2c5', 'r2c6', 'r2c8', 'r2c9'].flatMap((n) => [`${n}-7`, `${n}-8`]),
    );
    expect(step?.cells).toEqual([r1c1, r1c4, r2c1, r2c4, cell('r2c7')]);
    expect(step?.digits).toEqual([2, 6, 7, 8]);
    expect(step?.units).toEqual([1]);
    expect(step && stepTenths(step)).toBe(46);
    expect(easierThatApply(TECHNIQUES, uniqueRectangle3, state)).toEqual([]);
    expect(uniqueRectangle3.explain(step!, state.geometry)).toBe(
      'row 1, column 1; row 1, column 4; row 2, column 1 and row 2, column 4 would form a deadly pattern on {2,6} (two solutions) unless row 2, columns 1 and 4 take another of their candidates; counting those two as one cell, they and row 2, column 7 hold only 7 and 8 in row 2, a naked pair, so row 2, columns 2, 3, 5, 6, 8 and 9 cannot be 7 or 8.',
    );
  });

  it('type 3 takes the smallest naked set there is', () => {
    const geometry = classicGeometry(9);
    // Rows 1-2 × columns 1, 4 make a naked triple {7,8,9} with r2c7 and r2c8; rows 5-6 ×
    // columns 1, 7, later in reading order, a naked pair {3,4} with r6c9.
    const state = marked(geometry, {
      r1c1: '26',
      r1c4: '26',
      r2c1: '267',
      r2c4: '268',
      r2c7: '789',
      r2c8: '79',
      r5c1: '26',
      r5c7: '26',
      r6c1: '236',
      r6c7: '246',
      r6c9: '34',
    });
    const step = uniqueRectangle3.find(state);
    const pair = ['r5c1', 'r5c7', 'r6c1', 'r6c7', 'r6c9'].map((name) => cell(name));
    expect(step?.cells).toEqual(pair);
    expect(step && stepTenths(step)).toBe(46);
    // Without the pair, the triple, one tenth harder.
    state.cand[cell('r6c9')] = geometry.allDigits;
    const triple = uniqueRectangle3.find(state);
    expect(triple?.cells).toEqual([r1c1, r1c4, r2c1, r2c4, cell('r2c7'), cell('r2c8')]);
    expect(triple && stepTenths(triple)).toBe(47);
  });

  it('type 4: the roof holds 2 alone in row 2, so neither corner can be 6', () => {
    const state = pencilState(UR4);
    const step = uniqueRectangle4.find(state);
    expect(eliminationNames(step)).toEqual(['r2c1-6', 'r2c4-6']);
    expect(step?.cells).toEqual([r1c1, r1c4, r2c1, r2c4]);
    expect(step?.digits).toEqual([2, 6]);
    expect(step?.units).toEqual([1]);
    expect(easierThatApply(TECHNIQUES, uniqueRectangle4, state)).toEqual([]);
    expect(uniqueRectangle4.explain(step!, state.geometry)).toBe(
      'row 1, column 1; row 1, column 4; row 2, column 1 and row 2, column 4 would form a deadly pattern on {2,6} (two solutions), and row 2 holds 2 only in row 2, columns 1 and 4, so one of them is 2 and neither can be 6.',
    );
  });

  it('type 5: opposite corners share the extra 7, which leaves the cells seeing both', () => {
    const state = pencilState(UR5);
    const step = uniqueRectangle5.find(state);
    expect(eliminationNames(step)).toEqual(['r1c2-7', 'r1c3-7', 'r2c5-7', 'r2c6-7']);
    // The corners holding only {2,6} first.
    expect(step?.cells).toEqual([r1c1, r2c4, r1c4, r2c1]);
    expect(step?.digits).toEqual([2, 6, 7]);
    expect(easierThatApply(TECHNIQUES, uniqueRectangle5, state)).toEqual([]);
    expect(uniqueRectangle5.explain(step!, state.geometry)).toBe(
      'row 1, column 1; row 2, column 4; row 1, column 4 and row 2, column 1 would form a deadly pattern on {2,6} (two solutions) unless one of its corners that hold 7 is 7, so row 1, column 2; row 1, column 3; row 2, column 5 and row 2, column 6, seeing all of those corners, cannot be 7.',
    );
  });

  it('type 5: three corners holding the same extra digit', () => {
    const geometry = classicGeometry(9);
    const state = marked(geometry, { r1c1: '26', r1c4: '267', r2c1: '267', r2c4: '267' });
    // Only row 2's cells in box 2 see all three corners that hold 7.
    expect(eliminationNames(uniqueRectangle5.find(state))).toEqual(['r2c5-7', 'r2c6-7']);
  });

  it('type 6: rows 1 and 2 hold 2 only in the rectangle, so the other corners lose 2', () => {
    const state = pencilState(UR6);
    const step = uniqueRectangle6.find(state);
    expect(eliminationNames(step)).toEqual(['r1c4-2', 'r2c1-2']);
    expect(step?.cells).toEqual([r1c1, r2c4, r1c4, r2c1]);
    expect(step?.units).toEqual([0, 1]);
    expect(easierThatApply(TECHNIQUES, uniqueRectangle6, state)).toEqual([]);
    expect(uniqueRectangle6.explain(step!, state.geometry)).toBe(
      'row 1, column 1; row 2, column 4; row 1, column 4 and row 2, column 1 would form a deadly pattern on {2,6} (two solutions); row 1 and row 2 hold 2 only in its corners, so if row 1, column 4 or row 2, column 1 were 2, the other would be 2 too and the two other corners 6: row 1, column 4 and row 2, column 1 cannot be 2.',
    );
  });

  it('hidden rectangle: the corner opposite the bivalue one loses 6', () => {
    const state = pencilState(HIDDEN);
    const step = hiddenRectangle.find(state);
    expect(eliminationNames(step)).toEqual(['r2c4-6']);
    expect(step?.cells).toEqual([r1c1, r1c4, r2c1, r2c4]);
    expect(step?.units).toEqual([1, 9 + 3]);
    expect(hiddenRectangle.assumesUnique).toBe(true);
    expect(easierThatApply(TECHNIQUES, hiddenRectangle, state)).toEqual([]);
    expect(hiddenRectangle.explain(step!, state.geometry)).toBe(
      'row 1, column 1; row 1, column 4; row 2, column 1 and row 2, column 4 would form a deadly pattern on {2,6} (two solutions); row 2 and column 4 hold 2 only in its corners, so if row 2, column 4 were 6, 2 would fill the two corners beside it and row 1, column 1 would be 6: row 2, column 4 cannot be 6.',
    );
  });

  it('finds nothing on a rectangle over four boxes', () => {
    const geometry = classicGeometry(9);
    // Each type's position, moved to rows 1 and 4 (four boxes), with rows and columns as bare.
    const positions: Record<string, string>[] = [
      { r1c1: '26', r1c4: '26', r4c1: '267', r4c4: '267' },
      { r1c1: '26', r1c4: '26', r4c1: '267', r4c4: '268', r4c7: '78' },
      { r1c1: '26', r4c4: '26', r1c4: '267', r4c1: '267' },
      { r1c1: '26', r1c4: '267', r4c1: '267', r4c4: '267' },
    ];
    for (const marks of positions) {
      const state = marked(geometry, marks);
      for (const technique of OTHER_TYPES) expect(technique.find(state)).toBeNull();
    }
    // Type 4, type 6 and the hidden rectangle, with 2 confined to the rectangle's lines.
    const state = pencilState(UR6);
    for (const [from, to] of [
      ['r2c1', 'r4c1'],
      ['r2c4', 'r4c4'],
    ]) {
      [state.cand[cell(from)], state.cand[cell(to)]] = [
        state.cand[cell(to)],
        state.cand[cell(from)],
      ];
    }
    for (const technique of OTHER_TYPES) expect(technique.find(state)).toBeNull();
  });

  it('does not change the state it reads', () => {
    for (const text of [UR2, UR3, UR4, UR5, UR6, HIDDEN]) {
      const state = pencilState(text);
      const before = cloneState(state);
      for (const technique of OTHER_TYPES) technique.find(state);
      expect(state).toEqual(before);
    }
  });
});

describe.skipIf(!hasData)('unique rectangles on real puzzles (needs ../shared/data)', () => {
  it('never removes a solution digit, along the solve paths of 100 SE-rated puzzles', () => {
    const geometry = classicGeometry(9);
    const found = new Map<string, number>();
    for (const line of readDataLines('sudoku/se-rated-diabolical-half.txt', 100)) {
      const givens = Uint8Array.from(line.split(/\s+/)[1], Number);
      const solution = solve(createPuzzle(geometry, givens)).solution;
      if (!solution) throw new Error(`no solution: ${line}`);
      const state = createState(geometry, givens);
      const { steps } = solveLogically(cloneState(state), { record: true, lastResort: true });
      for (const taken of steps) {
        for (const technique of OTHER_TYPES) {
          const step = technique.find(state);
          if (!step) continue;
          found.set(technique.id, (found.get(technique.id) ?? 0) + 1);
          for (const { cell: at, digit } of step.eliminations) expect(solution[at]).not.toBe(digit);
        }
        applyStep(state, taken);
      }
    }
    // Type 5 is rare (none on these paths); every other type must have been tried for real.
    for (const technique of OTHER_TYPES) {
      if (technique !== uniqueRectangle5) expect(found.get(technique.id)).toBeGreaterThan(0);
    }
  }, 120_000);
});
