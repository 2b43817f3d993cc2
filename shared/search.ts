/**
 * The contract every search engine of the core keeps (the fast 9×9 one and the generic one):
 *
 *   search(…, givens, limit, budget, solution, stats) → count
 *
 * - `givens`: digits 0..N per cell (0 blank), already range-checked by the caller; duplicate
 *   givens are allowed and simply give 0 solutions.
 * - It stops once `limit` solutions are found and returns how many it found (0..limit).
 * - `budget` caps the search nodes (the root and every guess are one node each); when it is
 *   spent before the search ends it returns BUDGET_SPENT. Propagation inside a node is bounded
 *   by the grid size, so a budget bounds the work.
 * - The first solution found is written to `solution` (untouched when none is found).
 * - `stats` is overwritten with this call's nodes and guesses.
 */

/** What an engine returns when its node budget ran out first. */
export const BUDGET_SPENT = -1;

/** Node budget used when a caller gives none: far above what any valid 9×9 or 16×16 needs. */
export const DEFAULT_BUDGET = 5_000_000;

/** Work done by one search. */
export interface SearchStats {
  nodes: number;
  guesses: number;
}

export type SolveStatus = 'solved' | 'unsolvable' | 'multiple' | 'budget';

export interface SolveResult {
  status: SolveStatus;
  /** The solution when solved, or the first of several when `multiple`. */
  solution?: Uint8Array;
  stats: SearchStats;
}

export interface SolveOptions {
  /** Search nodes at most (default DEFAULT_BUDGET). */
  budget?: number;
  /** Look for a second solution and answer `multiple` when there is one. */
  unique?: boolean;
}

export interface CountResult {
  /** Solutions found, capped at the limit; a lower bound when `status` is `budget`. */
  count: number;
  /** `complete`: every solution counted; `limit`: stopped at the limit; `budget`: nodes ran out. */
  status: 'complete' | 'limit' | 'budget';
  stats: SearchStats;
}

/** An engine bound to one puzzle: the contract above, without `givens`. */
export type BoundSearch = (
  limit: number,
  budget: number,
  solution: Uint8Array,
  stats: SearchStats,
) => number;

/**
 * Solves with an engine, for every puzzle kind. With `unique`, a second solution is looked for
 * and `multiple` answered when it exists (the first solution is still returned).
 */
export function solveWith(
  search: BoundSearch,
  cellCount: number,
  options: SolveOptions = {},
): SolveResult {
  const solution = new Uint8Array(cellCount);
  const stats: SearchStats = { nodes: 0, guesses: 0 };
  const count = search(options.unique ? 2 : 1, options.budget ?? DEFAULT_BUDGET, solution, stats);
  if (count === BUDGET_SPENT) return { status: 'budget', stats };
  if (count === 0) return { status: 'unsolvable', stats };
  return { status: count === 1 ? 'solved' : 'multiple', solution, stats };
}

/** Counts solutions up to `limit` with an engine, for every puzzle kind. */
export function countWith(
  search: BoundSearch,
  cellCount: number,
  limit: number,
  budget = DEFAULT_BUDGET,
): CountResult {
  const stats: SearchStats = { nodes: 0, guesses: 0 };
  const count = search(limit, budget, new Uint8Array(cellCount), stats);
  if (count === BUDGET_SPENT) return { count: 0, status: 'budget', stats };
  return { count, status: count >= limit ? 'limit' : 'complete', stats };
}
