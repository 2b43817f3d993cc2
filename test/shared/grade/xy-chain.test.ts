import { describe, expect, it } from 'vitest';
import { classicGeometry } from '../../../shared/geometry.ts';
import { cloneState, createState } from '../../../shared/grade/state.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { xyChain } from '../../../shared/grade/xy-chain.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

// r1c1 {1,2} - r1c5 {2,3} - r5c5 {3,4} - r5c9 {4,1}: if r1c1 is not 1 it is 2, so r1c5 is 3,
// r5c5 is 4 and r5c9 is 1. Every other cell is open to every digit.
const XY_CHAIN = `
  12        123456789 123456789 | 123456789 23        123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 34        123456789 | 123456789 123456789 14
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
`;

// 6×6 (boxes 2×3): r1c1 {1,2} - r1c5 {2,3} - r5c5 {3,4} - r5c2 {4,1}.
const XY_CHAIN_6 = `
  12     123456 123456 | 123456 23     123456
  123456 123456 123456 | 123456 123456 123456
  ---------------------+---------------------
  123456 123456 123456 | 123456 123456 123456
  123456 123456 123456 | 123456 123456 123456
  ---------------------+---------------------
  123456 14     123456 | 123456 34     123456
  123456 123456 123456 | 123456 123456 123456
`;

const mask = (...digits: number[]) => digits.reduce((m, d) => m | (1 << (d - 1)), 0);

describe('xyChain', () => {
  it('removes 1 from the cells that see both ends, and nothing easier applies', () => {
    const state = pencilState(XY_CHAIN);
    const step = xyChain.find(state);
    expect(eliminationNames(step)).toEqual(['r1c9-1', 'r5c1-1']);
    expect(step?.cells).toEqual([cell('r1c1'), cell('r1c5'), cell('r5c5'), cell('r5c9')]);
    expect(step?.digits).toEqual([1]);
    // Row 1, column 5, row 5: the units of the three links.
    expect(step?.units).toEqual([0, 13, 4]);
    expect(step?.chain).toEqual([
      { cell: cell('r1c1'), digit: 1 },
      { cell: cell('r1c1'), digit: 2 },
      { cell: cell('r1c5'), digit: 2 },
      { cell: cell('r1c5'), digit: 3 },
      { cell: cell('r5c5'), digit: 3 },
      { cell: cell('r5c5'), digit: 4 },
      { cell: cell('r5c9'), digit: 4 },
      { cell: cell('r5c9'), digit: 1 },
    ]);
    expect(easierThatApply(TECHNIQUES, xyChain, state)).toEqual([]);
  });

  it('finds nothing when the chain ends on a digit the start does not hold', () => {
    const state = pencilState(XY_CHAIN);
    state.cand[cell('r5c9')] = mask(4, 5);
    expect(xyChain.find(state)).toBeNull();
  });

  it('takes the shortest chain, even when a longer one starts earlier', () => {
    const state = pencilState(XY_CHAIN);
    // r7c1 {5,6} - r7c5 {6,7} - r8c6 {7,5}: three cells, after the four-cell chain in cell order.
    state.cand[cell('r7c1')] = mask(5, 6);
    state.cand[cell('r7c5')] = mask(6, 7);
    state.cand[cell('r8c6')] = mask(5, 7);
    const step = xyChain.find(state);
    expect(step?.cells).toEqual([cell('r7c1'), cell('r7c5'), cell('r8c6')]);
    expect(eliminationNames(step)).toEqual(['r7c4-5', 'r7c6-5', 'r8c1-5', 'r8c2-5', 'r8c3-5']);
  });

  it('searches chains of up to ten cells, and no longer', () => {
    // On 16×16, eleven cells {1,2} {2,3} ... {10,11} {11,1} zigzag through distinct rows and
    // columns, so no shorter chain hides inside.
    const geometry = classicGeometry(16);
    const path = ['r1c1', 'r1c5', 'r5c5', 'r5c9', 'r9c9', 'r9c13', 'r13c13', 'r13c2', 'r2c2'];
    const state = createState(geometry, new Uint8Array(geometry.cellCount));
    path.forEach((name, i) => {
      state.cand[cell(name, 16)] = mask(i + 1, i + 2);
    });
    state.cand[cell('r2c6', 16)] = mask(10, 11);
    state.cand[cell('r6c6', 16)] = mask(11, 1);
    expect(xyChain.find(state)).toBeNull();
    // Close the chain one cell earlier: r2c6 {10,1} ends a chain of ten.
    state.cand[cell('r6c6', 16)] = geometry.allDigits;
    state.cand[cell('r2c6', 16)] = mask(10, 1);
    const step = xyChain.find(state);
    expect(step?.cells).toHaveLength(10);
    expect(eliminationNames(step, 16)).toEqual([
      'r1c6-1',
      'r1c7-1',
      'r1c8-1',
      'r2c1-1',
      'r2c3-1',
      'r2c4-1',
    ]);
  });

  it('does not change the state it reads', () => {
    const state = pencilState(XY_CHAIN);
    const before = cloneState(state);
    xyChain.find(state);
    expect(state).toEqual(before);
  });

  it('gives the same step when asked twice', () => {
    const state = pencilState(XY_CHAIN);
    expect(xyChain.find(state)).toEqual(xyChain.find(state));
  });

  it('explains the chain link by link and the cells that lose the digit', () => {
    const state = pencilState(XY_CHAIN);
    expect(xyChain.explain(xyChain.find(state)!, state.geometry)).toBe(
      'XY-Chain: row 1, column 1 is 1 or 2; if 2, then row 1, column 5 is 3, then row 5, column 5 is 4, then row 5, column 9 is 1. So either row 1, column 1 or row 5, column 9 is 1, and a cell seeing both cannot be 1: row 1, column 9 and row 5, column 1 lose 1.',
    );
  });

  it('works on a 6×6 grid', () => {
    const geometry = classicGeometry(6);
    const step = xyChain.find(pencilState(XY_CHAIN_6, geometry));
    expect(eliminationNames(step, 6)).toEqual(['r1c2-1', 'r2c2-1', 'r5c1-1', 'r6c1-1']);
  });
});
