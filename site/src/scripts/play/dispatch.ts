import { applyEvent, type Game, type GameEvent } from '../../../../shared/game/index.ts';
import { describeChange } from './announce.ts';
import { completeGame, recordResult } from './result.ts';
import { redraw, setHint } from './screen.ts';
import { type PlayerState, persist, solveNow } from './session.ts';
import { announce } from './view.ts';

/**
 * Plays `event` on the game on screen. When it changes anything: a changed cell loses Check's
 * mark, a changed board hides the hint (unless the hint played it) and records the result on
 * the first change; then the game is saved, drawn, and either completed or the change announced.
 */
export function dispatch(state: PlayerState, event: GameEvent): void {
  const session = state.current;
  if (!session) return;
  solveNow(session);
  if (event.type === 'input' && !state.settings.clearNotes) event = { ...event, keepNotes: true };
  const before = session.game;
  const after = applyEvent(before, event, Date.now());
  if (after === before) return;
  session.game = after;
  if (after.grid !== before.grid || after.notes !== before.notes) {
    for (const cell of session.wrong) {
      if (after.grid[cell] !== before.grid[cell]) session.wrong.delete(cell);
    }
    if (event.type !== 'applyHint') setHint(state, null);
    if (!session.recorded) recordResult(session, {}, state.onResult);
    if (state.settings.showMistakes && event.type === 'input' && placedWrong(before, after)) {
      session.mistakes++;
      recordResult(session, { mistakes: session.mistakes }, state.onResult);
    }
  }
  if (event.type === 'restart') session.wrong.clear();
  persist(state, session);
  redraw(state);
  if (!before.completed && after.completed) completeGame(state.view, session, state.onResult);
  else announce(state.view, describeChange(before, after, event, state.view.kit));
}

/** Whether the move from `before` to `after` wrote a digit the solution does not have. */
function placedWrong(before: Game, after: Game): boolean {
  const { solution } = after;
  if (!solution) return false;
  for (let cell = 0; cell < after.grid.length; cell++) {
    const d = after.grid[cell];
    if (d !== before.grid[cell] && d !== 0 && d !== solution[cell]) return true;
  }
  return false;
}
