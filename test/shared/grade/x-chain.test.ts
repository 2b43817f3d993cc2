import { describe, expect, it } from 'vitest';
import { classicGeometry } from '../../../shared/geometry.ts';
import { cloneState, eliminate, type GradeState, seesCell } from '../../../shared/grade/state.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import type { Step } from '../../../shared/grade/types.ts';
import { xChain } from '../../../shared/grade/x-chain.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

// 7 is open only in r1c1, r1c3, r1c8, r1c9, r2c4, r2c6, r3c3, r3c8, r3c9, r4c3-r4c5, r5c3, r5c4,
// r5c8, r6c2, r6c7, r7c2, r7c7, r8c1, r8c3, r8c5, r8c8, r9c3, r9c5, r9c6, r9c9. Every other
// digit is open everywhere.
const X_CHAIN = `
  123456789 12345689  123456789 | 12345689  12345689  12345689  | 12345689  123456789 123456789
  12345689  12345689  12345689  | 123456789 12345689  123456789 | 12345689  12345689  12345689
  12345689  12345689  123456789 | 12345689  12345689  12345689  | 12345689  123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  12345689  12345689  123456789 | 123456789 123456789 12345689  | 12345689  12345689  12345689
  12345689  12345689  123456789 | 123456789 12345689  12345689  | 12345689  123456789 12345689
  12345689  123456789 12345689  | 12345689  12345689  12345689  | 123456789 12345689  12345689
  ------------------------------+-------------------------------+------------------------------
  12345689  123456789 12345689  | 12345689  12345689  12345689  | 123456789 12345689  12345689
  123456789 12345689  123456789 | 12345689  123456789 12345689  | 12345689  123456789 12345689
  12345689  12345689  123456789 | 12345689  123456789 123456789 | 12345689  12345689  123456789
`;

// X-sudoku: 9 lies on the main diagonal only in r2c2 and r7c7, and in row 4 only in r4c1 and
// r4c7; every other cell holds every digit.
const DIAGONAL = `
  12345678  123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 12345678  | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 12345678  12345678  | 12345678  12345678  12345678  | 123456789 12345678  12345678
  123456789 123456789 123456789 | 123456789 12345678  123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 12345678  | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 12345678  123456789
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 12345678
`;

/** Whether a and b are the only cells of some unit holding d. */
function strongly(state: GradeState, a: number, b: number, d: number): boolean {
  const { unitCount, unitCells, size } = state.geometry;
  for (let u = 0; u < unitCount; u++) {
    const cells = unitCells.subarray(u * size, u * size + size);
    const holders = cells.filter((c) => (state.cand[c] & (1 << (d - 1))) !== 0);
    if (holders.length === 2 && holders.includes(a) && holders.includes(b)) return true;
  }
  return false;
}

/** Checks that the chain alternates strong and weak links, starting and ending strong. */
function expectAlternating(state: GradeState, step: Step): void {
  const d = step.digits[0];
  const nodes = step.chain!.map((node) => node.cell);
  expect(nodes.length % 2).toBe(0);
  for (let i = 1; i < nodes.length; i++) {
    if (i % 2 === 1) expect(strongly(state, nodes[i - 1], nodes[i], d)).toBe(true);
    else expect(seesCell(state.geometry, nodes[i - 1], nodes[i])).toBe(true);
  }
}

describe('x-chain', () => {
  it('removes 7 from a cell seeing both ends of a six-cell chain, and nothing easier applies', () => {
    const state = pencilState(X_CHAIN);
    const step = xChain.find(state);
    expect(eliminationNames(step)).toEqual(['r1c8-7']);
    const names = ['r1c1', 'r8c1', 'r7c2', 'r7c7', 'r6c7', 'r5c8'];
    expect(step?.cells).toEqual(names.map((name) => cell(name)));
    expectAlternating(state, step!);
    expect(easierThatApply(TECHNIQUES, xChain, state)).toEqual([]);
  });

  it('finds nothing once the only cell seeing both ends has lost the digit', () => {
    const state = pencilState(X_CHAIN);
    eliminate(state, cell('r1c8'), 7);
    expect(xChain.find(state)).toBeNull();
  });

  it('links along an X-sudoku diagonal, which a classic grid does not have', () => {
    const geometry = classicGeometry(9, 'x');
    const state = pencilState(DIAGONAL, geometry);
    const step = xChain.find(state);
    expect(step?.cells).toEqual(['r2c2', 'r7c7', 'r4c7', 'r4c1'].map((name) => cell(name)));
    expect(eliminationNames(step)).toEqual(['r2c1-9', 'r3c1-9', 'r5c2-9', 'r6c2-9']);
    expectAlternating(state, step!);
    expect(easierThatApply(TECHNIQUES, xChain, state)).toEqual([]);
    expect(xChain.find(pencilState(DIAGONAL))).toBeNull();
  });

  it('does not change the state it reads', () => {
    const state = pencilState(X_CHAIN);
    const before = cloneState(state);
    xChain.find(state);
    expect(state).toEqual(before);
  });

  it('explains the chain link by link and the cell that loses the digit', () => {
    const state = pencilState(X_CHAIN);
    const text = xChain.explain(xChain.find(state)!, state.geometry);
    expect(text).toBe(
      'X-Chain on 7: (row 1, column 1) = (row 8, column 1) - (row 7, column 2) = (row 7, column 7) - (row 6, column 7) = (row 5, column 8) (= the only two 7s of a unit, - two cells that see each other), so row 1, column 1 or row 5, column 8 is 7: row 1, column 8 loses 7.',
    );
  });
});
