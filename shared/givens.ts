/**
 * How many cells hold a given: `givens` has a digit per cell, 0 for a blank (a Puzzle's givens,
 * or a share code's). Its own module, so the pages that say it do not add it to the chunk the
 * daily page loads with puzzle.ts.
 * @example countGivens(readShareCode(code).givens) // 26
 */
export function countGivens(givens: ArrayLike<number>): number {
  let count = 0;
  for (let cell = 0; cell < givens.length; cell++) if (givens[cell] !== 0) count++;
  return count;
}
