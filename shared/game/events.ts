import type { CellDigit } from '../grade/types.ts';
import type { Hint } from '../hint.ts';
import { type Board, diffBoards, writeEdit } from './history.ts';
import type { Direction, GameRules } from './rules.ts';
import { elapsedMs, type Game, isFinished } from './state.ts';

/**
 * What the page sends. `cell`, where it is optional, defaults to the selected cell. Digits are
 * 1..N; an event naming a bad cell or digit is ignored, as is anything that would change a given.
 */
export type GameEvent =
  | { type: 'select'; cell: number | null }
  /**
   * Moves the selection to the neighbour in `direction` (rules.ts: a grid wraps round its row
   * or column; a direction with no neighbour does nothing); from no selection, to cell 0.
   */
  | { type: 'move'; direction: Direction }
  /**
   * A digit, or a note toggled in notes mode; typing the digit a cell already holds does
   * nothing. A note toggled off is a digit the player ruled out of the cell (`eliminated`).
   * A placed digit leaves the peers' notes, unless `keepNotes` (a player's setting) is set.
   */
  | { type: 'input'; digit: number; cell?: number; keepNotes?: boolean }
  /** Toggles a note whatever the mode (Shift+digit); only on an empty cell. */
  | { type: 'note'; digit: number; cell?: number }
  /** Clears the player's digit, or else the cell's notes and what it ruled out. */
  | { type: 'erase'; cell?: number }
  | { type: 'toggleNotesMode' }
  /**
   * Replaces every empty cell's notes with its candidates (the digits the rules leave it: no
   * peer holds them; in a honeycomb, its lines' runs allow them too), ruling none out.
   */
  | { type: 'autoNotes' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'pause' }
  | { type: 'resume' }
  /**
   * Writes the solution's digit (counted in `reveals` when it changes the cell, once a cell:
   * undo takes the digit back, not the count).
   */
  | { type: 'reveal'; cell?: number }
  /** Counts a check; `wrongCells(game)` says which cells to mark. */
  | { type: 'check' }
  /** Counts a hint shown (send it once per hint, whatever level the player reads). */
  | { type: 'hint' }
  /** Plays a hint's move ("do it"): its placements as digits, its eliminations off the notes. */
  | {
      type: 'applyHint';
      hint: { placements: readonly CellDigit[]; eliminations: readonly CellDigit[] };
    }
  /** Back to the givens: empty board, no history, the clock from zero; counters stay. */
  | { type: 'restart' };

/** What a completed game still answers to; everything else would change a solved board. */
const AFTER_COMPLETION: ReadonlySet<GameEvent['type']> = new Set([
  'select',
  'move',
  'toggleNotesMode',
  'restart',
]);

/**
 * The game after `event` at `now` (the caller's clock in ms, e.g. Date.now()). Pure: `game` is
 * left as it was, and an event that changes nothing returns `game` itself (unless it is the
 * first event of a clock not started yet: then it starts the clock). Every change to the
 * board (digits, notes, auto notes, reveals, hints played) is one undo step; redo empties on
 * the next change. While paused only `resume` acts; once completed, only selection, notes mode
 * and restart.
 * @example game = applyEvent(game, { type: 'input', digit: 7 }, Date.now())
 */
export function applyEvent(game: Game, event: GameEvent, now: number): Game {
  if (game.paused) {
    return event.type === 'resume' ? { ...game, paused: false, runningSince: now } : game;
  }
  if (game.completed && !AFTER_COMPLETION.has(event.type)) return game;
  if (!game.completed && game.runningSince === null) game = { ...game, runningSince: now };
  switch (event.type) {
    case 'select':
      return event.cell === game.selected || (event.cell !== null && !isCell(game, event.cell))
        ? game
        : { ...game, selected: event.cell };
    case 'move':
      return move(game, event.direction);
    case 'input':
      return game.notesMode
        ? toggleNote(game, event.digit, event.cell, now)
        : placeDigit(game, event.digit, event.cell, now, !event.keepNotes);
    case 'note':
      return toggleNote(game, event.digit, event.cell, now);
    case 'erase':
      return erase(game, event.cell, now);
    case 'toggleNotesMode':
      return { ...game, notesMode: !game.notesMode };
    case 'autoNotes':
      return autoNotes(game, now);
    case 'undo':
      return stepHistory(game, 'undo', now);
    case 'redo':
      return stepHistory(game, 'redo', now);
    case 'pause':
      return { ...game, elapsed: elapsedMs(game, now), runningSince: null, paused: true };
    case 'resume':
      return game;
    case 'reveal':
      return reveal(game, event.cell, now);
    case 'check':
      return { ...game, checks: game.checks + 1 };
    case 'hint':
      return { ...game, hintsUsed: game.hintsUsed + 1 };
    case 'applyHint':
      return applyHint(game, event.hint, now);
    case 'restart':
      return {
        ...game,
        grid: Uint8Array.from(game.puzzle.givens),
        notes: new Uint16Array(game.grid.length),
        eliminated: new Uint16Array(game.grid.length),
        undo: [],
        redo: [],
        elapsed: 0,
        runningSince: now,
        completed: false,
        completedAt: null,
      };
    default:
      return game;
  }
}

function isCell(game: Game, cell: number): boolean {
  return Number.isInteger(cell) && cell >= 0 && cell < game.grid.length;
}

function isDigit(game: Game, d: number): boolean {
  return Number.isInteger(d) && d >= 1 && d <= game.puzzle.rules.size;
}

/** The cell an event acts on that the player may change, or -1. */
function playerCell(game: Game, cell: number | null | undefined): number {
  const target = cell ?? game.selected;
  if (target === null || !isCell(game, target) || game.puzzle.givens[target] !== 0) return -1;
  return target;
}

function move(game: Game, direction: Direction): Game {
  if (game.selected === null) return { ...game, selected: 0 };
  const next = game.puzzle.rules.neighbour(game.selected, direction);
  return next < 0 || next === game.selected ? game : { ...game, selected: next };
}

/** A copy of the game's board to change. */
function boardOf(game: Game): Board {
  return {
    grid: Uint8Array.from(game.grid),
    notes: Uint16Array.from(game.notes),
    eliminated: Uint16Array.from(game.eliminated),
  };
}

/**
 * Writes d into cell, clears the cell's notes (and what it ruled out) and, unless
 * `clearPeers` is false, removes d from every peer's notes: the placed digit rules it out
 * there, not the player.
 */
function place(rules: GameRules, board: Board, cell: number, d: number, clearPeers = true) {
  const { peers, peerStart } = rules;
  const { notes } = board;
  board.grid[cell] = d;
  notes[cell] = 0;
  board.eliminated[cell] = 0;
  if (!clearPeers) return;
  const clear = ~(1 << (d - 1));
  for (let p = peerStart[cell]; p < peerStart[cell + 1]; p++) notes[peers[p]] &= clear;
}

function placeDigit(
  game: Game,
  d: number,
  cell: number | undefined,
  now: number,
  clearPeers: boolean,
): Game {
  const target = playerCell(game, cell);
  if (target < 0 || !isDigit(game, d) || game.grid[target] === d) return game;
  const board = boardOf(game);
  place(game.puzzle.rules, board, target, d, clearPeers);
  return commit(game, board, now);
}

/** A note on or off; off rules the digit out of the cell, on lets it back in. */
function toggleNote(game: Game, d: number, cell: number | undefined, now: number): Game {
  const target = playerCell(game, cell);
  if (target < 0 || !isDigit(game, d) || game.grid[target] !== 0) return game;
  const board = boardOf(game);
  const bit = 1 << (d - 1);
  board.notes[target] ^= bit;
  if (board.notes[target] & bit) board.eliminated[target] &= ~bit;
  else board.eliminated[target] |= bit;
  return commit(game, board, now);
}

function erase(game: Game, cell: number | undefined, now: number): Game {
  const target = playerCell(game, cell);
  if (target < 0) return game;
  const board = boardOf(game);
  if (game.grid[target] !== 0) board.grid[target] = 0;
  else {
    board.notes[target] = 0;
    board.eliminated[target] = 0;
  }
  return commit(game, board, now);
}

function autoNotes(game: Game, now: number): Game {
  const board = boardOf(game);
  board.eliminated.fill(0);
  board.notes.set(game.puzzle.rules.candidates(game.grid));
  return commit(game, board, now);
}

function reveal(game: Game, cell: number | undefined, now: number): Game {
  const target = playerCell(game, cell);
  const { solution } = game;
  if (target < 0 || !solution || game.grid[target] === solution[target]) return game;
  const board = boardOf(game);
  place(game.puzzle.rules, board, target, solution[target]);
  const counted = game.revealedCells.includes(target)
    ? game
    : {
        ...game,
        reveals: game.reveals + 1,
        revealedCells: [...game.revealedCells, target].sort((a, b) => a - b),
      };
  return commit(counted, board, now);
}

function applyHint(
  game: Game,
  hint: { placements: readonly CellDigit[]; eliminations: readonly CellDigit[] },
  now: number,
): Game {
  const board = boardOf(game);
  for (const { cell, digit } of hint.placements) {
    if (playerCell(game, cell) >= 0 && isDigit(game, digit)) {
      place(game.puzzle.rules, board, cell, digit);
    }
  }
  for (const { cell, digit } of hint.eliminations) {
    if (isCell(game, cell) && isDigit(game, digit) && board.grid[cell] === 0) {
      board.notes[cell] &= ~(1 << (digit - 1));
      board.eliminated[cell] |= 1 << (digit - 1);
    }
  }
  return commit(game, board, now);
}

/**
 * The game with `board` (fresh arrays) as one new undo step, redo emptied and completion
 * settled; `game` itself when nothing changed.
 */
function commit(game: Game, board: Board, now: number): Game {
  const edit = diffBoards(game, board);
  if (!edit) return game;
  return settle({ ...game, ...board, undo: [...game.undo, edit], redo: [] }, now);
}

function stepHistory(game: Game, direction: 'undo' | 'redo', now: number): Game {
  const from = direction === 'undo' ? game.undo : game.redo;
  if (from.length === 0) return game;
  const edit = from[from.length - 1];
  const board = boardOf(game);
  writeEdit(board, edit, direction === 'undo' ? 'before' : 'after');
  const rest = from.slice(0, -1);
  return settle(
    direction === 'undo'
      ? { ...game, ...board, undo: rest, redo: [...game.redo, edit] }
      : { ...game, ...board, undo: [...game.undo, edit], redo: rest },
    now,
  );
}

/** Completes the game when its board is the solution: the clock stops at `now`. */
function settle(game: Game, now: number): Game {
  if (!isFinished(game, game.grid)) return game;
  return {
    ...game,
    elapsed: elapsedMs(game, now),
    runningSince: null,
    completed: true,
    completedAt: now,
  };
}

/**
 * The event that plays a hint's last level ("Do it"): its placements and eliminations, or
 * setting right the mistake it names (its text says "erase it", "put it back"); null when it
 * has no move (a reveal's or a solved grid's hint).
 */
export function hintMove(hint: Hint<string>): GameEvent | null {
  const [cell] = hint.cells;
  if (hint.technique === 'wrong-digit') return { type: 'erase', cell };
  if (hint.technique === 'wrong-candidate') return { type: 'note', cell, digit: hint.digits[0] };
  if (hint.placements.length === 0 && hint.eliminations.length === 0) return null;
  return { type: 'applyHint', hint };
}
