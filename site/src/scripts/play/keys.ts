import type { Direction, GameEvent } from '../../../../shared/game/index.ts';

const ARROWS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * The game event a key press stands for, or null: arrows move (and the board's own `moves`,
 * keys by their `code`), 1–N type (Shift: a note),
 * Backspace/Delete erase, N toggles notes, Ctrl/Cmd+Z undoes, Ctrl/Cmd+Y or
 * Ctrl/Cmd+Shift+Z redoes. Digits are read from the key's position (`code`), so Shift+7 is a
 * note 7 on any keyboard layout.
 * @example keyEvent(event, 9) // { type: 'note', digit: 7 } for Shift+7
 */
export function keyEvent(
  event: KeyboardEvent,
  size: number,
  moves: Readonly<Record<string, Direction>> = {},
): GameEvent | null {
  const key = event.key.toLowerCase();
  if (event.ctrlKey || event.metaKey) {
    if (event.altKey) return null;
    if (key === 'z') return { type: event.shiftKey ? 'redo' : 'undo' };
    if (key === 'y') return { type: 'redo' };
    return null;
  }
  if (event.altKey) return null;
  const direction = ARROWS[event.key] ?? moves[event.code];
  if (direction) return { type: 'move', direction };
  const digit = /^(?:Digit|Numpad)([1-9])$/.exec(event.code)?.[1] ?? /^[1-9]$/.exec(key)?.[0];
  if (digit && Number(digit) <= size) {
    return { type: event.shiftKey ? 'note' : 'input', digit: Number(digit) };
  }
  if (key === 'backspace' || key === 'delete') return { type: 'erase' };
  if (key === 'n') return { type: 'toggleNotesMode' };
  return null;
}
