import type { GamePuzzle } from '../../../../shared/game/index.ts';
import {
  applyEvent,
  createGame,
  deserializeGame,
  type Game,
  serializeGame,
} from '../../../../shared/game/index.ts';
import type { Puzzle } from '../../../../shared/puzzle.ts';
import type { BoardKit } from '../board.ts';
import type { ShownHint } from './hint.ts';
import type { Settings } from './settings.ts';
import { loadGame, readResults, storeGame } from './storage.ts';
import type { PlayerView } from './view.ts';

/** A puzzle to play, and how to name it. */
export interface PlayEntry {
  /** The puzzle's share code: where its game is saved and its result recorded. */
  key: string;
  /** A grid puzzle, or givens with their kind's rules (a honeycomb's: shared/game/honeycomb-rules.ts). */
  puzzle: Puzzle | GamePuzzle;
  /** How its board is drawn and named; a grid's by default (gridKit). */
  board?: BoardKit;
  /** Shown above the board and read as the grid's name: "Hard · Sunday, 29 November 2026". */
  title: string;
  level: string | null;
  /** A daily's date (YYYY-MM-DD), for streaks and the archive. */
  date?: string;
  /** The share text's first words, "Sudoku · 2026-11-29 · Hard", and the link after them. */
  shareTitle: string;
  shareLink: string;
}

/** One puzzle's play on this page: the game and what the page marks on it. */
export interface Session {
  entry: PlayEntry;
  game: Game;
  /** Cells Check marked wrong, until they change. */
  wrong: Set<number>;
  hint: ShownHint | null;
  /** Paused by the page (hidden tab, another level shown), not by the player: resumes by itself. */
  autoPaused: boolean;
  /** Its result has been recorded (or updated) since it was opened on this page. */
  recorded: boolean;
  /** Wrong digits placed while mistakes were shown at once (kept in the puzzle's result). */
  mistakes: number;
  /** Its game's solution is not worked out yet (see sessionFor and solveNow). */
  unsolved: boolean;
}

/**
 * One player on a page: its elements, a session per puzzle opened (kept while the page lives,
 * so switching levels back and forth keeps each game), and the one on screen.
 */
export interface PlayerState {
  view: PlayerView;
  sessions: Map<string, Session>;
  current: Session | null;
  /** When a game was last saved (ms): the autosave waits a while after any save. */
  savedAt: number;
  /** Runs after a result is recorded (first change, solve). */
  onResult: () => void;
  settings: Settings;
}

/** The session of `entry`'s puzzle: the one kept on this page, else the saved game, else a new one. */
export function sessionFor(state: PlayerState, entry: PlayEntry): Session {
  let session = state.sessions.get(entry.key);
  if (!session) {
    const now = Date.now();
    const saved = deserializeGame(loadGame(entry.key), entry.puzzle, { now });
    // A new grid game is drawn before its solution is worked out, which costs a slow phone tens
    // of milliseconds before its first board: nothing on screen needs it yet (each digit's count
    // on the pad is the grid's size), and solveNow supplies it after the first paint or before
    // the first move, whichever comes first. A saved game is checked against it at once.
    const unsolved = !saved && !('rules' in entry.puzzle && !entry.puzzle.rules.geometry);
    const game = saved ?? createGame(entry.puzzle, { now, solution: unsolved ? null : undefined });
    session = {
      entry,
      game,
      wrong: new Set(),
      hint: null,
      autoPaused: false,
      recorded: false,
      mistakes: readResults()[entry.key]?.mistakes ?? 0,
      unsolved,
    };
    state.sessions.set(entry.key, session);
  }
  session.entry = entry;
  return session;
}

/** Gives `session`'s game its solution if it has not got it yet (see sessionFor). */
export function solveNow(session: Session): void {
  if (!session.unsolved) return;
  session.unsolved = false;
  const { puzzle } = session.game;
  session.game = { ...session.game, solution: puzzle.rules.solve(puzzle.givens) };
}

/** Saves `session`'s game, unless the page paused it (it was saved then, clock and all). */
export function persist(state: PlayerState, session: Session): void {
  if (session.autoPaused) return;
  storeGame(session.entry.key, serializeGame(session.game, Date.now()));
  state.savedAt = Date.now();
}

/** Stops the clock of a game the player is not looking at; `open` or showing the page again resumes it. */
export function stepAway(state: PlayerState, session: Session): void {
  if (session.game.paused || session.game.completed) return;
  persist(state, session);
  session.game = applyEvent(session.game, { type: 'pause' }, Date.now());
  session.autoPaused = true;
}

/** Restarts the clock `stepAway` stopped; a pause the player chose stays. */
export function comeBack(session: Session): void {
  if (!session.autoPaused) return;
  session.autoPaused = false;
  session.game = applyEvent(session.game, { type: 'resume' }, Date.now());
}
