import { LEVELS, type Level } from '../kind/names.ts';
import type { Puzzle } from '../puzzle.ts';
import { countSolutions } from '../solve.ts';
import { DEFAULT_CHAIN_WORK, withChainWork } from './implications.ts';
import { levelRank, solveLogically } from './logic.ts';
import { rateState } from './se-rating.ts';
import { cloneState, puzzleState } from './state.ts';
import { withStepMemo } from './step-memo.ts';
import { TECHNIQUES } from './techniques.ts';
import type { Step, TechniqueId } from './types.ts';

/**
 * A puzzle's difficulty, as a person solving it with pencil marks would feel it.
 *
 * The score adds the points of every step (HoDoKu's idea: 14 per hidden single, 50 per locked
 * candidate, 140 per X-Wing…). The level is the harder of two: the level of the hardest
 * technique needed, and the level the score reaches (HoDoKu's thresholds 800 / 1000 / 1600 for
 * a 9×9, scaled by the number of cells), so a long grind of easy steps is not called easy.
 * A puzzle the techniques cannot finish is `extreme`: it needs guessing.
 */

export interface Grade {
  unique: true;
  level: Level;
  /** Points of every step; for a solve that got stuck, more than any finished solve can score. */
  score: number;
  /**
   * The rating on Sudoku Explainer's scale (se-rating.ts), one decimal: 20.0 when even chains
   * cannot finish; null for grids of other sizes than 9×9, which that scale does not cover.
   */
  rating: number | null;
  /** The hardest technique used, or null when the puzzle came with every cell given. */
  hardestTechnique: TechniqueId | null;
  steps: Step[];
  /** How often each technique was used (techniques not used are absent). */
  techniqueCounts: Partial<Record<TechniqueId, number>>;
}

/** What `gradePuzzle` answers for a puzzle without exactly one solution. */
export interface Ungradable {
  unique: false;
  status: 'unsolvable' | 'multiple' | 'budget';
}

/** Upper scores of easy, medium and hard for 81 cells; above them a puzzle is expert. */
export const SCORE_LEVELS: readonly [number, Level][] = [
  [800, 'easy'],
  [1000, 'medium'],
  [1600, 'hard'],
];

/**
 * The score of a solve that got stuck: `partial` (its steps' points) above the most a finished
 * solve can score. Every step removes at least one candidate, so a finished solve takes at most
 * cellCount × size steps, each worth at most the dearest technique.
 */
export function stuckScore(partial: number, cellCount: number, size: number): number {
  let dearest = 0;
  for (const t of TECHNIQUES) if (t.score > dearest) dearest = t.score;
  return cellCount * size * dearest + partial;
}

/** The level a score reaches on a grid of `cellCount` cells. */
export function scoreLevel(score: number, cellCount: number): Level {
  const per81 = (score * 81) / cellCount;
  for (const [limit, level] of SCORE_LEVELS) if (per81 <= limit) return level;
  return 'expert';
}

/** The level of a logical solve: extreme when unfinished, else the harder of technique and score. */
export function levelOf(solved: boolean, hardest: number, score: number, cellCount: number): Level {
  if (!solved) return 'extreme';
  const byTechnique = hardest < 0 ? 'easy' : TECHNIQUES[hardest].level;
  const byScore = scoreLevel(score, cellCount);
  return LEVELS[Math.max(levelRank(byTechnique), levelRank(byScore))];
}

/** What a grade may spend: search nodes for the uniqueness check, chain work for the solves. */
export interface GradeBudget {
  /** Search nodes of the uniqueness check (countSolutions' budget). */
  budget?: number;
  /** Chain work shared by the rating pass and the grader's solve (default DEFAULT_CHAIN_WORK). */
  chainWork?: number;
}

/**
 * Grades a puzzle: checks it has one solution, then solves it like a person. Either budget
 * spent answers status 'budget'.
 * @example gradePuzzle(parsePuzzle(line)) // { unique: true, level: 'medium', score: 912, rating: 3.4, … }
 */
export function gradePuzzle(puzzle: Puzzle, options: GradeBudget = {}): Grade | Ungradable {
  const count = countSolutions(puzzle, 2, options);
  if (count.status === 'budget') return { unique: false, status: 'budget' };
  if (count.count !== 1)
    return { unique: false, status: count.count === 0 ? 'unsolvable' : 'multiple' };
  const start = puzzleState(puzzle);
  const solved = withChainWork(options.chainWork ?? DEFAULT_CHAIN_WORK, () =>
    withStepMemo(() => ({
      rating: puzzle.geometry.size === 9 ? rateState(cloneState(start)) / 10 : null,
      result: solveLogically(start, { record: true, lastResort: true }),
    })),
  );
  if (!solved) return { unique: false, status: 'budget' };
  const { rating, result } = solved;
  const { cellCount, size } = puzzle.geometry;
  const techniqueCounts: Partial<Record<TechniqueId, number>> = {};
  result.counts.forEach((n, i) => {
    if (n > 0) techniqueCounts[TECHNIQUES[i].id] = n;
  });
  return {
    unique: true,
    level: levelOf(result.solved, result.hardest, result.score, cellCount),
    score: result.solved ? result.score : stuckScore(result.score, cellCount, size),
    rating,
    hardestTechnique: result.hardest < 0 ? null : TECHNIQUES[result.hardest].id,
    steps: result.steps,
    techniqueCounts,
  };
}
