import {
  checkGrid,
  type Hint,
  type HintResult,
  type HintWords,
  revealHint,
  solvedHint,
  unsolvedError,
  wrongDigitHint,
} from '../hint.ts';
import { explainHanidokuStep, hintHanidokuStep } from './explain.ts';
import { CELL_COUNT, CELL_ROWS, describeCell, describeRow, nameCell } from './geometry.ts';
import { rateHanidoku } from './grade.ts';
import { HANIDOKU_TECHNIQUES, type HanidokuStep, type HanidokuTechniqueId } from './logic.ts';
import { propagate, startCandidates } from './propagate.ts';
import { solveHanidoku } from './solve.ts';

/**
 * Hanidoku hints, in nextHint's shape and words (shared/hint.ts): first any wrong digit, else
 * the first step of the ladder (logic.ts, told by explain.ts) from the player's position, else
 * a revealed cell. A Hanidoku player keeps no pencil marks here, so a step that only strikes
 * digits would come back unchanged at the next hint: such a hint runs on to the first step that
 * places a digit, and its move tells every step of the way.
 */

const LEVEL_OF = new Map(HANIDOKU_TECHNIQUES.map(({ id, level }) => [id, level]));

/** A Hanidoku's plain words: its cells by their horizontal row, its units are its rows. */
const WORDS: HintWords = {
  cell: nameCell,
  unit: describeRow,
  areaOf: (cell) => CELL_ROWS[3 * cell],
};

/**
 * The next hint for a Hanidoku player: `givens` and `grid` hold 61 digits (0 blank), the grid
 * the givens and the player's digits.
 * @example nextHanidokuHint(givens, grid).hint.text[0] // "Look at horizontal row 3."
 */
export function nextHanidokuHint(
  givens: Uint8Array,
  grid: ArrayLike<number>,
  options: { budget?: number } = {},
): HintResult<HanidokuTechniqueId> {
  const misfit = checkGrid(givens, grid, describeCell);
  if (misfit) return { ok: false, error: misfit };
  const { status, solution } = solveHanidoku(givens, { unique: true, budget: options.budget });
  if (status !== 'solved' || !solution) return { ok: false, error: unsolvedError(status) };
  const wrong = wrongDigitHint(grid, solution, WORDS);
  if (wrong) return { ok: true, hint: wrong };

  const position = Uint8Array.from(grid);
  if (!position.includes(0)) return { ok: true, hint: solvedHint() };
  // The player's digits are right, so the ladder may start from them as from givens.
  const steps = rateHanidoku(position, { steps: true }).steps ?? [];
  const placing = steps.findIndex((step) => step.placements.length > 0);
  if (placing >= 0) return { ok: true, hint: stepsHint(steps.slice(0, placing + 1)) };
  const cell = fewestCandidates(position);
  return { ok: true, hint: revealHint(cell, solution[cell], WORDS) };
}

/** The hint for steps of which only the last places digits: the first step's, told to the end. */
function stepsHint(steps: HanidokuStep[]): Hint<HanidokuTechniqueId> {
  const [first] = steps;
  const { placements } = steps[steps.length - 1];
  const { rows, text } = hintHanidokuStep(first);
  return {
    technique: first.technique,
    level: LEVEL_OF.get(first.technique) ?? null,
    units: rows,
    cells: placements.map(({ cell }) => cell),
    digits: first.digits,
    placements,
    eliminations: steps.flatMap((step) => step.eliminations),
    text: [text[0], text[1], steps.map(explainHanidokuStep).join(' ')],
  };
}

/** The open cell of `position` with the fewest digits left once the rules have narrowed it. */
function fewestCandidates(position: Uint8Array): number {
  const cand = new Uint16Array(CELL_COUNT);
  startCandidates(cand, position);
  propagate(cand);
  let best = -1;
  let bestCount = 10;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (position[cell] !== 0) continue;
    let count = 0;
    for (let m = cand[cell]; m !== 0; m &= m - 1) count++;
    if (count < bestCount) {
      best = cell;
      bestCount = count;
    }
  }
  return best;
}
