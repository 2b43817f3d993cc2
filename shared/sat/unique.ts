import type { Puzzle } from '../puzzle.ts';
import type { AtMostOneEncoding } from './cardinality.ts';
import { CdclSolver } from './cdcl.ts';
import { encodePuzzle, placementVariable } from './encode-sudoku.ts';

/**
 * Counting solutions with a SAT solver, as a check on the search engines: solve, then forbid
 * the solution just found with one blocking clause, "some blank cell holds another digit",
 * and solve again on the same solver (its learnt clauses stay valid, since clauses are only
 * added), until the formula is unsatisfiable or the limit is reached.
 */

export interface SatCountOptions {
  /** How the encoding writes "at most one" (default pairwise). */
  amo?: AtMostOneEncoding;
  /** Conflicts at most over all the solver calls together (default unlimited). */
  conflictBudget?: number;
}

export interface SatCountResult {
  /** Solutions found, capped at the limit; a lower bound when `status` is `budget`. */
  count: number;
  /** `complete`: every solution counted; `limit`: stopped at the limit; `budget`: conflicts ran out. */
  status: 'complete' | 'limit' | 'budget';
  /** The solutions found, in the order found. */
  solutions: Uint8Array[];
}

/**
 * Counts a puzzle's solutions up to `limit` with CDCL and blocking clauses; the same contract
 * as countSolutions in shared/solve.ts, whose counts it checks.
 * @example countSolutionsBySat(parsePuzzle(line), 2).count === 1 // unique
 */
export function countSolutionsBySat(
  puzzle: Puzzle,
  limit: number,
  options: SatCountOptions = {},
): SatCountResult {
  const solutions: Uint8Array[] = [];
  if (limit < 1) return { count: 0, status: 'limit', solutions };
  const { size, cellCount } = puzzle.geometry;
  const { cnf, decode } = encodePuzzle(puzzle, { amo: options.amo });
  const solver = new CdclSolver(cnf);
  const blanks: number[] = [];
  for (let cell = 0; cell < cellCount; cell++) if (puzzle.givens[cell] === 0) blanks.push(cell);
  const blocking = new Int32Array(blanks.length);
  let conflictsLeft = options.conflictBudget ?? Number.POSITIVE_INFINITY;

  for (;;) {
    const result = solver.solve(
      Number.isFinite(conflictsLeft) ? { conflictBudget: conflictsLeft } : {},
    );
    if (result.status !== 'SAT') {
      const status = result.status === 'UNSAT' ? 'complete' : 'budget';
      return { count: solutions.length, status, solutions };
    }
    conflictsLeft -= result.stats.conflicts;
    const grid = decode(result.model!);
    solutions.push(grid);
    if (solutions.length >= limit) return { count: solutions.length, status: 'limit', solutions };
    for (let i = 0; i < blanks.length; i++) {
      blocking[i] = 2 * placementVariable(size, blanks[i], grid[blanks[i]]) + 1;
    }
    // An empty blocking clause (no blanks) or one the solver finds false at its root both
    // leave no further solution.
    if (!solver.addClause(blocking)) {
      return { count: solutions.length, status: 'complete', solutions };
    }
  }
}

/** Whether a puzzle has exactly one solution, by SAT; undefined when the budget ran out. */
export function isUniqueBySat(puzzle: Puzzle, options: SatCountOptions = {}): boolean | undefined {
  const { count, status } = countSolutionsBySat(puzzle, 2, options);
  return status === 'budget' ? undefined : count === 1;
}
