import {
  ALL_DIGITS,
  CELL_COUNT,
  CELL_ROWS,
  ROW_CELLS,
  ROW_COUNT,
  ROW_LENGTH,
  ROW_START,
} from './geometry.ts';

/**
 * What a player's digits alone say about a Hanidoku's rows (geometry.ts), for the game: a row
 * of length L holds one run s..s+L-1 of consecutive digits, so two digits d and e of one row
 * can share it only when |d - e| < L, and an empty cell may take only the digits of a run that
 * holds every digit placed in each of its three rows. No deduction beyond that: auto notes
 * must not solve the puzzle for the player (propagate.ts does).
 */

/**
 * Every pair of cells of `grid` (61 digits, 0 blank) in one row whose digits cannot both be in
 * its run (|d - e| ≥ the row's length), [a, b] with a < b, sorted. Equal digits are
 * findHanidokuConflicts' (check.ts).
 * @example findRunConflicts(grid) // [[0, 4]] when the top row holds a 1 and a 6
 */
export function findRunConflicts(grid: ArrayLike<number>): Array<[number, number]> {
  const pairs = new Set<number>();
  for (let row = 0; row < ROW_COUNT; row++) {
    const length = ROW_LENGTH[row];
    for (let i = ROW_START[row]; i < ROW_START[row + 1]; i++) {
      const a = ROW_CELLS[i];
      if (grid[a] === 0) continue;
      for (let j = i + 1; j < ROW_START[row + 1]; j++) {
        const b = ROW_CELLS[j];
        if (grid[b] !== 0 && Math.abs(grid[a] - grid[b]) >= length) {
          pairs.add(a < b ? a * CELL_COUNT + b : b * CELL_COUNT + a);
        }
      }
    }
  }
  return [...pairs]
    .sort((x, y) => x - y)
    .map((key) => [Math.floor(key / CELL_COUNT), key % CELL_COUNT]);
}

/**
 * Each empty cell's candidates (a mask): the digits no cell of its rows holds that some run of
 * each of its rows allows with that row's digits; 0 for a filled cell.
 * @example lineCandidates(givens)[0] // the digits the top-left cell may still take
 */
export function lineCandidates(grid: ArrayLike<number>): Uint16Array {
  const allowed = new Uint16Array(ROW_COUNT);
  for (let row = 0; row < ROW_COUNT; row++) {
    let placed = 0;
    for (let i = ROW_START[row]; i < ROW_START[row + 1]; i++) {
      const d = grid[ROW_CELLS[i]];
      if (d !== 0) placed |= 1 << (d - 1);
    }
    const length = ROW_LENGTH[row];
    let runs = 0;
    for (let run = (1 << length) - 1; run <= ALL_DIGITS; run <<= 1) {
      if ((placed & ~run) === 0) runs |= run;
    }
    allowed[row] = runs & ~placed;
  }
  const cand = new Uint16Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (grid[cell] !== 0) continue;
    const rows = 3 * cell;
    cand[cell] =
      allowed[CELL_ROWS[rows]] & allowed[CELL_ROWS[rows + 1]] & allowed[CELL_ROWS[rows + 2]];
  }
  return cand;
}
