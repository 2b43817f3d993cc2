import type { Direction, GameEvent } from '../../shared/game/index.ts';

/**
 * The keys of the full-screen game. Arrows and h j k l move (a honeycomb's up and down zigzag,
 * as on the site); a honeycomb also takes its six neighbours by their place around S, as the
 * site does, typed as capitals (Q E above, A D beside, Z C below), since q quits and c checks,
 * and Home, Page Up, End, Page Down for the diagonals. Digits 1-9 (and A-G, capitals, on
 * 16x16) write, 0, Backspace and Delete erase; the other commands are single letters (N, a
 * new puzzle, is a capital as n toggles notes).
 */

/** A key as readline's keypress event names it. */
export interface Key {
  name?: string;
  ctrl?: boolean;
  shift?: boolean;
}

/** What a key asks for: a game event, or a command the screen carries out. */
export type KeyAction =
  | { type: 'event'; event: GameEvent }
  | {
      type:
        | 'hint'
        | 'check'
        | 'solve'
        | 'pause'
        | 'save'
        | 'load'
        | 'new'
        | 'quit'
        | 'interrupt'
        | 'dismiss';
    };

const ARROWS: Readonly<Record<string, Direction>> = {
  up: 'up',
  down: 'down',
  left: 'left',
  right: 'right',
};

const VI: Readonly<Record<string, Direction>> = { h: 'left', j: 'down', k: 'up', l: 'right' };

const HONEYCOMB_MOVES: Readonly<Record<string, Direction>> = {
  Q: 'upLeft',
  E: 'upRight',
  A: 'left',
  D: 'right',
  Z: 'downLeft',
  C: 'downRight',
  home: 'upLeft',
  pageup: 'upRight',
  end: 'downLeft',
  pagedown: 'downRight',
};

const COMMANDS: Readonly<Record<string, KeyAction['type']>> = {
  H: 'hint',
  c: 'check',
  s: 'solve',
  p: 'pause',
  S: 'save',
  L: 'load',
  N: 'new',
  q: 'quit',
};

/**
 * The action of a key in a game of `size` digits (`honeycomb` for Hanidoku's moves), or null.
 * @example keyAction('7', {}, 9, false) // { type: 'event', event: { type: 'input', digit: 7 } }
 */
export function keyAction(
  text: string | undefined,
  key: Key,
  size: number,
  honeycomb: boolean,
): KeyAction | null {
  const event = (e: GameEvent): KeyAction => ({ type: 'event', event: e });
  if (key.ctrl) {
    if (key.name === 'c') return { type: 'interrupt' };
    if (key.name === 'r') return event({ type: 'redo' });
    return null;
  }
  const name = key.name ?? '';
  const direction =
    ARROWS[name] ??
    (text && VI[text]) ??
    (honeycomb ? (HONEYCOMB_MOVES[name] ?? (text ? HONEYCOMB_MOVES[text] : undefined)) : undefined);
  if (direction) return event({ type: 'move', direction });
  if (name === 'backspace' || name === 'delete' || text === '0') return event({ type: 'erase' });
  if (name === 'escape') return { type: 'dismiss' };
  if (text?.length !== 1) return null;
  const digit = /[1-9]/.test(text)
    ? Number(text)
    : /[A-G]/.test(text)
      ? Number.parseInt(text, 36)
      : 0;
  if (digit >= 1 && digit <= size) return event({ type: 'input', digit });
  if (text === 'n') return event({ type: 'toggleNotesMode' });
  if (text === 'u') return event({ type: 'undo' });
  const command = COMMANDS[text];
  return command ? ({ type: command } as KeyAction) : null;
}
