import { findFirstConflict } from './check.ts';
import {
  BOX_SHAPES,
  classicGeometry,
  describeCell,
  describeUnit,
  type Geometry,
} from './geometry.ts';
import { digitChar } from './print.ts';
import { createPuzzle, type Puzzle } from './puzzle.ts';

/**
 * Text forms of a puzzle, all read by one parser:
 * - the line: N² characters row by row, e.g. 81 for 9×9 (`5.3..7...`);
 * - the SadMan `.sdk` form: `#` header lines, then N lines of N characters
 *   (or N characters separated by single spaces);
 * - a drawing with `|`, `-`, `+` (or `=`) separators, where spaces only separate.
 * Digits are 1-9 then A-G (10-16); with `zeroBased` they are 0-9 then A-F (1-16).
 * A blank is one of `0 . _ * x` or a space (not `0` when zero-based, nor space in drawings).
 */

/** Character code → value: a digit 1..16, BLANK, or BAD. */
export const BLANK = 0;
export const BAD = 255;

function buildCharTable(zeroBased: boolean): Uint8Array {
  const table = new Uint8Array(256).fill(BAD);
  for (const ch of '._*xX ') table[ch.charCodeAt(0)] = BLANK;
  const digits = zeroBased ? '0123456789ABCDEF' : '123456789ABCDEFG';
  for (let i = 0; i < digits.length; i++) {
    table[digits.charCodeAt(i)] = i + 1;
    table[digits.toLowerCase().charCodeAt(i)] = i + 1;
  }
  if (!zeroBased) table['0'.charCodeAt(0)] = BLANK;
  return table;
}

/** Value of each character code in the usual alphabet (1-9, A-G). */
export const CHAR_VALUES = buildCharTable(false);
/** Value of each character code in the zero-based alphabet (0-9, A-F). */
export const ZERO_BASED_CHAR_VALUES = buildCharTable(true);

export interface ParseOptions {
  /** The geometry to read into (a jigsaw's); by default one of `variant`, sized by the text. */
  geometry?: Geometry;
  /** The variant of the geometry sized by the text (default classic); unused with `geometry`. */
  variant?: 'classic' | 'x';
  /** Digits 0-9, A-F stand for 1..16. */
  zeroBased?: boolean;
  /** A player's grid, not a puzzle: digits may clash in a unit. */
  clashes?: boolean;
}

/**
 * What is wrong with a puzzle's text: `spread` is a Hanidoku row whose digits cannot be
 * consecutive, `regions` a jigsaw's region map that is no map.
 */
export type PuzzleProblem = 'empty' | 'length' | 'character' | 'duplicate' | 'spread' | 'regions';

/** Where and why a text is not a puzzle. `line` and `column` are 1-based. */
export interface PuzzleError {
  problem: PuzzleProblem;
  line: number;
  column: number;
  /** The problem alone, e.g. "bad character 'k' (…)". */
  reason: string;
  /** The reason behind its position, e.g. "line 2, column 5: bad character 'k' (…)". */
  message: string;
}

export type PuzzleValidation = { ok: true; puzzle: Puzzle } | { ok: false; error: PuzzleError };

/** Thrown by parsePuzzle; carries the same fields as PuzzleError. */
export class PuzzleFormatError extends Error implements PuzzleError {
  readonly problem: PuzzleProblem;
  readonly line: number;
  readonly column: number;
  readonly reason: string;
  constructor(error: PuzzleError) {
    super(error.message);
    this.name = 'PuzzleFormatError';
    this.problem = error.problem;
    this.line = error.line;
    this.column = error.column;
    this.reason = error.reason;
  }
}

/** "line 3, column 7", or "line 3" when the column is 0 (the whole line). */
export function describePosition(line: number, column: number): string {
  return column > 0 ? `line ${line}, column ${column}` : `line ${line}`;
}

/** Lengths of the one-line form, one per supported size. */
export const LINE_LENGTHS = Object.keys(BOX_SHAPES).map((n) => Number(n) ** 2);

/** Columns of the cells of a drawn row: every character but spaces, tabs, '|' and '+'. */
function drawnColumns(line: string): number[] {
  const columns: number[] = [];
  for (let c = 0; c < line.length; c++) if (!' \t|+'.includes(line[c])) columns.push(c);
  return columns;
}

/**
 * Columns of the cells of a plain row: every character (spaces are blanks), or every other one
 * when the row is cells separated by single spaces; trailing spaces are dropped only when the
 * row does not fit with them. `fits` tells whether a count of cells makes a row.
 */
function rowColumns(line: string, fits: (n: number) => boolean): number[] {
  const every = (n: number, step: number) => Array.from({ length: n }, (_, i) => i * step);
  for (const text of [line, line.trimEnd()]) {
    if (fits(text.length)) return every(text.length, 1);
    if (/^(\S )+\S$/.test(text) && fits((text.length + 1) / 2))
      return every((text.length + 1) / 2, 2);
  }
  return every(line.trimEnd().length, 1);
}

/**
 * A puzzle text's lines, without their carriage returns, and the character at line i, column c
 * as the text has it. A character past U+FFFF is two UTF-16 units: in `lines` it stands as one,
 * U+FFFD, so an emoji is counted and refused as a single cell ('😀' as '５'), and `quote` gives it
 * back whole. Other texts pay one regular-expression test for it, a fraction of a parse.
 */
export function textLines(text: string): {
  lines: string[];
  quote: (line: number, column: number) => string;
} {
  const wide = /[\uD800-\uDFFF]/.test(text);
  const lines = (wide ? text.replace(/[^\0-\uFFFF]/gu, '\uFFFD') : text)
    .split('\n')
    .map((line) => line.replace(/\r$/, ''));
  const quote = (i: number, c: number) => (wide ? Array.from(text.split('\n')[i])[c] : lines[i][c]);
  return { lines, quote };
}

/**
 * Reads a puzzle in any supported text form, never throwing.
 * @example validatePuzzle('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79')
 */
export function validatePuzzle(text: string, options: ParseOptions = {}): PuzzleValidation {
  const fail = (problem: PuzzleProblem, line: number, column: number, reason: string) => {
    const message = `${describePosition(line, column)}: ${reason}`;
    return { ok: false as const, error: { problem, line, column, reason, message } };
  };
  const { lines, quote } = textLines(text);
  const content: number[] = [];
  lines.forEach((line, i) => {
    if (line.trim() !== '' && !line.trimStart().startsWith('#')) content.push(i);
  });
  if (content.length === 0) return fail('empty', 1, 0, 'no puzzle found');

  const drawn = content.some((i) => /[|+]/.test(lines[i]) || /^[\s=-]*-[\s=-]*$/.test(lines[i]));
  const table = options.zeroBased ? ZERO_BASED_CHAR_VALUES : CHAR_VALUES;
  const cellLines = drawn ? content.filter((i) => !/^[\s|+=-]*$/.test(lines[i])) : content;
  const single = cellLines.length === 1;
  const fits = (n: number) =>
    single
      ? n === (options.geometry?.cellCount ?? n) && LINE_LENGTHS.includes(n)
      : n === (options.geometry?.size ?? n) && BOX_SHAPES[n] !== undefined;
  // Each row of cells as [line index, column index] pairs into `lines`.
  const rows: Array<Array<[number, number]>> = [];
  for (const i of cellLines) {
    const line = lines[i];
    const columns = drawn ? drawnColumns(line) : rowColumns(line, fits);
    rows.push(columns.map((c) => [i, c]));
  }

  if (rows.length === 0) return fail('empty', content[0] + 1, 0, 'no cells found');
  let size: number;
  let positions: Array<[number, number]>;
  if (rows.length === 1) {
    positions = rows[0];
    if (!fits(positions.length)) {
      const expected = options.geometry?.cellCount;
      const others =
        expected === undefined
          ? ` (or ${LINE_LENGTHS.filter((n) => n !== 81).join(', ')} for other sizes)`
          : '';
      const found = positions.length;
      return fail(
        'length',
        content[0] + 1,
        0,
        `expected ${expected ?? 81} cells${others}, found ${found}`,
      );
    }
    size = Math.round(Math.sqrt(positions.length));
  } else {
    // Sized by the rows' common length when that is a size, so a missing row reads as one.
    const width = rows[0].length;
    const even = BOX_SHAPES[width] !== undefined && rows.every((row) => row.length === width);
    size = options.geometry?.size ?? (even ? width : rows.length);
    if (!BOX_SHAPES[size]) {
      const last = content[content.length - 1] + 1;
      return fail('length', last, 0, `found ${rows.length} rows; a grid has 4, 6, 8, 9, 12 or 16`);
    }
    if (rows.length !== size) {
      const last = content[content.length - 1] + 1;
      return fail('length', last, 0, `expected ${size} rows, found ${rows.length}`);
    }
    for (const row of rows) {
      if (row.length !== size) {
        return fail(
          'length',
          row[0][0] + 1,
          0,
          `expected ${size} cells in this row, found ${row.length}`,
        );
      }
    }
    positions = rows.flat();
  }

  const geometry = options.geometry ?? classicGeometry(size, options.variant);
  const givens = new Uint8Array(size * size);
  for (let cell = 0; cell < givens.length; cell++) {
    const [i, c] = positions[cell];
    const ch = lines[i][c];
    const d = table[ch.charCodeAt(0)] ?? BAD;
    if (d === BAD || d > size) {
      const alphabet = options.zeroBased
        ? `0-${digitChar(size, true)}`
        : `1-${digitChar(size, false)}`;
      const blanks = options.zeroBased ? '. _ * x' : '0 . _ * x';
      return fail(
        'character',
        i + 1,
        c + 1,
        `bad character '${quote(i, c)}' (expected a digit ${alphabet} or a blank: ${blanks})`,
      );
    }
    givens[cell] = d;
  }
  const conflict = options.clashes ? null : findFirstConflict(geometry, givens);
  if (conflict) {
    const [i, c] = positions[conflict.b];
    const message = `duplicate digit ${digitChar(conflict.d, options.zeroBased ?? false)} in ${describeUnit(geometry, conflict.unit)} (${describeCell(geometry, conflict.a)} and ${describeCell(geometry, conflict.b)})`;
    return fail('duplicate', i + 1, c + 1, message);
  }
  return { ok: true, puzzle: createPuzzle(geometry, givens) };
}

/**
 * Reads a puzzle in any supported text form; throws a PuzzleFormatError naming the line,
 * column and problem.
 */
export function parsePuzzle(text: string, options: ParseOptions = {}): Puzzle {
  const result = validatePuzzle(text, options);
  if (!result.ok) throw new PuzzleFormatError(result.error);
  return result.puzzle;
}
