import {
  BUDGET_SPENT,
  type CountResult,
  countWith,
  type SearchStats,
  type SolveOptions,
  type SolveResult,
  solveWith,
} from '../search.ts';
import { CELL_COUNT } from './geometry.ts';
import { propagate, startCandidates } from './propagate.ts';

/**
 * The depth-first search of Hanidoku over candidate masks (propagate.ts), allocation-free:
 * every guess places an open cell, so at most 61 guesses are pending. Frame k holds the masks
 * before the k-th pending guess (FRAMES[61k .. 61k+61)), its cell and the digits left to try.
 * (Guessing a row's run instead, when it has fewer starts than any cell has digits, made
 * searches of the empty board some thirty times longer: most run combinations fail late.)
 */
const cand = new Uint16Array(CELL_COUNT);
const FRAMES = new Uint16Array(CELL_COUNT * CELL_COUNT);
const FRAME_CELL = new Uint8Array(CELL_COUNT);
const FRAME_TODO = new Uint16Array(CELL_COUNT);

/** The open cell with the fewest candidates, or -1 when every cell is placed. */
function chooseCell(): number {
  let best = -1;
  let bestCount = 10;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    let m = cand[cell];
    if ((m & (m - 1)) === 0) continue;
    let count = 0;
    for (; m !== 0; m &= m - 1) count++;
    if (count < bestCount) {
      best = cell;
      bestCount = count;
      if (count === 2) break;
    }
  }
  return best;
}

/** The next digit (as a bit) of `todo` to try in `cell`: the lowest, or the first in `order`. */
function nextDigit(todo: number, cell: number, order: Uint8Array | undefined): number {
  if (order === undefined) return todo & -todo;
  for (let k = cell * 9, end = k + 9; k < end; k++) {
    const bit = 1 << (order[k] - 1);
    if ((todo & bit) !== 0) return bit;
  }
  return todo & -todo;
}

/**
 * Searches a Hanidoku: solutions found (0..limit) or BUDGET_SPENT, under the contract of
 * shared/search.ts. `givens` holds 61 digits (0 blank) in reading order. `order`, when given,
 * holds 61 permutations of 1..9 (9*cell ..), the order in which each cell's digits are tried;
 * generation uses it to find a random full board. By default digits are tried from 1 up.
 *
 * @example
 * const solution = new Uint8Array(61);
 * searchHanidoku(new Uint8Array(61), 1, DEFAULT_BUDGET, solution, { nodes: 0, guesses: 0 }); // 1
 */
export function searchHanidoku(
  givens: Uint8Array,
  limit: number,
  budget: number,
  solution: Uint8Array,
  stats: SearchStats,
  order?: Uint8Array,
): number {
  stats.nodes = 0;
  stats.guesses = 0;
  if (limit < 1) return 0;
  if (budget < 1) return BUDGET_SPENT;
  stats.nodes = 1;
  if (!startCandidates(cand, givens)) return 0;
  let consistent = propagate(cand);
  let found = 0;
  let depth = 0;
  // Whether the masks still equal the top frame, just saved: its first guess needs no restore.
  let fresh = false;
  for (;;) {
    if (consistent) {
      const cell = chooseCell();
      if (cell < 0) {
        if (found === 0) {
          for (let c = 0; c < CELL_COUNT; c++) solution[c] = 32 - Math.clz32(cand[c]);
        }
        if (++found >= limit) return found;
      } else {
        FRAMES.set(cand, depth * CELL_COUNT);
        FRAME_CELL[depth] = cell;
        FRAME_TODO[depth] = cand[cell];
        depth++;
        fresh = true;
      }
    }
    if (depth === 0) return found;
    if (stats.nodes >= budget) return BUDGET_SPENT;
    stats.nodes++;
    stats.guesses++;
    // The last digit of a frame is tried after dropping the frame, so its slot is reused.
    const top = depth - 1;
    const cell = FRAME_CELL[top];
    const todo = FRAME_TODO[top];
    const bit = nextDigit(todo, cell, order);
    FRAME_TODO[top] = todo ^ bit;
    if (!fresh) cand.set(FRAMES.subarray(top * CELL_COUNT, top * CELL_COUNT + CELL_COUNT));
    fresh = false;
    if (todo === bit) depth--;
    cand[cell] = bit;
    consistent = propagate(cand);
  }
}

/**
 * Solves a Hanidoku. With `unique`, a second solution is looked for and `multiple` answered
 * when it exists (the first solution is still returned).
 * @example solveHanidoku(parseHanidoku(line), { unique: true }).status // 'solved'
 */
export function solveHanidoku(givens: Uint8Array, options: SolveOptions = {}): SolveResult {
  return solveWith(
    (limit, budget, solution, stats) => searchHanidoku(givens, limit, budget, solution, stats),
    CELL_COUNT,
    options,
  );
}

/**
 * Counts the solutions of a Hanidoku up to `limit` (2 answers "is it unique?").
 * @example countHanidoku(puzzle, 2).count === 1 // unique
 */
export function countHanidoku(
  givens: Uint8Array,
  limit = 2,
  options: { budget?: number } = {},
): CountResult {
  return countWith(
    (limit, budget, solution, stats) => searchHanidoku(givens, limit, budget, solution, stats),
    CELL_COUNT,
    limit,
    options.budget,
  );
}
