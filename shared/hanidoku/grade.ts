import { LEVELS, type Level } from '../kind/names.ts';
import {
  COUNTS,
  HANIDOKU_TECHNIQUES,
  type HanidokuStep,
  type HanidokuTechniqueId,
  solveByLogic,
} from './logic.ts';
import { countHanidoku } from './solve.ts';

/**
 * A Hanidoku's difficulty, in the classic grader's words (shared/grade/grade.ts): the score adds
 * the points of every step of the logical solve (logic.ts); the level is the level of the
 * hardest rule it needed: easy (singles), medium (runs), hard (digit balance), or extreme when
 * the rules cannot finish and a solver must guess. Unlike the classic grader no score threshold
 * raises the level: with at most 61 placements, easy steps cannot pile up into a hard puzzle
 * (generated easy puzzles score about 470-660, medium 900-1700, hard 1100-2300); the score orders
 * puzzles within a level.
 */

/** The logical solve of a puzzle, without the uniqueness check. */
export interface HanidokuRating {
  /** The rules filled the board (which proves the solution unique). */
  solved: boolean;
  level: Level;
  score: number;
  /** The hardest rule used, or null when no rule was needed. */
  hardestTechnique: HanidokuTechniqueId | null;
  /** How often each rule was used (rules not used are absent). */
  techniqueCounts: Partial<Record<HanidokuTechniqueId, number>>;
  /** Every step in order, when asked for. */
  steps?: HanidokuStep[];
}

export interface HanidokuGrade {
  unique: true;
  level: Level;
  score: number;
  hardestTechnique: HanidokuTechniqueId | null;
  techniqueCounts: Partial<Record<HanidokuTechniqueId, number>>;
  steps?: HanidokuStep[];
}

/** What `gradeHanidoku` answers for a puzzle without exactly one solution. */
export interface HanidokuUngradable {
  unique: false;
  status: 'unsolvable' | 'multiple' | 'budget';
}

export interface HanidokuGradeOptions {
  /** Search nodes at most for the uniqueness check (default DEFAULT_BUDGET). */
  budget?: number;
  /** Record every step (default false). */
  steps?: boolean;
}

/** The rank in LEVELS of each rule's level. */
const TECHNIQUE_RANK = HANIDOKU_TECHNIQUES.map(({ level }) => LEVELS.indexOf(level));
const EXTREME_RANK = LEVELS.indexOf('extreme');

/**
 * Solves `givens` by the rules up to `maxLevel` (default all) and rates the solve; no search.
 * @example rateHanidoku(puzzle).level // 'medium'
 */
export function rateHanidoku(
  givens: Uint8Array,
  options: { maxLevel?: Level; steps?: boolean } = {},
): HanidokuRating {
  const steps: HanidokuStep[] | null = options.steps ? [] : null;
  const solved = solveByLogic(givens, maxRank(options.maxLevel ?? 'extreme'), steps);
  let hardest = -1;
  let score = 0;
  const techniqueCounts: Partial<Record<HanidokuTechniqueId, number>> = {};
  HANIDOKU_TECHNIQUES.forEach(({ id, score: points }, i) => {
    if (COUNTS[i] === 0) return;
    techniqueCounts[id] = COUNTS[i];
    score += COUNTS[i] * points;
    hardest = i;
  });
  const rank = !solved ? EXTREME_RANK : hardest < 0 ? 0 : TECHNIQUE_RANK[hardest];
  return {
    solved,
    level: LEVELS[rank],
    score,
    hardestTechnique: hardest < 0 ? null : HANIDOKU_TECHNIQUES[hardest].id,
    techniqueCounts,
    ...(steps ? { steps } : {}),
  };
}

/**
 * True when the rules up to `maxLevel` solve `givens` (so it has one solution); for generators,
 * which ask this once per removed given. Tallies only, no allocation.
 */
export function solvesHanidoku(givens: Uint8Array, maxLevel: Level): boolean {
  return solveByLogic(givens, maxRank(maxLevel), null);
}

/**
 * Grades a Hanidoku: checks by search that it has one solution, then solves it by the rules.
 * @example gradeHanidoku(parseHanidoku(line)) // { unique: true, level: 'medium', score: 432, … }
 */
export function gradeHanidoku(
  givens: Uint8Array,
  options: HanidokuGradeOptions = {},
): HanidokuGrade | HanidokuUngradable {
  const count = countHanidoku(givens, 2, { budget: options.budget });
  if (count.status === 'budget') return { unique: false, status: 'budget' };
  if (count.count !== 1) {
    return { unique: false, status: count.count === 0 ? 'unsolvable' : 'multiple' };
  }
  const { solved: _, ...grade } = rateHanidoku(givens, { steps: options.steps });
  return { unique: true, ...grade };
}

function maxRank(level: Level): number {
  return LEVELS.indexOf(level);
}
