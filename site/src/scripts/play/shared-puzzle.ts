import type { Level } from '../../../../shared/kind/names.ts';
import { type CodeReading, readShareCode, type Shape } from '../../../../shared/kind/shape.ts';
import { createPuzzle, type Puzzle } from '../../../../shared/puzzle.ts';

/**
 * A share code read for the player: its shape, givens and level, and the puzzle to play when the
 * shape is a grid (null for a shape with no grid, such as the honeycomb, which is shown as a
 * picture); or what is wrong with the code (readShareCode's problem and message).
 */
export type SharedReading =
  | { ok: true; shape: Shape; givens: Uint8Array; level: Level | null; puzzle: Puzzle | null }
  | Extract<CodeReading, { ok: false }>;

/**
 * Reads a share code through the core's kind interface; never throws.
 * @example readSharedPuzzle(code) // { ok: true, shape, level: 'hard', puzzle }
 */
export function readSharedPuzzle(code: string): SharedReading {
  const read = readShareCode(code);
  if (!read.ok) return read;
  const { shape, givens, level } = read;
  const puzzle = shape.geometry ? createPuzzle(shape.geometry, givens) : null;
  return { ok: true, shape, givens, level, puzzle };
}
