import { findHanidokuConflicts } from '../hanidoku/check.ts';
import {
  ALL_DIGITS,
  CELL_COUNT,
  CELL_Q,
  CELL_R,
  CELL_ROWS,
  cellAt,
  PEER_START,
  PEERS,
  ROW_CELLS,
  ROW_START,
} from '../hanidoku/geometry.ts';
import { findRunConflicts, lineCandidates } from '../hanidoku/runs.ts';
import { solveHanidoku } from '../hanidoku/solve.ts';
import type { Direction, GameRules } from './rules.ts';

/**
 * The honeycomb's rules for the game (shared/hanidoku/geometry.ts has its cells and rows). Its
 * own module, so that only a page playing a honeycomb loads the Hanidoku engine.
 *
 * Moving: left and right run along the horizontal row and wrap round it; the four diagonal
 * directions step to the cells above and below (axial (q, r-1), (q+1, r-1), (q-1, r+1),
 * (q, r+1)); up and down zigzag between them by the row's parity, so that pressing one
 * repeatedly climbs straight and the other comes back the same way, taking the other diagonal
 * at an edge.
 */

/** The offsets (dq, dr) of the diagonal directions. */
const STEPS: Readonly<Record<string, readonly [number, number]>> = {
  upLeft: [0, -1],
  upRight: [1, -1],
  downLeft: [-1, 1],
  downRight: [0, 1],
};

/** The diagonals up and down try, first on an even row (counted from 0 at the top), then on an odd. */
const ZIGZAG: Readonly<Record<string, readonly [Direction, Direction]>> = {
  upEven: ['upLeft', 'upRight'],
  upOdd: ['upRight', 'upLeft'],
  downEven: ['downLeft', 'downRight'],
  downOdd: ['downRight', 'downLeft'],
};

function neighbour(cell: number, direction: Direction): number {
  const q = CELL_Q[cell];
  const r = CELL_R[cell];
  if (direction === 'left' || direction === 'right') {
    const row = CELL_ROWS[3 * cell];
    const next = cellAt(direction === 'left' ? q - 1 : q + 1, r);
    if (next >= 0) return next;
    return direction === 'left' ? ROW_CELLS[ROW_START[row + 1] - 1] : ROW_CELLS[ROW_START[row]];
  }
  if (direction === 'up' || direction === 'down') {
    const [first, second] = ZIGZAG[`${direction}${(r + 4) % 2 === 0 ? 'Even' : 'Odd'}`];
    const next = neighbour(cell, first);
    return next >= 0 ? next : neighbour(cell, second);
  }
  const [dq, dr] = STEPS[direction];
  return cellAt(q + dq, r + dr);
}

/** Both kinds of clash, each pair once, sorted. */
function conflicts(grid: Uint8Array): Array<[number, number]> {
  const keys = new Set<number>();
  for (const [a, b] of findHanidokuConflicts(grid)) keys.add(a * CELL_COUNT + b);
  for (const [a, b] of findRunConflicts(grid)) keys.add(a * CELL_COUNT + b);
  return [...keys]
    .sort((x, y) => x - y)
    .map((key) => [Math.floor(key / CELL_COUNT), key % CELL_COUNT]);
}

/**
 * The rules of a Hanidoku game: conflicts are equal digits in a row and digits too far apart to
 * share its run; candidates are lineCandidates (runs.ts).
 * @example createGame({ rules: HONEYCOMB_RULES, givens })
 */
export const HONEYCOMB_RULES: GameRules = {
  variant: 'hanidoku',
  size: 9,
  cellCount: CELL_COUNT,
  allDigits: ALL_DIGITS,
  peers: PEERS,
  peerStart: PEER_START,
  geometry: null,
  fingerprint: [...Array.from('hanidoku', (ch) => ch.charCodeAt(0)), 9],
  conflicts,
  candidates: lineCandidates,
  neighbour,
  solve(givens) {
    const result = solveHanidoku(givens, { unique: true });
    return result.status === 'solved' && result.solution ? result.solution : null;
  },
  isSolved(givens, grid) {
    if (grid.length !== CELL_COUNT) return false;
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      const d = grid[cell];
      if (d < 1 || d > 9 || (givens[cell] !== 0 && givens[cell] !== d)) return false;
    }
    return conflicts(grid).length === 0;
  },
};
