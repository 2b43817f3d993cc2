import {
  describePosition,
  type PuzzleError,
  PuzzleFormatError,
  type PuzzleProblem,
  textLines,
} from '../format.ts';
import {
  CELL_COUNT,
  describeCell,
  describeRow,
  ROW_CELLS,
  ROW_COUNT,
  ROW_LENGTH,
  ROW_START,
} from './geometry.ts';

/**
 * Text forms of a Hanidoku, both read by one validator:
 * - the line: 61 characters in reading order (horizontal rows from the top, each left to right),
 *   digits 1-9 and blanks `0 . _ * x`;
 * - a drawing (`drawHanidoku`): nine lines of 5,6,7,8,9,8,7,6,5 cells, where spaces only
 *   separate and indent.
 * Lines that are empty or start with `#` are skipped.
 */

export type HanidokuValidation =
  | { ok: true; givens: Uint8Array }
  | { ok: false; error: PuzzleError };

const BLANKS = '0._*xX';

/**
 * Reads a Hanidoku line or drawing into 61 givens, never throwing. Besides the length and the
 * characters it checks each row's givens: no digit twice, and no two digits further apart than
 * a run of the row's length allows (1 and 6 cannot share a row of 5), unless `clashes` (a player's
 * grid).
 * @example validateHanidoku('1.......'.padEnd(61, '.')).ok // true
 */
export function validateHanidoku(
  text: string,
  options: { clashes?: boolean } = {},
): HanidokuValidation {
  const fail = (problem: PuzzleProblem, line: number, column: number, reason: string) => {
    const message = `${describePosition(line, column)}: ${reason}`;
    return { ok: false as const, error: { problem, line, column, reason, message } };
  };
  const { lines, quote } = textLines(text);
  // Position of each cell's character: [line index, column index].
  const rows: Array<Array<[number, number]>> = [];
  lines.forEach((line, i) => {
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    const cells: Array<[number, number]> = [];
    for (let c = 0; c < line.length; c++)
      if (line[c] !== ' ' && line[c] !== '\t') cells.push([i, c]);
    rows.push(cells);
  });
  if (rows.length === 0) return fail('empty', 1, 0, 'no puzzle found');
  if (rows.length === 1 && rows[0].length !== CELL_COUNT) {
    return fail(
      'length',
      rows[0][0][0] + 1,
      0,
      `expected ${CELL_COUNT} cells, found ${rows[0].length}`,
    );
  }
  if (rows.length > 1) {
    if (rows.length !== 9) {
      return fail(
        'length',
        rows[rows.length - 1][0][0] + 1,
        0,
        `expected 9 lines of cells, found ${rows.length}`,
      );
    }
    for (let row = 0; row < 9; row++) {
      if (rows[row].length !== ROW_LENGTH[row]) {
        const reason = `expected ${ROW_LENGTH[row]} cells in horizontal row ${row + 1}, found ${rows[row].length}`;
        return fail('length', rows[row][0][0] + 1, 0, reason);
      }
    }
  }
  const positions = rows.flat();
  const givens = new Uint8Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const [i, c] = positions[cell];
    const ch = lines[i][c];
    if (ch >= '1' && ch <= '9') givens[cell] = ch.charCodeAt(0) - 48;
    else if (!BLANKS.includes(ch)) {
      const reason = `bad character '${quote(i, c)}' in ${describeCell(cell)} (expected a digit 1-9 or a blank: 0 . _ * x)`;
      return fail('character', i + 1, c + 1, reason);
    }
  }
  for (let row = 0; row < ROW_COUNT && !options.clashes; row++) {
    const clash = findClash(givens, row);
    if (clash === null) continue;
    const [a, b] = clash;
    const [i, c] = positions[b];
    const da = givens[a];
    const db = givens[b];
    const reason =
      da === db
        ? `duplicate digit ${db} in ${describeRow(row)} (${describeCell(a)} and ${describeCell(b)})`
        : `digits ${da} and ${db} cannot share ${describeRow(row)} (${describeCell(a)} and ${describeCell(b)}): its ${ROW_LENGTH[row]} consecutive digits span at most ${ROW_LENGTH[row] - 1}`;
    return fail(da === db ? 'duplicate' : 'spread', i + 1, c + 1, reason);
  }
  return { ok: true, givens };
}

/**
 * Two givens of a row that no solution can hold together, later one second: the same digit
 * twice, or digits further apart than the row's length allows; null when there are none.
 */
function findClash(givens: Uint8Array, row: number): [number, number] | null {
  const length = ROW_LENGTH[row];
  for (let j = ROW_START[row]; j < ROW_START[row + 1]; j++) {
    const b = ROW_CELLS[j];
    if (givens[b] === 0) continue;
    for (let i = ROW_START[row]; i < j; i++) {
      const a = ROW_CELLS[i];
      if (
        givens[a] !== 0 &&
        (givens[a] === givens[b] || Math.abs(givens[a] - givens[b]) >= length)
      ) {
        return [a, b];
      }
    }
  }
  return null;
}

/**
 * Reads a Hanidoku line or drawing; throws a PuzzleFormatError naming the line, column and
 * problem.
 */
export function parseHanidoku(text: string): Uint8Array {
  const result = validateHanidoku(text);
  if (!result.ok) throw new PuzzleFormatError(result.error);
  return result.givens;
}

/** The 61-character line of a grid: digits 1-9, '.' for blanks. */
export function formatHanidoku(grid: ArrayLike<number>): string {
  let line = '';
  for (let cell = 0; cell < CELL_COUNT; cell++) line += grid[cell] === 0 ? '.' : String(grid[cell]);
  return line;
}

/**
 * The board as a honeycomb for the terminal: one line per horizontal row, cells two characters
 * apart, each row indented by half a cell per step from the middle (parseHanidoku reads it back).
 * @example
 * drawHanidoku(givens)
 * //     . . 5 . .
 * //    . . . . . .
 * //   …
 */
export function drawHanidoku(grid: ArrayLike<number>): string {
  const line = formatHanidoku(grid);
  const lines: string[] = [];
  for (let row = 0; row < 9; row++) {
    const cells = line
      .slice(ROW_START[row], ROW_START[row + 1])
      .split('')
      .join(' ');
    lines.push(' '.repeat(Math.abs(row - 4)) + cells);
  }
  return `${lines.join('\n')}\n`;
}
