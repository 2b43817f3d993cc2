import type { Geometry } from '../../shared/geometry.ts';
import { ROW_CELLS, ROW_START } from '../../shared/hanidoku/geometry.ts';
import type { Session } from './session.ts';

/**
 * The board as terminal lines. Each cell is a slot of three characters, its digit (1-9, then A-G)
 * between two marks: `[5]` the selected cell, ` 5!` a conflict or a digit Check found wrong,
 * `*5 ` a cell the hint names, ` : ` an empty cell with notes, ` . ` an empty one (on an
 * X-sudoku's diagonals a backslash or a slash). Colour (SGR)
 * says the same again, and more: givens bold, the player's digits cyan, conflicts red, the
 * selected cell's peers and the hint's area shaded. Without colour (NO_COLOR) only bold,
 * underline and inverse are used. A grid frames its boxes (a jigsaw its regions), on a large
 * terminal with three lines a cell and its notes in place; the
 * honeycomb's nine rows are offset by half a cell, a blank line between them.
 */

/** What is marked on the board besides the digits. */
export interface Marks {
  selected: number | null;
  peers: ReadonlySet<number>;
  conflicts: ReadonlySet<number>;
  wrong: ReadonlySet<number>;
  /** The hint's area (level 1 on) and the cells it names (level 2 on). */
  area: ReadonlySet<number>;
  named: ReadonlySet<number>;
}

/** `text` in SGR `codes` ('' leaves it plain). */
export function sgr(text: string, codes: string): string {
  return codes === '' ? text : `\x1b[${codes}m${text}\x1b[0m`;
}

/** A digit as the core's formats write it: 1-9, then A-G. */
export function digitChar(d: number): string {
  return d.toString(36).toUpperCase();
}

/** The digits of a notes mask, in order: "147". */
export function noteDigits(mask: number, size: number): string {
  let digits = '';
  for (let d = 1; d <= size; d++) if (mask & (1 << (d - 1))) digits += digitChar(d);
  return digits;
}

/** The SGR codes of a cell: its digit's, then its background's. */
function cellCodes(session: Session, cell: number, marks: Marks, color: boolean): string {
  const { grid, puzzle } = session.game;
  const given = puzzle.givens[cell] !== 0;
  const bad = marks.conflicts.has(cell) || marks.wrong.has(cell);
  const codes: string[] = [];
  if (given) codes.push('1');
  if (!color) {
    if (bad) codes.push('4');
    if (cell === marks.selected) codes.push('7');
    return codes.join(';');
  }
  if (bad) codes.push('31');
  else if (grid[cell] === 0) codes.push('2');
  else if (!given) codes.push('36');
  if (cell === marks.selected) codes.push(bad ? '46' : '30;46');
  else if (marks.wrong.has(cell)) codes.push('97;41');
  else if (marks.named.has(cell)) codes.push('30;105');
  else if (marks.area.has(cell)) codes.push('30;43');
  else if (marks.peers.has(cell)) codes.push('100');
  return codes.join(';');
}

/** An empty cell: `.`, or on an X-sudoku's diagonals a backslash or a slash (`X` where they cross). */
function blankChar(session: Session, cell: number): string {
  const { geometry } = session.start.shape;
  if (geometry?.variant !== 'x') return '.';
  const { size } = geometry;
  const r = Math.floor(cell / size);
  const c = cell % size;
  const falling = r === c;
  const rising = r + c === size - 1;
  return falling && rising ? 'X' : falling ? '\\' : rising ? '/' : '.';
}

/**
 * A cell's lines, painted: one of three characters, or (`tall`) three of five, with room for
 * its notes in rows of three digits.
 */
export function cellLines(
  session: Session,
  cell: number,
  marks: Marks,
  color: boolean,
  tall: boolean,
): string[] {
  const { grid, notes } = session.game;
  const d = grid[cell];
  const mask = d === 0 ? notes[cell] : 0;
  const middle = d !== 0 ? digitChar(d) : mask !== 0 ? ':' : blankChar(session, cell);
  const selected = cell === marks.selected;
  const left = selected ? '[' : marks.named.has(cell) ? '*' : ' ';
  const bad = marks.conflicts.has(cell) || marks.wrong.has(cell);
  const right = selected ? ']' : bad ? '!' : ' ';
  const codes = cellCodes(session, cell, marks, color);
  if (!tall) return [sgr(`${left}${middle}${right}`, codes)];
  if (mask === 0)
    return ['     ', `${left} ${middle} ${right}`, '     '].map((line) => sgr(line, codes));
  const size = session.game.puzzle.rules.size;
  const third = (k: number) => {
    let digits = '';
    for (let d = 3 * k + 1; d <= 3 * k + 3; d++) {
      digits += d <= size && mask & (1 << (d - 1)) ? digitChar(d) : ' ';
    }
    return digits;
  };
  return [` ${third(0)} `, `${left}${third(1)}${right}`, ` ${third(2)} `].map((line) =>
    sgr(line, codes),
  );
}

/** Where a grid is framed: before column (or row) i, for i in 0..size, when a region changes there. */
function borders(geometry: Geometry, across: boolean): boolean[] {
  const { size, regionOf } = geometry;
  const at = (line: number, i: number) => regionOf[across ? line * size + i : i * size + line];
  return Array.from({ length: size + 1 }, (_, i) => {
    if (i === 0 || i === size) return true;
    for (let line = 0; line < size; line++) if (at(line, i - 1) !== at(line, i)) return true;
    return false;
  });
}

/** A grid's lines, its regions framed; `slot` draws a cell as lines of `width` characters. */
export function gridLines(
  geometry: Geometry,
  slot: (cell: number) => string[],
  width: number,
): string[] {
  const { size, regionOf } = geometry;
  const columns = borders(geometry, true);
  const rows = borders(geometry, false);
  const parted = (a: number, b: number) => a < 0 || b >= size * size || regionOf[a] !== regionOf[b];
  const lines: string[] = [];
  for (let r = 0; r <= size; r++) {
    if (rows[r]) {
      let rule = '';
      for (let c = 0; c < size; c++) {
        if (columns[c]) rule += '+';
        const above = r === 0 ? -1 : (r - 1) * size + c;
        rule += (r === size || parted(above, r * size + c) ? '-' : ' ').repeat(width);
      }
      lines.push(`${rule}+`);
    }
    if (r === size) break;
    const cells = Array.from({ length: size }, (_, c) => slot(r * size + c));
    for (let k = 0; k < cells[0].length; k++) {
      let line = '';
      for (let c = 0; c < size; c++) {
        const cell = r * size + c;
        if (columns[c]) line += c === 0 || parted(cell - 1, cell) ? '|' : ' ';
        line += cells[c][k];
      }
      lines.push(`${line}|`);
    }
  }
  return lines;
}

/** The honeycomb's lines: rows of 5 to 9 cells, each indented by half a cell per missing cell. */
export function honeycombLines(slot: (cell: number) => string): string[] {
  const lines: string[] = [];
  for (let row = 0; row < 9; row++) {
    const cells = Array.from(ROW_CELLS.subarray(ROW_START[row], ROW_START[row + 1]), (cell) =>
      slot(cell),
    );
    if (row > 0) lines.push('');
    lines.push(' '.repeat(2 * (9 - cells.length)) + cells.join(' '));
  }
  return lines;
}

/**
 * The board of a session with its marks; `tall` draws a grid of up to 9x9 with three lines a
 * cell, its notes in place.
 */
export function boardLines(session: Session, marks: Marks, color: boolean, tall = false): string[] {
  const { geometry } = session.start.shape;
  const lines = (cell: number) => cellLines(session, cell, marks, color, tall);
  if (geometry) return gridLines(geometry, lines, tall ? 5 : 3);
  return honeycombLines((cell) => lines(cell)[0]);
}
