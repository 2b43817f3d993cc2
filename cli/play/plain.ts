import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { GameEvent } from '../../shared/game/index.ts';
import { ROW_CELLS, ROW_START } from '../../shared/hanidoku/geometry.ts';
import type { RatedLevel } from '../../shared/kind/names.ts';
import { defaultLevel, type Shape } from '../../shared/kind/shape.ts';
import { digitChar, noteDigits } from './board.ts';
import {
  checkDigits,
  deepenHint,
  loadText,
  openSession,
  play,
  type Session,
  saveText,
  solveAll,
  solvedLine,
  titleOf,
} from './session.ts';
import { makingLine, nextMessage, nextPuzzle } from './source.ts';

/**
 * `sudoku play --plain`: the game for scripts and screen readers. One command a line on stdin;
 * after each, the board as plain text (no escapes) and what the command did; a line starting
 * with `Solved` when the grid becomes complete and correct, however it got there. A bad command
 * gets one line on stderr and the game goes on; `quit` or the end of the input ends it (exit 0).
 */

/** A one-line complaint about the command; the game goes on. */
class CommandError extends Error {}

/** The cell at 1-based ROW and COL of a shape (a honeycomb's row and place in it). */
function cellOf(shape: Shape, rowText: string | undefined, colText: string | undefined): number {
  const rows = shape.geometry ? shape.size : 9;
  const row = Number(rowText);
  if (!/^\d+$/.test(rowText ?? '') || row < 1 || row > rows)
    throw new CommandError(`ROW must be 1 to ${rows}, got '${rowText ?? ''}'`);
  const cols = shape.geometry ? shape.size : ROW_START[row] - ROW_START[row - 1];
  const col = Number(colText);
  if (!/^\d+$/.test(colText ?? '') || col < 1 || col > cols)
    throw new CommandError(`COL must be 1 to ${cols} in row ${row}, got '${colText ?? ''}'`);
  return shape.geometry
    ? (row - 1) * shape.size + col - 1
    : ROW_CELLS[ROW_START[row - 1] + col - 1];
}

/** A digit of the shape: 1..size, or A-G for 10-16. */
function digitOf(shape: Shape, text: string | undefined): number {
  const d = /^\d+$/.test(text ?? '')
    ? Number(text)
    : /^[a-g]$/i.test(text ?? '')
      ? Number.parseInt(text!, 36)
      : 0;
  if (d < 1 || d > shape.size) {
    const digits = shape.size > 9 ? `1-9 or A-${digitChar(shape.size)}` : `1-${shape.size}`;
    throw new CommandError(`DIGIT must be ${digits}, got '${text ?? ''}'`);
  }
  return d;
}

/** The board and what else the player needs to know, as plain lines. */
export function plainReport(session: Session): string {
  const { start, game } = session;
  const { shape } = start;
  const lines = [shape.draw(game.grid).trimEnd()];
  const noted: string[] = [];
  game.notes.forEach((mask, cell) => {
    if (mask === 0) return;
    noted.push(`${shape.describeCell(cell)} ${noteDigits(mask, shape.size)}`);
  });
  if (noted.length > 0) lines.push(`Notes: ${noted.join(', ')}`);
  const clashes = new Set<number>();
  for (const [a, b] of game.puzzle.rules.conflicts(game.grid)) clashes.add(a).add(b);
  if (clashes.size > 0) {
    const names = [...clashes].sort((a, b) => a - b).map((cell) => shape.describeCell(cell));
    lines.push(`Conflicts: ${names.join(' ')}`);
  }
  if (session.message) lines.push(session.message);
  return `${lines.join('\n')}\n`;
}

/** What the player can start a new game from: the kind, and a seed to derive new ones from. */
interface Plain {
  session: Session;
  /** The command line's seed: the k-th `new` plays seed `SEED/k`, so a script repeats. */
  seed: string | undefined;
  news: number;
}

/** Runs one command line; what to print after it, or 'quit'. */
function runCommand(state: Plain, line: string): string | 'quit' {
  const [name, ...args] = line.trim().split(/\s+/);
  const { session } = state;
  const { shape } = session.start;
  const now = Date.now();
  const arity = (n: number, usage: string) => {
    if (args.length !== n)
      throw new CommandError(`${name} needs ${usage || 'nothing more'}, got '${line.trim()}'`);
  };
  const needsPlay = () => {
    if (session.game.completed)
      throw new CommandError(`the puzzle is solved: 'new' for another, or 'quit'`);
  };
  let completed = false;
  session.message = '';
  const event = (e: GameEvent) => {
    completed = play(session, e, now) || completed;
  };
  switch (name) {
    case 'set':
    case 'note': {
      arity(3, 'ROW COL DIGIT');
      const cell = cellOf(shape, args[0], args[1]);
      const digit = digitOf(shape, args[2]);
      needsPlay();
      if (session.game.puzzle.givens[cell] !== 0)
        throw new CommandError(`${shape.describeCell(cell)} is a given`);
      if (name === 'note' && session.game.grid[cell] !== 0)
        throw new CommandError(`${shape.describeCell(cell)} holds a digit: erase it to take notes`);
      event(name === 'set' ? { type: 'input', digit, cell } : { type: 'note', digit, cell });
      break;
    }
    case 'erase': {
      arity(2, 'ROW COL');
      const cell = cellOf(shape, args[0], args[1]);
      needsPlay();
      if (session.game.puzzle.givens[cell] !== 0)
        throw new CommandError(`${shape.describeCell(cell)} is a given`);
      event({ type: 'erase', cell });
      break;
    }
    case 'undo':
    case 'redo':
      arity(0, '');
      needsPlay();
      if (session.game[name].length === 0) throw new CommandError(`nothing to ${name}`);
      event({ type: name });
      break;
    case 'hint':
      arity(0, '');
      needsPlay();
      completed = deepenHint(session, now);
      break;
    case 'check':
      arity(0, '');
      needsPlay();
      checkDigits(session, now);
      break;
    case 'solve':
      arity(0, '');
      needsPlay();
      completed = solveAll(session, now);
      break;
    case 'new': {
      if (args.length > 1)
        throw new CommandError(`new takes at most a LEVEL, got '${line.trim()}'`);
      const level = (args[0] ?? session.start.level ?? defaultLevel(shape)) as RatedLevel;
      if (!shape.levels.includes(level))
        throw new CommandError(`LEVEL must be one of ${shape.levels.join(', ')}, got '${args[0]}'`);
      state.news++;
      // Made on this thread (a script waits for it anyway); a person is told why it waits.
      if (process.stderr.isTTY) process.stderr.write(`${makingLine(shape, level)}\n`);
      const made = nextPuzzle(shape, nextMessage(session.start, state.seed, state.news, level));
      if (!made.ok) throw new CommandError(made.message);
      state.session = openSession(made.start, now);
      return `${titleOf(state.session)}\n${plainReport(state.session)}`;
    }
    case 'save': {
      arity(1, 'FILE');
      writeFileSync(args[0], saveText(session, now));
      session.message = `Saved to ${args[0]}.`;
      break;
    }
    case 'load': {
      arity(1, 'FILE');
      const loaded = loadText(readFileSync(args[0], 'utf8'), now);
      if (!loaded.ok) throw new CommandError(`${args[0]}: ${loaded.message}`);
      state.session = loaded.session;
      state.session.message = `Loaded ${args[0]}.`;
      const solved = state.session.game.completed ? `${solvedLine(state.session)}\n` : '';
      return `${titleOf(state.session)}\n${plainReport(state.session)}${solved}`;
    }
    case 'quit':
      arity(0, '');
      return 'quit';
    default:
      throw new CommandError(
        `unknown command '${name}' (set, note, erase, undo, redo, hint, check, solve, new, save, load, quit)`,
      );
  }
  return plainReport(session) + (completed ? `${solvedLine(session)}\n` : '');
}

/** Plays `session` by the commands on stdin; exit status 0. */
export async function runPlain(session: Session, seed: string | undefined): Promise<number> {
  const state: Plain = { session, seed, news: 0 };
  process.stdout.write(`${titleOf(session)}\n${plainReport(session)}`);
  let number = 0;
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    number++;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    try {
      const out = runCommand(state, line);
      if (out === 'quit') break;
      process.stdout.write(out);
    } catch (error) {
      const known = error instanceof CommandError || (error as { syscall?: string }).syscall;
      if (!known) throw error;
      process.stderr.write(`sudoku play: line ${number}: ${(error as Error).message}\n`);
    }
  }
  // After `quit` a terminal's stdin would keep reading, and the process waiting, until Ctrl-D.
  process.stdin.destroy();
  return 0;
}
