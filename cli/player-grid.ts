import { BAD, CHAR_VALUES, ZERO_BASED_CHAR_VALUES } from '../shared/format.ts';
import type { Shape } from '../shared/kind/shape.ts';
import { contentLines } from './io.ts';
import { puzzleField, type ReadOptions } from './puzzle-reader.ts';

/**
 * A player's position, as `sudoku hint` reads it for a puzzle of any kind: the grid so far
 * (givens and the player's digits) and, where the kind reads them, pencil marks. Unlike a
 * puzzle, a grid may hold clashing digits: they are what a hint points out.
 */

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** The digits of a grid line, cell by cell, each named by `where` when it is bad. */
function readGridLine(
  line: string,
  shape: Shape,
  zeroBased: boolean,
  where: (cell: number) => string = (cell) => `column ${cell + 1}`,
): Read<Uint8Array> {
  if (line.length !== shape.cellCount) {
    return {
      ok: false,
      message: `expected ${shape.cellCount} cells, like the puzzle, found ${line.length}`,
    };
  }
  const table = zeroBased ? ZERO_BASED_CHAR_VALUES : CHAR_VALUES;
  const grid = new Uint8Array(shape.cellCount);
  for (let cell = 0; cell < line.length; cell++) {
    const d = table[line.charCodeAt(cell)] ?? BAD;
    if (d === BAD || d > shape.size) {
      return { ok: false, message: `${where(cell)}: bad character '${line[cell]}'` };
    }
    grid[cell] = d;
  }
  return { ok: true, value: grid };
}

/** The cells of a drawing, in order: its characters but spaces, `|` and `+`, rules skipped. */
function drawnCells(text: string): string {
  return contentLines(text)
    .map((line) => line.text)
    .filter((line) => !/^[\s|+=-]*$/.test(line))
    .join('')
    .replace(/[\s|+]/g, '');
}

/** A grid drawn over several lines, as the shape reads it, or cell by cell when its digits clash. */
function readDrawnGrid(text: string, shape: Shape, zeroBased: boolean): Read<Uint8Array> {
  const read = shape.read(text, { zeroBased });
  if (read.ok) return { ok: true, value: read.givens };
  const cells = readGridLine(drawnCells(text), shape, zeroBased, shape.describeCell);
  return cells.ok ? cells : { ok: false, message: read.error.message };
}

/**
 * A player's grid for a puzzle of `shape` with `givens`: a line like the puzzle's, or a drawing.
 * Blanks where the puzzle has givens take the givens, so a grid of the player's entries alone
 * also does.
 */
export function readGrid(
  text: string,
  shape: Shape,
  givens: Uint8Array,
  options: ReadOptions,
): Read<Uint8Array> {
  const lines = contentLines(text);
  const read =
    lines.length === 1
      ? readGridLine(puzzleField(lines[0].text, options.spec), shape, options.zeroBased)
      : readDrawnGrid(text, shape, options.zeroBased);
  if (!read.ok) return read;
  const grid = read.value;
  for (let cell = 0; cell < grid.length; cell++) if (grid[cell] === 0) grid[cell] = givens[cell];
  return read;
}

/**
 * Pencil marks: one field per cell, separated by white space, commas or `|` (rules of `-`, `+`
 * and `=` are skipped), each field the digits kept for that cell; `.` keeps no marks.
 */
export function readCandidates(text: string, shape: Shape, zeroBased: boolean): Read<Uint16Array> {
  const fields = text.split(/[\s,;|+]+/).filter((f) => f !== '' && !/^[-=]+$/.test(f));
  if (fields.length !== shape.cellCount) {
    return {
      ok: false,
      message: `expected ${shape.cellCount} fields of digits, one per cell, found ${fields.length}`,
    };
  }
  const table = zeroBased ? ZERO_BASED_CHAR_VALUES : CHAR_VALUES;
  const masks = new Uint16Array(shape.cellCount);
  for (let cell = 0; cell < fields.length; cell++) {
    const field = fields[cell];
    if (field === '.') continue;
    for (const ch of field) {
      const d = table[ch.charCodeAt(0)] ?? BAD;
      if (d === BAD || d === 0 || d > shape.size) {
        return {
          ok: false,
          message: `field ${cell + 1} (${shape.describeCell(cell)}) '${field}': bad digit '${ch}'`,
        };
      }
      masks[cell] |= 1 << (d - 1);
    }
  }
  return { ok: true, value: masks };
}
