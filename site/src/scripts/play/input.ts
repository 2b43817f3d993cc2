import { runAction } from './actions.ts';
import { dispatch } from './dispatch.ts';
import { keyEvent } from './keys.ts';
import { tell } from './screen.ts';
import type { PlayerState } from './session.ts';

/**
 * Turns the player's input into game events and actions: clicks on cells, the pad and the
 * controls under `root`, focus entering a cell, and keys pressed on the page or in the player
 * (not in its dialogs or a form field).
 */
export function listenForInput(state: PlayerState, root: HTMLElement): void {
  const { view } = state;
  root.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[role="gridcell"]');
    if (cell && view.board.contains(cell)) {
      dispatch(state, { type: 'select', cell: Number(cell.dataset.cell) });
      return;
    }
    const button = target.closest<HTMLButtonElement>('button[data-testid]');
    if (!button || button.getAttribute('aria-disabled') === 'true') return;
    if (view.menu.contains(button)) view.menu.hidePopover();
    const digit = button.dataset.digit;
    if (digit) {
      if (state.current?.game.selected === null)
        tell(state, 'Select a cell first, then its digit.');
      else dispatch(state, { type: 'input', digit: Number(digit) });
      return;
    }
    runAction(state, button.dataset.testid!);
  });

  // Tabbing into the grid selects the cell that takes the focus.
  view.board.addEventListener('focusin', (event) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[role="gridcell"]');
    const { current } = state;
    if (cell && current && current.game.selected !== Number(cell.dataset.cell)) {
      dispatch(state, { type: 'select', cell: Number(cell.dataset.cell) });
    }
  });

  document.addEventListener('keydown', (event) => {
    const { current } = state;
    if (!current || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    if (target !== document.body && !root.contains(target)) return;
    if (target.closest('dialog, input, textarea, select')) return;
    if (event.key === 'Escape' && current.hint) {
      runAction(state, 'hint-close');
      return;
    }
    if (event.key.toLowerCase() === 'h' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      runAction(state, 'hint');
      return;
    }
    const gameEvent = keyEvent(event, current.game.puzzle.rules.size, view.kit.moves);
    if (!gameEvent) return;
    event.preventDefault();
    const focusInBoard = view.board.contains(target);
    dispatch(state, gameEvent);
    // Arrow keys move the focus with the selection, unless it was on a control.
    if ((focusInBoard || target === document.body) && gameEvent.type === 'move') {
      const selected = current.game.selected;
      if (selected !== null) view.cells[selected]?.focus();
    }
  });
}
