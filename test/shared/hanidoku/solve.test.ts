import { describe, expect, it } from 'vitest';
import { countHanidoku, searchHanidoku, solveHanidoku } from '../../../shared/hanidoku/solve.ts';
import { BUDGET_SPENT, DEFAULT_BUDGET, type SearchStats } from '../../../shared/search.ts';
import { grid, KNOWN, solutionProblem } from './rules.ts';

function search(givens: Uint8Array, limit: number, budget = DEFAULT_BUDGET) {
  const solution = new Uint8Array(61);
  const stats: SearchStats = { nodes: -7, guesses: -7 };
  const count = searchHanidoku(givens, limit, budget, solution, stats);
  return { count, solution, stats };
}

describe('searchHanidoku', () => {
  it('finds two solutions of the empty board, the first one keeping every rule', () => {
    const empty = new Uint8Array(61);
    const { count, solution, stats } = search(empty, 2);
    expect(count).toBe(2);
    expect(solutionProblem(empty, solution)).toBe('');
    expect(stats.nodes).toBeGreaterThan(1);
    expect(stats.guesses).toBe(stats.nodes - 1);
  });

  it('solves known puzzles to their one solution', () => {
    for (const known of KNOWN) {
      const { count, solution } = search(grid(known.puzzle), 2);
      expect(count).toBe(1);
      expect(Array.from(solution).join('')).toBe(known.solution);
    }
  });

  it('answers BUDGET_SPENT on the empty board when the budget is one node', () => {
    expect(search(new Uint8Array(61), 2, 1).count).toBe(BUDGET_SPENT);
    expect(search(new Uint8Array(61), 2, 0).count).toBe(BUDGET_SPENT);
  });

  it('finds no solution when givens conflict', () => {
    const duplicate = grid('33'.padEnd(61, '.'));
    const spread = grid('16'.padEnd(61, '.'));
    // 2 in a row of length 8 with 9 two rows away is fine; 1 and 9 in a row of 8 is not.
    const tooWide = grid(`${'.'.repeat(18)}1......9${'.'.repeat(35)}`);
    for (const givens of [duplicate, spread, tooWide]) {
      const solution = new Uint8Array(61);
      const { count } = search(givens, 2);
      expect(count).toBe(0);
      expect(solution).toEqual(new Uint8Array(61));
    }
  });

  it('finds no solution when a full board breaks a run', () => {
    const broken = grid(KNOWN[0].solution);
    [broken[0], broken[1]] = [broken[1], broken[0]];
    expect(search(broken, 2).count).toBe(0);
    expect(search(grid(KNOWN[0].solution), 2).count).toBe(1);
  });

  it('returns 0 at once for a limit below one', () => {
    expect(search(new Uint8Array(61), 0).count).toBe(0);
  });
});

describe('solveHanidoku and countHanidoku', () => {
  it('answer each status', () => {
    expect(solveHanidoku(grid(KNOWN[0].puzzle), { unique: true }).status).toBe('solved');
    expect(solveHanidoku(new Uint8Array(61), { unique: true }).status).toBe('multiple');
    expect(solveHanidoku(new Uint8Array(61)).status).toBe('solved');
    expect(solveHanidoku(grid('33'.padEnd(61, '.'))).status).toBe('unsolvable');
    expect(solveHanidoku(new Uint8Array(61), { budget: 1 }).status).toBe('budget');
  });

  it('count up to the limit and say whether they stopped there', () => {
    expect(countHanidoku(grid(KNOWN[0].puzzle), 2)).toMatchObject({ count: 1, status: 'complete' });
    expect(countHanidoku(new Uint8Array(61), 3)).toMatchObject({ count: 3, status: 'limit' });
    expect(countHanidoku(new Uint8Array(61), 3, { budget: 1 })).toMatchObject({
      count: 0,
      status: 'budget',
    });
  });
});
