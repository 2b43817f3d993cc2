import { explainHanidokuStep } from '../shared/hanidoku/explain.ts';
import { CELL_COUNT } from '../shared/hanidoku/geometry.ts';
import {
  describeCell,
  drawHanidoku,
  formatHanidoku,
  gradeHanidoku,
  HANIDOKU_TECHNIQUES,
  nextHanidokuHint,
  solveHanidoku,
  validateHanidoku,
} from '../shared/hanidoku/index.ts';
import { puzzleField, type ReadOptions } from './grade.ts';
import {
  argumentText,
  type ExplainOptions,
  fail,
  fillGivens,
  type HintOptions,
  type Read,
  readGridLine,
  readOne,
  UNGRADABLE,
  writeExplanation,
  writeHint,
} from './hint-io.ts';
import { contentLines } from './io.ts';

/**
 * `sudoku hint` and `sudoku explain` for Hanidoku, printed as for the grid variants (hint-io.ts).
 * The steps are those of the Hanidoku ladder of rules (shared/hanidoku/logic.ts), in the words
 * of shared/hanidoku/explain.ts; the hint itself is the core's (shared/hanidoku/hint.ts).
 */

const TECHNIQUE_BY_ID = new Map(HANIDOKU_TECHNIQUES.map((t) => [t.id as string, t]));

function readHanidoku(text: string, options: ReadOptions): Read<Uint8Array> {
  return readOne(text, options, (line) => {
    const read = validateHanidoku(line);
    return read.ok ? { ok: true, value: read.givens } : read;
  });
}

/**
 * A player's grid: a line (clashing digits allowed, so read cell by cell) or a drawing, whose
 * cells are its characters other than spaces. Blanks where the puzzle has givens take them.
 */
function readHanidokuGrid(text: string, givens: Uint8Array, options: ReadOptions) {
  const lines = contentLines(text);
  const drawn = lines.length > 1;
  const line = drawn
    ? lines.map((l) => l.text.replace(/\s/g, '')).join('')
    : puzzleField(lines[0]?.text ?? '', options);
  const where = drawn ? describeCell : undefined;
  const read = readGridLine(line, CELL_COUNT, 9, false, where);
  return read.ok ? { ok: true as const, value: fillGivens(read.value, givens) } : read;
}

/** `sudoku hint --variant hanidoku`: the next hint for a puzzle or a grid in progress. */
export function runHanidokuHint(options: HintOptions): number {
  const read = readHanidoku(argumentText(options.puzzle), options);
  if (!read.ok) return fail('hint', 'puzzle', read.message);
  const givens = read.value;
  let grid = givens;
  if (options.grid !== undefined) {
    const got = readHanidokuGrid(argumentText(options.grid), givens, options);
    if (!got.ok) return fail('hint', '--grid', got.message);
    grid = got.value;
  }
  const result = nextHanidokuHint(givens, grid);
  if (!result.ok) {
    const { problem, message } = result.error;
    if (problem === 'given-changed' || problem === 'grid-size')
      return fail('hint', '--grid', message);
    return fail('hint', 'puzzle', UNGRADABLE[problem]);
  }
  writeHint(result.hint, describeCell, grid, options.detail);
  return 0;
}

/** `sudoku explain --variant hanidoku`: a puzzle's logical solution, step by step. */
export function runHanidokuExplain(options: ExplainOptions): number {
  const read = readHanidoku(argumentText(options.puzzle), options);
  if (!read.ok) return fail('explain', 'puzzle', read.message);
  const givens = read.value;
  const grade = gradeHanidoku(givens, { steps: true });
  if (!grade.unique) return fail('explain', 'puzzle', UNGRADABLE[grade.status]);
  const { level, score, hardestTechnique, techniqueCounts } = grade;
  const steps = grade.steps!.map((step) => ({ ...step, text: explainHanidokuStep(step) }));
  writeExplanation(
    {
      level,
      score,
      hardestTechnique,
      techniqueCounts,
      steps,
      nameOf: (id) => TECHNIQUE_BY_ID.get(id)!.name,
      name: describeCell,
      givens,
      solve: () => solveHanidoku(givens).solution!,
      format: formatHanidoku,
      draw: drawHanidoku,
    },
    options.json,
  );
  return 0;
}
