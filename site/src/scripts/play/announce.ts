import type { Game, GameEvent } from '../../../../shared/game/index.ts';
import { digitChar } from '../../../../shared/print.ts';
import type { BoardKit } from '../board.ts';

/**
 * What the live region says after an event changed the game: placements with any clash,
 * notes, erasures, undo and redo, modes. Selection moves are left to the focused cell's label.
 * Cells are named by the board's `kit`.
 * @example describeChange(before, after, { type: 'input', digit: 7 }, kit) // "7 in row 3, column 5"
 */
export function describeChange(before: Game, after: Game, event: GameEvent, kit: BoardKit): string {
  switch (event.type) {
    case 'input':
    case 'note':
    case 'erase':
    case 'reveal': {
      const cell = event.cell ?? before.selected;
      if (cell === null) return '';
      const where = kit.name(cell);
      const d = after.grid[cell];
      if (event.type === 'erase') return `Erased ${where}`;
      if (event.type === 'reveal') return `Revealed ${digitChar(d)} in ${where}`;
      if (d !== before.grid[cell])
        return `${digitChar(d)} in ${where}${describeClash(after, cell, kit)}`;
      const added = (after.notes[cell] & (1 << (event.digit - 1))) !== 0;
      return `Note ${digitChar(event.digit)} ${added ? 'added to' : 'removed from'} ${where}`;
    }
    case 'undo':
      return 'Undone';
    case 'redo':
      return 'Redone';
    case 'toggleNotesMode':
      return after.notesMode ? 'Notes mode on' : 'Notes mode off';
    case 'autoNotes':
      return 'Notes filled in with every candidate';
    case 'applyHint':
      return 'Hint played';
    case 'restart':
      return 'Puzzle restarted';
    case 'pause':
      return 'Paused; the board is hidden';
    case 'resume':
      return 'Resumed';
    default:
      return '';
  }
}

/**
 * ", conflicts with row 3, column 9" when the cell's digit breaks a rule with another's (a peer
 * holds the same digit; in a honeycomb, also one too far from it to share its line's run).
 */
function describeClash(game: Game, cell: number, kit: BoardKit): string {
  const clashes: string[] = [];
  for (const [a, b] of game.puzzle.rules.conflicts(game.grid)) {
    if (a === cell || b === cell) clashes.push(kit.name(a === cell ? b : a));
  }
  return clashes.length > 0 ? `, conflicts with ${clashes.join(' and ')}` : '';
}
