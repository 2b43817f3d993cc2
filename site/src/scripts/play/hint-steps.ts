import { dispatch } from './dispatch.ts';
import { findHint, isPlayable } from './hint.ts';
import { redraw, setHint } from './screen.ts';
import type { PlayerState } from './session.ts';

/**
 * Finds a hint for the game on screen and shows its first, vague level; counts it as a hint.
 * Dropped if the player opened another puzzle while the hint finder loaded.
 */
export async function requestHint(state: PlayerState): Promise<void> {
  const session = state.current;
  if (!session || session.game.paused || session.game.completed) return;
  const found = await findHint(session.game);
  if (state.current !== session) return;
  if (!found.ok) {
    setHint(state, null, found.message);
    return;
  }
  const area = state.view.kit.area(found.hint.units);
  setHint(state, { hint: found.hint, level: 1, area });
  dispatch(state, { type: 'hint' });
  state.view.hint.more.focus();
}

/** Shows the hint's next level: 2 names and marks its cells, 3 plays its move (when it has one). */
export function deepenHint(state: PlayerState, level: 2 | 3): void {
  const { current, view } = state;
  const shown = current?.hint;
  if (!current || !shown || shown.level >= level) return;
  setHint(state, { ...shown, level });
  if (level === 3 && isPlayable(shown.hint)) {
    dispatch(state, { type: 'applyHint', hint: shown.hint });
  }
  redraw(state);
  (level === 2
    ? view.hint.apply
    : view.hint.panel.querySelector<HTMLElement>('[data-testid="hint-close"]')
  )?.focus();
}
