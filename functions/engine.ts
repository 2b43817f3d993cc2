import { type Grade, gradePuzzle } from '../shared/grade/grade.ts';
import { gradeHanidoku, type HanidokuGrade, solveHanidoku } from '../shared/hanidoku/index.ts';
import type { SolveResult } from '../shared/search.ts';
import { solve } from '../shared/solve.ts';
import { SEARCH_MS, searchBudget } from './limits.ts';
import { problem } from './problem.ts';
import type { ApiPuzzle } from './read.ts';

/**
 * The core's engines under the budgets of limits.ts. An outcome the request cannot be served
 * with (no solution where one is needed, several, a spent budget) is a 422 problem saying why.
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

/** The budget of `p`'s engine. */
function budgetOf(p: ApiPuzzle): number {
  return searchBudget(p.variant === 'hanidoku' ? 'hanidoku' : p.puzzle.geometry);
}

/**
 * Solves `p`, looking for a second solution; a spent budget throws a 422 problem.
 * @example solveWithin(p).status // 'solved' | 'unsolvable' | 'multiple'
 */
export function solveWithin(p: ApiPuzzle): SolveResult {
  const options = { unique: true, budget: budgetOf(p) };
  const result =
    p.variant === 'hanidoku' ? solveHanidoku(p.givens, options) : solve(p.puzzle, options);
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
export function gradeWithin(p: ApiPuzzle): Grade | HanidokuGrade {
  const options = { budget: budgetOf(p) };
  const grade =
    p.variant === 'hanidoku' ? gradeHanidoku(p.givens, options) : gradePuzzle(p.puzzle, options);
  if (!grade.unique) throw unservable(grade.status, 'grade this puzzle');
  return grade;
}
