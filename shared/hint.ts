import { describeCell, describeUnit, type Geometry } from './geometry.ts';
import { DEFAULT_CHAIN_WORK, withChainWork } from './grade/implications.ts';
import { createState, digitsOf } from './grade/state.ts';
import { TECHNIQUES } from './grade/techniques.ts';
import type { CellDigit, Step, TechniqueId } from './grade/types.ts';
import { techniqueClue } from './hint-clues.ts';
import type { Level } from './kind/names.ts';
import type { Puzzle } from './puzzle.ts';
import type { SolveStatus } from './search.ts';
import { solve } from './solve.ts';
import { capital, listWithAnd, nameCell } from './words.ts';

/**
 * Hints from the player's own position, never from a stored solving path: first any mistake
 * (a wrong digit, then a pencil mark that rules out the true digit), else the easiest step the
 * grader's techniques find. Every hint comes in three levels of detail, as HoDoKu gives them:
 * where to look (an area: units), what to look for (the technique in a sentence, and its cells),
 * and the move itself. Hints speak plain words: "row 6, column 3", "box 5".
 */

/** What a hint can be besides a technique's step: a mistake, a solved grid, a revealed cell. */
export type PlainHintKind = 'wrong-digit' | 'wrong-candidate' | 'solved' | 'reveal';
/** A hint's subject; `T` names the techniques of a variant (Hanidoku's rules for its hints). */
export type HintKind<T extends string = TechniqueId> = T | PlainHintKind;

export interface Hint<T extends string = TechniqueId> {
  technique: HintKind<T>;
  /** The level of the technique; null for mistakes, a solved grid and reveals. */
  level: Level | null;
  /**
   * The area the first level points at, most telling first: units of the puzzle's geometry
   * (rows, columns, boxes…, geometry.ts numbering), or a Hanidoku's rows (its geometry.ts).
   */
  units: number[];
  /** The cells the second level names: the pattern, the mistake or the cell to reveal. */
  cells: number[];
  digits: number[];
  placements: CellDigit[];
  eliminations: CellDigit[];
  /**
   * Where to look, what to look for, the move: "Look at box 5.", "Look for a hidden single in
   * box 5: 7 fits only one cell there.", "Box 5 can hold 7 only in row 5, column 4, so…".
   */
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

/** How a kind of puzzle names what its hints point at, in plain words. */
export interface HintWords {
  /** "row 6, column 3". */
  cell(cell: number): string;
  /** "box 5", "column 3" (a Hanidoku: "horizontal row 3"). */
  unit(u: number): string;
  /** The unit a hint about one cell points at first: its box (a Hanidoku cell: its horizontal row). */
  areaOf(cell: number): number;
}

/**
 * The plain words of a Sudoku geometry's hints.
 * @example hintWords(classicGeometry()).cell(47) // "row 6, column 3"
 */
export function hintWords(geometry: Geometry): HintWords {
  const boxes = 2 * geometry.size;
  return {
    cell: (cell) => nameCell(geometry, cell),
    unit: (u) => describeUnit(geometry, u),
    areaOf: (cell) => boxes + geometry.regionOf[cell],
  };
}

/**
 * The next hint for a player. `grid` holds the givens and the player's digits (0 blank);
 * `candidates`, when the player keeps pencil marks, one mask per cell of the digits still
 * possible there (0: nothing known). A cell's mask that leaves out its solution digit is a
 * mistake; pass every digit but those the player ruled out, not the marks on screen, so that
 * notes a player has not written yet are never taken for mistakes (see `hintCandidates` in
 * game/state.ts).
 * @example nextHint(puzzle, grid).hint.text[0] // "Look at box 5."
 */
export function nextHint(
  puzzle: Puzzle,
  grid: ArrayLike<number>,
  candidates?: ArrayLike<number>,
  options: { budget?: number; chainWork?: number } = {},
): HintResult {
  const { geometry, givens } = puzzle;
  const words = hintWords(geometry);
  const misfit = checkGrid(givens, grid, (cell) => describeCell(geometry, cell));
  if (misfit) return { ok: false, error: misfit };
  if (candidates && candidates.length !== geometry.cellCount) {
    const message = `expected ${geometry.cellCount} cells of pencil marks, got ${candidates.length}`;
    return { ok: false, error: { problem: 'grid-size', message } };
  }
  const { status, solution } = solve(puzzle, { unique: true, budget: options.budget });
  if (status !== 'solved' || !solution) return { ok: false, error: unsolvedError(status) };
  const mistake =
    wrongDigitHint(grid, solution, words) ??
    (candidates ? wrongCandidateHint(grid, candidates, solution, words) : null);
  if (mistake) return { ok: true, hint: mistake };

  const state = createState(geometry, grid);
  if (state.empty === 0) return { ok: true, hint: solvedHint() };
  if (candidates) {
    for (let cell = 0; cell < geometry.cellCount; cell++) {
      if (state.values[cell] === 0 && candidates[cell] !== 0) state.cand[cell] &= candidates[cell];
    }
  }
  // The last techniques (forcing chains) search at length: capped like a grade's.
  const step = withChainWork(options.chainWork ?? DEFAULT_CHAIN_WORK, () => {
    for (const technique of TECHNIQUES) {
      const found = technique.find(state);
      if (found) return found;
    }
    return null;
  });
  if (step) return { ok: true, hint: stepHint(step, geometry, words) };
  // No technique applies within the work allowed (the position needs guessing, or chains longer
  // than the budget): reveal the cell with fewest candidates.
  let best = -1;
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (state.values[cell] !== 0) continue;
    if (best < 0 || digitsOf(state.cand[cell]).length < digitsOf(state.cand[best]).length)
      best = cell;
  }
  return { ok: true, hint: revealHint(best, solution[best], words) };
}

/**
 * Why `grid` is no position of the puzzle with `givens`: another size, or a given changed;
 * null when it fits. An error quotes a position as parse errors do ("r1c1"), not in a hint's
 * words.
 * @example checkGrid(givens, new Uint8Array(80), name)?.problem // 'grid-size'
 */
export function checkGrid(
  givens: ArrayLike<number>,
  grid: ArrayLike<number>,
  describeCell: (cell: number) => string,
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
 * @example wrongDigitHint(grid, solution, words)?.text[2] // "Row 1, column 3 is not 4: erase it."
 */
export function wrongDigitHint(
  grid: ArrayLike<number>,
  solution: ArrayLike<number>,
  words: HintWords,
): Hint<never> | null {
  const wrong: number[] = [];
  for (let cell = 0; cell < grid.length; cell++) {
    if (grid[cell] !== 0 && grid[cell] !== solution[cell]) wrong.push(cell);
  }
  if (wrong.length === 0) return null;
  const [cell] = wrong;
  const d = grid[cell];
  const name = words.cell(cell);
  const area = words.areaOf(cell);
  const others = wrong.length - 1;
  const more =
    others === 0 ? '' : ` ${others} more of your digits ${others === 1 ? 'is' : 'are'} wrong too.`;
  return plainHint(
    'wrong-digit',
    [area],
    wrong,
    [d],
    [
      `One of your digits in ${words.unit(area)} is wrong.${more}`,
      `The ${d} you placed in ${name} is wrong.${more}`,
      `${capital(name)} is not ${d}: erase it.${more}`,
    ],
  );
}

/**
 * The first open cell whose candidates (a mask, 0 for nothing known) leave out its digit in
 * `solution`: a pencil mark the player removed that belongs there; null if none.
 * @example wrongCandidateHint(grid, marks, solution, words)?.text[2] // "Put 7 back into …"
 */
export function wrongCandidateHint(
  grid: ArrayLike<number>,
  candidates: ArrayLike<number>,
  solution: ArrayLike<number>,
  words: HintWords,
): Hint<never> | null {
  for (let cell = 0; cell < grid.length; cell++) {
    const marks = candidates[cell];
    const d = solution[cell];
    if (grid[cell] === 0 && marks !== 0 && (marks & (1 << (d - 1))) === 0) {
      const name = words.cell(cell);
      const area = words.areaOf(cell);
      return plainHint(
        'wrong-candidate',
        [area],
        [cell],
        [d],
        [
          `One of the pencil marks you removed in ${words.unit(area)} can still go there.`,
          `You removed a pencil mark from ${name} that can still go there.`,
          `Put ${d} back into the notes of ${name}: you removed it, but it can still go there.`,
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
 * @example revealHint(40, 7, words).placements // [{ cell: 40, digit: 7 }]
 */
export function revealHint(cell: number, digit: number, words: HintWords): Hint<never> {
  const name = words.cell(cell);
  const area = words.areaOf(cell);
  const hint = plainHint(
    'reveal',
    [area],
    [cell],
    [digit],
    [
      `No technique I know finds the next step here; look at ${words.unit(area)}.`,
      `This position needs a guess; ${name} has the fewest candidates.`,
      `No logical step is left for the techniques I know; the solution has ${digit} in ${name}.`,
    ],
  );
  hint.placements = [{ cell, digit }];
  return hint;
}

/**
 * Unit names joined for a sentence, repeats dropped: "box 5", "row 2 and box 1".
 * @example joinUnits([0, 18], words) // "row 1 and box 1"
 */
export function joinUnits(units: readonly number[], words: HintWords): string {
  return listWithAnd([...new Set(units.map(words.unit))]);
}

const MESSAGES: Record<'unsolvable' | 'multiple' | 'budget', string> = {
  unsolvable: 'the puzzle has no solution',
  multiple: 'the puzzle has more than one solution',
  budget: 'the solver ran out of budget before proving the puzzle has one solution',
};

function plainHint(
  technique: PlainHintKind,
  units: number[],
  cells: number[],
  digits: number[],
  text: [string, string, string],
): Hint<never> {
  return { technique, level: null, units, cells, digits, placements: [], eliminations: [], text };
}

/** The three texts of a technique's step; a step naming no unit points at its cell's box. */
function stepHint(step: Step, geometry: Geometry, words: HintWords): Hint {
  const technique = TECHNIQUES.find((t) => t.id === step.technique);
  if (!technique) throw new Error(`unknown technique ${step.technique}`);
  const units = step.units.length > 0 ? step.units : [words.areaOf(step.cells[0])];
  const where = joinUnits(units, words);
  return {
    technique: step.technique,
    level: technique.level,
    units,
    cells: step.cells,
    digits: step.digits,
    placements: step.placements,
    eliminations: step.eliminations,
    text: [`Look at ${where}.`, techniqueClue(step, where), technique.explain(step, geometry)],
  };
}
