import { classicGeometry, jigsawGeometry } from '../../../../shared/geometry.ts';
import { createPuzzle, type Puzzle } from '../../../../shared/puzzle.ts';
import type { SharedPuzzle } from '../../../../shared/share.ts';

const VARIANT_NAMES: Record<SharedPuzzle['variant'], string> = {
  classic: 'Sudoku',
  x: 'X-Sudoku',
  jigsaw: 'Jigsaw Sudoku',
  hanidoku: 'Hanidoku',
};

/**
 * The puzzle a share code carries, ready to play; null for Hanidoku, whose honeycomb the
 * player does not draw.
 * @example puzzleOfShared(validateShareCode(code).puzzle)
 */
export function puzzleOfShared(shared: SharedPuzzle): Puzzle | null {
  if (shared.variant === 'hanidoku') return null;
  const geometry =
    shared.variant === 'jigsaw' && shared.regions
      ? jigsawGeometry(shared.regions)
      : classicGeometry(shared.size, shared.variant === 'x' ? 'x' : 'classic');
  return createPuzzle(geometry, shared.givens);
}

/**
 * The kind of puzzle in words, its size shown unless it is the usual 9×9 Sudoku: "Sudoku",
 * "Sudoku 6×6", "X-Sudoku", "Hanidoku".
 */
export function kindName(variant: SharedPuzzle['variant'], size: number): string {
  const name = VARIANT_NAMES[variant] ?? variant;
  return size === 9 || variant === 'hanidoku' ? name : `${name} ${size}×${size}`;
}
