import { wrongCells } from '../../../../shared/game/index.ts';
import { confirmAction, shareResult } from './dialogs.ts';
import { dispatch } from './dispatch.ts';
import { closeHint, deepenHint, requestHint } from './hint-steps.ts';
import { showResult } from './result.ts';
import { redraw, tell } from './screen.ts';
import { type PlayerState, solveNow } from './session.ts';
import { applySettings, openSettings } from './settings.ts';
import { announce } from './view.ts';

/** After the player confirms, marks the digits that differ from the solution, and says how many. */
async function checkDigits(state: PlayerState): Promise<void> {
  if (!state.current || state.current.game.paused || state.current.game.completed) return;
  const sure = await confirmAction(
    state.view,
    'Check your digits?',
    'Digits that do not match the solution will be marked in red. This counts as a check.',
    'Check',
  );
  if (!sure || !state.current) return;
  dispatch(state, { type: 'check' });
  state.current.wrong = new Set(wrongCells(state.current.game));
  redraw(state);
  const n = state.current.wrong.size;
  announce(
    state.view,
    n === 0 ? 'No wrong digits so far.' : `${n} wrong digit${n === 1 ? '' : 's'} marked.`,
  );
}

/** After the player confirms, clears the board and the clock. */
async function restartGame(state: PlayerState): Promise<void> {
  if (!state.current) return;
  const sure = await confirmAction(
    state.view,
    'Restart this puzzle?',
    'Your digits and notes are cleared and the clock starts again from zero.',
    'Restart',
  );
  if (sure) dispatch(state, { type: 'restart' });
}

/**
 * After the player confirms, reveals the selected cell, or says which cells can be revealed.
 * A reveal stays counted when undone (the player saw the digit), and the question says so.
 */
async function revealCell(state: PlayerState): Promise<void> {
  const { current } = state;
  if (!current || current.game.paused || current.game.completed) return;
  const { selected, puzzle, revealedCells } = current.game;
  if (selected === null || puzzle.givens[selected] !== 0) {
    tell(state, 'Select an empty cell, or one of your digits, to reveal it.');
    return;
  }
  const sure = await confirmAction(
    state.view,
    'Reveal this cell?',
    revealedCells.includes(selected)
      ? 'The solution’s digit is written in. You revealed this cell before, so it is not counted again.'
      : 'The solution’s digit is written in. It counts in your result, even if you undo it.',
    'Reveal',
  );
  if (sure) dispatch(state, { type: 'reveal', cell: selected });
}

/** What each of the player's buttons does, by its `data-testid` (the digit pad aside). */
const ACTIONS: Record<string, (state: PlayerState) => void> = {
  undo: (state) => dispatch(state, { type: 'undo' }),
  redo: (state) => dispatch(state, { type: 'redo' }),
  erase: (state) => dispatch(state, { type: 'erase' }),
  notes: (state) => dispatch(state, { type: 'toggleNotesMode' }),
  'auto-notes': (state) => dispatch(state, { type: 'autoNotes' }),
  hint: (state) => void requestHint(state),
  'hint-more': (state) => deepenHint(state, 2),
  'hint-apply': (state) => deepenHint(state, 3),
  'hint-close': closeHint,
  check: (state) => void checkDigits(state),
  reveal: (state) => void revealCell(state),
  restart: (state) => void restartGame(state),
  settings: (state) =>
    openSettings(state.view.settings, state.settings, (settings) => {
      applySettings(state.view.root, settings);
      redraw(state);
    }),
  pause: (state) => dispatch(state, { type: state.current?.game.paused ? 'resume' : 'pause' }),
  resume: (state) => dispatch(state, { type: 'resume' }),
  'show-result': (state) => state.current && showResult(state.view, state.current),
  'share-copy': (state) => void shareResult(state.view),
  'success-close': (state) => state.view.success.close(),
};

/** Runs the action of the button named `testid`; unknown names do nothing. */
export function runAction(state: PlayerState, testid: string): void {
  if (state.current) solveNow(state.current);
  ACTIONS[testid]?.(state);
}
