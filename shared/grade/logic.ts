import { LEVELS, type Level } from '../kind/names.ts';
import { type SweepTally, sweepSingles } from './singles.ts';
import { applyStep, type GradeState } from './state.ts';
import { findAt, memoPosition } from './step-memo.ts';
import { STUCK_ONLY_FROM, TECHNIQUES } from './techniques.ts';
import type { Step, Technique } from './types.ts';

/**
 * The logical solver: singles swept until none is left, then the easiest other technique that
 * applies, once, then singles again, until the grid is full or nothing applies.
 */

export interface LogicOptions {
  /** Techniques above this level are not tried (default: all). */
  maxLevel?: Level;
  /** Allow unique rectangles and BUG+1, which assume one solution (default true). */
  assumeUnique?: boolean;
  /** Collect every step (default false: only tallies, which is faster). */
  record?: boolean;
  /** Stop once every one of these cells holds a digit (the generator's early exit). */
  until?: readonly number[];
  /**
   * Also try the techniques that only come after every other one (ALS wings, forcing chains;
   * TECHNIQUES from STUCK_ONLY_FROM on). Default false, so the generator solves as it always has.
   */
  lastResort?: boolean;
}

export interface LogicResult {
  /** The grid was filled. */
  solved: boolean;
  /** A contradiction came up: the position has no solution (or a unique-only technique erred). */
  contradiction: boolean;
  /** Uses of each technique, indexed like TECHNIQUES. */
  counts: Int32Array;
  /** Index in TECHNIQUES of the hardest technique used, or -1. */
  hardest: number;
  /** Sum of the scores of every step. */
  score: number;
  /** Every step in order, when recorded. */
  steps: Step[];
}

const LEVEL_RANK: Readonly<Record<Level, number>> = Object.fromEntries(
  LEVELS.map((level, rank) => [level, rank]),
) as Record<Level, number>;

/** The rank of a level, 0 for easy. */
export function levelRank(level: Level): number {
  return LEVEL_RANK[level];
}

/** Singles are swept in bulk; these are the other techniques, in order. */
const FULL_HOUSE = 0;
const NAKED_SINGLE = 1;
const HIDDEN_SINGLE = 2;

/** By level rank * 4 + assumeUnique * 2 + lastResort. */
const techniqueLists: { technique: Technique; index: number }[][] = [];

/** TECHNIQUES past the singles, filtered by options (built once per option set). */
function harderTechniques(maxLevel: Level, assumeUnique: boolean, lastResort: boolean) {
  const key = LEVEL_RANK[maxLevel] * 4 + (assumeUnique ? 2 : 0) + (lastResort ? 1 : 0);
  let list = techniqueLists[key];
  if (!list) {
    list = TECHNIQUES.map((technique, index) => ({ technique, index })).filter(
      ({ technique, index }) =>
        index > HIDDEN_SINGLE &&
        (lastResort || index < STUCK_ONLY_FROM) &&
        LEVEL_RANK[technique.level] <= LEVEL_RANK[maxLevel] &&
        (assumeUnique || !technique.assumesUnique),
    );
    techniqueLists[key] = list;
  }
  return list;
}

/**
 * Solves `state` in place as far as the allowed techniques reach.
 * Before: a consistent position. After: `state` holds every deduction made.
 */
export function solveLogically(state: GradeState, options: LogicOptions = {}): LogicResult {
  const harder = harderTechniques(
    options.maxLevel ?? 'expert',
    options.assumeUnique ?? true,
    options.lastResort ?? false,
  );
  const steps: Step[] = [];
  const record = options.record ? steps : null;
  const counts = new Int32Array(TECHNIQUES.length);
  const tally: SweepTally = { fullHouses: 0, nakedSingles: 0, hiddenSingles: 0 };
  let hardest = -1;
  let contradiction = false;
  const until = options.until;
  while (state.empty > 0 && !(until && allPlaced(state, until))) {
    const placed = sweepSingles(state, tally, record);
    if (placed < 0) {
      contradiction = true;
      break;
    }
    if (placed > 0) continue;
    if (harder.length === 0) break;
    let found: Step | null = null;
    let index = -1;
    const position = memoPosition(state);
    for (const entry of harder) {
      found = findAt(position, entry.technique, state);
      if (found) {
        index = entry.index;
        break;
      }
    }
    if (!found) break;
    counts[index]++;
    if (index > hardest) hardest = index;
    record?.push(found);
    applyStep(state, found);
  }
  counts[FULL_HOUSE] += tally.fullHouses;
  counts[NAKED_SINGLE] += tally.nakedSingles;
  counts[HIDDEN_SINGLE] += tally.hiddenSingles;
  if (hardest < 0) {
    if (tally.hiddenSingles > 0) hardest = HIDDEN_SINGLE;
    else if (tally.nakedSingles > 0) hardest = NAKED_SINGLE;
    else if (tally.fullHouses > 0) hardest = FULL_HOUSE;
  }
  let score = 0;
  for (let i = 0; i < counts.length; i++) score += counts[i] * TECHNIQUES[i].score;
  return {
    solved: state.empty === 0 && !contradiction,
    contradiction,
    counts,
    hardest,
    score,
    steps,
  };
}

function allPlaced(state: GradeState, cells: readonly number[]): boolean {
  for (let i = 0; i < cells.length; i++) if (state.values[cells[i]] === 0) return false;
  return true;
}
