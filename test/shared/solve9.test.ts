import { describe, expect, it } from 'vitest';
import { BUDGET_SPENT, type SearchStats } from '../../shared/search.ts';
import { search9 } from '../../shared/solve9.ts';
import { hasData, readTdokuCases } from '../data.ts';

const EASY = '2.6.3......1.65.7..471.8.5.5......29..8.194.6...42...1....428..6.93....5.7.....13';
const EASY_SOLUTION =
  '256734198891265374347198652514683729728519436963427581135942867689371245472856913';
const HARD = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';

function parse(line: string): Uint8Array {
  const givens = new Uint8Array(81);
  for (let cell = 0; cell < 81; cell++) {
    const ch = line.charCodeAt(cell);
    givens[cell] = ch >= 49 && ch <= 57 ? ch - 48 : 0;
  }
  return givens;
}

function format(grid: Uint8Array): string {
  return Array.from(grid, (d) => (d === 0 ? '.' : String(d))).join('');
}

/** True when every row, column and box holds 1..9 once and the givens are kept. */
function isSolutionOf(givens: Uint8Array, solution: Uint8Array): boolean {
  for (let cell = 0; cell < 81; cell++) {
    if (solution[cell] < 1 || solution[cell] > 9) return false;
    if (givens[cell] !== 0 && givens[cell] !== solution[cell]) return false;
  }
  for (let u = 0; u < 9; u++) {
    let row = 0;
    let column = 0;
    let box = 0;
    for (let k = 0; k < 9; k++) {
      row |= 1 << solution[u * 9 + k];
      column |= 1 << solution[k * 9 + u];
      const r = Math.floor(u / 3) * 3 + Math.floor(k / 3);
      const c = (u % 3) * 3 + (k % 3);
      box |= 1 << solution[r * 9 + c];
    }
    if (row !== 0x3fe || column !== 0x3fe || box !== 0x3fe) return false;
  }
  return true;
}

function solve(line: string, limit = 2, budget = 1_000_000) {
  const givens = parse(line);
  const solution = new Uint8Array(81);
  const stats: SearchStats = { nodes: 0, guesses: 0 };
  const count = search9(givens, limit, budget, solution, stats);
  return { givens, count, solution, stats };
}

describe('search9', () => {
  it('solves an easy puzzle to its known solution', () => {
    const { count, solution, stats } = solve(EASY);
    expect(count).toBe(1);
    expect(format(solution)).toBe(EASY_SOLUTION);
    expect(stats.nodes).toBe(stats.guesses + 1);
  });

  it('finds one solution for a full valid grid', () => {
    const { count, solution } = solve(EASY_SOLUTION);
    expect(count).toBe(1);
    expect(format(solution)).toBe(EASY_SOLUTION);
  });

  it('finds at least two solutions for the empty grid and stops at the limit', () => {
    const empty = '.'.repeat(81);
    const { givens, count, solution } = solve(empty);
    expect(count).toBe(2);
    expect(isSolutionOf(givens, solution)).toBe(true);
    expect(solve(empty, 5).count).toBe(5);
  });

  it('gives 0 for duplicate givens in a row, a column or a box', () => {
    const inRow = `55${'.'.repeat(79)}`;
    const inColumn = `5${'.'.repeat(8)}5${'.'.repeat(71)}`;
    const inBox = `5${'.'.repeat(9)}5${'.'.repeat(70)}`;
    for (const line of [inRow, inColumn, inBox]) expect(solve(line).count).toBe(0);
    const broken = `${EASY_SOLUTION.slice(0, 80)}${EASY_SOLUTION[79]}`;
    expect(solve(broken).count).toBe(0);
  });

  it('returns BUDGET_SPENT when one node is not enough for a hard puzzle', () => {
    expect(solve(HARD, 2, 1).count).toBe(BUDGET_SPENT);
    const full = solve(HARD);
    expect(full.count).toBe(1);
    expect(full.stats.guesses).toBeGreaterThan(0);
    expect(solve(HARD, 2, full.stats.nodes).count).toBe(1);
    expect(solve(HARD, 2, full.stats.nodes - 1).count).toBe(BUDGET_SPENT);
  });

  it('writes solutions that satisfy every unit and agree with the givens', () => {
    for (const line of [EASY, HARD, `1${'.'.repeat(80)}`, `${'.'.repeat(40)}9${'.'.repeat(40)}`]) {
      const { givens, count, solution } = solve(line, 1);
      expect(count).toBe(1);
      expect(isSolutionOf(givens, solution)).toBe(true);
    }
  });

  it('gives the same answers when called many times in a row', () => {
    const first = format(solve(HARD).solution);
    for (let i = 0; i < 50; i++) {
      solve(EASY);
      expect(format(solve(HARD).solution)).toBe(first);
    }
  });
});

describe.skipIf(!hasData)(
  'search9 on tdoku-test-puzzles.txt (skipped: ../shared/data is absent)',
  () => {
    const cases = hasData ? readTdokuCases() : [];

    it('returns min(count, 2) with limit 2 and the published solution when unique', () => {
      expect(cases.length).toBeGreaterThan(0);
      for (const { puzzle, count, solution: published } of cases) {
        const { givens, count: found, solution } = solve(puzzle);
        expect(found, puzzle).toBe(Math.min(count, 2));
        if (found > 0) expect(isSolutionOf(givens, solution), puzzle).toBe(true);
        if (count === 1) expect(format(solution), puzzle).toBe(published);
      }
    });

    it('counts every solution of the puzzles that have several', () => {
      for (const { puzzle, count } of cases) {
        if (count < 2) continue;
        expect(solve(puzzle, 10_000).count, puzzle).toBe(count);
      }
    });
  },
);
