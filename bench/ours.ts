import { parsePuzzle } from '../shared/format.ts';
import { formatGrid } from '../shared/print.ts';
import { DEFAULT_BUDGET, type SearchStats } from '../shared/search.ts';
import { countSolutions } from '../shared/solve.ts';
import { search9 } from '../shared/solve9.ts';
import { toGivens } from './data.ts';
import type { Runner } from './peers.ts';
import { timeOnce } from './stats.ts';

/** Our engine, on puzzles parsed before timing, in the two ways a caller can reach it. */

/** `search9` directly with `limit` (2 proves uniqueness, as tdoku's benchmark does). */
export function search9Runner(puzzles: string[], limit: number): Runner {
  const givens = puzzles.map(toGivens);
  const arena = new Uint8Array(puzzles.length * 81);
  const solutions = puzzles.map((_, i) => arena.subarray(i * 81, i * 81 + 81));
  const counts = new Int32Array(puzzles.length);
  const stats: SearchStats = { nodes: 0, guesses: 0 };
  return {
    run: () =>
      timeOnce(() => {
        for (let i = 0; i < givens.length; i++) {
          counts[i] = search9(givens[i], limit, DEFAULT_BUDGET, solutions[i], stats);
        }
      }),
    answers: () =>
      solutions.map((grid, i) => ({
        solution: counts[i] > 0 ? formatGrid(grid) : null,
        ...(limit > 1 ? { count: counts[i] } : {}),
      })),
  };
}

/** The public `countSolutions(puzzle, 2)` on puzzles from `parsePuzzle`. */
export function countSolutionsRunner(puzzles: string[]): Runner {
  const parsed = puzzles.map((line) => parsePuzzle(line));
  const counts = new Int32Array(puzzles.length);
  return {
    run: () =>
      timeOnce(() => {
        for (let i = 0; i < parsed.length; i++) counts[i] = countSolutions(parsed[i], 2).count;
      }),
    answers: () => Array.from(counts, (count) => ({ count })),
  };
}
