import {
  applyEvent,
  createGame,
  deserializeGame,
  type Game,
  type GameEvent,
  serializeGame,
  wrongCells,
} from '../../../../shared/game/index.ts';
import type { Puzzle } from '../../../../shared/puzzle.ts';
import { buildBoard } from '../board.ts';
import { describeChange } from './announce.ts';
import { formatTime, utcToday } from './clock.ts';
import { confirmAction, copyShareText, showSuccess } from './dialogs.ts';
import { findHint, isPlayable, renderHint, type ShownHint } from './hint.ts';
import { keyEvent } from './keys.ts';
import { renderClock, renderGame } from './render.ts';
import { helpText, shareText } from './share-text.ts';
import { dayCount, streakOf } from './stats.ts';
import { loadGame, type Result, readResults, storeGame, updateResult } from './storage.ts';
import { announce, findView } from './view.ts';

/** A puzzle to play, and how to name it. */
export interface PlayEntry {
  /** The puzzle's share code: where its game is saved and its result recorded. */
  key: string;
  puzzle: Puzzle;
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
interface Session {
  entry: PlayEntry;
  game: Game;
  /** Cells Check marked wrong, until they change. */
  wrong: Set<number>;
  hint: ShownHint | null;
  /** Paused by the page (hidden tab, another level shown), not by the player: resumes by itself. */
  autoPaused: boolean;
  /** Its result has been recorded (or updated) since it was opened on this page. */
  recorded: boolean;
}

export interface Player {
  /** Shows and plays `entry`; the game left behind keeps its clock stopped until it is shown again. */
  open(entry: PlayEntry): void;
}

const TICK_MS = 250;
const SAVE_EVERY_MS = 5000;

/**
 * Makes the player markup under `root` (components/Player.astro) play puzzles: it keeps one
 * game per puzzle, sends it the core's events from the board, the pad, the controls and the
 * keyboard, renders every change, announces it, and saves it to localStorage.
 * `onResult` runs after a result is recorded (first change, solve).
 * @example createPlayer(document.getElementById('daily-player')!).open(entry)
 */
export function createPlayer(root: HTMLElement, onResult: () => void = () => {}): Player {
  const view = findView(root);
  const sessions = new Map<string, Session>();
  let current: Session | null = null;
  let savedAt = 0;

  const render = () => {
    if (!current) return;
    const hinted = current.hint && current.hint.level >= 2 ? current.hint.hint.cells : [];
    renderGame(view, current.game, { wrong: current.wrong, hinted });
  };

  const persist = (session: Session) => {
    if (session.autoPaused) return;
    storeGame(session.entry.key, serializeGame(session.game, Date.now()));
    savedAt = Date.now();
  };

  const setHint = (shown: ShownHint | null, message = '') => {
    if (current) current.hint = shown;
    renderHint(view, shown, message);
  };

  /** A short message in the hint panel (seen) and the live region (heard). */
  const tell = (message: string) => {
    setHint(null, message);
    announce(view, message);
  };

  function dispatch(event: GameEvent): void {
    const session = current;
    if (!session) return;
    const before = session.game;
    const after = applyEvent(before, event, Date.now());
    if (after === before) return;
    session.game = after;
    if (after.grid !== before.grid || after.notes !== before.notes) {
      for (const cell of session.wrong) {
        if (after.grid[cell] !== before.grid[cell]) session.wrong.delete(cell);
      }
      if (event.type !== 'applyHint') setHint(null);
      if (!session.recorded) record(session, {});
    }
    if (event.type === 'restart') session.wrong.clear();
    persist(session);
    render();
    if (!before.completed && after.completed) complete(session);
    else announce(view, describeChange(before, after, event));
  }

  function record(session: Session, change: Partial<Result>): void {
    const { key, level, date } = session.entry;
    updateResult(key, { level, ...(date ? { date } : {}), ...change }, Date.now());
    session.recorded = true;
    onResult();
  }

  function complete(session: Session): void {
    const { game, entry } = session;
    const known = readResults()[entry.key];
    if (!known?.solved) {
      const solved = {
        ms: game.elapsed,
        hints: game.hintsUsed,
        reveals: game.reveals,
        at: Date.now(),
      };
      record(session, { solved });
    }
    announce(view, `Solved in ${formatTime(game.elapsed)}!`);
    report(session);
  }

  function report(session: Session): void {
    const { game, entry } = session;
    const streak = entry.date ? streakOf(readResults(), utcToday()).current : 0;
    showSuccess(view, {
      time: formatTime(game.elapsed),
      hints: helpText(game.hintsUsed, game.reveals),
      streak: entry.date && streak > 0 ? dayCount(streak) : undefined,
      shareText: shareText(
        entry.shareTitle,
        game.elapsed,
        game.hintsUsed,
        game.reveals,
        entry.shareLink,
      ),
    });
  }

  /** Stops the clock of a game the player is not looking at; `open` or showing the page again resumes it. */
  function stepAway(session: Session): void {
    if (session.game.paused || session.game.completed) return;
    persist(session);
    session.game = applyEvent(session.game, { type: 'pause' }, Date.now());
    session.autoPaused = true;
  }

  function comeBack(session: Session): void {
    if (!session.autoPaused) return;
    session.autoPaused = false;
    session.game = applyEvent(session.game, { type: 'resume' }, Date.now());
  }

  async function requestHint(): Promise<void> {
    const session = current;
    if (!session || session.game.paused || session.game.completed) return;
    const found = await findHint(session.game);
    if (current !== session) return;
    if (!found.ok) {
      setHint(null, found.message);
      return;
    }
    setHint({ hint: found.hint, level: 1 });
    dispatch({ type: 'hint' });
    view.hint.more.focus();
  }

  function deepenHint(level: 2 | 3): void {
    const shown = current?.hint;
    if (!current || !shown || shown.level >= level) return;
    setHint({ hint: shown.hint, level });
    if (level === 3 && isPlayable(shown.hint)) dispatch({ type: 'applyHint', hint: shown.hint });
    render();
    (level === 2
      ? view.hint.apply
      : view.hint.panel.querySelector<HTMLElement>('[data-testid="hint-close"]')
    )?.focus();
  }

  async function check(): Promise<void> {
    if (!current || current.game.paused || current.game.completed) return;
    const sure = await confirmAction(
      view,
      'Check your digits?',
      'Digits that do not match the solution will be marked in red. This counts as a check.',
      'Check',
    );
    if (!sure || !current) return;
    dispatch({ type: 'check' });
    current.wrong = new Set(wrongCells(current.game));
    render();
    const n = current.wrong.size;
    announce(
      view,
      n === 0 ? 'No wrong digits so far.' : `${n} wrong digit${n === 1 ? '' : 's'} marked.`,
    );
  }

  async function restart(): Promise<void> {
    if (!current) return;
    const sure = await confirmAction(
      view,
      'Restart this puzzle?',
      'Your digits and notes are cleared and the clock starts again from zero.',
      'Restart',
    );
    if (sure) dispatch({ type: 'restart' });
  }

  function reveal(): void {
    if (!current || current.game.paused || current.game.completed) return;
    const { selected, puzzle } = current.game;
    if (selected === null || puzzle.givens[selected] !== 0) {
      tell('Select an empty cell, or one of your digits, to reveal it.');
      return;
    }
    dispatch({ type: 'reveal' });
  }

  const ACTIONS: Record<string, () => void> = {
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    erase: () => dispatch({ type: 'erase' }),
    notes: () => dispatch({ type: 'toggleNotesMode' }),
    'auto-notes': () => dispatch({ type: 'autoNotes' }),
    hint: () => void requestHint(),
    'hint-more': () => deepenHint(2),
    'hint-apply': () => deepenHint(3),
    'hint-close': () => setHint(null),
    check: () => void check(),
    reveal,
    restart: () => void restart(),
    pause: () => dispatch({ type: current?.game.paused ? 'resume' : 'pause' }),
    resume: () => dispatch({ type: 'resume' }),
    'show-result': () => current && report(current),
    'share-copy': () => void copyShareText(view),
    'success-close': () => view.success.close(),
  };

  root.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[role="gridcell"]');
    if (cell && view.board.contains(cell)) {
      dispatch({ type: 'select', cell: Number(cell.dataset.cell) });
      return;
    }
    const button = target.closest<HTMLButtonElement>('button[data-testid]');
    if (!button || button.getAttribute('aria-disabled') === 'true') return;
    const digit = button.dataset.digit;
    if (digit) {
      if (current?.game.selected === null) tell('Select a cell first, then its digit.');
      else dispatch({ type: 'input', digit: Number(digit) });
      return;
    }
    ACTIONS[button.dataset.testid!]?.();
  });

  // Tabbing into the grid selects the cell that takes the focus.
  view.board.addEventListener('focusin', (event) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[role="gridcell"]');
    if (cell && current && current.game.selected !== Number(cell.dataset.cell)) {
      dispatch({ type: 'select', cell: Number(cell.dataset.cell) });
    }
  });

  document.addEventListener('keydown', (event) => {
    if (!current || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    if (target !== document.body && !root.contains(target)) return;
    if (target.closest('dialog, input, textarea, select')) return;
    if (event.key === 'Escape' && current.hint) {
      setHint(null);
      return;
    }
    const gameEvent = keyEvent(event, current.game.puzzle.geometry.size);
    if (!gameEvent) return;
    event.preventDefault();
    const focusInBoard = view.board.contains(target);
    dispatch(gameEvent);
    if ((focusInBoard || target === document.body) && gameEvent.type === 'move') {
      const selected = current.game.selected;
      if (selected !== null) view.cells[selected]?.focus();
    }
  });

  document.addEventListener('visibilitychange', () => {
    if (!current) return;
    if (document.visibilityState === 'hidden') stepAway(current);
    else comeBack(current);
    render();
  });
  addEventListener('pagehide', () => current && persist(current));

  setInterval(() => {
    if (!current || current.game.runningSince === null) return;
    const now = Date.now();
    renderClock(view, current.game, now);
    if (now - savedAt > SAVE_EVERY_MS) persist(current);
  }, TICK_MS);

  return {
    open(entry) {
      if (current?.entry.key === entry.key) return;
      if (current) stepAway(current);
      setHint(null);
      if (view.success.open) view.success.close();
      let session = sessions.get(entry.key);
      if (!session) {
        const now = Date.now();
        const game =
          deserializeGame(loadGame(entry.key), entry.puzzle, { now }) ??
          createGame(entry.puzzle, { now });
        session = { entry, game, wrong: new Set(), hint: null, autoPaused: false, recorded: false };
        sessions.set(entry.key, session);
      }
      session.entry = entry;
      comeBack(session);
      current = session;
      view.cells = buildBoard(view.board, entry.puzzle.geometry, true);
      view.board.setAttribute('aria-label', entry.title);
      view.title.textContent = entry.title;
      render();
    },
  };
}
