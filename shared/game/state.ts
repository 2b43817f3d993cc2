import type { Puzzle } from '../puzzle.ts';
import { type GamePuzzle, gamePuzzle } from './rules.ts';

/**
 * A player's game, as the page renders it. A game is immutable: `applyEvent` (events.ts)
 * returns a new one and never touches the old, so undo history can share arrays freely and the
 * page can compare identities to skip a render or a save.
 *
 * - `grid` holds the givens and the player's digits together (0: blank), the layout every
 *   other part of the core reads (`nextHint(game.puzzle, game.grid, hintCandidates(game))`).
 * - `notes[cell]` is the player's pencil marks as a mask (digit d at bit d-1); 0 for a filled
 *   cell, and for an empty cell without marks.
 * - `eliminated[cell]` is what the player has ruled out of an empty cell: the notes they took
 *   off (a note toggled off, a hint's elimination played), less any they wrote back. Notes not
 *   written yet rule nothing out, so only a removed note can be a mistake (`hintCandidates`).
 * - The clock: `elapsed` ms counted up to `runningSince`, the caller's `now` when counting
 *   last began; null while it stands (paused, completed, or not started yet: then the next
 *   event's `now` starts it). Elapsed time is `elapsed + (now - runningSince)`.
 */
export interface Game {
  /** The puzzle and its kind's rules (rules.ts). */
  readonly puzzle: GamePuzzle;
  /** The one solution; null when the puzzle has none or several (completion is then a full, clash-free grid). */
  readonly solution: Uint8Array | null;
  readonly grid: Uint8Array;
  readonly notes: Uint16Array;
  /** Digits the player removed from each empty cell's notes (a mask; 0 for a filled cell). */
  readonly eliminated: Uint16Array;
  /** The selected cell, or null. */
  readonly selected: number | null;
  /** Whether digits typed with `input` go to the notes. */
  readonly notesMode: boolean;
  /** Board changes, oldest first; the last is undone first. */
  readonly undo: readonly Edit[];
  /** Undone changes, the last is redone first; emptied by any new change. */
  readonly redo: readonly Edit[];
  readonly elapsed: number;
  readonly runningSince: number | null;
  /** The board is hidden and the clock stands; every event but `resume` is ignored. */
  readonly paused: boolean;
  /** Hints shown (`hint` events), checks made, cells revealed. */
  readonly hintsUsed: number;
  readonly checks: number;
  readonly reveals: number;
  /**
   * The cells revealed so far, ascending. A reveal stays counted when undone or restarted (the
   * player saw the digit), and revealing one of these cells again does not count it twice.
   */
  readonly revealedCells: readonly number[];
  /** Solved: the clock has stopped at `elapsed` and the board takes no more changes. */
  readonly completed: boolean;
  /** The caller's `now` when the game was completed, or null. */
  readonly completedAt: number | null;
}

/**
 * One undo step: the cells it changed, EDIT_STRIDE entries each,
 * `[cell, digit before, notes before, eliminated before, digit after, notes after, eliminated after]`.
 */
export type Edit = Uint16Array;
export const EDIT_STRIDE = 7;

export interface CreateGameOptions {
  /** The caller's clock in ms; the game's clock starts at it (else at the first event). */
  now?: number;
  /** The puzzle's solution if known; otherwise it is solved once here (rules.solve). null: play without one. */
  solution?: ArrayLike<number> | null;
}

/**
 * A fresh game of `puzzle` (a grid puzzle, or givens with their rules): only the givens, no
 * selection, the clock running from `now`.
 * @example createGame(parsePuzzle(line), { now: Date.now() })
 */
export function createGame(from: Puzzle | GamePuzzle, options: CreateGameOptions = {}): Game {
  const puzzle = gamePuzzle(from);
  const { cellCount } = puzzle.rules;
  return {
    puzzle,
    solution: solutionOf(puzzle, options.solution),
    grid: Uint8Array.from(puzzle.givens),
    notes: new Uint16Array(cellCount),
    eliminated: new Uint16Array(cellCount),
    selected: null,
    notesMode: false,
    undo: [],
    redo: [],
    elapsed: 0,
    runningSince: options.now ?? null,
    paused: false,
    hintsUsed: 0,
    checks: 0,
    reveals: 0,
    revealedCells: [],
    completed: false,
    completedAt: null,
  };
}

/** The solution passed in (copied, when it fits the puzzle), or the solver's unique one. */
export function solutionOf(
  puzzle: GamePuzzle,
  solution: ArrayLike<number> | null | undefined,
): Uint8Array | null {
  if (solution === null) return null;
  if (solution === undefined) return puzzle.rules.solve(puzzle.givens);
  const { cellCount } = puzzle.rules;
  if (solution.length !== cellCount) {
    throw new RangeError(`expected a solution of ${cellCount} cells, got ${solution.length}`);
  }
  for (let cell = 0; cell < solution.length; cell++) {
    const given = puzzle.givens[cell];
    if (given !== 0 && solution[cell] !== given) {
      throw new RangeError(`the solution has ${solution[cell]} at cell ${cell}, a given ${given}`);
    }
  }
  return Uint8Array.from(solution);
}

/**
 * Milliseconds played at `now` (the caller's clock, as passed to events).
 * @example formatTime(elapsedMs(game, Date.now()))
 */
export function elapsedMs(game: Game, now: number): number {
  if (game.runningSince === null) return game.elapsed;
  return game.elapsed + Math.max(0, now - game.runningSince);
}

/**
 * The cells whose digit clashes with a peer's (givens included), ascending.
 * @example conflictsOf(game).includes(cell) // draw it red
 */
export function conflictsOf(game: Game): number[] {
  const cells = new Set<number>();
  for (const [a, b] of game.puzzle.rules.conflicts(game.grid)) cells.add(a).add(b);
  return [...cells].sort((a, b) => a - b);
}

/**
 * The player's digits that differ from the solution, ascending (the answer to Check). Without
 * a solution, the player's digits in conflict.
 * @example wrongCells(applyEvent(game, { type: 'check' }, now))
 */
export function wrongCells(game: Game): number[] {
  const { grid, solution, puzzle } = game;
  if (!solution) return conflictsOf(game).filter((cell) => puzzle.givens[cell] === 0);
  const wrong: number[] = [];
  for (let cell = 0; cell < grid.length; cell++) {
    if (grid[cell] !== 0 && grid[cell] !== solution[cell]) wrong.push(cell);
  }
  return wrong;
}

/** Whether `grid` is the solution (or, without one, full, clash-free and true to the givens). */
export function isFinished(game: Pick<Game, 'puzzle' | 'solution'>, grid: Uint8Array): boolean {
  const { solution, puzzle } = game;
  if (!solution) return puzzle.rules.isSolved(puzzle.givens, grid);
  for (let cell = 0; cell < grid.length; cell++) if (grid[cell] !== solution[cell]) return false;
  return true;
}

/**
 * The candidates a hint may read for the player's position: for each empty cell the player has
 * ruled digits out of, every other digit; 0 (nothing known) elsewhere. Missing notes are never
 * mistakes; a removed note that is the cell's digit is.
 * @example nextHint(game.puzzle, game.grid, hintCandidates(game))
 */
export function hintCandidates(game: Game): Uint16Array {
  const { allDigits } = game.puzzle.rules;
  return game.eliminated.map((ruledOut, cell) =>
    game.grid[cell] === 0 && ruledOut !== 0 ? allDigits & ~ruledOut : 0,
  );
}

/**
 * Whether `cell` holds a given (the player can neither change nor erase it).
 * @example isGiven(game, 0)
 */
export function isGiven(game: Game, cell: number): boolean {
  return game.puzzle.givens[cell] !== 0;
}
