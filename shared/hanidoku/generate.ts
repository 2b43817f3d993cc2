import type { NotGenerated } from '../generate.ts';
import { KINDS, type Level } from '../kind/names.ts';
import { createRandom, type Random, shuffle } from '../random.ts';
import { DEFAULT_BUDGET, type SearchStats } from '../search.ts';
import { CELL_COUNT } from './geometry.ts';
import { rateHanidoku, solvesHanidoku } from './grade.ts';
import type { HanidokuTechniqueId } from './logic.ts';
import { searchHanidoku } from './solve.ts';

/** The levels a Hanidoku can be generated at (extreme ones need guessing). */
export type HanidokuLevel = 'easy' | 'medium' | 'hard';
const HANIDOKU_LEVELS: readonly string[] = KINDS.hanidoku.levels;

export interface GenerateOptions {
  /** Any text; the same seed (and options) always give the same puzzle. */
  seed: string;
  /** The wanted level; without it, givens go while the puzzle stays unique (minimal). */
  level?: HanidokuLevel;
  /** 'rotational' removes givens in pairs of cells turned 180° into each other (default 'none'). */
  symmetry?: 'none' | 'rotational';
  /** Search nodes at most for each search (default DEFAULT_BUDGET). */
  budget?: number;
  /** Removal orders tried at most for a level before giving up (default 1000). */
  maxAttempts?: number;
  /** Called as each removal order begins (the first is 1): a caller's way to show long work. */
  onAttempt?: (attempt: number) => void;
}

export interface GeneratedHanidoku {
  ok: true;
  /** 61 digits in reading order, 0 for a blank; exactly one solution. */
  puzzle: Uint8Array;
  solution: Uint8Array;
  seed: string;
  /** The grade of the puzzle (gradeHanidoku's); extreme when the rules cannot solve it. */
  level: Level;
  score: number;
  hardestTechnique: HanidokuTechniqueId | null;
  /** How many removal orders it took (the first is 1; 1 for the minimal generator). */
  attempts: number;
}

/**
 * Nodes for one try at a full board, which is then restarted with a fresh digit order. Tries
 * are heavy-tailed (half end within 8000 nodes, a fifth not within 200 000), so a board costs
 * some 16 000 nodes with a cutoff of 30 000 and some 7000 with 2000. The minimal generator keeps
 * the first cutoff, which its pinned puzzles depend on.
 */
const FILL_BUDGET = 30_000;
const LEVEL_FILL_BUDGET = 2000;
const FILL_TRIES = 1000;
/**
 * Removal orders tried on one full board before drawing the next: a board costs a search of
 * tens of milliseconds, one removal order about one.
 */
const ORDERS_PER_BOARD = 16;

/** 61 random permutations of 1..9, one per cell: the order `searchHanidoku` tries digits in. */
function randomDigitOrder(random: Random): Uint8Array {
  const order = new Uint8Array(9 * CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    for (let k = 0; k < 9; k++) order[9 * cell + k] = k + 1;
    shuffle(order.subarray(9 * cell, 9 * cell + 9), random);
  }
  return order;
}

/**
 * A random full board: the first solution of the empty board under random digit orders; null
 * when FILL_TRIES tries all ran out of budget.
 */
function fillBoard(random: Random, budget: number, stats: SearchStats): Uint8Array | null {
  const empty = new Uint8Array(CELL_COUNT);
  const solution = new Uint8Array(CELL_COUNT);
  for (let attempt = 0; attempt < FILL_TRIES; attempt++) {
    const order = randomDigitOrder(random);
    if (searchHanidoku(empty, 1, budget, solution, stats, order) === 1) {
      return solution;
    }
  }
  return null;
}

/**
 * The groups of cells removed together: each cell alone, or with its turn by 180° (cell i and
 * 60-i in reading order; the centre, 30, stays alone).
 */
function orbitsOf(symmetry: 'none' | 'rotational'): number[][] {
  const orbits: number[][] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const other = symmetry === 'none' ? cell : CELL_COUNT - 1 - cell;
    if (other === cell) orbits.push([cell]);
    else if (other > cell) orbits.push([cell, other]);
  }
  return orbits;
}

/**
 * A Hanidoku with a unique solution, deterministic for its seed and options.
 *
 * With `level`: a random full board, then its givens removed orbit by orbit in a random order,
 * each removal kept only while the rules up to that level still solve the puzzle (which also
 * proves it unique); then the puzzle is rated, and when the hardest rule it needs is below the
 * level, the next attempt (a new removal order, and every ORDERS_PER_BOARD attempts a new board)
 * continues the same random stream.
 * Without `level` (the original generator, puzzles unchanged): removals are kept while the
 * search finds one solution, so the result is minimal, and usually needs guessing. A check that
 * runs out of budget keeps its given.
 *
 * @example
 * const { puzzle, solution, level } = generateHanidoku({ seed: '2024-06-01', level: 'medium' });
 */
export function generateHanidoku(options: GenerateOptions): GeneratedHanidoku | NotGenerated {
  const { seed, level } = options;
  const budget = options.budget ?? DEFAULT_BUDGET;
  const symmetry = options.symmetry ?? 'none';
  const orbits = orbitsOf(symmetry);
  const stats: SearchStats = { nodes: 0, guesses: 0 };
  if (level === undefined) {
    // The seed alone, as before levels existed, so old seeds keep their puzzles.
    const random = createRandom(symmetry === 'none' ? seed : `hanidoku:${symmetry}:${seed}`);
    const solution = fillBoard(random, Math.min(budget, FILL_BUDGET), stats);
    if (!solution) return { ok: false, attempts: 1 };
    const puzzle = Uint8Array.from(solution);
    shuffle(orbits, random);
    removeWhileUnique(puzzle, solution, orbits, budget, stats);
    return rated(puzzle, solution, seed, 1);
  }
  if (!HANIDOKU_LEVELS.includes(level)) {
    throw new RangeError(
      `unknown Hanidoku level '${level}' (expected ${HANIDOKU_LEVELS.join(', ')})`,
    );
  }
  const random = createRandom(`hanidoku:${level}:${symmetry}:${seed}`);
  const maxAttempts = options.maxAttempts ?? 1000;
  let solution: Uint8Array | null = null;
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    options.onAttempt?.(attempt + 1);
    if (attempt % ORDERS_PER_BOARD === 0) {
      solution = fillBoard(random, Math.min(budget, LEVEL_FILL_BUDGET), stats);
    }
    if (!solution) return { ok: false, attempts: attempt + 1 };
    const puzzle = Uint8Array.from(solution);
    shuffle(orbits, random);
    removeWhileLogical(puzzle, solution, orbits, level);
    const generated = rated(puzzle, solution, seed, attempt + 1);
    if (generated.level === level) return generated;
  }
  return { ok: false, attempts: maxAttempts };
}

function rated(
  puzzle: Uint8Array,
  solution: Uint8Array,
  seed: string,
  attempts: number,
): GeneratedHanidoku {
  const { level, score, hardestTechnique } = rateHanidoku(puzzle);
  return { ok: true, puzzle, solution, seed, level, score, hardestTechnique, attempts };
}

/** Removes orbits while the rules up to `level` still solve the puzzle. */
function removeWhileLogical(
  puzzle: Uint8Array,
  solution: Uint8Array,
  orbits: number[][],
  level: HanidokuLevel,
): void {
  for (const orbit of orbits) {
    for (const cell of orbit) puzzle[cell] = 0;
    if (!solvesHanidoku(puzzle, level)) for (const cell of orbit) puzzle[cell] = solution[cell];
  }
}

/** Removes orbits while the search finds one solution, so no orbit can go at the end. */
function removeWhileUnique(
  puzzle: Uint8Array,
  solution: Uint8Array,
  orbits: number[][],
  budget: number,
  stats: SearchStats,
): void {
  const scratch = new Uint8Array(CELL_COUNT);
  for (const orbit of orbits) {
    for (const cell of orbit) puzzle[cell] = 0;
    if (searchHanidoku(puzzle, 2, budget, scratch, stats) !== 1) {
      for (const cell of orbit) puzzle[cell] = solution[cell];
    }
  }
}
