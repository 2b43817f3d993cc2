import { describeCell, describeUnit, type Geometry } from './geometry.ts';
import { createState, digitsOf } from './grade/state.ts';
import { TECHNIQUES } from './grade/techniques.ts';
import type { CellDigit, Step, TechniqueId } from './grade/types.ts';
import type { Level } from './kind/names.ts';
import type { Puzzle } from './puzzle.ts';
import type { SolveStatus } from './search.ts';
import { solve } from './solve.ts';

/**
 * Hints from the player's own position, never from a stored solving path: first any mistake
 * (a wrong digit, then a pencil mark that rules out the true digit), else the easiest step the
 * grader's techniques find. Every hint comes in three levels of detail, as HoDoKu gives them:
 * where to look, what to look for, and the move itself.
 */

/** What a hint can be besides a technique's step: a mistake, a solved grid, a revealed cell. */
export type PlainHintKind = 'wrong-digit' | 'wrong-candidate' | 'solved' | 'reveal';
/** A hint's subject; `T` names the techniques of a variant (Hanidoku's rules for its hints). */
export type HintKind<T extends string = TechniqueId> = T | PlainHintKind;

export interface Hint<T extends string = TechniqueId> {
  technique: HintKind<T>;
  /** The level of the technique; null for mistakes, a solved grid and reveals. */
  level: Level | null;
  cells: number[];
  digits: number[];
  placements: CellDigit[];
  eliminations: CellDigit[];
  /** Vague, concrete, the move: "Look at box 5", "A hidden single in box 5", "Box 5 can hold…". */
  text: [string, string, string];
}

/** Why no hint can be given: the puzzle has no single solution, or the grid does not fit it. */
export interface HintError {
  problem: 'unsolvable' | 'multiple' | 'budget' | 'grid-size' | 'given-changed';
  message: string;
}

export type HintResult<T extends string = TechniqueId> =
  | { ok: true; hint: Hint<T> }
  | { ok: false; error: HintError };

/** A cell's name in a hint's words, for the variant at hand: "r5c4". */
export type DescribeCell = (cell: number) => string;

/**
 * The next hint for a player. `grid` holds the givens and the player's digits (0 blank);
 * `candidates`, when the player keeps pencil marks, one mask per cell (0: no marks kept).
 * @example nextHint(puzzle, grid).hint.text[0] // "Look at box 5"
 */
export function nextHint(
  puzzle: Puzzle,
  grid: ArrayLike<number>,
  candidates?: ArrayLike<number>,
  options: { budget?: number } = {},
): HintResult {
  const { geometry, givens } = puzzle;
  const name = (cell: number) => describeCell(geometry, cell);
  const misfit = checkGrid(givens, grid, name);
  if (misfit) return { ok: false, error: misfit };
  if (candidates && candidates.length !== geometry.cellCount) {
    const message = `expected ${geometry.cellCount} cells of pencil marks, got ${candidates.length}`;
    return { ok: false, error: { problem: 'grid-size', message } };
  }
  const { status, solution } = solve(puzzle, { unique: true, budget: options.budget });
  if (status !== 'solved' || !solution) return { ok: false, error: unsolvedError(status) };
  const mistake =
    wrongDigitHint(grid, solution, name) ??
    (candidates ? wrongCandidateHint(grid, candidates, solution, name) : null);
  if (mistake) return { ok: true, hint: mistake };

  const state = createState(geometry, grid);
  if (state.empty === 0) return { ok: true, hint: solvedHint() };
  if (candidates) {
    for (let cell = 0; cell < geometry.cellCount; cell++) {
      if (state.values[cell] === 0 && candidates[cell] !== 0) state.cand[cell] &= candidates[cell];
    }
  }
  for (const technique of TECHNIQUES) {
    const step = technique.find(state);
    if (step) return { ok: true, hint: stepHint(step, geometry) };
  }
  // No technique applies (the position needs guessing): reveal the cell with fewest candidates.
  let best = -1;
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (state.values[cell] !== 0) continue;
    if (best < 0 || digitsOf(state.cand[cell]).length < digitsOf(state.cand[best]).length)
      best = cell;
  }
  return { ok: true, hint: revealHint(best, solution[best], name) };
}

/**
 * Why `grid` is no position of the puzzle with `givens`: another size, or a given changed;
 * null when it fits.
 * @example checkGrid(givens, new Uint8Array(80), name)?.problem // 'grid-size'
 */
export function checkGrid(
  givens: ArrayLike<number>,
  grid: ArrayLike<number>,
  describeCell: DescribeCell,
): HintError | null {
  if (grid.length !== givens.length) {
    return { problem: 'grid-size', message: `expected ${givens.length} cells, got ${grid.length}` };
  }
  for (let cell = 0; cell < givens.length; cell++) {
    if (givens[cell] !== 0 && grid[cell] !== givens[cell]) {
      const message = `${describeCell(cell)} is a given ${givens[cell]}, but the grid has ${grid[cell]}`;
      return { problem: 'given-changed', message };
    }
  }
  return null;
}

/**
 * The error for a puzzle the solver found no single solution for (`solved` without a solution
 * counts as none).
 * @example unsolvedError('multiple').message // 'the puzzle has more than one solution'
 */
export function unsolvedError(status: SolveStatus): HintError {
  const problem = status === 'solved' ? 'unsolvable' : status;
  return { problem, message: MESSAGES[problem] };
}

/**
 * The player's wrong digits (those that differ from `solution`), naming the first; null if none.
 * @example wrongDigitHint(grid, solution, name)?.text[2] // "r1c3 is not 4 (and 1 more)."
 */
export function wrongDigitHint(
  grid: ArrayLike<number>,
  solution: ArrayLike<number>,
  describeCell: DescribeCell,
): Hint<never> | null {
  const wrong: number[] = [];
  for (let cell = 0; cell < grid.length; cell++) {
    if (grid[cell] !== 0 && grid[cell] !== solution[cell]) wrong.push(cell);
  }
  if (wrong.length === 0) return null;
  const name = describeCell(wrong[0]);
  const more = wrong.length > 1 ? ` (and ${wrong.length - 1} more)` : '';
  return plainHint(
    'wrong-digit',
    wrong,
    [grid[wrong[0]]],
    [
      `Something is wrong: check your digits${more}.`,
      `A digit you entered is wrong: look at ${name}${more}.`,
      `${name} is not ${grid[wrong[0]]}${more}.`,
    ],
  );
}

/**
 * The first open cell whose pencil marks (a mask, 0 for none kept) leave out its digit in
 * `solution`; null if none.
 * @example wrongCandidateHint(grid, marks, solution, name)?.text[2] // "7 was removed from r2c5, …"
 */
export function wrongCandidateHint(
  grid: ArrayLike<number>,
  candidates: ArrayLike<number>,
  solution: ArrayLike<number>,
  describeCell: DescribeCell,
): Hint<never> | null {
  for (let cell = 0; cell < grid.length; cell++) {
    const marks = candidates[cell];
    const d = solution[cell];
    if (grid[cell] === 0 && marks !== 0 && (marks & (1 << (d - 1))) === 0) {
      const name = describeCell(cell);
      return plainHint(
        'wrong-candidate',
        [cell],
        [d],
        [
          'One of your pencil marks is wrong: a digit was removed that belongs.',
          `A candidate was removed wrongly in ${name}.`,
          `${d} was removed from ${name}, but it can still go there.`,
        ],
      );
    }
  }
  return null;
}

/**
 * The hint for a complete, correct grid.
 * @example solvedHint().text[2] // "Every cell is filled in correctly: solved!"
 */
export function solvedHint(): Hint<never> {
  return plainHint(
    'solved',
    [],
    [],
    [
      'The grid is complete.',
      'The grid is complete and correct.',
      'Every cell is filled in correctly: solved!',
    ],
  );
}

/**
 * Reveals `digit`, the solution's, in `cell`, the open cell with the fewest candidates, when
 * no technique finds a step.
 * @example revealHint(40, 7, name).placements // [{ cell: 40, digit: 7 }]
 */
export function revealHint(cell: number, digit: number, describeCell: DescribeCell): Hint<never> {
  const name = describeCell(cell);
  const hint = plainHint(
    'reveal',
    [cell],
    [digit],
    [
      `No technique I know finds the next step here; look at ${name}.`,
      `This position needs a guess; ${name} has the fewest candidates.`,
      `No logical step is left for the techniques I know; the solution has ${digit} in ${name}.`,
    ],
  );
  hint.placements = [{ cell, digit }];
  return hint;
}

const MESSAGES: Record<'unsolvable' | 'multiple' | 'budget', string> = {
  unsolvable: 'the puzzle has no solution',
  multiple: 'the puzzle has more than one solution',
  budget: 'the solver ran out of budget before proving the puzzle has one solution',
};

function plainHint(
  technique: PlainHintKind,
  cells: number[],
  digits: number[],
  text: [string, string, string],
): Hint<never> {
  return { technique, level: null, cells, digits, placements: [], eliminations: [], text };
}

/** The three texts of a technique's step. */
function stepHint(step: Step, geometry: Geometry): Hint {
  const technique = TECHNIQUES.find((t) => t.id === step.technique);
  if (!technique) throw new Error(`unknown technique ${step.technique}`);
  const where =
    step.units.length > 0
      ? joinNames(step.units.map((u) => describeUnit(geometry, u)))
      : joinNames(step.cells.map((cell) => describeCell(geometry, cell)));
  const name = technique.name;
  const digits =
    step.digits.length > 0 && step.units.length > 1 ? ` on ${step.digits.join(', ')}` : '';
  return {
    technique: step.technique,
    level: technique.level,
    cells: step.cells,
    digits: step.digits,
    placements: step.placements,
    eliminations: step.eliminations,
    text: [
      `Look at ${where}.`,
      `${/^[AEIOU]/i.test(name) ? 'An' : 'A'} ${lowerFirst(name)}${digits} in ${where}.`,
      technique.explain(step, geometry),
    ],
  };
}

function lowerFirst(name: string): string {
  // Keep names that start with a capitalised proper part ("X-Wing", "BUG+1", "XY-Chain").
  return /^[A-Z][a-z]/.test(name) ? name[0].toLowerCase() + name.slice(1) : name;
}

/** "a", "a and b", "a, b and c". */
function joinNames(names: string[]): string {
  const unique = [...new Set(names)];
  if (unique.length <= 1) return unique[0] ?? '';
  return `${unique.slice(0, -1).join(', ')} and ${unique[unique.length - 1]}`;
}
