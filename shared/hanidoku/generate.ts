import { createRandom, type Random, shuffle } from '../random.ts';
import { DEFAULT_BUDGET, type SearchStats } from '../search.ts';
import { CELL_COUNT } from './geometry.ts';
import { searchHanidoku } from './solve.ts';

export interface GenerateOptions {
  /** Any text; the same seed always gives the same puzzle. */
  seed: string;
  /** Search nodes at most for each uniqueness check (default DEFAULT_BUDGET). */
  budget?: number;
}

export interface GeneratedHanidoku {
  /** 61 digits in reading order, 0 for a blank; exactly one solution. */
  puzzle: Uint8Array;
  solution: Uint8Array;
  seed: string;
}

/**
 * Nodes for one try at a full board. Most tries need a few thousand; the rare ones that wander
 * for hundreds of thousands are cut short and restarted with a fresh digit order.
 */
const FILL_BUDGET = 30_000;
const FILL_TRIES = 1000;

/** 61 random permutations of 1..9, one per cell: the order `searchHanidoku` tries digits in. */
function randomDigitOrder(random: Random): Uint8Array {
  const order = new Uint8Array(9 * CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    for (let k = 0; k < 9; k++) order[9 * cell + k] = k + 1;
    shuffle(order.subarray(9 * cell, 9 * cell + 9), random);
  }
  return order;
}

/** A random full board: the first solution of the empty board under random digit orders. */
function fillBoard(random: Random, budget: number, stats: SearchStats): Uint8Array {
  const empty = new Uint8Array(CELL_COUNT);
  const solution = new Uint8Array(CELL_COUNT);
  for (let attempt = 0; attempt < FILL_TRIES; attempt++) {
    const order = randomDigitOrder(random);
    if (searchHanidoku(empty, 1, Math.min(budget, FILL_BUDGET), solution, stats, order) === 1) {
      return solution;
    }
  }
  throw new Error(`no full Hanidoku board found in ${FILL_TRIES} tries`);
}

/**
 * A Hanidoku with a unique solution, deterministic for its seed: a random full board, then its
 * givens removed in a random order, each removal kept only while the puzzle stays unique (so the
 * result is minimal: no given can go). A check that runs out of budget keeps its given.
 *
 * @example
 * const { puzzle, solution } = generateHanidoku({ seed: '2024-06-01' });
 */
export function generateHanidoku(options: GenerateOptions): GeneratedHanidoku {
  const { seed } = options;
  const budget = options.budget ?? DEFAULT_BUDGET;
  const random = createRandom(seed);
  const stats: SearchStats = { nodes: 0, guesses: 0 };
  const solution = fillBoard(random, budget, stats);
  const puzzle = Uint8Array.from(solution);
  const scratch = new Uint8Array(CELL_COUNT);
  const cells = shuffle(
    Array.from({ length: CELL_COUNT }, (_, cell) => cell),
    random,
  );
  for (const cell of cells) {
    puzzle[cell] = 0;
    if (searchHanidoku(puzzle, 2, budget, scratch, stats) !== 1) puzzle[cell] = solution[cell];
  }
  return { puzzle, solution, seed };
}
