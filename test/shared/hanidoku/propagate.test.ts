import { describe, expect, it } from 'vitest';
import { ALL_DIGITS } from '../../../shared/hanidoku/geometry.ts';
import {
  balanceDigitCounts,
  narrowRow,
  propagate,
  startCandidates,
} from '../../../shared/hanidoku/propagate.ts';
import { COORDINATES, grid, KNOWN, ROWS, solutionProblem } from './rules.ts';

/** The golden medium and hard puzzles of generate.test.ts (also graded in grade.test.ts). */
const MEDIUM = grid('........62......5.....4....8.........2..7....5..8.5...7......');
const HARD = grid('.....865....3..7.............73.............3...4..8.........');

const bit = (d: number) => 1 << (d - 1);
const maskOf = (...digits: number[]) => digits.reduce((mask, d) => mask | bit(d), 0);

/** Every cell open to every digit. */
const open = () => new Uint16Array(61).fill(ALL_DIGITS);

/** The cells at axial q (a falling diagonal) or r (a horizontal row), from rules.ts's coordinates. */
const cellsWhere = (test: (q: number, r: number) => boolean) =>
  COORDINATES.flatMap(([q, r], cell) => (test(q, r) ? [cell] : []));

/** The cells whose mask holds digit d. */
const holding = (cand: Uint16Array, d: number) =>
  [...cand.keys()].filter((cell) => (cand[cell] & bit(d)) !== 0);

/** Passes every row through narrowRow once; true when none narrowed (as balanceDigitCounts needs). */
function rowsSettled(cand: Uint16Array): boolean {
  let settled = true;
  for (let row = 0; row < 27; row++) if (narrowRow(cand, row) !== 0) settled = false;
  return settled;
}

describe('startCandidates', () => {
  it('opens every blank to 1..9 and pins every given', () => {
    const cand = new Uint16Array(61);
    const givens = grid(KNOWN[0].puzzle);
    expect(startCandidates(cand, givens)).toBe(true);
    for (let cell = 0; cell < 61; cell++) {
      expect(cand[cell]).toBe(givens[cell] === 0 ? 0x1ff : bit(givens[cell]));
    }
  });

  it('refuses a given above 9', () => {
    const givens = new Uint8Array(61);
    givens[7] = 10;
    expect(startCandidates(new Uint16Array(61), givens)).toBe(false);
  });
});

describe('narrowRow', () => {
  it('keeps the rest of a row of five within 2..5 when it holds a 1: only the run 1..5 has it', () => {
    const cand = open();
    cand[0] = bit(1);
    expect(narrowRow(cand, 0)).toBe(1);
    expect(Array.from(cand.subarray(0, 5))).toEqual([bit(1), ...Array(4).fill(maskOf(2, 3, 4, 5))]);
    // Nothing outside the row changes.
    expect(cand.subarray(5).every((m) => m === ALL_DIGITS)).toBe(true);
  });

  it('keeps the rest of a row of five within 5..8 when it holds a 9', () => {
    const cand = open();
    cand[4] = bit(9);
    expect(narrowRow(cand, 0)).toBe(1);
    expect(Array.from(cand.subarray(0, 4))).toEqual(Array(4).fill(maskOf(5, 6, 7, 8)));
  });

  it('only strikes a 5 from the other cells of a row of five: every run, 1..5 to 5..9, holds it', () => {
    const cand = open();
    cand[2] = bit(5);
    expect(narrowRow(cand, 0)).toBe(1);
    for (const cell of [0, 1, 3, 4]) expect(cand[cell]).toBe(ALL_DIGITS & ~bit(5));
  });

  it('rules 9 out of a row of eight holding a 1, and 1 out of one holding a 9', () => {
    const row3 = ROWS[3];
    expect(row3).toHaveLength(8);
    const one = open();
    one[row3[0]] = bit(1);
    expect(narrowRow(one, 3)).toBe(1);
    for (const cell of row3.slice(1)) expect(one[cell]).toBe(maskOf(2, 3, 4, 5, 6, 7, 8));

    const nine = open();
    nine[row3[7]] = bit(9);
    expect(narrowRow(nine, 3)).toBe(1);
    for (const cell of row3.slice(0, 7)) expect(nine[cell]).toBe(maskOf(2, 3, 4, 5, 6, 7, 8));
  });

  it('puts a digit the row must hold in the one cell that can take it (a hidden single)', () => {
    // The middle row holds every digit; only r5c5, the centre, can still take a 7.
    const cand = open();
    for (const cell of ROWS[4]) if (cell !== 30) cand[cell] &= ~bit(7);
    expect(narrowRow(cand, 4)).toBe(1);
    expect(cand[30]).toBe(bit(7));
    expect(narrowRow(cand, 4)).toBe(0);
  });

  it('answers 0 and changes nothing when no rule applies', () => {
    const cand = open();
    for (let row = 0; row < 27; row++) expect(narrowRow(cand, row)).toBe(0);
    expect(cand.every((m) => m === ALL_DIGITS)).toBe(true);
    const board = grid(KNOWN[1].solution);
    const solved = Uint16Array.from(board, bit);
    for (let row = 0; row < 27; row++) expect(narrowRow(solved, row)).toBe(0);
    expect(solved).toEqual(Uint16Array.from(board, bit));
  });

  it('answers -1 for an empty mask, a digit placed twice, or placed digits no run holds', () => {
    const empty = open();
    empty[2] = 0;
    expect(narrowRow(empty, 0)).toBe(-1);

    const twice = open();
    twice[0] = bit(3);
    twice[3] = bit(3);
    expect(narrowRow(twice, 0)).toBe(-1);

    // No run of five holds both 1 and 9.
    const apart = open();
    apart[0] = bit(1);
    apart[4] = bit(9);
    expect(narrowRow(apart, 0)).toBe(-1);
  });

  it('answers -1 when the middle row has no cell for a digit, or one cell for two digits', () => {
    const missing = open();
    for (const cell of ROWS[4]) missing[cell] &= ~bit(4);
    expect(narrowRow(missing, 4)).toBe(-1);

    // 3 and 4 both fit only r5c1.
    const crowded = open();
    for (const cell of ROWS[4].slice(1)) crowded[cell] &= ~maskOf(3, 4);
    expect(narrowRow(crowded, 4)).toBe(-1);
  });
});

describe('balanceDigitCounts', () => {
  /**
   * 1 fits only the falling diagonals q = 0 and q = 1, and rows 4 and 5 from the top (r = -1
   * and r = 0) must hold a 1: row 4, of eight cells, has no 9 so its run is 1..8; row 5 is the
   * middle row. A 1 then sits in exactly two cells, so the other horizontal rows hold none.
   */
  function twoOnes(): Uint16Array {
    const cand = open();
    for (const cell of cellsWhere((q) => q !== 0 && q !== 1)) cand[cell] &= ~bit(1);
    for (const cell of cellsWhere((_, r) => r === -1)) cand[cell] &= ~bit(9);
    return cand;
  }

  it('strikes 1 from the horizontal rows that may but need not hold it, when only two can', () => {
    const cand = twoOnes();
    expect(rowsSettled(cand)).toBe(true);
    const before = Uint16Array.from(cand);
    // Digit 1, direction 0 (horizontal): 1 + 3·0 + 0.
    expect(balanceDigitCounts(cand, true)).toBe(1);
    expect(holding(cand, 1)).toEqual(
      cellsWhere((q, r) => (q === 0 || q === 1) && (r === -1 || r === 0)),
    );
    // Nothing but those 1s changed.
    for (let cell = 0; cell < 61; cell++) expect(cand[cell] | bit(1)).toBe(before[cell] | bit(1));
  });

  it('also makes the falling diagonal q = 1 hold its 1, so its run is 1..8 and it loses 9', () => {
    const cand = twoOnes();
    expect(rowsSettled(cand)).toBe(true);
    const before = Uint16Array.from(cand);
    // Digit 1, direction 1 (falling) was the last decision: 1 + 3·0 + 1. No other digit moves.
    expect(balanceDigitCounts(cand, false)).toBe(2);
    expect(holding(cand, 1)).toEqual(
      cellsWhere((q, r) => (q === 0 || q === 1) && (r === -1 || r === 0)),
    );
    expect(holding(cand, 9)).toEqual(
      holding(before, 9).filter((cell) => COORDINATES[cell][0] !== 1),
    );
    for (let cell = 0; cell < 61; cell++) {
      expect(cand[cell] | maskOf(1, 9)).toBe(before[cell] | maskOf(1, 9));
    }
  });

  it('answers -1 when three horizontal rows need a 1 that only two falling diagonals can hold', () => {
    const cand = twoOnes();
    for (const cell of cellsWhere((_, r) => r === 1)) cand[cell] &= ~bit(9);
    expect(rowsSettled(cand)).toBe(true);
    expect(balanceDigitCounts(cand, false)).toBe(-1);
    const again = twoOnes();
    for (const cell of cellsWhere((_, r) => r === 1)) again[cell] &= ~bit(9);
    expect(propagate(again)).toBe(false);
  });

  it('answers 0 on an open board: every digit may sit in any number of rows', () => {
    const cand = open();
    expect(rowsSettled(cand)).toBe(true);
    expect(balanceDigitCounts(cand, false)).toBe(0);
    expect(cand.every((m) => m === ALL_DIGITS)).toBe(true);
  });
});

describe('propagate', () => {
  it('leaves a solution as it is', () => {
    const cand = Uint16Array.from(grid(KNOWN[2].solution), bit);
    expect(propagate(cand)).toBe(true);
    expect(cand).toEqual(Uint16Array.from(grid(KNOWN[2].solution), bit));
  });

  it('solves the golden medium and hard puzzles outright, to boards that keep the rule', () => {
    for (const givens of [MEDIUM, HARD]) {
      const cand = new Uint16Array(61);
      startCandidates(cand, givens);
      expect(propagate(cand)).toBe(true);
      expect(cand.every((m) => m !== 0 && (m & (m - 1)) === 0)).toBe(true);
      const board = Uint8Array.from(cand, (m) => 32 - Math.clz32(m));
      expect(solutionProblem(givens, board)).toBe('');
    }
  });

  it('never strikes a digit of the solution, and stops only where no rule narrows', () => {
    for (const { puzzle, solution } of KNOWN) {
      const cand = new Uint16Array(61);
      startCandidates(cand, grid(puzzle));
      expect(propagate(cand)).toBe(true);
      const board = grid(solution);
      for (let cell = 0; cell < 61; cell++) expect(cand[cell] & bit(board[cell])).not.toBe(0);
      // These puzzles need guessing: propagation leaves cells open.
      expect(cand.some((m) => (m & (m - 1)) !== 0)).toBe(true);
      const copy = Uint16Array.from(cand);
      expect(rowsSettled(copy)).toBe(true);
      expect(balanceDigitCounts(copy, false)).toBe(0);
      expect(copy).toEqual(cand);
    }
  });

  it('answers true for a full board just when it keeps the rule', () => {
    // Every single-digit change of a solution, checked against rules.ts's own statement.
    const solution = grid(KNOWN[0].solution);
    let broken = 0;
    for (let cell = 0; cell < 61; cell++) {
      for (let d = 1; d <= 9; d++) {
        if (d === solution[cell]) continue;
        const board = Uint8Array.from(solution);
        board[cell] = d;
        const cand = Uint16Array.from(board, bit);
        const keeps = solutionProblem(board, board) === '';
        if (!keeps) broken++;
        expect(propagate(cand)).toBe(keeps);
      }
    }
    expect(broken).toBeGreaterThan(0);
  });

  it('finds the contradiction of two equal digits in a row, and of a 1 and a 9 in a row of five', () => {
    for (const line of ['33', '1...9']) {
      const cand = new Uint16Array(61);
      startCandidates(cand, grid(line.padEnd(61, '.')));
      expect(propagate(cand)).toBe(false);
    }
  });
});
