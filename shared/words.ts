import type { Geometry } from './geometry.ts';

/**
 * Plain words for hints and explanations, as a player reads them: a cell is "row 6, column 3"
 * (1-based), never the solver's "r6c3", which stays in error messages that quote positions
 * (`describeCell` in geometry.ts).
 */

/** Words joined as people list them: "a", "a and b", "a, b and c". */
export function listWithAnd(words: readonly string[], separator = ', '): string {
  return listWith(words, 'and', separator);
}

/** Choices joined as people offer them: "a", "a or b", "a, b or c". */
export function listWithOr(words: readonly string[]): string {
  return listWith(words, 'or', ', ');
}

function listWith(words: readonly string[], word: 'and' | 'or', separator: string): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(separator)} ${word} ${words[words.length - 1]}`;
}

/** The text with its first letter in upper case, to start a sentence. */
export function capital(text: string): string {
  return text.length === 0 ? text : text[0].toUpperCase() + text.slice(1);
}

/**
 * A cell's name in plain words, 1-based.
 * @example nameCell(classicGeometry(), 47) // "row 6, column 3"
 */
export function nameCell(geometry: Geometry, cell: number): string {
  return `row ${Math.floor(cell / geometry.size) + 1}, column ${(cell % geometry.size) + 1}`;
}

/**
 * Cells named for a sentence, in the order given (repeats dropped): cells of one row share
 * its name, as do cells of one column; other lists are parted by semicolons.
 * @example nameCells(geometry, [2, 6]) // "row 1, columns 3 and 7"
 * @example nameCells(geometry, [2, 40, 80]) // "row 1, column 3; row 5, column 5 and row 9, column 9"
 */
export function nameCells(geometry: Geometry, cells: readonly number[]): string {
  const unique = [...new Set(cells)];
  if (unique.length <= 1) return unique.length === 0 ? '' : nameCell(geometry, unique[0]);
  const { size } = geometry;
  const rows = unique.map((cell) => Math.floor(cell / size) + 1);
  const columns = unique.map((cell) => (cell % size) + 1);
  if (rows.every((r) => r === rows[0]))
    return `row ${rows[0]}, columns ${listWithAnd(columns.map(String))}`;
  if (columns.every((c) => c === columns[0]))
    return `rows ${listWithAnd(rows.map(String))}, column ${columns[0]}`;
  return listWithAnd(
    unique.map((cell) => nameCell(geometry, cell)),
    '; ',
  );
}
