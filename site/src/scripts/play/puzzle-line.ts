import { classicGeometry } from '../../../../shared/geometry.ts';
import { createPuzzle, type Puzzle } from '../../../../shared/puzzle.ts';

/**
 * A classic puzzle from the API's line form (a daily's): N² characters row by row, digits 1-9
 * then A-G, any other character a blank. The API has validated it; this only reads it.
 * @example puzzleFromLine('8.94..7..3...6.....7...9…')
 */
export function puzzleFromLine(line: string): Puzzle {
  const size = Math.round(Math.sqrt(line.length));
  return createPuzzle(classicGeometry(size), digitsOfLine(line));
}

/** The digits of a line from the API, one per cell: 1-9 then A-G, any other character 0. */
export function digitsOfLine(line: string): Uint8Array {
  return Uint8Array.from(line, (ch) => Number.parseInt(ch, 36) || 0);
}
