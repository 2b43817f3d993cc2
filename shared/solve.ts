import type { Geometry } from './geometry.ts';
import type { Puzzle } from './puzzle.ts';
import {
  type CountResult,
  countWith,
  type SearchStats,
  type SolveOptions,
  type SolveResult,
  solveWith,
} from './search.ts';
import { searchGeneric } from './solve-generic.ts';
import { search9 } from './solve9.ts';

/** Whether the fast 9×9 engine serves this geometry. */
function isClassic9(geometry: Geometry): boolean {
  return geometry.variant === 'classic' && geometry.size === 9;
}

/**
 * Runs the engine that fits the geometry; see shared/search.ts for the contract. With
 * `excludeCell`, a blank cell, digit `excludeDigit` is struck from it first: one search then
 * says whether the cell can hold any other digit (the generator's uniqueness test), and
 * `prefer`, a solved grid, names the digit the generic engine tries first at each guess.
 */
export function search(
  puzzle: Puzzle,
  limit: number,
  budget: number,
  solution: Uint8Array,
  stats: SearchStats,
  excludeCell = -1,
  excludeDigit = 0,
  prefer: Uint8Array | null = null,
): number {
  const { geometry, givens } = puzzle;
  if (isClassic9(geometry)) {
    return search9(givens, limit, budget, solution, stats, excludeCell, excludeDigit);
  }
  const exclude = excludeCell < 0 ? null : { cell: excludeCell, digit: excludeDigit, prefer };
  return searchGeneric(geometry, givens, limit, budget, solution, stats, exclude);
}

/**
 * Solves a puzzle. With `unique`, a second solution is looked for and `multiple` answered
 * when it exists (the first solution is still returned).
 * @example solve(parsePuzzle(line), { unique: true }).status // 'solved'
 */
export function solve(puzzle: Puzzle, options: SolveOptions = {}): SolveResult {
  return solveWith(
    (limit, budget, solution, stats) => search(puzzle, limit, budget, solution, stats),
    puzzle.geometry.cellCount,
    options,
  );
}

/**
 * Counts solutions up to `limit` (2 answers "is it unique?" as fast as a solve).
 * @example countSolutions(puzzle, 2).count === 1 // unique
 */
export function countSolutions(
  puzzle: Puzzle,
  limit = 2,
  options: { budget?: number } = {},
): CountResult {
  return countWith(
    (limit, budget, solution, stats) => search(puzzle, limit, budget, solution, stats),
    puzzle.geometry.cellCount,
    limit,
    options.budget,
  );
}
