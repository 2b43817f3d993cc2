import { CELL_COUNT, PEER_START, PEERS } from './geometry.ts';

/**
 * Every pair of cells of `grid` (61 digits, 0 blank) holding the same digit in a shared row,
 * each pair once as [a, b] with a < b, sorted: findConflicts (shared/check.ts) for the honeycomb.
 */
export function findHanidokuConflicts(grid: ArrayLike<number>): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let a = 0; a < CELL_COUNT; a++) {
    if (grid[a] === 0) continue;
    for (let i = PEER_START[a]; i < PEER_START[a + 1]; i++) {
      if (PEERS[i] > a && grid[PEERS[i]] === grid[a]) pairs.push([a, PEERS[i]]);
    }
  }
  return pairs.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}
