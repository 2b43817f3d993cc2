import { describeCell, describeUnit, type Geometry } from './geometry.ts';
import { createState, digitsOf } from './grade/state.ts';
import { TECHNIQUES } from './grade/techniques.ts';
import type { CellDigit, Level, Step, TechniqueId } from './grade/types.ts';
import type { Puzzle } from './puzzle.ts';
import { solve } from './solve.ts';

/**
 * Hints from the player's own position, never from a stored solving path: first any mistake
 * (a wrong digit, then a pencil mark that rules out the true digit), else the easiest step the
 * grader's techniques find. Every hint comes in three levels of detail, as HoDoKu gives them:
 * where to look, what to look for, and the move itself.
 */

export type HintKind = TechniqueId | 'wrong-digit' | 'wrong-candidate' | 'solved' | 'reveal';

export interface Hint {
  technique: HintKind;
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

export type HintResult = { ok: true; hint: Hint } | { ok: false; error: HintError };

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
  if (
    grid.length !== geometry.cellCount ||
    (candidates && candidates.length !== geometry.cellCount)
  ) {
    return fail('grid-size', `expected ${geometry.cellCount} cells, got ${grid.length}`);
  }
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (givens[cell] !== 0 && grid[cell] !== givens[cell]) {
      return fail(
        'given-changed',
        `${describeCell(geometry, cell)} is a given ${givens[cell]}, but the grid has ${grid[cell]}`,
      );
    }
  }
  const solved = solve(puzzle, { unique: true, budget: options.budget });
  if (solved.status !== 'solved' || !solved.solution) {
    const status = solved.status === 'solved' ? 'unsolvable' : solved.status;
    return fail(status, MESSAGES[status]);
  }
  const solution = solved.solution;
  const mistake = findMistake(geometry, grid, candidates, solution);
  if (mistake) return { ok: true, hint: mistake };

  const state = createState(geometry, grid);
  if (state.empty === 0) {
    return {
      ok: true,
      hint: plainHint(
        'solved',
        [],
        [],
        [
          'The grid is complete.',
          'The grid is complete and correct.',
          'Every cell is filled in correctly: solved!',
        ],
      ),
    };
  }
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
  const name = describeCell(geometry, best);
  const digit = solution[best];
  const hint = plainHint(
    'reveal',
    [best],
    [digit],
    [
      `No technique I know finds the next step here; look at ${name}.`,
      `This position needs a guess; ${name} has the fewest candidates.`,
      `No logical step is left for the techniques I know; the solution has ${digit} in ${name}.`,
    ],
  );
  hint.placements = [{ cell: best, digit }];
  return { ok: true, hint };
}

const MESSAGES: Record<'unsolvable' | 'multiple' | 'budget', string> = {
  unsolvable: 'the puzzle has no solution',
  multiple: 'the puzzle has more than one solution',
  budget: 'the solver ran out of budget before proving the puzzle has one solution',
};

function fail(problem: HintError['problem'], message: string): HintResult {
  return { ok: false, error: { problem, message } };
}

function plainHint(
  technique: HintKind,
  cells: number[],
  digits: number[],
  text: [string, string, string],
): Hint {
  return { technique, level: null, cells, digits, placements: [], eliminations: [], text };
}

/** The player's first wrong digit, else the first pencil mark set that leaves out the true digit. */
function findMistake(
  geometry: Geometry,
  grid: ArrayLike<number>,
  candidates: ArrayLike<number> | undefined,
  solution: Uint8Array,
): Hint | null {
  const wrong: number[] = [];
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (grid[cell] !== 0 && grid[cell] !== solution[cell]) wrong.push(cell);
  }
  if (wrong.length > 0) {
    const name = describeCell(geometry, wrong[0]);
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
  if (!candidates) return null;
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    const marks = candidates[cell];
    const d = solution[cell];
    if (grid[cell] === 0 && marks !== 0 && (marks & (1 << (d - 1))) === 0) {
      const name = describeCell(geometry, cell);
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
    step.digits.length > 0 && step.units.length !== 1 ? ` on ${step.digits.join(', ')}` : '';
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
