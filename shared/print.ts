import type { Geometry } from './geometry.ts';
import type { Puzzle } from './puzzle.ts';

/** Text forms of grids for output: the line form and the terminal drawing (format.ts reads both back). */

/** The character of digit d (1..16); '.' for 0. */
export function digitChar(d: number, zeroBased = false): string {
  if (d === 0) return '.';
  return (zeroBased ? '0123456789ABCDEF' : '123456789ABCDEFG')[d - 1];
}

/** The canonical line form of a grid: digits 1-9, A-G (or zero-based), '.' for blanks. */
export function formatGrid(grid: ArrayLike<number>, zeroBased = false): string {
  let line = '';
  for (let cell = 0; cell < grid.length; cell++) line += digitChar(grid[cell], zeroBased);
  return line;
}

/** The canonical line form of a puzzle's givens. */
export function formatPuzzle(puzzle: Puzzle, zeroBased = false): string {
  return formatGrid(puzzle.givens, zeroBased);
}

/**
 * A grid drawn for the terminal, boxes framed with `+`, `-` and `|` (parsePuzzle reads it
 * back); a jigsaw, whose regions are not boxes, is drawn as plain rows.
 * @example drawGrid(puzzle.geometry, puzzle.givens) // "+-------+-------+-------+\n| 5 3 . | …"
 */
export function drawGrid(geometry: Geometry, grid: ArrayLike<number>, zeroBased = false): string {
  const { size, boxHeight, boxWidth } = geometry;
  const lines: string[] = [];
  const framed = boxWidth > 0;
  const rule = framed ? `+${`${'-'.repeat(boxWidth * 2 + 1)}+`.repeat(size / boxWidth)}` : '';
  for (let r = 0; r < size; r++) {
    if (framed && r % boxHeight === 0) lines.push(rule);
    let line = framed ? '|' : '';
    for (let c = 0; c < size; c++) {
      line += ` ${digitChar(grid[r * size + c], zeroBased)}`;
      if (framed && (c + 1) % boxWidth === 0) line += ' |';
    }
    lines.push(framed ? line : line.slice(1));
  }
  if (framed) lines.push(rule);
  return `${lines.join('\n')}\n`;
}
