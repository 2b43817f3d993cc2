import { stripVTControlCharacters } from 'node:util';
import { conflictsOf, elapsedMs } from '../../shared/game/index.ts';
import { formatTime } from '../../site/src/scripts/play/clock.ts';
import { boardLines, digitChar, type Marks, noteDigits, sgr } from './board.ts';
import { type Session, titleOf } from './session.ts';

/**
 * One frame of the full-screen game, `rows` lines of at most `cols` characters: the title and
 * clock on top, the board at the left (a grid up to 9x9 with its notes in place when the
 * terminal has room: 80x35 for 9x9), a panel at its right (mode, the selected cell, conflicts,
 * the keys), and at the bottom the last message or the prompt. The board is hidden while
 * paused; a terminal too small for the board says how large it must be.
 */

/**
 * What the screen asks the player for, on its last line: a file name (`name`, offered as a
 * default that the first typed character replaces until `edited`), or yes or no.
 */
export type Question =
  | { type: 'file'; action: 'save' | 'load'; name: string; edited: boolean }
  | { type: 'confirm'; action: 'solve' | 'new' | 'quit'; text: string };

export interface View {
  session: Session;
  color: boolean;
  question: Question | null;
  /** A message in red: it reports a failure, on one line. */
  failed: boolean;
  /** A new puzzle is being made: the board is hidden, the message says what is made. */
  readonly making?: boolean;
}

/** Width of the panel right of the board, and the gap before it. */
const PANEL = 22;
const GAP = 3;

/** The characters of `text` on screen, without its escapes. */
function visible(text: string): number {
  return stripVTControlCharacters(text).length;
}

/** `text` cut to `width` characters (plain text only). */
function cut(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
}

/** Words wrapped to `width`, at most `max` lines (the last cut short with …). */
function wrap(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > max)
    lines.splice(max - 1, lines.length, cut(lines.slice(max - 1).join(' '), width));
  return lines.map((l) => cut(l, width));
}

/** The board's marks: selection and its peers, conflicts, Check's cells, the hint's. */
function marksOf(session: Session): Marks {
  const { game, hint, wrong } = session;
  const { peers, peerStart } = game.puzzle.rules;
  const selected = game.selected;
  const peerCells = new Set<number>();
  if (selected !== null) {
    for (let p = peerStart[selected]; p < peerStart[selected + 1]; p++) peerCells.add(peers[p]);
  }
  return {
    selected,
    peers: peerCells,
    conflicts: new Set(conflictsOf(game)),
    wrong,
    area: new Set(hint?.area),
    named: new Set(hint && hint.level >= 2 ? hint.hint.cells : []),
  };
}

/** The keys, in lines of at most PANEL characters. */
function keyLines(session: Session): string[] {
  const { size, geometry } = session.game.puzzle.rules;
  const digits = size > 9 ? `1-9 A-${digitChar(size)}` : `1-${size}`;
  return [
    'arrows, h j k l  move',
    ...(geometry ? [] : ['Q E A D Z C  around']),
    `${digits}  set  0  erase`,
    'n  notes mode on/off',
    'u  undo   Ctrl-R  redo',
    'H  hint (again: more)',
    'c  check  s  solve',
    'p  pause  q  quit',
    'S  save   L  load',
    'N  new puzzle',
  ];
}

/** The panel: the clock and mode, the selected cell, the counts, the keys. */
function panelLines(session: Session, now: number): string[] {
  const { game, start } = session;
  const { shape } = start;
  const lines = [
    game.completed
      ? 'Solved!'
      : game.paused
        ? 'Paused'
        : `Time ${formatTime(elapsedMs(game, now))}`,
    `Mode: ${game.notesMode ? 'NOTES' : 'digits'}`,
  ];
  const cell = game.selected;
  if (cell !== null) {
    const d = game.grid[cell];
    let what = d === 0 ? 'empty' : game.puzzle.givens[cell] !== 0 ? 'given' : 'yours';
    if (d === 0 && game.notes[cell] !== 0)
      what = `notes ${noteDigits(game.notes[cell], shape.size)}`;
    lines.push(`Cell ${shape.describeCell(cell)}: ${what}`);
  } else lines.push('No cell selected');
  const clashes = conflictsOf(game).length;
  lines.push(clashes === 0 ? 'No conflicts' : `Conflicts: ${clashes} cells`);
  lines.push(`Hints ${game.hintsUsed}  checks ${game.checks}`, '');
  return [...lines, ...keyLines(session)].map((line) => cut(line, PANEL));
}

/**
 * The frame of `view` at `now` on a terminal of `cols` by `rows`.
 * @example painter.paint(frameLines(view, 80, 24, Date.now()))
 */
export function frameLines(view: View, cols: number, rows: number, now: number): string[] {
  const { session, color, question } = view;
  const { game } = session;
  const marks = marksOf(session);
  const { geometry, size } = game.puzzle.rules;
  // Three lines a cell, the notes in place, where the terminal has room for them.
  const tall = geometry && size <= 9 ? boardLines(session, marks, color, true) : [];
  const fits =
    tall.length > 0 && rows >= tall.length + 4 && cols >= 2 + visible(tall[0]) + GAP + PANEL;
  const board = fits ? tall : boardLines(session, marks, color);
  const boardWidth = Math.max(...board.map(visible));
  const lines: string[] = Array.from({ length: rows }, () => '');
  const need = [boardWidth + 2, board.length + 3];
  if (cols < need[0] || rows < need[1]) {
    lines[0] = cut('Terminal too small for this board:', cols);
    lines[1] = cut(`need ${need[0]}x${need[1]}, have ${cols}x${rows}.`, cols);
    lines[2] = cut('Enlarge it, or q to quit.', cols);
    return lines;
  }
  const clock = game.completed ? formatTime(game.elapsed) : formatTime(elapsedMs(game, now));
  const title = cut(titleOf(session), cols - clock.length - 2);
  lines[0] = `${sgr(title, color ? '1' : '')}${' '.repeat(cols - title.length - clock.length)}${clock}`;
  const top = rows >= board.length + 4 ? 2 : 1;
  const panelAt = 2 + boardWidth + GAP;
  const panel = cols >= panelAt + PANEL ? panelLines(session, now) : [];
  const cover = view.making
    ? 'Making a puzzle…'
    : game.paused
      ? 'Paused. Press p to resume.'
      : null;
  // The cover's words in the board's width, about its middle (a 4×4 is narrower than them).
  const covering = cover ? wrap(cover, boardWidth, board.length) : [];
  const from = (board.length - covering.length) >> 1;
  const shown = cover ? board.map((_, i) => covering[i - from] ?? '') : board;
  for (let i = 0; i < Math.max(shown.length, panel.length) && top + i < rows; i++) {
    const left = shown[i] ?? '';
    const right = panel[i] ?? '';
    lines[top + i] = right
      ? `  ${left}${' '.repeat(boardWidth - visible(left) + GAP)}${right}`
      : `  ${left}`;
  }
  // The message (or the question) takes the lines below the board, up to the last.
  const room = Math.max(1, rows - top - Math.max(board.length, panel.length));
  if (question) {
    lines[rows - 1] = questionLine(question, cols, color);
  } else if (session.message) {
    const codes = !color ? '' : view.failed ? '31' : game.completed ? '1;32' : '33';
    const text = wrap(session.message, cols - 2, view.failed ? 1 : Math.min(room, 4));
    text.forEach((line, i) => {
      lines[rows - text.length + i] = sgr(line, codes);
    });
  }
  return lines;
}

/**
 * The question's line, bold (reversed without colour), the cursor after the answer; an untouched
 * default file name is marked as selected (reversed, or underlined in a reversed line).
 */
function questionLine(question: Question, cols: number, color: boolean): string {
  const style = color ? '1' : '7';
  if (question.type === 'confirm') return sgr(cut(`${question.text}_`, cols), style);
  const prompt = `${question.action === 'save' ? 'Save to' : 'Load from'} file: `;
  // The name's end stays in view: cut at its start.
  const room = Math.max(1, cols - prompt.length - 1);
  const { name, edited } = question;
  const shown = name.length <= room ? name : `…${name.slice(name.length - room + 1)}`;
  if (edited || !shown || prompt.length + shown.length >= cols)
    return sgr(cut(`${prompt}${shown}_`, cols), style);
  const selected = `\x1b[${color ? '7' : '4'}m${shown}\x1b[${color ? '27' : '24'}m`;
  return sgr(`${prompt}${selected}_`, style);
}
