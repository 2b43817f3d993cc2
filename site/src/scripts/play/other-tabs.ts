import { applyEvent, deserializeGame } from '../../../../shared/game/index.ts';
import { redraw, setHint } from './screen.ts';
import { type PlayerState, solveNow } from './session.ts';
import { gameKeyOf, loadGame, readResults } from './storage.ts';
import { announce } from './view.ts';

/**
 * Keeps the page in step with the player's other tabs. Each move is saved at once, and another
 * tab's save reaches this page (a `storage` event) before its next move here: the game on
 * screen is taken over from it, keeping this page's selected cell, and stays paused while this
 * tab is away; a game kept for a level not on screen is let go, to be read again when shown.
 * So a move made in one tab is never overwritten by a save from another.
 */
export function followOtherTabs(state: PlayerState): void {
  addEventListener('storage', (event) => {
    const key = gameKeyOf(event.key);
    const session = key === null ? undefined : state.sessions.get(key);
    // A save overtaken by a later one (this page's own, or another tab's, whose event follows).
    if (!session || event.newValue === null || event.newValue !== loadGame(key!)) return;
    if (session !== state.current) {
      state.sessions.delete(key!);
      return;
    }
    solveNow(session);
    const now = Date.now();
    const { puzzle, solution, selected } = session.game;
    const saved = deserializeGame(event.newValue, puzzle, { now, solution });
    if (!saved) return;
    const game = { ...saved, selected };
    session.game = session.autoPaused ? applyEvent(game, { type: 'pause' }, now) : game;
    // The other tab's mistakes are in the result it kept: this tab counts on from them.
    session.mistakes = readResults()[key!]?.mistakes ?? session.mistakes;
    session.wrong.clear();
    setHint(state, null);
    redraw(state);
    announce(state.view, 'Updated with the moves made in another tab.');
  });
}
