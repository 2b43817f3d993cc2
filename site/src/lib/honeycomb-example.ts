import { parseHanidoku } from '../../../shared/hanidoku/format.ts';
import { ROW_CELLS, ROW_START } from '../../../shared/hanidoku/geometry.ts';
import { solveHanidoku } from '../../../shared/hanidoku/solve.ts';

/** An easy Hanidoku made by this project's generator (seed `how-to-play`), in the line format. */
const PUZZLE = '2003006201005000000080000000090020000000070000013000500000040';
/** The lines the picture marks: the top row (5 cells) and falling diagonal 3 (7 cells). */
const MARKED = [0, 11];

const givens = parseHanidoku(PUZZLE);
const solution = solveHanidoku(givens, { unique: true }).solution ?? unsolved();

function unsolved(): never {
  throw new Error('the How to play Hanidoku has no solution');
}

/** The digits of line `row` in the solution, in the line's order. */
function lineDigits(row: number): number[] {
  return Array.from(
    ROW_CELLS.subarray(ROW_START[row], ROW_START[row + 1]),
    (cell) => solution[cell],
  );
}

/** The honeycomb of the How to play page: a puzzle, its solution and two lines to mark, each with its digits. */
export const honeycombExample = {
  givens,
  solution,
  lines: MARKED.map((row) => {
    const digits = lineDigits(row);
    return { row, digits, low: Math.min(...digits), high: Math.max(...digits) };
  }),
};
