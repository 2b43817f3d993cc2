import type { Game, GameEvent } from '../../../../shared/game/index.ts';
import { digitChar } from '../../../../shared/print.ts';
import { cellName } from '../board.ts';

/**
 * What the live region says after an event changed the game: placements with any clash,
 * notes, erasures, undo and redo, modes. Selection moves are left to the focused cell's label.
 * @example describeChange(before, after, { type: 'input', digit: 7 }) // "7 in row 3, column 5"
 */
export function describeChange(before: Game, after: Game, event: GameEvent): string {
  const { size } = after.puzzle.geometry;
  switch (event.type) {
    case 'input':
    case 'note':
    case 'erase':
    case 'reveal': {
      const cell = event.cell ?? before.selected;
      if (cell === null) return '';
      const where = cellName(cell, size);
      const d = after.grid[cell];
      if (event.type === 'erase') return `Erased ${where}`;
      if (event.type === 'reveal') return `Revealed ${digitChar(d)} in ${where}`;
      if (d !== before.grid[cell])
        return `${digitChar(d)} in ${where}${describeClash(after, cell)}`;
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

/** ", conflicts with row 3, column 9" when a peer holds the same digit. */
function describeClash(game: Game, cell: number): string {
  const { peers, peerStart, size } = game.puzzle.geometry;
  const d = game.grid[cell];
  const clashes: string[] = [];
  for (let p = peerStart[cell]; p < peerStart[cell + 1]; p++) {
    if (game.grid[peers[p]] === d) clashes.push(cellName(peers[p], size));
  }
  return clashes.length > 0 ? `, conflicts with ${clashes.join(' and ')}` : '';
}
