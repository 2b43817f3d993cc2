import { ALL_DIGITS, CELL_COUNT, ROW_CELLS, ROW_COUNT, ROW_START } from './geometry.ts';

/**
 * The rules that narrow a Hanidoku board, `cand`: one mask per cell (61), the digits still
 * possible there; a cell is placed when its mask holds one digit.
 *
 * A row of length L holds exactly the digits of one run s..s+L-1 within 1..9 (its L cells take
 * L distinct digits, all consecutive). A start s stays feasible while every digit of its run is
 * still possible in some cell, every cell can still take a digit of the run, and every placed
 * digit lies in the run. Then (`narrowRow`):
 * - a cell keeps only digits of the union of the feasible runs (`allowed`);
 * - a placed digit leaves the other cells of the row (naked singles);
 * - a digit in every feasible run (`required`) must be somewhere in the row: nowhere is a
 *   contradiction, in one cell only places it there (hidden singles);
 * - two placed cells with one digit, an empty mask, or no feasible start are contradictions;
 * - when no row narrows anything, the digit counts of the three directions are balanced
 *   (`balanceDigitCounts`).
 * The grader (grade.ts) applies the same rules one at a time, easiest first.
 */

/** Fills `cand` from givens (0 blank, 1..9 placed); false when a given is out of range. */
export function startCandidates(cand: Uint16Array, givens: Uint8Array): boolean {
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const d = givens[cell];
    if (d > 9) return false;
    cand[cell] = d === 0 ? ALL_DIGITS : 1 << (d - 1);
  }
  return true;
}

/**
 * Applies the rules above to every row until none narrows a mask.
 * Before: any masks. After: true, and no rule narrows `cand` further, so a board whose masks
 * are all single digits is a solution; or false, a contradiction (`cand` is then partly narrowed).
 */
export function propagate(cand: Uint16Array): boolean {
  let changed = true;
  while (changed) {
    changed = false;
    for (let row = 0; row < ROW_COUNT; row++) {
      const narrowed = narrowRow(cand, row);
      if (narrowed < 0) return false;
      if (narrowed > 0) changed = true;
    }
    if (!changed) {
      const balance = balanceDigitCounts(cand, false);
      if (balance < 0) return false;
      changed = balance > 0;
    }
  }
  return true;
}

/**
 * Each row as last computed by `narrowRow`: its feasible starts (bit s-1 for start s), the
 * digits of every feasible run and those of some feasible run.
 */
const ROW_STARTS = new Uint16Array(ROW_COUNT);
const ROW_REQUIRED = new Uint16Array(ROW_COUNT);
const ROW_ALLOWED = new Uint16Array(ROW_COUNT);
const LEAST = new Uint8Array(3);
const MOST = new Uint8Array(3);

/**
 * Applies the row rules once to `row`, after working out its feasible runs.
 * Before: any masks. After: -1 for a contradiction; otherwise 1 when a mask was narrowed,
 * 0 when none was, and ROW_STARTS, ROW_REQUIRED and ROW_ALLOWED describe the row as it was
 * on entry (so, when 0, as it is).
 */
export function narrowRow(cand: Uint16Array, row: number): number {
  const from = ROW_START[row];
  const to = ROW_START[row + 1];
  const length = to - from;
  let placed = 0;
  let union = 0;
  for (let i = from; i < to; i++) {
    const m = cand[ROW_CELLS[i]];
    if (m === 0) return -1;
    union |= m;
    if ((m & (m - 1)) === 0) {
      if ((placed & m) !== 0) return -1;
      placed |= m;
    }
  }

  let allowed = 0;
  let required = ALL_DIGITS;
  let feasible = 0;
  for (let s = 0, run = (1 << length) - 1; s <= 9 - length; s++, run <<= 1) {
    if ((union & run) !== run || (placed & ~run) !== 0) continue;
    let fits = true;
    for (let i = from; i < to && fits; i++) fits = (cand[ROW_CELLS[i]] & run) !== 0;
    if (!fits) continue;
    allowed |= run;
    required &= run;
    feasible |= 1 << s;
  }
  if (feasible === 0) return -1;
  ROW_STARTS[row] = feasible;
  ROW_ALLOWED[row] = allowed;
  ROW_REQUIRED[row] = required;

  // Digits in one cell at least (`once`) and in two cells at least (`twice`).
  let narrowed = 0;
  let once = 0;
  let twice = 0;
  for (let i = from; i < to; i++) {
    const cell = ROW_CELLS[i];
    const m = cand[cell];
    let next = m & allowed;
    if ((m & (m - 1)) !== 0) next &= ~placed;
    if (next !== m) {
      if (next === 0) return -1;
      cand[cell] = next;
      narrowed = 1;
    }
    twice |= once & next;
    once |= next;
  }
  if ((required & ~once) !== 0) return -1;
  const lonely = required & ~twice & ~placed;
  if (lonely === 0) return narrowed;
  for (let i = from; i < to; i++) {
    const cell = ROW_CELLS[i];
    const m = cand[cell];
    const hidden = m & lonely;
    if (hidden === 0 || hidden === m) continue;
    if ((hidden & (hidden - 1)) !== 0) return -1;
    cand[cell] = hidden;
    narrowed = 1;
  }
  return narrowed;
}

/**
 * The rows of each direction partition the cells, so a digit d sits in as many cells as there
 * are rows holding it in any one direction: that number is the same in all three. Per
 * direction, it is at least the rows that require d and at most the rows that allow it.
 * When a direction's bound meets the common range, its undecided rows are decided: all hold d
 * (they keep only the runs through d) or none does (d leaves their cells).
 * With `first`, it stops after the first digit and direction whose decision narrowed a mask.
 * Before: ROW_STARTS, ROW_REQUIRED and ROW_ALLOWED describe `cand` (every row was just passed
 * through `narrowRow` without change). After: -1 when the ranges do not meet or a mask empties,
 * 0 when nothing was narrowed, else 1 + 3(d-1) + k for the last digit d and direction k decided.
 */
export function balanceDigitCounts(cand: Uint16Array, first: boolean): number {
  let narrowed = 0;
  for (let d = 1, bit = 1; d <= 9; d++, bit <<= 1) {
    let low = 0;
    let high = 9;
    for (let k = 0; k < 3; k++) {
      let least = 0;
      let most = 0;
      for (let row = 9 * k; row < 9 * k + 9; row++) {
        if ((ROW_REQUIRED[row] & bit) !== 0) least++;
        if ((ROW_ALLOWED[row] & bit) !== 0) most++;
      }
      LEAST[k] = least;
      MOST[k] = most;
      if (least > low) low = least;
      if (most < high) high = most;
    }
    if (low > high) return -1;
    for (let k = 0; k < 3; k++) {
      const holdAll = MOST[k] === low && LEAST[k] < low;
      const holdNone = LEAST[k] === high && MOST[k] > high;
      if (!holdAll && !holdNone) continue;
      let decided = false;
      for (let row = 9 * k; row < 9 * k + 9; row++) {
        if ((ROW_ALLOWED[row] & bit) === 0 || (ROW_REQUIRED[row] & bit) !== 0) continue;
        let keep = ALL_DIGITS & ~bit;
        if (holdAll) {
          // The union of the feasible runs through d.
          keep = 0;
          const length = ROW_START[row + 1] - ROW_START[row];
          const feasible = ROW_STARTS[row];
          for (let s = 0, run = (1 << length) - 1; s <= 9 - length; s++, run <<= 1) {
            if ((feasible & (1 << s)) !== 0 && (run & bit) !== 0) keep |= run;
          }
        }
        for (let i = ROW_START[row]; i < ROW_START[row + 1]; i++) {
          const cell = ROW_CELLS[i];
          const m = cand[cell];
          if ((m & keep) === m) continue;
          if ((m & keep) === 0) return -1;
          cand[cell] = m & keep;
          decided = true;
        }
      }
      if (!decided) continue;
      narrowed = 1 + 3 * (d - 1) + k;
      if (first) return narrowed;
    }
  }
  return narrowed;
}
