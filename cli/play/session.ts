import { HONEYCOMB_RULES } from '../../shared/game/honeycomb-rules.ts';
import {
  applyEvent,
  createGame,
  deserializeGame,
  type Game,
  type GameEvent,
  type GamePuzzle,
  gridRules,
  hintCandidates,
  hintMove,
  serializeGame,
  wrongCells,
} from '../../shared/game/index.ts';
import type { Hint } from '../../shared/hint.ts';
import { kindOf } from '../../shared/kind/kind.ts';
import type { Level } from '../../shared/kind/names.ts';
import { readShareCode, type Shape } from '../../shared/kind/shape.ts';
import { formatTime } from '../../site/src/scripts/play/clock.ts';

/**
 * One game of `sudoku play`, whichever mode shows it: the core's Game (shared/game/) and what
 * the terminal marks on top of it, as the site's player does (site/src/scripts/play/): Check's
 * wrong cells until they change, a hint being read level by level, and the last action's words.
 */

/** A puzzle to play: its shape and givens, with what names it. */
export interface Start {
  shape: Shape;
  givens: Uint8Array;
  level: Level | null;
  /** Its solution when the generator made it (else solved once by the game). */
  solution?: Uint8Array;
  /** How it was chosen, for the title: "seed abc", "daily 2026-12-01", "code B2T…". */
  origin: string;
}

/** A hint on screen: the core's hint and the level read (1 where, 2 what, 3 the move). */
export interface ShownHint {
  hint: Hint<string>;
  level: 1 | 2 | 3;
  /** The cells of its units, marked from the first level. */
  area: number[];
}

export interface Session {
  start: Start;
  game: Game;
  /** Cells Check marked wrong, until they change. */
  wrong: Set<number>;
  hint: ShownHint | null;
  /** What the last action says, '' for nothing. */
  message: string;
}

/** "Solved in 3:21 (1 hint, 0 checks, 0 reveals)." */
export function solvedLine(session: Session): string {
  const { elapsed, hintsUsed, checks, reveals } = session.game;
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `Solved in ${formatTime(elapsed)} (${count(hintsUsed, 'hint')}, ${count(checks, 'check')}, ${count(reveals, 'reveal')}).`;
}

/** The title of a session: "Sudoku 6×6 · easy · seed abc". */
export function titleOf(session: Session): string {
  const { shape, level, origin } = session.start;
  return [shape.title, level, origin].filter(Boolean).join(' · ');
}

/** The game's puzzle for givens of `shape`: a grid's rules, or the honeycomb's. */
function gamePuzzleOf(shape: Shape, givens: Uint8Array): GamePuzzle {
  return { rules: shape.geometry ? gridRules(shape.geometry) : HONEYCOMB_RULES, givens };
}

/** A fresh session of `start`, its clock running from `now`. */
export function openSession(start: Start, now: number): Session {
  const puzzle = gamePuzzleOf(start.shape, start.givens);
  const game = createGame(puzzle, { now, solution: start.solution });
  return { start, game, wrong: new Set(), hint: null, message: '' };
}

/**
 * Plays `event`; true when it completed the game. A changed cell loses Check's mark, and a
 * changed board hides the hint (deepenHint shows again the hint whose move it played).
 */
export function play(session: Session, event: GameEvent, now: number): boolean {
  const before = session.game;
  const after = applyEvent(before, event, now);
  if (after === before) return false;
  session.game = after;
  if (after.grid !== before.grid || after.notes !== before.notes) {
    for (const cell of session.wrong) {
      if (after.grid[cell] !== before.grid[cell]) session.wrong.delete(cell);
    }
    session.hint = null;
  }
  return !before.completed && after.completed;
}

/**
 * The hint one level deeper: a new one (counted as a hint) at level 1 where to look, then 2
 * what to look for, then 3 the move, which is played when it changes the board (the site's
 * "Do it"). True when it completed the game.
 */
export function deepenHint(session: Session, now: number): boolean {
  const { game, start } = session;
  if (game.paused || game.completed) return false;
  const shown = session.hint;
  if (!shown || shown.level === 3) {
    const kind = kindOf(start.shape);
    const candidates = kind.readsCandidates ? hintCandidates(game) : undefined;
    const found = kind.hint(game.puzzle.givens, game.grid, { candidates });
    if (!found.ok) {
      session.hint = null;
      session.message = `No hint for this puzzle: ${found.error.message}.`;
      return false;
    }
    play(session, { type: 'hint' }, now);
    session.hint = { hint: found.hint, level: 1, area: start.shape.area(found.hint.units) };
  } else {
    session.hint = { ...shown, level: (shown.level + 1) as 2 | 3 };
  }
  const shownNow = session.hint;
  const { hint, level } = shownNow;
  session.message = `Hint ${level}: ${hint.text[level - 1]}`;
  const move = level === 3 ? hintMove(hint) : null;
  if (move === null) return false;
  const completed = play(session, move, now);
  // The hint stays on show with the move it played, whichever event played it.
  session.hint = shownNow;
  return completed;
}

/** Counts a check and marks the player's digits that differ from the solution. */
export function checkDigits(session: Session, now: number): void {
  if (session.game.paused || session.game.completed) return;
  play(session, { type: 'check' }, now);
  session.wrong = new Set(wrongCells(session.game));
  const n = session.wrong.size;
  const names = [...session.wrong].map((cell) => session.start.shape.describeCell(cell));
  session.message =
    n === 0
      ? 'No wrong digits so far.'
      : `${n} wrong digit${n === 1 ? '' : 's'}: ${names.join(' ')}`;
}

/** Reveals every cell that differs from the solution (each counted as a reveal). */
export function solveAll(session: Session, now: number): boolean {
  const { solution, puzzle, paused, completed } = session.game;
  if (paused || completed) return false;
  if (!solution) {
    session.message = 'This puzzle has no single solution to reveal.';
    return false;
  }
  let done = false;
  for (let cell = 0; cell < solution.length; cell++) {
    if (puzzle.givens[cell] === 0 && session.game.grid[cell] !== solution[cell]) {
      done = play(session, { type: 'reveal', cell }, now) || done;
    }
  }
  return done;
}

/**
 * A save file: one line of JSON, the puzzle's share code (which names its kind, shape, givens
 * and level) beside the game in the core's save format (shared/game/save.ts).
 */
export function saveText(session: Session, now: number): string {
  const { shape, givens, level } = session.start;
  const game = JSON.parse(serializeGame(session.game, now));
  return `${JSON.stringify({ code: shape.shareCode(givens, level), game })}\n`;
}

/** The session a save file holds, or why it holds none. */
export function loadText(
  text: string,
  now: number,
): { ok: true; session: Session } | { ok: false; message: string } {
  let saved: { code?: unknown; game?: unknown };
  try {
    saved = JSON.parse(text);
  } catch {
    return { ok: false, message: 'not a saved game (not JSON)' };
  }
  if (typeof saved?.code !== 'string') return { ok: false, message: 'not a saved game (no code)' };
  const read = readShareCode(saved.code);
  if (!read.ok) return { ok: false, message: `its puzzle code is bad: ${read.message}` };
  const { shape, givens, level } = read;
  const game = deserializeGame(JSON.stringify(saved.game), gamePuzzleOf(shape, givens), { now });
  if (!game) return { ok: false, message: 'its game is damaged or of another version' };
  const start: Start = { shape, givens, level, origin: `code ${saved.code}` };
  return { ok: true, session: { start, game, wrong: new Set(), hint: null, message: '' } };
}
