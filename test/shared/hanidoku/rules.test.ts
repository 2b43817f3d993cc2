import { describe, expect, it } from 'vitest';
import { searchHanidoku } from '../../../shared/hanidoku/solve.ts';
import { createRandom, shuffle } from '../../../shared/random.ts';
import { ROWS, solutionProblem } from './rules.ts';

/**
 * Consequences of the rule, checked on full boards: a row of length L holds L consecutive
 * digits s..s+L-1 with 1 ≤ s ≤ 10-L, so it holds 10-L..L whatever s is; and since the rows of
 * one direction split the board, each direction counts every digit the same number of times.
 */
const BOARDS = ['one', 'two', 'three', 'four', 'five', 'six'].map(randomBoard);

/** A full board: the first solution of the empty board, trying each cell's digits in a random order. */
function randomBoard(seed: string): Uint8Array {
  const random = createRandom(seed);
  const order = new Uint8Array(61 * 9);
  for (let cell = 0; cell < 61; cell++)
    order.set(shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9], random), 9 * cell);
  const board = new Uint8Array(61);
  const count = searchHanidoku(
    new Uint8Array(61),
    1,
    10_000_000,
    board,
    { nodes: 0, guesses: 0 },
    order,
  );
  if (count !== 1) throw new Error(`no board for seed ${seed}`);
  return board;
}

describe('the Hanidoku rule', () => {
  it('holds on every generated board', () => {
    for (const board of BOARDS) expect(solutionProblem(new Uint8Array(61), board)).toBe('');
  });

  it('puts 10-L..L in every row of length L: 5 in all of them, 1..9 in the long ones', () => {
    for (const board of BOARDS) {
      for (const row of ROWS) {
        const digits = new Set(row.map((cell) => board[cell]));
        for (let d = 10 - row.length; d <= row.length; d++) expect(digits.has(d)).toBe(true);
      }
    }
  });

  it('has each digit in as many rows of each direction', () => {
    for (const board of BOARDS) {
      const counts = [0, 9, 18].map((first) =>
        Array.from({ length: 9 }, (_, i) => i + 1).map(
          (d) =>
            ROWS.slice(first, first + 9).filter((row) => row.some((c) => board[c] === d)).length,
        ),
      );
      expect(counts[1]).toEqual(counts[0]);
      expect(counts[2]).toEqual(counts[0]);
      expect(counts[0].reduce((a, b) => a + b)).toBe(61);
      // 5 is in all 27 rows; 1 and 9 only where a run reaches them, at least the long rows.
      expect(counts[0][4]).toBe(9);
      expect(counts[0][0]).toBeGreaterThanOrEqual(1);
    }
  });
});
