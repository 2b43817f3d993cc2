import type { Geometry } from './geometry.ts';
import { BUDGET_SPENT, type SearchStats } from './search.ts';
import {
  type Board,
  countDigits,
  createBoard,
  place,
  propagate,
  settleBoard,
  startBoard,
  strike,
} from './solve-generic-propagate.ts';

/**
 * The depth-first search of the generic engine over a board (solve-generic-propagate.ts).
 *
 * Frames live in flat arrays of cellCount slots, since every guess places a cell: slot k holds
 * the board before the k-th pending guess (`cand` at k*cellCount, `placed` at k*unitCount, …),
 * the guessed cell and the digits still to try there.
 */
interface Frames {
  readonly cand: Uint16Array;
  readonly grid: Uint8Array;
  readonly placed: Uint16Array;
  readonly open: Uint16Array;
  readonly cell: Uint16Array;
  readonly todo: Uint16Array;
}

interface Engine {
  readonly board: Board;
  readonly frames: Frames;
}

const engines = new WeakMap<Geometry, Engine>();

function engineOf(geometry: Geometry): Engine {
  const known = engines.get(geometry);
  if (known) return known;
  const { cellCount, unitCount } = geometry;
  const engine: Engine = {
    board: createBoard(geometry),
    frames: {
      cand: new Uint16Array(cellCount * cellCount),
      grid: new Uint8Array(cellCount * cellCount),
      placed: new Uint16Array(unitCount * cellCount),
      open: new Uint16Array(cellCount),
      cell: new Uint16Array(cellCount),
      todo: new Uint16Array(cellCount),
    },
  };
  engines.set(geometry, engine);
  return engine;
}

/**
 * The open cell with the fewest candidates (at least two after propagation). With `prefer`, of
 * cells with as many candidates, the first that can still hold its preferred digit: its first
 * guess then keeps to the preferred grid.
 */
function chooseCell(board: Board, prefer: Uint8Array | null): number {
  const { cand, grid } = board;
  let best = -1;
  // Twice the candidates, less one where the preferred digit is among them.
  let bestScore = 99;
  for (let cell = 0, n = cand.length; cell < n; cell++) {
    if (grid[cell] !== 0) continue;
    const mask = cand[cell];
    const kept = prefer === null || (mask & (1 << (prefer[cell] - 1))) !== 0;
    const score = 2 * countDigits(mask) - (kept ? 1 : 0);
    if (score < bestScore) {
      best = cell;
      bestScore = score;
      if (score === 3) break;
    }
  }
  return best;
}

function saveFrame(board: Board, frames: Frames, depth: number): void {
  const { cand, grid, placed } = board;
  const cellCount = cand.length;
  const unitCount = placed.length;
  for (let i = 0, at = depth * cellCount; i < cellCount; i++, at++) {
    frames.cand[at] = cand[i];
    frames.grid[at] = grid[i];
  }
  for (let u = 0, at = depth * unitCount; u < unitCount; u++, at++) frames.placed[at] = placed[u];
  frames.open[depth] = board.open;
}

function restoreFrame(board: Board, frames: Frames, depth: number): void {
  const { cand, grid, placed } = board;
  const cellCount = cand.length;
  const unitCount = placed.length;
  for (let i = 0, at = depth * cellCount; i < cellCount; i++, at++) {
    cand[i] = frames.cand[at];
    grid[i] = frames.grid[at];
  }
  for (let u = 0, at = depth * unitCount; u < unitCount; u++, at++) placed[u] = frames.placed[at];
  board.open = frames.open[depth];
  board.queued = 0;
  settleBoard(board);
}

/**
 * A digit struck from a cell before the search (see solve.ts's `search`), and a solved grid to
 * keep to where it can: chooseCell prefers cells that can still hold its digit, and each guess
 * tries that digit first. A second solution, when there is one, mostly differs from the first
 * in a few cells, so keeping to the first finds it sooner: on 16×16 grids the generator's
 * uniqueness tests took half the nodes.
 */
export interface GenericExclusion {
  cell: number;
  digit: number;
  prefer: Uint8Array | null;
}

/**
 * Searches any grid of the model (any size, X diagonals, jigsaw): solutions found (0..limit)
 * or BUDGET_SPENT, under the contract of `search.ts`.
 *
 * @example
 * const solution = new Uint8Array(256);
 * const stats = { nodes: 0, guesses: 0 };
 * searchGeneric(classicGeometry(16), new Uint8Array(256), 1, DEFAULT_BUDGET, solution, stats); // 1
 */
export function searchGeneric(
  geometry: Geometry,
  givens: Uint8Array,
  limit: number,
  budget: number,
  solution: Uint8Array,
  stats: SearchStats,
  exclude: GenericExclusion | null = null,
): number {
  stats.nodes = 0;
  stats.guesses = 0;
  if (limit < 1) return 0;
  if (budget < 1) return BUDGET_SPENT;
  stats.nodes = 1;
  const { board, frames } = engineOf(geometry);
  const { cand, grid } = board;
  if (!startBoard(board, givens)) return 0;
  if (exclude !== null && !strike(board, exclude.cell, 1 << (exclude.digit - 1))) return 0;
  const prefer = exclude?.prefer ?? null;
  let consistent = propagate(board);
  let found = 0;
  let depth = 0;
  // Whether the board still equals the top frame, just saved: its first guess needs no restore.
  let fresh = false;
  for (;;) {
    if (consistent) {
      if (board.open === 0) {
        if (found === 0) solution.set(grid);
        if (++found >= limit) return found;
      } else {
        const cell = chooseCell(board, prefer);
        saveFrame(board, frames, depth);
        frames.cell[depth] = cell;
        frames.todo[depth] = cand[cell];
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
    const todo = frames.todo[top];
    let bit = todo & -todo;
    if (prefer !== null) {
      const liked = (1 << (prefer[frames.cell[top]] - 1)) & todo;
      if (liked !== 0) bit = liked;
    }
    frames.todo[top] = todo ^ bit;
    if (!fresh) restoreFrame(board, frames, top);
    fresh = false;
    if (todo === bit) depth--;
    consistent = place(board, frames.cell[top], bit) && propagate(board);
  }
}
