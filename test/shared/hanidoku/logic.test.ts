import { describe, expect, it } from 'vitest';
import {
  COUNTS,
  HANIDOKU_TECHNIQUES,
  type HanidokuStep,
  solveByLogic,
} from '../../../shared/hanidoku/logic.ts';
import { LEVELS } from '../../../shared/kind/names.ts';
import { grid, KNOWN, solutionProblem } from './rules.ts';

/** The golden medium and hard puzzles of generate.test.ts (also graded in grade.test.ts). */
const MEDIUM = grid('........62......5.....4....8.........2..7....5..8.5...7......');
const HARD = grid('.....865....3..7.............73.............3...4..8.........');

const EASY_RANK = LEVELS.indexOf('easy');
const MEDIUM_RANK = LEVELS.indexOf('medium');
const HARD_RANK = LEVELS.indexOf('hard');
const ALL_RANKS = LEVELS.indexOf('extreme');

/** Solves with every step recorded; the answer, the tallies and the steps. */
function solveRecorded(givens: Uint8Array, maxRank = ALL_RANKS) {
  const steps: HanidokuStep[] = [];
  const solved = solveByLogic(givens, maxRank, steps);
  return { solved, counts: Array.from(COUNTS), steps };
}

describe('HANIDOKU_TECHNIQUES', () => {
  it('lists the ladder easiest first, each rung worth more than the one below', () => {
    expect(HANIDOKU_TECHNIQUES.map((t) => t.id)).toEqual([
      'hanidoku-naked-single',
      'hanidoku-hidden-single',
      'hanidoku-run',
      'hanidoku-balance',
    ]);
    const ranks = HANIDOKU_TECHNIQUES.map((t) => LEVELS.indexOf(t.level));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    for (let i = 1; i < HANIDOKU_TECHNIQUES.length; i++) {
      expect(HANIDOKU_TECHNIQUES[i].score).toBeGreaterThan(HANIDOKU_TECHNIQUES[i - 1].score);
    }
  });
});

describe('solveByLogic', () => {
  it('answers true with nothing to do for a full board that keeps the rule', () => {
    const { solved, counts, steps } = solveRecorded(grid(KNOWN[0].solution));
    expect(solved).toBe(true);
    expect(counts).toEqual([0, 0, 0, 0]);
    expect(steps).toEqual([]);
  });

  it('answers true for a full board just when it keeps the rule', () => {
    // Every single-digit change of a solution, checked against rules.ts's own statement.
    const solution = grid(KNOWN[1].solution);
    for (let cell = 0; cell < 61; cell++) {
      for (let d = 1; d <= 9; d++) {
        if (d === solution[cell]) continue;
        const board = Uint8Array.from(solution);
        board[cell] = d;
        expect(solveByLogic(board, ALL_RANKS, null)).toBe(solutionProblem(board, board) === '');
      }
    }
  });

  it('answers false for givens that clash or lie above 9', () => {
    expect(solveByLogic(grid('33'.padEnd(61, '.')), ALL_RANKS, null)).toBe(false);
    const tooBig = new Uint8Array(61);
    tooBig[10] = 10;
    expect(solveByLogic(tooBig, ALL_RANKS, null)).toBe(false);
  });

  it('stalls at once on an empty board: no rule has anything to hold on to', () => {
    const { solved, counts, steps } = solveRecorded(new Uint8Array(61));
    expect(solved).toBe(false);
    expect(counts).toEqual([0, 0, 0, 0]);
    expect(steps).toEqual([]);
  });

  it('places a hidden single: the top row 1234. needs its 5, and only the blank takes it', () => {
    const { steps } = solveRecorded(grid('1234'.padEnd(61, '.')));
    expect(steps[0]).toEqual({
      technique: 'hanidoku-hidden-single',
      placements: [{ cell: 4, digit: 5 }],
      eliminations: [],
      rows: [0],
      digits: [5],
    });
  });

  it('needs the run rule for the top row 123.5: only the run 1..5 fits, so the blank is 4', () => {
    const givens = grid('123.5'.padEnd(61, '.'));
    // 4 is no single: a row of five need not hold it, and the blank's peers leave it 4, 6-9.
    const singles = solveRecorded(givens, EASY_RANK);
    expect(singles.solved).toBe(false);
    expect(singles.steps).toEqual([]);
    const { steps } = solveRecorded(givens, MEDIUM_RANK);
    expect(steps[0]).toEqual({
      technique: 'hanidoku-run',
      placements: [{ cell: 3, digit: 4 }],
      eliminations: [6, 7, 8, 9].map((digit) => ({ cell: 3, digit })),
      rows: [0],
      digits: [6, 7, 8, 9],
    });
  });

  it('uses no rule above maxRank: the medium puzzle needs runs, the hard one balance', () => {
    const cases = [
      { givens: MEDIUM, below: EASY_RANK, at: MEDIUM_RANK, rule: 2 },
      { givens: HARD, below: MEDIUM_RANK, at: HARD_RANK, rule: 3 },
    ];
    for (const { givens, below, at, rule } of cases) {
      const capped = solveRecorded(givens, below);
      expect(capped.solved).toBe(false);
      expect(capped.counts.slice(rule).every((n) => n === 0)).toBe(true);
      const reached = solveRecorded(givens, at);
      expect(reached.solved).toBe(true);
      expect(reached.counts[rule]).toBeGreaterThan(0);
      expect(reached.counts.slice(rule + 1).every((n) => n === 0)).toBe(true);
    }
  });

  it('places every open cell exactly once, each step agreeing with the solution', () => {
    for (const givens of [MEDIUM, HARD]) {
      const { solved, steps } = solveRecorded(givens);
      expect(solved).toBe(true);
      const board = Uint8Array.from(givens);
      for (const step of steps) {
        for (const { cell, digit } of step.placements) {
          expect(board[cell]).toBe(0);
          board[cell] = digit;
        }
      }
      expect(solutionProblem(givens, board)).toBe('');
      for (const step of steps) {
        for (const { cell, digit } of step.eliminations) expect(board[cell]).not.toBe(digit);
        expect(step.placements.length + step.eliminations.length).toBeGreaterThan(0);
      }
    }
  });

  it('tallies COUNTS as the steps it records, and the same without recording', () => {
    const recorded = solveRecorded(HARD);
    HANIDOKU_TECHNIQUES.forEach(({ id }, i) => {
      expect(recorded.steps.filter((step) => step.technique === id)).toHaveLength(
        recorded.counts[i],
      );
    });
    expect(solveByLogic(HARD, ALL_RANKS, null)).toBe(true);
    expect(Array.from(COUNTS)).toEqual(recorded.counts);
  });

  it('starts afresh on every call and leaves the givens alone', () => {
    const alone = solveRecorded(MEDIUM);
    const givens = Uint8Array.from(HARD);
    solveByLogic(givens, ALL_RANKS, null);
    expect(givens).toEqual(HARD);
    // A stuck solve (a puzzle that needs guessing) in between leaves nothing behind.
    solveByLogic(grid(KNOWN[0].puzzle), ALL_RANKS, null);
    expect(solveRecorded(MEDIUM)).toEqual(alone);
  });

  it('stalls on the known puzzles that need guessing, without a wrong step', () => {
    for (const { puzzle, solution } of KNOWN) {
      const { solved, steps } = solveRecorded(grid(puzzle));
      expect(solved).toBe(false);
      const board = grid(solution);
      for (const step of steps) {
        for (const { cell, digit } of step.placements) expect(board[cell]).toBe(digit);
        for (const { cell, digit } of step.eliminations) expect(board[cell]).not.toBe(digit);
      }
    }
  });
});
