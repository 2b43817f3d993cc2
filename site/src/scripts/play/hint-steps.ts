import { hintMove } from '../../../../shared/game/index.ts';
import { dispatch } from './dispatch.ts';
import { findHint, isPlayable } from './hint.ts';
import { redraw, setHint } from './screen.ts';
import type { PlayerState, Session } from './session.ts';
import { announce } from './view.ts';

/** Sessions whose hint is being looked for: asking again meanwhile asks for the same one. */
const asking = new WeakSet<Session>();

/**
 * Finds a hint for the game on screen and shows its first, vague level; counts it as a hint.
 * Asking again while a hint is on show (its move not played: the board is as it was, so the
 * finder would name the same step) counts nothing and leads back to the panel. Dropped if the
 * player opened another puzzle while the hint finder loaded.
 */
export async function requestHint(state: PlayerState): Promise<void> {
  const session = state.current;
  if (!session || session.game.paused || session.game.completed || asking.has(session)) return;
  const { hint: shown } = session;
  if (shown && !(shown.level === 3 && isPlayable(shown.hint))) {
    focusHint(state);
    announce(state.view, state.view.hint.text.textContent ?? '');
    return;
  }
  asking.add(session);
  const found = await findHint(session.game).finally(() => asking.delete(session));
  if (state.current !== session) return;
  if (!found.ok) {
    setHint(state, null, found.message);
    return;
  }
  const area = state.view.kit.area(found.hint.units);
  setHint(state, { hint: found.hint, level: 1, area });
  dispatch(state, { type: 'hint' });
  focusHint(state);
}

/** Shows the hint's next level: 2 names and marks its cells, 3 plays its move (when it has one). */
export function deepenHint(state: PlayerState, level: 2 | 3): void {
  const { current } = state;
  const shown = current?.hint;
  if (!current || !shown || shown.level >= level) return;
  const move = level === 3 ? hintMove(shown.hint) : null;
  if (move) dispatch(state, move);
  // After the move: setting a mistake right (an erase, a note) hides a hint, as any change does.
  setHint(state, { ...shown, level });
  redraw(state);
  focusHint(state);
}

/**
 * Hides the hint; the focus, if it was in the panel, goes back to the board's selected cell
 * (none selected: focusing a cell would select it).
 */
export function closeHint(state: PlayerState): void {
  const { current, view } = state;
  const focused = document.activeElement;
  const lost = !focused || focused === document.body || view.hint.panel.contains(focused);
  setHint(state, null);
  const selected = current?.game.selected ?? null;
  if (lost && selected !== null) view.cells[selected]?.focus();
}

/** Focuses the panel's next step: More detail, then Do it, then Close. */
function focusHint(state: PlayerState): void {
  const { current, view } = state;
  const level = current?.hint?.level ?? 3;
  (level === 1
    ? view.hint.more
    : level === 2
      ? view.hint.apply
      : view.hint.panel.querySelector<HTMLElement>('[data-testid="hint-close"]')
  )?.focus();
}
