import { renderClock } from './render.ts';
import { redraw } from './screen.ts';
import { comeBack, type PlayerState, persist, stepAway } from './session.ts';

const TICK_MS = 250;
const SAVE_EVERY_MS = 5000;

/**
 * Keeps the game on screen timed and saved: while its clock runs, the timer is redrawn every
 * tick and the game saved every few seconds (a crash loses little); a hidden tab stops the
 * clock and showing it again restarts it; leaving the page saves.
 */
export function startTicking(state: PlayerState): void {
  document.addEventListener('visibilitychange', () => {
    if (!state.current) return;
    if (document.visibilityState === 'hidden') stepAway(state, state.current);
    else comeBack(state.current);
    redraw(state);
  });
  addEventListener('pagehide', () => state.current && persist(state, state.current));

  setInterval(() => {
    const { current } = state;
    if (!current || current.game.runningSince === null) return;
    const now = Date.now();
    renderClock(state.view, current.game, now);
    if (now - state.savedAt > SAVE_EVERY_MS) persist(state, current);
  }, TICK_MS);
}
