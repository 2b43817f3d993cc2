import { wrongCells } from '../../../../shared/game/index.ts';
import { renderHint, type ShownHint } from './hint.ts';
import { renderGame } from './render.ts';
import type { PlayerState } from './session.ts';
import { announce } from './view.ts';

/**
 * Draws the game on screen with the page's marks: Check's wrong cells (every wrong digit while
 * mistakes are shown at once, with their count), and a hint's cells from its second level.
 */
export function redraw(state: PlayerState): void {
  const { current, settings, view } = state;
  if (!current) return;
  const hinted = current.hint && current.hint.level >= 2 ? current.hint.hint.cells : [];
  const wrong = settings.showMistakes
    ? new Set([...current.wrong, ...wrongCells(current.game)])
    : current.wrong;
  renderGame(view, current.game, { wrong, hinted });
  view.root.dataset.notes = current.game.notesMode ? 'on' : 'off';
  view.mistakes.hidden = !settings.showMistakes;
  const n = current.mistakes;
  view.mistakes.textContent = `${n} mistake${n === 1 ? '' : 's'}`;
}

/** Shows `shown` (or `message`) in the hint panel, or hides it, and remembers it with the game on screen. */
export function setHint(state: PlayerState, shown: ShownHint | null, message = ''): void {
  if (state.current) state.current.hint = shown;
  renderHint(state.view, shown, message);
}

/** A short message in the hint panel (seen) and the live region (heard). */
export function tell(state: PlayerState, message: string): void {
  setHint(state, null, message);
  announce(state.view, message);
}
