import type { Puzzle } from '../puzzle.ts';
import { type GamePuzzle, gamePuzzle } from './rules.ts';
import { elapsedMs, type Game, isFinished, solutionOf } from './state.ts';

/**
 * A saved game is one line of JSON (under 1 KB for a 9×9 full of notes), version SAVE_VERSION:
 *
 *   {"v":1,"p":"9f3c01aa","g":"530070000600195000…","n":[2,6,3,34],"e":[2,64],"s":40,
 *    "m":0,"t":95000,"z":0,"h":1,"c":0,"r":1,"x":[80],"d":null}
 *
 * `p` fingerprints the puzzle (variant, size, regions, givens) so a save never loads into
 * another puzzle; `g` is the grid, one base-36 character a cell; `n` the non-empty notes as
 * cell, mask pairs; `e` the digits the player ruled out of empty cells (Game.eliminated), as
 * cell, mask pairs; `s` the selected cell (-1: none); `m` notes mode; `t` ms played; `z`
 * paused; `h`, `c`, `r` hints, checks, reveals; `x` the revealed cells; `d` the completion time
 * or null. `e` and `x` were added later within version 1, so a save without them still loads:
 * with nothing ruled out (no note of it can be a mistake) and no revealed cell known. Undo
 * history is not saved: it would outweigh the rest, and a reloaded game starts a fresh history.
 */
export const SAVE_VERSION = 1;

interface SavedGame {
  v: number;
  p: string;
  g: string;
  n: number[];
  e?: number[];
  s: number;
  m: number;
  t: number;
  z: number;
  h: number;
  c: number;
  r: number;
  x?: number[];
  d: number | null;
}

/**
 * The game as a compact, versioned JSON line, its clock read at `now`.
 * @example localStorage.setItem(key, serializeGame(game, Date.now()))
 */
export function serializeGame(game: Game, now: number): string {
  const saved: SavedGame = {
    v: SAVE_VERSION,
    p: puzzleFingerprint(game.puzzle),
    g: Array.from(game.grid, (d) => d.toString(36)).join(''),
    n: maskPairs(game.notes),
    e: maskPairs(game.eliminated),
    s: game.selected ?? -1,
    m: game.notesMode ? 1 : 0,
    t: Math.round(elapsedMs(game, now)),
    z: game.paused ? 1 : 0,
    h: game.hintsUsed,
    c: game.checks,
    r: game.reveals,
    x: [...game.revealedCells],
    d: game.completedAt,
  };
  return JSON.stringify(saved);
}

export interface DeserializeOptions {
  /** The caller's clock in ms: an unpaused, unfinished game runs again from it (else from the next event). */
  now?: number;
  /** As for createGame: the solution if known, else solved once here; null: none. */
  solution?: ArrayLike<number> | null;
}

/**
 * The game saved in `text` for `puzzle`, or null when the text is missing, garbled, of another
 * version, or saved for another puzzle. Never throws. The history starts empty.
 * @example deserializeGame(localStorage.getItem(key), puzzle, { now: Date.now() }) ?? createGame(puzzle)
 */
export function deserializeGame(
  text: string | null | undefined,
  from: Puzzle | GamePuzzle,
  options: DeserializeOptions = {},
): Game | null {
  const puzzle = gamePuzzle(from);
  if (typeof text !== 'string') return null;
  let saved: Partial<SavedGame>;
  try {
    saved = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null) return null;
  const { cellCount, allDigits } = puzzle.rules;
  if (saved.v !== SAVE_VERSION || saved.p !== puzzleFingerprint(puzzle)) return null;
  const grid = readGrid(saved.g, puzzle);
  const notes = grid && readMasks(saved.n, grid, allDigits);
  const eliminated = grid && readMasks(saved.e ?? [], grid, allDigits);
  const revealedCells = readRevealedCells(saved.x ?? [], puzzle);
  if (!grid || !notes || !eliminated || !revealedCells) return null;
  const { s, m, t, z, h, c, r, d } = saved;
  if (typeof s !== 'number' || !Number.isInteger(s) || s < -1 || s >= cellCount) return null;
  if (!isFlag(m) || !isFlag(z) || !isCount(h) || !isCount(c) || !isCount(r)) return null;
  if (r < revealedCells.length) return null;
  if (typeof t !== 'number' || !Number.isFinite(t) || t < 0) return null;
  if (d === undefined || (d !== null && (!Number.isFinite(d) || z === 1))) return null;

  let solution: Uint8Array | null;
  try {
    solution = solutionOf(puzzle, options.solution);
  } catch {
    return null;
  }
  const completed = d !== null;
  if (completed !== isFinished({ puzzle, solution }, grid)) return null;
  const running = !completed && z === 0;
  return {
    puzzle,
    solution,
    grid,
    notes,
    eliminated,
    selected: s === -1 ? null : s,
    notesMode: m === 1,
    undo: [],
    redo: [],
    elapsed: t,
    runningSince: running ? (options.now ?? null) : null,
    paused: z === 1,
    hintsUsed: h,
    checks: c,
    reveals: r,
    revealedCells,
    completed,
    completedAt: d,
  };
}

/**
 * A short fingerprint (FNV-1a, 8 hex digits) of the puzzle's kind (its rules' fingerprint: a
 * grid's variant, size and regions) and givens.
 * @example puzzleFingerprint(puzzle) // '9f3c01aa'
 */
export function puzzleFingerprint(from: Puzzle | GamePuzzle): string {
  const puzzle = gamePuzzle(from);
  let hash = 0x811c9dc5;
  const mix = (byte: number) => {
    hash = Math.imul(hash ^ byte, 0x01000193);
  };
  const { fingerprint } = puzzle.rules;
  for (let i = 0; i < fingerprint.length; i++) mix(fingerprint[i]);
  for (const d of puzzle.givens) mix(d);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isFlag(value: unknown): value is 0 | 1 {
  return value === 0 || value === 1;
}

/** The grid of `text`, when it has a digit 0..N per cell and keeps every given. */
function readGrid(text: unknown, puzzle: GamePuzzle): Uint8Array | null {
  const { cellCount, size } = puzzle.rules;
  if (typeof text !== 'string' || text.length !== cellCount) return null;
  const grid = new Uint8Array(cellCount);
  for (let cell = 0; cell < cellCount; cell++) {
    const d = Number.parseInt(text[cell], 36);
    if (!(d >= 0 && d <= size)) return null;
    const given = puzzle.givens[cell];
    if (given !== 0 && d !== given) return null;
    grid[cell] = d;
  }
  return grid;
}

/** The non-zero masks of a board layer as cell, mask pairs. */
function maskPairs(masks: Uint16Array): number[] {
  const pairs: number[] = [];
  masks.forEach((mask, cell) => {
    if (mask !== 0) pairs.push(cell, mask);
  });
  return pairs;
}

/** The masks of `pairs` (cell, mask), when each names an empty cell once with digits 1..N. */
function readMasks(pairs: unknown, grid: Uint8Array, allDigits: number): Uint16Array | null {
  if (!Array.isArray(pairs) || pairs.length % 2 !== 0) return null;
  const notes = new Uint16Array(grid.length);
  for (let i = 0; i < pairs.length; i += 2) {
    const cell = pairs[i];
    const mask = pairs[i + 1];
    if (!isCount(cell) || cell >= grid.length || grid[cell] !== 0 || notes[cell] !== 0) return null;
    if (!isCount(mask) || mask === 0 || (mask & ~allDigits) !== 0) return null;
    notes[cell] = mask;
  }
  return notes;
}

/** The cells of `list`, when they are ascending, distinct and none a given. */
function readRevealedCells(list: unknown, puzzle: GamePuzzle): number[] | null {
  if (!Array.isArray(list)) return null;
  for (let i = 0; i < list.length; i++) {
    const cell = list[i];
    if (!isCount(cell) || cell >= puzzle.givens.length || puzzle.givens[cell] !== 0) return null;
    if (i > 0 && cell <= list[i - 1]) return null;
  }
  return list;
}
