import type { GradeState } from '../../../shared/grade/state.ts';
import { cell, pencilState } from './positions.ts';

/**
 * A position of a Sudoku Exchange bank puzzle (Sukaku Explainer 8.3) where the grader takes an
 * ALS-XY-Wing, removing 1 from r7c6, and then, in the position that follows, an ALS-XZ.
 * A = column 6, rows 1 and 8 {1,4,8}; pivot C = column 5, rows 1, 4, 7 and 9 {1,4,5,8,9}; B = box
 * 9, r7c7, r7c9, r9c7 and r9c8 {1,2,4,5,9}. A and C are joined by 8 (r8c6 and r9c5 share box 8),
 * C and B by 5 (r7c5 and r7c7 share row 7); r7c6 sees every 1 of A (column 6) and of B (row 7).
 */
export const ALS_XY_WING = `
  6         2         5         | 8         14        14        | 3         7         9
  4         89        18        | 3         7         29        | 6         12        5
  79        3         17        | 29        6         5         | 8         124       124
  -----------------------------+-------------------------------+------------------------------
  5         4679      3         | 1249      149       12467     | 1249      1469      8
  789       1         678       | 469       3         2678      | 249       5         24
  2         4689      46        | 1459      14589     14689     | 7         1469      3
  -----------------------------+-------------------------------+------------------------------
  3         46        246       | 7         1459      1469      | 12459     8         124
  78        47        9         | 145       2         148       | 145       3         6
  1         5         2468      | 46        489       3         | 249       249       7
`;

/**
 * The position after that wing's step: ALS-XZ with A = row 2, columns 6 and 8 {1,2,9} and B =
 * row 7, columns 2, 3, 6 and 9 {1,2,4,6,9}. Their 9s are r2c6 and r7c6, in one column: x = 9.
 * Both hold 1, and r3c9 sees every 1 of both (r2c8 in box 3, r7c9 in column 9).
 */
export function alsXzPosition(): GradeState {
  const state = pencilState(ALS_XY_WING);
  state.cand[cell('r7c6')] &= ~1;
  return state;
}
