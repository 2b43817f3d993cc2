import { describePosition, LINE_LENGTHS, type PuzzleError } from '../shared/format.ts';
import { KINDS } from '../shared/kind/names.ts';
import {
  type PuzzleReading,
  readPuzzle,
  type Shape,
  type ShapeSpec,
  shapeOf,
} from '../shared/kind/shape.ts';
import type { LineReading } from './batch.ts';
import { isDrawnOverLines } from './drawings.ts';
import { contentLines } from './io.ts';
import { puzzleLength } from './puzzle-length.ts';

export { puzzleLength };

/**
 * How every command reads puzzles, of any kind, through shared's readPuzzle: the puzzle field
 * at the start of an input line (the rest of a `puzzle:count:solution` or CSV line is left
 * alone), and the one puzzle of a text that holds one, as a line or drawn over several lines.
 */

/** How puzzle text is read: its kind (and region map), and its alphabet. */
export interface ReadOptions {
  spec: ShapeSpec;
  /** Digits 0-9, A-F instead of 1-9, A-G. */
  zeroBased: boolean;
}

/** Line lengths a puzzle of a kind can have: every grid size's, or its one shape's cells. */
export function lineLengths(spec: ShapeSpec): readonly number[] {
  return KINDS[spec.id].shapedBy === 'size' ? LINE_LENGTHS : [shapeOf(spec).cellCount];
}

/** How cli/batch.ts reads lines of a kind, but for its full readers (cli/search-line.ts). */
export function linePlan(spec: ShapeSpec): LineReading {
  return { lengths: lineLengths(spec), fast: shapeOf(spec).engine === 'grid9' };
}

/** The puzzle part of an input line: the whole line, or its first field (as `sudoku solve`). */
export function puzzleField(line: string, spec: ShapeSpec): string {
  return line.slice(0, puzzleLength(line, lineLengths(spec)));
}

/**
 * What a text meant to hold one puzzle holds: one line (its puzzle field, and the line's
 * number), a drawing over several lines, or several puzzle lines.
 */
export type OneText = { line: string; number: number } | { drawing: string } | { lines: number };

export function oneText(text: string, spec: ShapeSpec): OneText {
  const lines = contentLines(text);
  if (lines.length === 1)
    return { line: puzzleField(lines[0].text, spec), number: lines[0].number };
  if (lines.length > 1 && !isDrawnOverLines(text)) return { lines: lines.length };
  return { drawing: text };
}

/**
 * Reading the one puzzle of a text: its shape and givens, or why not: `lines`, it holds that
 * many puzzle lines; `error`, where (in the text) and why it is no puzzle, `drawn` telling
 * whether it was a drawing.
 */
export type OneReading =
  | { ok: true; shape: Shape; givens: Uint8Array }
  | { ok: false; lines: number }
  | { ok: false; error: PuzzleError; drawn: boolean };

/**
 * Reads the one puzzle of a text (a file's, or an argument's); never throws.
 * @example readOnePuzzle('53..7…:1', { spec: { id: 'classic' }, zeroBased: false }) // { ok: true, shape, givens }
 */
export function readOnePuzzle(text: string, options: ReadOptions): OneReading {
  const one = oneText(text, options.spec);
  if ('lines' in one) return { ok: false, lines: one.lines };
  const drawn = 'drawing' in one;
  const read = drawn ? readAt(one.drawing, 1, options) : readAt(one.line, one.number, options);
  return read.ok ? read : { ok: false, error: read.error, drawn };
}

/**
 * Reads the puzzle of a text that starts on line `firstLine` of the input (a line's puzzle
 * field, a drawing), a problem with the puzzle placed by its line in the input.
 */
export function readAt(text: string, firstLine: number, options: ReadOptions): PuzzleReading {
  const read = readPuzzle(options.spec, text, options);
  if (read.ok || read.field !== 'puzzle') return read;
  const line = read.error.line + firstLine - 1;
  const message = `${describePosition(line, read.error.column)}: ${read.error.reason}`;
  return { ...read, error: { ...read.error, line, message } };
}
