import { describe, expect, it } from 'vitest';
import { classicGeometry } from '../../../shared/geometry.ts';
import { jellyfish, swordfish, xWing } from '../../../shared/grade/fish.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

/** Units of a 9×9 grid: rows 0..8, then columns 9..17. */
const ROW = 0;
const COLUMN = 9;

/** Rows 2 and 7 hold 4 only in columns 3 and 8; no other line or box holds 4 just twice. */
const X_WING = `
123456789 123456789 12356789  | 123456789 123456789 123456789 | 123456789 12356789  123456789
12356789  12356789  123456789 | 12356789  12356789  12356789  | 12356789  123456789 12356789
123456789 123456789 12356789  | 123456789 123456789 123456789 | 123456789 12356789  123456789
123456789 123456789 12356789  | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 12356789  123456789
123456789 123456789 12356789  | 123456789 123456789 123456789 | 123456789 12356789  123456789
12356789  12356789  123456789 | 12356789  12356789  12356789  | 12356789  123456789 12356789
123456789 123456789 12356789  | 123456789 123456789 123456789 | 123456789 12356789  123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 12356789  123456789
`;

/** Columns 2, 5 and 8 hold 6 only in rows 3, 4 and 8, three times each: no X-Wing inside. */
const SWORDFISH = `
123456789 12345789  123456789 | 123456789 12345789  123456789 | 123456789 12345789  123456789
123456789 12345789  123456789 | 123456789 12345789  123456789 | 123456789 12345789  123456789
123456789 123456789 12345789  | 12345789  123456789 12345789  | 12345789  123456789 12345789
123456789 123456789 12345789  | 12345789  123456789 123456789 | 12345789  123456789 12345789
123456789 12345789  123456789 | 123456789 12345789  123456789 | 123456789 12345789  123456789
123456789 12345789  123456789 | 123456789 12345789  123456789 | 123456789 12345789  123456789
123456789 12345789  123456789 | 123456789 12345789  123456789 | 123456789 12345789  123456789
12345789  123456789 12345789  | 12345789  123456789 12345789  | 12345789  123456789 123456789
123456789 12345789  123456789 | 123456789 12345789  123456789 | 123456789 12345789  123456789
`;

/** Rows 1, 3, 6 and 8 hold 4 only in columns 2, 4, 7 and 9, three times each; no line or box holds 4 just twice, so no strong link exists. */
const JELLYFISH = `
12356789  123456789 12356789  | 123456789 12356789  12356789  | 123456789 12356789  12356789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
12356789  12356789  12356789  | 123456789 12356789  12356789  | 123456789 12356789  123456789
123456789 12356789  123456789 | 12356789  123456789 123456789 | 12356789  123456789 12356789
123456789 12356789  123456789 | 12356789  123456789 123456789 | 12356789  123456789 12356789
12356789  123456789 12356789  | 12356789  12356789  12356789  | 123456789 12356789  123456789
123456789 12356789  123456789 | 12356789  123456789 123456789 | 12356789  123456789 12356789
12356789  123456789 12356789  | 123456789 12356789  12356789  | 12356789  12356789  123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
`;

/** 6×6: columns 1 and 4 hold 3 only in rows 2 and 4. */
const SIX_X_WING = `
12456  123456 123456 | 12456  123456 123456
123456 123456 123456 | 123456 123456 123456
12456  123456 123456 | 12456  123456 123456
123456 123456 123456 | 123456 123456 123456
12456  123456 123456 | 12456  123456 123456
12456  123456 123456 | 12456  123456 123456
`;

/** The cell indices of names like "r5c4". */
function cells(...names: string[]): number[] {
  return names.map((name) => cell(name));
}

describe('X-Wing', () => {
  it('removes the digit from the two cover columns outside the two base rows', () => {
    const state = pencilState(X_WING);
    const step = xWing.find(state);
    expect(eliminationNames(step)).toEqual(['r4c8-4', 'r5c3-4', 'r9c3-4']);
    expect(step?.placements).toEqual([]);
    expect(step?.cells).toEqual(cells('r2c3', 'r2c8', 'r7c3', 'r7c8'));
    expect(step?.digits).toEqual([4]);
    expect(step?.units).toEqual([ROW + 1, ROW + 6, COLUMN + 2, COLUMN + 7]);
    expect(easierThatApply(TECHNIQUES, xWing, state)).toEqual([]);
  });

  it('explains the base rows, the cover columns and the cells that lose the digit', () => {
    const state = pencilState(X_WING);
    const step = xWing.find(state);
    if (!step) throw new Error('no step');
    expect(xWing.explain(step, state.geometry)).toBe(
      'X-Wing on 4: in rows 2 and 7, 4 can only be in columns 3 and 8, so 4 is removed from columns 3 and 8 elsewhere: row 4, column 8; row 5, column 3 and row 9, column 3.',
    );
  });

  it('finds nothing when a base row holds the digit in a third column', () => {
    const state = pencilState(X_WING);
    state.cand[cell('r2c5')] |= 1 << 3;
    expect(xWing.find(state)).toBeNull();
  });

  it('finds nothing when the cover columns hold the digit only in the base rows', () => {
    const state = pencilState(X_WING);
    for (const name of ['r4c8', 'r5c3', 'r9c3']) state.cand[cell(name)] &= ~(1 << 3);
    expect(xWing.find(state)).toBeNull();
  });

  it('does not change the state it reads', () => {
    const state = pencilState(X_WING);
    const cand = Uint16Array.from(state.cand);
    const values = Uint8Array.from(state.values);
    xWing.find(state);
    expect(state.cand).toEqual(cand);
    expect(state.values).toEqual(values);
  });

  it('finds an X-Wing with columns as the base on a 6×6 grid', () => {
    const geometry = classicGeometry(6);
    const state = pencilState(SIX_X_WING, geometry);
    const step = xWing.find(state);
    expect(eliminationNames(step, 6)).toEqual([
      'r2c2-3',
      'r2c3-3',
      'r2c5-3',
      'r2c6-3',
      'r4c2-3',
      'r4c3-3',
      'r4c5-3',
      'r4c6-3',
    ]);
    expect(step?.units).toEqual([6, 9, 1, 3]);
    expect(xWing.explain(step!, geometry)).toContain(
      'in columns 1 and 4, 3 can only be in rows 2 and 4, so 3 is removed from rows 2 and 4 elsewhere',
    );
    expect(easierThatApply(TECHNIQUES, xWing, state)).toEqual([]);
  });
});

describe('Swordfish', () => {
  it('removes the digit from the three cover rows outside the three base columns', () => {
    const state = pencilState(SWORDFISH);
    const step = swordfish.find(state);
    expect(eliminationNames(step)).toEqual(['r3c1-6', 'r4c1-6', 'r4c6-6', 'r8c9-6']);
    expect(step?.cells).toEqual(
      cells('r3c2', 'r3c5', 'r3c8', 'r4c2', 'r4c5', 'r4c8', 'r8c2', 'r8c5', 'r8c8'),
    );
    expect(step?.digits).toEqual([6]);
    expect(step?.units).toEqual([COLUMN + 1, COLUMN + 4, COLUMN + 7, ROW + 2, ROW + 3, ROW + 7]);
    expect(swordfish.explain(step!, state.geometry)).toBe(
      'Swordfish on 6: in columns 2, 5 and 8, 6 can only be in rows 3, 4 and 8, so 6 is removed from rows 3, 4 and 8 elsewhere: row 3, column 1; row 4, column 1; row 4, column 6 and row 8, column 9.',
    );
    expect(easierThatApply(TECHNIQUES, swordfish, state)).toEqual([]);
  });

  it('finds nothing when a base column holds the digit in a fourth row', () => {
    const state = pencilState(SWORDFISH);
    state.cand[cell('r1c2')] |= 1 << 5;
    expect(swordfish.find(state)).toBeNull();
  });

  it('does not change the state it reads', () => {
    const state = pencilState(SWORDFISH);
    const cand = Uint16Array.from(state.cand);
    swordfish.find(state);
    expect(state.cand).toEqual(cand);
  });
});

describe('Jellyfish', () => {
  it('removes the digit from the four cover columns outside the four base rows', () => {
    const state = pencilState(JELLYFISH);
    const step = jellyfish.find(state);
    expect(eliminationNames(step)).toEqual([
      'r2c2-4',
      'r2c4-4',
      'r2c7-4',
      'r2c9-4',
      'r9c2-4',
      'r9c4-4',
      'r9c7-4',
      'r9c9-4',
    ]);
    expect(step?.cells).toHaveLength(12);
    expect(step?.digits).toEqual([4]);
    expect(step?.units).toEqual([
      ROW + 0,
      ROW + 2,
      ROW + 5,
      ROW + 7,
      COLUMN + 1,
      COLUMN + 3,
      COLUMN + 6,
      COLUMN + 8,
    ]);
    expect(jellyfish.explain(step!, state.geometry)).toContain(
      'Jellyfish on 4: in rows 1, 3, 6 and 8, 4 can only be in columns 2, 4, 7 and 9',
    );
    expect(easierThatApply(TECHNIQUES, jellyfish, state)).toEqual([]);
  });

  it('finds nothing when a base row holds the digit in a fifth column', () => {
    const state = pencilState(JELLYFISH);
    state.cand[cell('r1c1')] |= 1 << 3;
    expect(jellyfish.find(state)).toBeNull();
  });

  it('does not change the state it reads', () => {
    const state = pencilState(JELLYFISH);
    const cand = Uint16Array.from(state.cand);
    jellyfish.find(state);
    expect(state.cand).toEqual(cand);
  });
});
