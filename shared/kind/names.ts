import { SYMMETRIES, type Symmetry } from '../symmetry.ts';

/**
 * The vocabulary every consumer shares, fixed once: the kinds of puzzle, their names for people,
 * the levels each is made at, and the form of a seed. This file holds words and tables only (no
 * engine), so a page can import it without carrying the solver.
 */

/** The kinds of puzzle: grids (classic, X-Sudoku with its diagonals, jigsaw) and the honeycomb. */
export const KIND_IDS = ['classic', 'x', 'jigsaw', 'hanidoku'] as const;
export type KindId = (typeof KIND_IDS)[number];

/** Difficulty levels, easiest first. `extreme`: the grader cannot finish without guessing. */
export const LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'] as const;
export type Level = (typeof LEVELS)[number];

/** The levels a generator makes: every level but `extreme`, which needs guessing. */
export type RatedLevel = Exclude<Level, 'extreme'>;
export const RATED_LEVELS: readonly RatedLevel[] = ['easy', 'medium', 'hard', 'expert'];

/** What people call a kind, and what it is made with. */
export interface KindWords {
  /** Its name as a title: "X-Sudoku". */
  readonly name: string;
  /** Its name inside a sentence: "a hard X-sudoku". */
  readonly noun: string;
  /**
   * What picks the shape of one of its puzzles, as a ShapeSpec (shape.ts) gives it: a grid's
   * `size` (9 by default), a jigsaw's `regions` map, or nothing, the honeycomb having one shape.
   */
  readonly shapedBy: 'size' | 'regions' | null;
  /** The levels its generator makes, easiest first. */
  readonly levels: readonly RatedLevel[];
  /** The symmetries its generator can keep. */
  readonly symmetries: readonly Symmetry[];
  /**
   * Whether its minimal puzzles (givens removed until none can go) are made at a chosen level;
   * the honeycomb's minimal generator came before its levels, and most of its puzzles need guessing.
   */
  readonly minimalAtLevel: boolean;
}

export const KINDS: Readonly<Record<KindId, KindWords>> = {
  classic: {
    name: 'Sudoku',
    noun: 'sudoku',
    shapedBy: 'size',
    levels: RATED_LEVELS,
    symmetries: SYMMETRIES,
    minimalAtLevel: true,
  },
  x: {
    name: 'X-Sudoku',
    noun: 'X-sudoku',
    shapedBy: 'size',
    levels: RATED_LEVELS,
    symmetries: SYMMETRIES,
    minimalAtLevel: true,
  },
  jigsaw: {
    name: 'Jigsaw Sudoku',
    noun: 'jigsaw sudoku',
    shapedBy: 'regions',
    levels: RATED_LEVELS,
    // A jigsaw's regions are not symmetric, so its puzzles need not be either.
    symmetries: SYMMETRIES,
    minimalAtLevel: true,
  },
  hanidoku: {
    name: 'Hanidoku',
    noun: 'Hanidoku',
    shapedBy: null,
    levels: ['easy', 'medium', 'hard'],
    symmetries: ['none', 'rotational'],
    minimalAtLevel: false,
  },
};

/**
 * The givens of a 9×9 puzzle at each level, fewest and most (generator version 2 on; see
 * docs/grading.md, "Levels"): easy looks easy, and each harder level gives fewer. The grade
 * still decides the level; the count only follows it.
 */
export const LEVEL_GIVENS: Readonly<Record<RatedLevel, readonly [number, number]>> = {
  easy: [34, 40],
  medium: [30, 34],
  hard: [27, 31],
  expert: [22, 28],
};

/**
 * The givens of a 16×16 puzzle at each level, from generator version 3. A 16×16 dig stops near
 * 100 givens (93 to 115 over 40 attempts), where LEVEL_GIVENS scaled gives expert 70 to 88 and
 * hard 85 to 98: an expert was never made, a hard one in about 18 attempts. These put expert's
 * fewest at 92 and space the others as LEVEL_GIVENS does, scaled (92 + (n - 22) × 256 / 81).
 */
export const LEVEL_GIVENS_16: Readonly<Record<RatedLevel, readonly [number, number]>> = {
  easy: [130, 149],
  medium: [117, 130],
  hard: [108, 120],
  expert: [92, 111],
};

/**
 * A level's givens, fewest and most, on a grid of `cellCount` cells, as generator `version` (2
 * on) ranges them: LEVEL_GIVENS on 81 cells, LEVEL_GIVENS_16 on 256 from version 3, otherwise
 * LEVEL_GIVENS scaled from 81 cells and rounded.
 * @example givensRange('easy', 36, 3) // [15, 18]
 */
export function givensRange(
  level: RatedLevel,
  cellCount: number,
  version: number,
): readonly [number, number] {
  if (cellCount === 81) return LEVEL_GIVENS[level];
  if (cellCount === 256 && version >= 3) return LEVEL_GIVENS_16[level];
  const [fewest, most] = LEVEL_GIVENS[level];
  return [Math.round((fewest * cellCount) / 81), Math.round((most * cellCount) / 81)];
}

/** Each level's name as a title. */
export const LEVEL_NAMES: Readonly<Record<Level, string>> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  expert: 'Expert',
  extreme: 'Extreme',
};

/** A seed: 1 to 64 characters that are safe in a URL path and a file name. */
export const SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** SEED_PATTERN in words, for messages. */
export const SEED_RULE = '1 to 64 characters A-Z a-z 0-9 - _';

/**
 * A kind's name as a title, with its size unless it is the usual 9×9: "Sudoku", "Sudoku 6×6",
 * "X-Sudoku", "Hanidoku".
 */
export function kindTitle(id: KindId, size: number): string {
  const { name, shapedBy } = KINDS[id];
  return shapedBy !== null && size !== 9 ? `${name} ${size}×${size}` : name;
}
