import { gridKit } from '../board.ts';
import { listenForInput } from './input.ts';
import { followOtherTabs } from './other-tabs.ts';
import { redraw, setHint } from './screen.ts';
import {
  comeBack,
  type PlayEntry,
  type PlayerState,
  sessionFor,
  solveNow,
  stepAway,
} from './session.ts';
import { applySettings, readSettings } from './settings.ts';
import { hasPendingResults } from './storage.ts';
import { startTicking } from './ticking.ts';
import { findView } from './view.ts';

export type { PlayEntry } from './session.ts';

export interface Player {
  /** Shows and plays `entry`; the game left behind keeps its clock stopped until it is shown again. */
  open(entry: PlayEntry): void;
}

/**
 * Makes the player markup under `root` (components/Player.astro) play puzzles: it keeps one
 * game per puzzle, sends it the core's events from the board, the pad, the controls and the
 * keyboard, renders every change, announces it, and saves it to localStorage.
 * `onResult` runs after a result is recorded (first change, solve).
 * @example createPlayer(document.getElementById('daily-player')!).open(entry)
 */
export function createPlayer(root: HTMLElement, onResult: () => void = () => {}): Player {
  const state: PlayerState = {
    view: findView(root),
    sessions: new Map(),
    current: null,
    savedAt: 0,
    onResult,
    settings: readSettings(),
  };
  applySettings(root, state.settings);
  // Solves the global stats could not take before (offline): posted now, their code loaded only then.
  if (hasPendingResults()) {
    void import('./global-stats.ts').then(({ flushPending }) => flushPending()).catch(() => {});
  }
  listenForInput(state, root);
  startTicking(state);
  followOtherTabs(state);
  return {
    open(entry) {
      const { view } = state;
      if (state.current?.entry.key === entry.key) return;
      if (state.current) stepAway(state, state.current);
      setHint(state, null);
      if (view.success.open) view.success.close();
      const session = sessionFor(state, entry);
      comeBack(session);
      state.current = session;
      const { geometry } = session.game.puzzle.rules;
      view.kit = entry.board ?? (geometry ? gridKit(geometry) : view.kit);
      view.cells = view.kit.build(view.board, true);
      view.board.setAttribute('aria-label', entry.title);
      view.title.textContent = entry.title;
      redraw(state);
      // The solution once the board has been painted (sessionFor).
      requestAnimationFrame(() => setTimeout(() => solveNow(session)));
    },
  };
}
