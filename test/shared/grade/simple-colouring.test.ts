import { describe, expect, it } from 'vitest';
import { classicGeometry } from '../../../shared/geometry.ts';
import { simpleColouring } from '../../../shared/grade/simple-colouring.ts';
import { cloneState, eliminate } from '../../../shared/grade/state.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

// 7 is placed in r1c5, r4c6, r8c2 and r9c4, and open only in r2c3, r2c7, r2c9, r3c1, r3c8,
// r5c3, r5c9, r6c1, r6c7, r6c9 and r7c7-r7c9. Every other digit is open in every empty cell.
// Strong links colour r2c3, r5c9, r6c1, r3c8 against r5c3, r3c1, r7c8.
const TRAP = `
  12345689  12345689  12345689  | 12345689  7         12345689  | 12345689  12345689  12345689
  12345689  12345689  123456789 | 12345689  12345689  12345689  | 123456789 12345689  123456789
  123456789 12345689  12345689  | 12345689  12345689  12345689  | 12345689  123456789 12345689
  ------------------------------+-------------------------------+------------------------------
  12345689  12345689  12345689  | 12345689  12345689  7         | 12345689  12345689  12345689
  12345689  12345689  123456789 | 12345689  12345689  12345689  | 12345689  12345689  123456789
  123456789 12345689  12345689  | 12345689  12345689  12345689  | 123456789 12345689  123456789
  ------------------------------+-------------------------------+------------------------------
  12345689  12345689  12345689  | 12345689  12345689  12345689  | 123456789 123456789 123456789
  12345689  7         12345689  | 12345689  12345689  12345689  | 12345689  12345689  12345689
  12345689  12345689  12345689  | 7         12345689  12345689  | 12345689  12345689  12345689
`;

// X-sudoku: 3 lies on the main diagonal only in r1c1 and r4c4, on the anti-diagonal only in
// r2c8 and r9c1, in column 4 only in r2c4 and r4c4, in row 2 only in r2c4 and r2c8. The chain
// r1c1 = r4c4 = r2c4 = r2c8 = r9c1 gives r1c1 and r9c1 one colour, and they share column 1.
const WRAP_X = `
  123456789 123456789 123456789 | 12456789  123456789 123456789 | 123456789 123456789 12456789
  12456789  12456789  12456789  | 123456789 12456789  12456789  | 12456789  123456789 12456789
  123456789 123456789 12456789  | 12456789  123456789 123456789 | 12456789  123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 123456789 12456789  | 123456789 123456789 123456789
  123456789 123456789 123456789 | 12456789  12456789  123456789 | 123456789 123456789 123456789
  123456789 123456789 123456789 | 12456789  123456789 12456789  | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 12456789  | 12456789  123456789 123456789 | 12456789  123456789 123456789
  123456789 12456789  123456789 | 12456789  123456789 123456789 | 123456789 12456789  123456789
  123456789 123456789 123456789 | 12456789  123456789 123456789 | 123456789 123456789 12456789
`;

describe('simple colouring', () => {
  it('removes 7 from a cell that sees both colours (a trap), and nothing easier applies', () => {
    const state = pencilState(TRAP);
    const step = simpleColouring.find(state);
    expect(eliminationNames(step)).toEqual(['r7c9-7']);
    const names = ['r2c3', 'r5c3', 'r3c1', 'r5c9', 'r6c1', 'r3c8', 'r7c8'];
    expect(step?.chain).toEqual(names.map((name) => ({ cell: cell(name), digit: 7 })));
    const colours = ['r2c3', 'r5c9', 'r6c1', 'r3c8', 'r5c3', 'r3c1', 'r7c8'];
    expect(step?.cells).toEqual(colours.map((name) => cell(name)));
    expect(easierThatApply(TECHNIQUES, simpleColouring, state)).toEqual([]);
  });

  it('removes a whole colour when two of its cells see each other (a wrap), on X-sudoku', () => {
    const geometry = classicGeometry(9, 'x');
    const state = pencilState(WRAP_X, geometry);
    const step = simpleColouring.find(state);
    expect(eliminationNames(step)).toEqual(['r1c1-3', 'r2c4-3', 'r9c1-3']);
    // The first link is the main diagonal, unit 27.
    expect(step?.units[0]).toBe(27);
    expect(easierThatApply(TECHNIQUES, simpleColouring, state)).toEqual([]);
    expect(simpleColouring.explain(step!, geometry)).toBe(
      'Simple colouring on 3: following the strong links of 3, row 1, column 1; row 2, column 4 and row 9, column 1 take one colour and row 4, column 4 and row 2, column 8 the other; row 1, column 1 and row 9, column 1 share a colour but see each other, so that colour is false: row 1, column 1; row 2, column 4 and row 9, column 1 lose 3.',
    );
  });

  it('finds nothing when no cell sees both colours', () => {
    const state = pencilState(TRAP);
    eliminate(state, cell('r7c9'), 7);
    expect(simpleColouring.find(state)).toBeNull();
  });

  it('skips a lone strong link: the cells it traps are claiming’s to clear', () => {
    const state = pencilState(Array(81).fill('123456789').join(' '));
    for (let c = 3; c <= 9; c++) eliminate(state, cell(`r1c${c}`), 4);
    expect(simpleColouring.find(state)).toBeNull();
  });

  it('does not change the state it reads', () => {
    const state = pencilState(TRAP);
    const before = cloneState(state);
    simpleColouring.find(state);
    expect(state).toEqual(before);
  });

  it('explains both colours and the trapped cell', () => {
    const state = pencilState(TRAP);
    const text = simpleColouring.explain(simpleColouring.find(state)!, state.geometry);
    expect(text).toBe(
      'Simple colouring on 7: following the strong links of 7, row 2, column 3; row 5, column 9; row 6, column 1 and row 3, column 8 take one colour and row 5, column 3; row 3, column 1 and row 7, column 8 the other, and one of the colours is 7; a cell seeing both colours cannot be 7: row 7, column 9 loses 7.',
    );
  });
});
