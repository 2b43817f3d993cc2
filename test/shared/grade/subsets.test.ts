import { describe, expect, it } from 'vitest';
import { classicGeometry } from '../../../shared/geometry.ts';
import {
  hiddenPair,
  hiddenQuad,
  hiddenTriple,
  nakedPair,
  nakedQuad,
  nakedTriple,
  nextTightSet,
} from '../../../shared/grade/subsets.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

/** Units of a 9×9 grid: rows 0..8, columns 9..17, boxes 18..26, diagonals 27, 28. */
const ROW = 0;
const COLUMN = 9;
const BOX = 18;
const DIAGONAL = 27;

/** r2c4 and r2c6 hold only 3 and 7; row 2 and box 2 have 3 and 7 elsewhere. */
const NAKED_PAIR = `
12378     12378    12378    | 9        23567   4        | 35678    35678    35678
3479      5        6        | 37       8       37       | 1        2        3479
234789    234789   234789   | 23567    1       23567    | 3456789  3456789  3456789
123456789 12346789 12345789 | 12345678 2345679 12356789 | 23456789 13456789 123456789
123456789 12346789 12345789 | 12345678 2345679 12356789 | 23456789 13456789 123456789
123456789 12346789 12345789 | 12345678 2345679 12356789 | 23456789 13456789 123456789
123456789 12346789 12345789 | 12345678 2345679 12356789 | 23456789 13456789 123456789
123456789 12346789 12345789 | 12345678 2345679 12356789 | 23456789 13456789 123456789
123456789 12346789 12345789 | 12345678 2345679 12356789 | 23456789 13456789 123456789
`;

/** r2c1 and r2c9 hold only 3 and 7, and no other cell of row 2 is empty. */
const SPENT_PAIR = `
1234789   1234789  1234789  | 123567   123567   123567   | 3456789  3456789  3456789
37        5        6        | 4        8        9        | 1        2        37
1234789   1234789  1234789  | 123567   123567   123567   | 3456789  3456789  3456789
123456789 12346789 12345789 | 12356789 12345679 12345678 | 23456789 13456789 123456789
123456789 12346789 12345789 | 12356789 12345679 12345678 | 23456789 13456789 123456789
123456789 12346789 12345789 | 12356789 12345679 12345678 | 23456789 13456789 123456789
123456789 12346789 12345789 | 12356789 12345679 12345678 | 23456789 13456789 123456789
123456789 12346789 12345789 | 12356789 12345679 12345678 | 23456789 13456789 123456789
123456789 12346789 12345789 | 12356789 12345679 12345678 | 23456789 13456789 123456789
`;

/** r5c4, r5c7 and r5c8 hold only 2, 6 and 9 between them. */
const NAKED_TRIPLE = `
12356789 123456789 123456789 | 123456789 12345679 123456789 | 123456789 123456789 23456789
12356789 123456789 123456789 | 123456789 12345679 123456789 | 123456789 123456789 23456789
12356789 123456789 123456789 | 123456789 12345679 123456789 | 123456789 123456789 23456789
12356789 12356789  12356789  | 12345679  12345679 12345679  | 23456789  23456789  23456789
4        235679    235679    | 26        8        235679    | 29        69        1
12356789 12356789  12356789  | 12345679  12345679 12345679  | 23456789  23456789  23456789
12356789 123456789 123456789 | 123456789 12345679 123456789 | 123456789 123456789 23456789
12356789 123456789 123456789 | 123456789 12345679 123456789 | 123456789 123456789 23456789
12356789 123456789 123456789 | 123456789 12345679 123456789 | 123456789 123456789 23456789
`;

/** r8c1, r8c3, r8c7 and r8c9 hold only 1, 5, 8 and 9 between them, no three of them only three. */
const NAKED_QUAD = `
123456789 123456789 123456789 | 123456789 12345689 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 12345689 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 12345689 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 12345689 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 12345689 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 12345689 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 12345689  12345689 12345689  | 123456789 123456789 123456789
158       23469     589       | 12346     7        23468     | 189       23456     159
123456789 123456789 123456789 | 12345689  12345689 12345689  | 123456789 123456789 123456789
`;

/** Row 5 can hold 2 and 6 only in r5c1 and r5c7. */
const HIDDEN_PAIR = `
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
2469      1345789   1345789   | 1345789   1345789   1345789   | 268       1345789   1345789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
`;

/** Column 6 can hold 4, 5 and 8 only in r2c6, r5c6 and r9c6. */
const HIDDEN_TRIPLE = `
123456789 123456789 123456789 | 123456789 123456789 123679 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 1458   | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123679 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123679 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 4579   | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123679 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123679 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123679 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 358    | 123456789 123456789 123456789
`;

/** Row 5 can hold 1, 2, 3 and 4 only in r5c1, r5c3, r5c5 and r5c8. */
const HIDDEN_QUAD = `
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
1236      56789     124       | 56789     2347      56789     | 56789     1349      56789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
`;

/** X-sudoku: r1c1 and r5c5 share only diagonal 1 and hold only 3 and 7. */
const X_PAIR = `
37        123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 12456789  123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 1245689   | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 1245689   123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 37        123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 1245689   | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 1245689   123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 1245689   123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 12345689
`;

/** 6×6: row 3 can hold 1 and 5 only in r3c1 and r3c5. */
const SIX_PAIR = `
123456 123456 123456 | 123456 123456 123456
123456 123456 123456 | 123456 123456 123456
1456   2346   2346   | 2346   2156   2346
123456 123456 123456 | 123456 123456 123456
123456 123456 123456 | 123456 123456 123456
123456 123456 123456 | 123456 123456 123456
`;

/** The cell indices of names like "r5c4". */
function cells(...names: string[]): number[] {
  return names.map((name) => cell(name));
}

describe('nextTightSet', () => {
  it('enumerates, in lexicographic order, every k masks whose union holds k bits', () => {
    const masks = Uint16Array.from([0b0011, 0b0011, 0b0110, 0b1100, 0b0101]);
    const chosen = new Int32Array(4);
    const unions = new Uint16Array(4);
    const found: number[][] = [];
    chosen[0] = -1;
    while (nextTightSet(masks, masks.length, 3, chosen, unions))
      found.push([...chosen.slice(0, 3)]);
    expect(found).toEqual([
      [0, 1, 2],
      [0, 1, 4],
      [0, 2, 4],
      [1, 2, 4],
    ]);
    chosen[0] = -1;
    expect(nextTightSet(masks, masks.length, 2, chosen, unions)).toBe(true);
    expect([...chosen.slice(0, 2)]).toEqual([0, 1]);
    expect(unions[1]).toBe(0b0011);
    expect(nextTightSet(masks, masks.length, 2, chosen, unions)).toBe(false);
  });
});

describe('naked pair', () => {
  it('removes the two digits from every unit holding both cells', () => {
    const state = pencilState(NAKED_PAIR);
    const step = nakedPair.find(state);
    expect(eliminationNames(step)).toEqual([
      'r1c5-3',
      'r1c5-7',
      'r2c1-3',
      'r2c1-7',
      'r2c9-3',
      'r2c9-7',
      'r3c4-3',
      'r3c4-7',
      'r3c6-3',
      'r3c6-7',
    ]);
    expect(step?.placements).toEqual([]);
    expect(step?.cells).toEqual(cells('r2c4', 'r2c6'));
    expect(step?.digits).toEqual([3, 7]);
    expect(step?.units).toEqual([ROW + 1, BOX + 1]);
    expect(easierThatApply(TECHNIQUES, nakedPair, state)).toEqual([]);
  });

  it('explains the pair and names the cells that lose its digits', () => {
    const state = pencilState(NAKED_PAIR);
    const step = nakedPair.find(state);
    if (!step) throw new Error('no step');
    expect(nakedPair.explain(step, state.geometry)).toBe(
      'Naked pair {3,7} in row 2, columns 4 and 6: those two cells take 3 and 7, so 3 and 7 leave the rest of row 2 and box 2: row 1, column 5; row 2, column 1; row 2, column 9; row 3, column 4 and row 3, column 6.',
    );
  });

  it('finds nothing when a third digit joins one of the cells', () => {
    const state = pencilState(NAKED_PAIR);
    state.cand[cell('r2c6')] |= 1 << 8;
    expect(nakedPair.find(state)).toBeNull();
  });

  it('finds nothing when the pair has nothing left to remove', () => {
    expect(nakedPair.find(pencilState(SPENT_PAIR))).toBeNull();
  });

  it('does not change the state it reads', () => {
    const state = pencilState(NAKED_PAIR);
    const cand = Uint16Array.from(state.cand);
    const values = Uint8Array.from(state.values);
    nakedPair.find(state);
    expect(state.cand).toEqual(cand);
    expect(state.values).toEqual(values);
  });

  it('finds a pair on a diagonal of X-sudoku', () => {
    const state = pencilState(X_PAIR, classicGeometry(9, 'x'));
    const step = nakedPair.find(state);
    expect(eliminationNames(step)).toEqual(['r2c2-7', 'r9c9-3']);
    expect(step?.cells).toEqual(cells('r1c1', 'r5c5'));
    expect(step?.units).toEqual([DIAGONAL]);
    expect(nakedPair.explain(step!, state.geometry)).toContain(
      'Naked pair {3,7} in row 1, column 1 and row 5, column 5: those two cells take 3 and 7, so 3 and 7 leave the rest of diagonal 1: row 2, column 2 and row 9, column 9.',
    );
    expect(easierThatApply(TECHNIQUES, nakedPair, state)).toEqual([]);
  });
});

describe('naked triple', () => {
  it('removes three digits held by three cells from the rest of the row', () => {
    const state = pencilState(NAKED_TRIPLE);
    const step = nakedTriple.find(state);
    expect(eliminationNames(step)).toEqual([
      'r5c2-2',
      'r5c2-6',
      'r5c2-9',
      'r5c3-2',
      'r5c3-6',
      'r5c3-9',
      'r5c6-2',
      'r5c6-6',
      'r5c6-9',
    ]);
    expect(step?.cells).toEqual(cells('r5c4', 'r5c7', 'r5c8'));
    expect(step?.digits).toEqual([2, 6, 9]);
    expect(step?.units).toEqual([ROW + 4]);
    expect(nakedTriple.explain(step!, state.geometry)).toBe(
      'Naked triple {2,6,9} in row 5, columns 4, 7 and 8: those three cells take 2, 6 and 9, so 2, 6 and 9 leave the rest of row 5: row 5, columns 2, 3 and 6.',
    );
    expect(easierThatApply(TECHNIQUES, nakedTriple, state)).toEqual([]);
  });

  it('finds nothing when the three cells hold four digits', () => {
    const state = pencilState(NAKED_TRIPLE);
    state.cand[cell('r5c7')] |= 1 << 2;
    expect(nakedTriple.find(state)).toBeNull();
  });

  it('does not change the state it reads', () => {
    const state = pencilState(NAKED_TRIPLE);
    const cand = Uint16Array.from(state.cand);
    nakedTriple.find(state);
    expect(state.cand).toEqual(cand);
  });
});

describe('naked quad', () => {
  it('removes four digits held by four cells from the rest of the row', () => {
    const state = pencilState(NAKED_QUAD);
    const step = nakedQuad.find(state);
    expect(eliminationNames(step)).toEqual(['r8c2-9', 'r8c4-1', 'r8c6-8', 'r8c8-5']);
    expect(step?.cells).toEqual(cells('r8c1', 'r8c3', 'r8c7', 'r8c9'));
    expect(step?.digits).toEqual([1, 5, 8, 9]);
    expect(step?.units).toEqual([ROW + 7]);
    expect(nakedQuad.explain(step!, state.geometry)).toContain(
      'Naked quad {1,5,8,9} in row 8, columns 1, 3, 7 and 9: those four cells take 1, 5, 8 and 9, so 1, 5, 8 and 9 leave the rest of row 8: row 8, columns 2, 4, 6 and 8.',
    );
    expect(easierThatApply(TECHNIQUES, nakedQuad, state)).toEqual([]);
  });

  it('finds nothing when the four cells hold five digits', () => {
    const state = pencilState(NAKED_QUAD);
    state.cand[cell('r8c1')] |= 1 << 1;
    expect(nakedQuad.find(state)).toBeNull();
  });

  it('does not change the state it reads', () => {
    const state = pencilState(NAKED_QUAD);
    const cand = Uint16Array.from(state.cand);
    nakedQuad.find(state);
    expect(state.cand).toEqual(cand);
  });
});

describe('hidden pair', () => {
  it('removes the other candidates from the two cells that alone hold two digits', () => {
    const state = pencilState(HIDDEN_PAIR);
    const step = hiddenPair.find(state);
    expect(eliminationNames(step)).toEqual(['r5c1-4', 'r5c1-9', 'r5c7-8']);
    expect(step?.placements).toEqual([]);
    expect(step?.cells).toEqual(cells('r5c1', 'r5c7'));
    expect(step?.digits).toEqual([2, 6]);
    expect(step?.units).toEqual([ROW + 4]);
    expect(easierThatApply(TECHNIQUES, hiddenPair, state)).toEqual([]);
  });

  it('explains the pair and what each cell loses', () => {
    const state = pencilState(HIDDEN_PAIR);
    const step = hiddenPair.find(state);
    if (!step) throw new Error('no step');
    expect(hiddenPair.explain(step, state.geometry)).toBe(
      'Hidden pair {2,6} in row 5, columns 1 and 7: 2 and 6 can only go in these two cells of row 5, so their other candidates leave them: 4 and 9 from row 5, column 1; 8 from row 5, column 7.',
    );
  });

  it('finds nothing when one of the digits has a third place', () => {
    const state = pencilState(HIDDEN_PAIR);
    state.cand[cell('r5c4')] |= 1 << 5;
    expect(hiddenPair.find(state)).toBeNull();
  });

  it('does not pair a digit with one that has no place left in the unit', () => {
    const state = pencilState(HIDDEN_PAIR);
    state.cand[cell('r5c1')] &= ~(1 << 5);
    state.cand[cell('r5c7')] &= ~(1 << 5);
    expect(hiddenPair.find(state)).toBeNull();
  });

  it('does not change the state it reads', () => {
    const state = pencilState(HIDDEN_PAIR);
    const cand = Uint16Array.from(state.cand);
    hiddenPair.find(state);
    expect(state.cand).toEqual(cand);
  });

  it('finds a hidden pair on a 6×6 grid', () => {
    const state = pencilState(SIX_PAIR, classicGeometry(6));
    const step = hiddenPair.find(state);
    expect(eliminationNames(step, 6)).toEqual(['r3c1-4', 'r3c1-6', 'r3c5-2', 'r3c5-6']);
    expect(step?.cells).toEqual([cell('r3c1', 6), cell('r3c5', 6)]);
    expect(step?.units).toEqual([2]);
    expect(easierThatApply(TECHNIQUES, hiddenPair, state)).toEqual([]);
  });
});

describe('hidden triple', () => {
  it('removes the other candidates from the three cells that alone hold three digits', () => {
    const state = pencilState(HIDDEN_TRIPLE);
    const step = hiddenTriple.find(state);
    expect(eliminationNames(step)).toEqual(['r2c6-1', 'r5c6-7', 'r5c6-9', 'r9c6-3']);
    expect(step?.cells).toEqual(cells('r2c6', 'r5c6', 'r9c6'));
    expect(step?.digits).toEqual([4, 5, 8]);
    expect(step?.units).toEqual([COLUMN + 5]);
    expect(hiddenTriple.explain(step!, state.geometry)).toBe(
      'Hidden triple {4,5,8} in rows 2, 5 and 9, column 6: 4, 5 and 8 can only go in these three cells of column 6, so their other candidates leave them: 1 from row 2, column 6; 7 and 9 from row 5, column 6; 3 from row 9, column 6.',
    );
    expect(easierThatApply(TECHNIQUES, hiddenTriple, state)).toEqual([]);
  });

  it('finds nothing when one of the digits has a fourth place', () => {
    const state = pencilState(HIDDEN_TRIPLE);
    state.cand[cell('r1c6')] |= 1 << 3;
    expect(hiddenTriple.find(state)).toBeNull();
  });

  it('does not change the state it reads', () => {
    const state = pencilState(HIDDEN_TRIPLE);
    const cand = Uint16Array.from(state.cand);
    hiddenTriple.find(state);
    expect(state.cand).toEqual(cand);
  });
});

describe('hidden quad', () => {
  it('removes the other candidates from the four cells that alone hold four digits', () => {
    const state = pencilState(HIDDEN_QUAD);
    const step = hiddenQuad.find(state);
    expect(eliminationNames(step)).toEqual(['r5c1-6', 'r5c5-7', 'r5c8-9']);
    expect(step?.cells).toEqual(cells('r5c1', 'r5c3', 'r5c5', 'r5c8'));
    expect(step?.digits).toEqual([1, 2, 3, 4]);
    expect(step?.units).toEqual([ROW + 4]);
    expect(hiddenQuad.explain(step!, state.geometry)).toContain(
      'Hidden quad {1,2,3,4} in row 5, columns 1, 3, 5 and 8: 1, 2, 3 and 4 can only go in these four cells of row 5, so their other candidates leave them: 6 from row 5, column 1; 7 from row 5, column 5; 9 from row 5, column 8.',
    );
    expect(easierThatApply(TECHNIQUES, hiddenQuad, state)).toEqual([]);
  });

  it('finds nothing when one of the digits has a fifth place', () => {
    const state = pencilState(HIDDEN_QUAD);
    state.cand[cell('r5c2')] |= 1 << 0;
    expect(hiddenQuad.find(state)).toBeNull();
  });

  it('does not change the state it reads', () => {
    const state = pencilState(HIDDEN_QUAD);
    const cand = Uint16Array.from(state.cand);
    hiddenQuad.find(state);
    expect(state.cand).toEqual(cand);
  });
});
