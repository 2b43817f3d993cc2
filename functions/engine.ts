import type { Hint } from '../shared/hint.ts';
import { type KindGrade, kindOf } from '../shared/kind/kind.ts';
import type { SolveResult } from '../shared/search.ts';
import { GRADE_CHAIN_WORK, SEARCH_MS, searchBudget } from './limits.ts';
import { problem } from './problem.ts';
import type { ApiPuzzle } from './read.ts';

/**
 * The core's engines, through the kind of each puzzle (shared/kind/kind.ts), under the budgets
 * of limits.ts. An outcome the request cannot be served with (no solution where one is needed,
 * several, a spent budget) is a 422 problem saying why.
 */

const WHY = {
  unsolvable: 'the puzzle has no solution',
  multiple: 'the puzzle has more than one solution',
  budget: `the search ran out of its work budget (about ${SEARCH_MS} ms of CPU) before it could tell how many solutions the puzzle has`,
} as const;

/** The 422 problem for a puzzle that has no single solution, or a spent budget. */
export function unservable(status: keyof typeof WHY, purpose: string): Error {
  return problem('unprocessable', `Cannot ${purpose}: ${WHY[status]}.`);
}

/**
 * Solves `p`, looking for a second solution; a spent budget throws a 422 problem.
 * @example solveWithin(p).status // 'solved' | 'unsolvable' | 'multiple'
 */
export function solveWithin(p: ApiPuzzle): SolveResult {
  const options = { unique: true, budget: searchBudget(p.shape) };
  const result = kindOf(p.shape).solve(p.givens, options);
  if (result.status === 'budget') throw unservable('budget', 'solve this puzzle');
  return result;
}

/** The one solution of `p`; anything else throws a 422 problem naming `purpose`. */
export function uniqueSolution(p: ApiPuzzle, purpose: string): Uint8Array {
  const result = solveWithin(p);
  if (result.status !== 'solved' || !result.solution) {
    throw unservable(result.status === 'multiple' ? 'multiple' : 'unsolvable', purpose);
  }
  return result.solution;
}

/** The grade of `p`, which must have one solution. */
export function gradeWithin(p: ApiPuzzle): KindGrade {
  const budget = { budget: searchBudget(p.shape), chainWork: GRADE_CHAIN_WORK };
  const grade = kindOf(p.shape).grade(p.givens, budget);
  if (grade.unique) return grade;
  // A spent budget here may be the search's or the forcing chains' (both about SEARCH_MS).
  if (grade.status === 'budget') {
    throw problem(
      'unprocessable',
      `Cannot grade this puzzle: its search or its forcing chains ran out of their work budget (about ${SEARCH_MS} ms of CPU each).`,
    );
  }
  throw unservable(grade.status, 'grade this puzzle');
}

/**
 * The next hint for a player's `grid` of `p` (and pencil marks, where the kind reads them); a
 * puzzle without one solution or a spent budget throws a 422 problem.
 */
export function hintWithin(p: ApiPuzzle, grid: Uint8Array, candidates?: Uint16Array): Hint<string> {
  const budget = searchBudget(p.shape);
  const chainWork = GRADE_CHAIN_WORK;
  const result = kindOf(p.shape).hint(p.givens, grid, { candidates, budget, chainWork });
  if (result.ok) return result.hint;
  const { problem: why, message } = result.error;
  // readGrid has checked the grid against the puzzle; should the core disagree, it is the grid.
  if (why === 'grid-size' || why === 'given-changed') {
    throw problem('validation', `grid: ${message}`, 'grid');
  }
  throw unservable(why, 'give a hint');
}
