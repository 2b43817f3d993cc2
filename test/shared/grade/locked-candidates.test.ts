import { describe, expect, it } from 'vitest';
import { classicGeometry, jigsawGeometry } from '../../../shared/geometry.ts';
import { claiming, pointing } from '../../../shared/grade/locked-candidates.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { JIGSAW_9 } from '../../fixtures.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

/** Units of a 9×9 grid: rows 0..8, columns 9..17, boxes (or regions) 18..26, diagonals 27, 28. */
const ROW = 0;
const BOX = 18;
const DIAGONAL = 27;

/** JIGSAW_9 meets rows in many cells: region 1 holds r3c1-r3c7, region 2 holds r2c2-r2c8. */
const JIGSAW = jigsawGeometry(JIGSAW_9);

/** Box 5 holds 7 only in r4c4 and r4c6; row 4 still has 7 in r4c1 and r4c8. */
const POINTING = `
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 12345689  12345689  | 123456789 12345689  123456789 | 12345689  123456789 12345689
123456789 123456789 123456789 | 12345689  12345689  12345689  | 123456789 123456789 123456789
123456789 123456789 123456789 | 12345689  12345689  12345689  | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
`;

/** Row 3 holds 2 only in r3c1 and r3c2 (box 1); box 1 still has 2 in r1c3 and r2c2. */
const CLAIMING = `
13456789  13456789  123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
13456789  123456789 13456789  | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 13456789  | 13456789  13456789  13456789  | 13456789  13456789  13456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
`;

/** Region 2 holds 5 only in row 2 (r2c3, r2c5, r2c7); row 2 has 5 in r2c1 and r2c9 beyond it. */
const JIG_POINTING = `
123456789 12346789  12346789  123456789 123456789 123456789 123456789 123456789 123456789
123456789 12346789  123456789 12346789  123456789 12346789  123456789 12346789  123456789
123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789
123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789
123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789
123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789
123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789
123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789
123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789
`;

/** Row 3 holds 8 only in region 1 (r3c2, r3c5); the region has 8 in r1c1 and r2c1 too. */
const JIG_CLAIMING = `
123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789
123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789
12345679  123456789 12345679  12345679  123456789 12345679  12345679  12345679  12345679
123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789
123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789
123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789
123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789
123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789
123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789
`;

/** X-sudoku: diagonal 1 holds 6 only in box 5 (r4c4, r5c5, r6c6); box 5 has 6 in r5c6, r6c5. */
const X_CLAIMING = `
12345789  123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 12345789  123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 12345789  | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 12345789  12345789  | 123456789 123456789 123456789
123456789 123456789 123456789 | 12345789  123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 12345789  123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 12345789  123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 12345789  123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 12345789
`;

describe('pointing', () => {
  it('removes a digit from the rest of the row its box candidates share', () => {
    const state = pencilState(POINTING);
    const step = pointing.find(state);
    expect(eliminationNames(step)).toEqual(['r4c1-7', 'r4c8-7']);
    expect(step?.placements).toEqual([]);
    expect(step?.cells).toEqual([cell('r4c4'), cell('r4c6')]);
    expect(step?.digits).toEqual([7]);
    expect(step?.units).toEqual([BOX + 4, ROW + 3]);
    expect(easierThatApply(TECHNIQUES, pointing, state)).toEqual([]);
  });

  it('finds nothing when one candidate of the box leaves the line', () => {
    const state = pencilState(POINTING);
    state.cand[cell('r5c5')] |= 1 << 6;
    expect(pointing.find(state)).toBeNull();
  });

  it('finds nothing when the rest of the line has no candidate to lose', () => {
    const state = pencilState(POINTING);
    for (const name of ['r4c1', 'r4c8']) state.cand[cell(name)] &= ~(1 << 6);
    expect(pointing.find(state)).toBeNull();
    expect(claiming.find(state)).toBeNull();
  });

  it('points from a jigsaw region that meets a row in seven cells', () => {
    const state = pencilState(JIG_POINTING, JIGSAW);
    const step = pointing.find(state);
    expect(eliminationNames(step)).toEqual(['r2c1-5', 'r2c9-5']);
    expect(step?.cells).toEqual([cell('r2c3'), cell('r2c5'), cell('r2c7')]);
    expect(step?.units).toEqual([BOX + 1, ROW + 1]);
    expect(pointing.explain(step!, JIGSAW)).toContain('In region 2, 5 can only be in row 2');
    expect(easierThatApply(TECHNIQUES, pointing, state)).toEqual([]);
  });
});

describe('claiming', () => {
  it("removes a digit from the rest of the box that holds all of a row's candidates", () => {
    const state = pencilState(CLAIMING);
    const step = claiming.find(state);
    expect(eliminationNames(step)).toEqual(['r1c3-2', 'r2c2-2']);
    expect(step?.cells).toEqual([cell('r3c1'), cell('r3c2')]);
    expect(step?.digits).toEqual([2]);
    expect(step?.units).toEqual([ROW + 2, BOX + 0]);
    expect(easierThatApply(TECHNIQUES, claiming, state)).toEqual([]);
  });

  it('finds nothing when the row also holds the digit in another box', () => {
    const state = pencilState(CLAIMING);
    state.cand[cell('r3c4')] |= 1 << 1;
    expect(claiming.find(state)).toBeNull();
  });

  it('claims from a diagonal of X-sudoku', () => {
    const state = pencilState(X_CLAIMING, classicGeometry(9, 'x'));
    const step = claiming.find(state);
    expect(eliminationNames(step)).toEqual(['r5c6-6', 'r6c5-6']);
    expect(step?.cells).toEqual([cell('r4c4'), cell('r5c5'), cell('r6c6')]);
    expect(step?.units).toEqual([DIAGONAL, BOX + 4]);
    expect(claiming.explain(step!, state.geometry)).toContain(
      'In diagonal 1, 6 can only be in box 5',
    );
    expect(easierThatApply(TECHNIQUES, claiming, state)).toEqual([]);
  });

  it('claims for a jigsaw region that crosses a row in seven cells', () => {
    const state = pencilState(JIG_CLAIMING, JIGSAW);
    const step = claiming.find(state);
    expect(eliminationNames(step)).toEqual(['r1c1-8', 'r2c1-8']);
    expect(step?.units).toEqual([ROW + 2, BOX + 0]);
    expect(claiming.explain(step!, JIGSAW)).toContain(
      'In row 3, 8 can only be in region 1 (row 3, columns 2 and 5), so 8 is removed from the rest of region 1: rows 1 and 2, column 1.',
    );
    expect(easierThatApply(TECHNIQUES, claiming, state)).toEqual([]);
  });
});

describe.each([
  {
    technique: pointing,
    position: POINTING,
    explanation:
      'In box 5, 7 can only be in row 4 (row 4, columns 4 and 6), so 7 is removed from the rest of row 4: row 4, columns 1 and 8.',
  },
  {
    technique: claiming,
    position: CLAIMING,
    explanation:
      'In row 3, 2 can only be in box 1 (row 3, columns 1 and 2), so 2 is removed from the rest of box 1: row 1, column 3 and row 2, column 2.',
  },
])('$technique.id', ({ technique, position, explanation }) => {
  it('explains where the digit is locked and the cells that lose it', () => {
    const state = pencilState(position);
    const step = technique.find(state);
    if (!step) throw new Error('no step');
    expect(technique.explain(step, state.geometry)).toBe(explanation);
  });

  it('does not change the state it reads', () => {
    const state = pencilState(position);
    const cand = Uint16Array.from(state.cand);
    const values = Uint8Array.from(state.values);
    technique.find(state);
    expect(state.cand).toEqual(cand);
    expect(state.values).toEqual(values);
  });
});
