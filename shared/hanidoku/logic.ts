import { LEVELS, type Level } from '../kind/names.ts';
import {
  ALL_DIGITS,
  CELL_COUNT,
  PEER_START,
  PEERS,
  ROW_CELLS,
  ROW_COUNT,
  ROW_LENGTH,
  ROW_START,
  requiredDigits,
} from './geometry.ts';
import { balanceDigitCounts, narrowRow } from './propagate.ts';

/**
 * Hanidoku solved the way a person with pencil marks would, one rule at a time, easiest first.
 * The rules are those of propagate.ts, split into a ladder:
 * - naked single: a cell left with one digit once its peers' digits are struck;
 * - hidden single: a digit every row of its length holds (10-L..L) fits one cell of the row;
 * - run: a row's cells keep only digits of its feasible runs, and a digit all of them hold
 *   that fits one cell goes there (`narrowRow`);
 * - balance: a digit sits in as many rows of each direction, which decides rows that may or
 *   may not hold it (`balanceDigitCounts`).
 * Singles are swept in bulk; after any other step, singles again. A puzzle the ladder cannot
 * finish needs guessing.
 *
 * State: `cand` as in propagate.ts, and PLACED[cell] = 1 once the cell's digit has left its
 * peers. Between steps every cell with one digit is placed, so propagate.ts's "one digit means
 * placed" holds.
 */

export type HanidokuTechniqueId =
  | 'hanidoku-naked-single'
  | 'hanidoku-hidden-single'
  | 'hanidoku-run'
  | 'hanidoku-balance';

/** A rule of the ladder: its name for hints, its level and its points per use. */
export interface HanidokuTechnique {
  readonly id: HanidokuTechniqueId;
  readonly name: string;
  readonly level: Level;
  readonly score: number;
}

/** The ladder, easiest first: the order the solver tries the rules in. */
export const HANIDOKU_TECHNIQUES: readonly HanidokuTechnique[] = [
  { id: 'hanidoku-naked-single', name: 'Naked single', level: 'easy', score: 4 },
  { id: 'hanidoku-hidden-single', name: 'Hidden single', level: 'easy', score: 14 },
  { id: 'hanidoku-run', name: 'Run', level: 'medium', score: 40 },
  { id: 'hanidoku-balance', name: 'Digit balance', level: 'hard', score: 140 },
];

const NAKED_SINGLE = 0;
const HIDDEN_SINGLE = 1;
const RUN = 2;
const BALANCE = 3;

/** Ranks in LEVELS of the run and balance rules' levels (singles are easy, 0). */
const RUN_RANK = LEVELS.indexOf(HANIDOKU_TECHNIQUES[RUN].level);
const BALANCE_RANK = LEVELS.indexOf(HANIDOKU_TECHNIQUES[BALANCE].level);

/** A digit for a cell: placed or struck. */
export interface HanidokuCellDigit {
  cell: number;
  digit: number;
}

/** One application of a rule, for hints. */
export interface HanidokuStep {
  technique: HanidokuTechniqueId;
  /** Cells the step leaves with one digit. */
  placements: HanidokuCellDigit[];
  /** Digits the rule struck (not those struck from peers of a placed digit afterwards). */
  eliminations: HanidokuCellDigit[];
  /** Rows (geometry.ts numbering) the rule looked at. */
  rows: number[];
  /** Digits the rule was about: a single's digit, the balanced digit, the digits a run struck. */
  digits: number[];
}

const cand = new Uint16Array(CELL_COUNT);
const PLACED = new Uint8Array(CELL_COUNT);
/** The masks before a step, when steps are recorded. */
const BEFORE = new Uint16Array(CELL_COUNT);
/** Cells a run or balance step left with one digit, to be placed. */
const FRESH = new Uint8Array(CELL_COUNT);
const REQUIRED = Uint16Array.from(ROW_LENGTH, requiredDigits);

/** Uses of each rule in the last `solveByLogic`, indexed like HANIDOKU_TECHNIQUES. */
export const COUNTS = new Int32Array(HANIDOKU_TECHNIQUES.length);
let open = 0;

/**
 * Solves `givens` as far as the rules whose level ranks at most `maxRank` in LEVELS reach,
 * tallying COUNTS and, when `steps` is given, recording every step. True when the board was
 * filled and keeps the rule: since every rule only draws consequences, that board is then the
 * puzzle's one solution. False when stuck or on a contradiction (no solution).
 */
export function solveByLogic(
  givens: Uint8Array,
  maxRank: number,
  steps: HanidokuStep[] | null,
): boolean {
  COUNTS.fill(0);
  cand.fill(ALL_DIGITS);
  PLACED.fill(0);
  open = CELL_COUNT;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const d = givens[cell];
    if (d === 0) continue;
    const bit = 1 << (d - 1);
    if (d > 9 || (cand[cell] & bit) === 0 || !place(cell, bit)) return false;
  }
  for (;;) {
    const placed = sweepSingles(steps);
    if (placed < 0) return false;
    if (open === 0) {
      for (let row = 0; row < ROW_COUNT; row++) if (narrowRow(cand, row) < 0) return false;
      return true;
    }
    if (placed > 0) continue;
    if (maxRank < RUN_RANK) return false;
    const run = applyRun(steps);
    if (run < 0) return false;
    if (run > 0) continue;
    if (maxRank < BALANCE_RANK) return false;
    if (steps) BEFORE.set(cand);
    const decided = balanceDigitCounts(cand, true);
    if (decided <= 0) return false;
    COUNTS[BALANCE]++;
    if (steps) {
      const direction = (decided - 1) % 3;
      const rows = Array.from({ length: 9 }, (_, i) => 9 * direction + i);
      steps.push(recordStep('hanidoku-balance', rows, [1 + Math.floor((decided - 1) / 3)]));
    }
    if (!placeFresh()) return false;
  }
}

/** Places `bit` in `cell` and strikes it from the peers; false when a peer is left empty. */
function place(cell: number, bit: number): boolean {
  cand[cell] = bit;
  PLACED[cell] = 1;
  open--;
  for (let p = PEER_START[cell]; p < PEER_START[cell + 1]; p++) {
    const peer = PEERS[p];
    const m = cand[peer];
    if ((m & bit) === 0) continue;
    if (m === bit) return false;
    cand[peer] = m & ~bit;
  }
  return true;
}

/**
 * One pass of naked singles over the cells, then one of hidden singles over the rows.
 * Returns the digits placed, or -1 on a contradiction.
 */
function sweepSingles(steps: HanidokuStep[] | null): number {
  let placed = 0;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const m = cand[cell];
    if (PLACED[cell] === 1 || (m & (m - 1)) !== 0) continue;
    if (m === 0 || !place(cell, m)) return -1;
    COUNTS[NAKED_SINGLE]++;
    placed++;
    steps?.push(singleStep('hanidoku-naked-single', cell, m, []));
  }
  for (let row = 0; row < ROW_COUNT; row++) {
    const from = ROW_START[row];
    const to = ROW_START[row + 1];
    let once = 0;
    let twice = 0;
    let fixed = 0;
    for (let i = from; i < to; i++) {
      const cell = ROW_CELLS[i];
      const m = cand[cell];
      if (PLACED[cell] === 1) fixed |= m;
      else {
        twice |= once & m;
        once |= m;
      }
    }
    const need = REQUIRED[row] & ~fixed;
    if ((need & ~once) !== 0) return -1;
    for (let lonely = need & ~twice; lonely !== 0; lonely &= lonely - 1) {
      const bit = lonely & -lonely;
      let at = -1;
      for (let i = from; i < to && at < 0; i++) {
        const cell = ROW_CELLS[i];
        if (PLACED[cell] === 0 && (cand[cell] & bit) !== 0) at = cell;
      }
      // An earlier single of this pass took the only cell.
      if (at < 0 || !place(at, bit)) return -1;
      COUNTS[HIDDEN_SINGLE]++;
      placed++;
      steps?.push(singleStep('hanidoku-hidden-single', at, bit, [row]));
    }
  }
  return placed;
}

/**
 * The run rule on the first row it narrows, then the cells it left with one digit placed.
 * Returns 1 when applied, 0 when no row narrows (then every row's runs are up to date for
 * `balanceDigitCounts`), -1 on a contradiction.
 */
function applyRun(steps: HanidokuStep[] | null): number {
  for (let row = 0; row < ROW_COUNT; row++) {
    if (steps) BEFORE.set(cand);
    const narrowed = narrowRow(cand, row);
    if (narrowed === 0) continue;
    if (narrowed < 0) return -1;
    COUNTS[RUN]++;
    if (steps) {
      const step = recordStep('hanidoku-run', [row], []);
      let digits = 0;
      for (const { digit } of step.eliminations) digits |= 1 << (digit - 1);
      step.digits = digitsOf(digits);
      steps.push(step);
    }
    return placeFresh() ? 1 : -1;
  }
  return 0;
}

/** Places every cell a rule left with one digit; false on a contradiction. */
function placeFresh(): boolean {
  let fresh = 0;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const m = cand[cell];
    if (PLACED[cell] === 0 && (m & (m - 1)) === 0) FRESH[fresh++] = cell;
  }
  for (let i = 0; i < fresh; i++) {
    const cell = FRESH[i];
    const m = cand[cell];
    if (m === 0 || !place(cell, m)) return false;
  }
  return true;
}

function singleStep(
  technique: HanidokuTechniqueId,
  cell: number,
  bit: number,
  rows: number[],
): HanidokuStep {
  const digit = 32 - Math.clz32(bit);
  return { technique, placements: [{ cell, digit }], eliminations: [], rows, digits: [digit] };
}

/** A step from the masks before it (BEFORE) and after it, before its fresh cells are placed. */
function recordStep(technique: HanidokuTechniqueId, rows: number[], digits: number[]) {
  const step: HanidokuStep = { technique, placements: [], eliminations: [], rows, digits };
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const struck = BEFORE[cell] & ~cand[cell];
    if (struck === 0) continue;
    for (const digit of digitsOf(struck)) step.eliminations.push({ cell, digit });
    if ((cand[cell] & (cand[cell] - 1)) === 0) {
      step.placements.push({ cell, digit: 32 - Math.clz32(cand[cell]) });
    }
  }
  return step;
}

function digitsOf(mask: number): number[] {
  const digits: number[] = [];
  for (let d = 1; d <= 9; d++) if ((mask & (1 << (d - 1))) !== 0) digits.push(d);
  return digits;
}
