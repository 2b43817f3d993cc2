import { explainHanidokuStep, hintHanidokuStep } from '../shared/hanidoku/explain.ts';
import { CELL_COUNT } from '../shared/hanidoku/geometry.ts';
import {
  describeCell,
  drawHanidoku,
  formatHanidoku,
  gradeHanidoku,
  HANIDOKU_TECHNIQUES,
  rateHanidoku,
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
  type ShownHint,
  UNGRADABLE,
  writeExplanation,
  writeHint,
} from './hint-io.ts';
import { contentLines } from './io.ts';

/**
 * `sudoku hint` and `sudoku explain` for Hanidoku, printed as for the grid variants (hint-io.ts).
 * The steps are those of the Hanidoku ladder of rules (shared/hanidoku/logic.ts), in the words
 * of shared/hanidoku/explain.ts. A hint looks at the player's own position: first any digit that
 * differs from the one solution, else the first step of the ladder from that position.
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

function plainHint(
  technique: string,
  cells: number[],
  digits: number[],
  text: ShownHint['text'],
): ShownHint {
  return { technique, level: null, cells, digits, placements: [], eliminations: [], text };
}

/** The hint for a grid that agrees with the puzzle's givens and with its `solution`. */
function hintFor(grid: Uint8Array, solution: Uint8Array): ShownHint {
  const wrong: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (grid[cell] !== 0 && grid[cell] !== solution[cell]) wrong.push(cell);
  }
  if (wrong.length > 0) {
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
  const open = grid.indexOf(0);
  if (open < 0) {
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
  // The player's digits are right, so the ladder may start from them as from givens.
  const step = rateHanidoku(grid, { steps: true }).steps![0];
  if (step) {
    const { placements, eliminations, digits } = step;
    const technique = TECHNIQUE_BY_ID.get(step.technique)!;
    const cells = placements.map(({ cell }) => cell);
    return {
      technique: step.technique,
      level: technique.level,
      cells,
      digits,
      placements,
      eliminations,
      text: hintHanidokuStep(step),
    };
  }
  // The rules stall at once: the position needs guessing, so the first open cell is revealed.
  const name = describeCell(open);
  const digit = solution[open];
  const hint = plainHint(
    'reveal',
    [open],
    [digit],
    [
      `No rule I know finds the next step here; look at ${name}.`,
      `This position needs a guess; try ${name}.`,
      `No logical step is left for the rules I know; the solution has ${digit} in ${name}.`,
    ],
  );
  hint.placements = [{ cell: open, digit }];
  return hint;
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
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (givens[cell] !== 0 && grid[cell] !== givens[cell]) {
      const message = `${describeCell(cell)} is a given ${givens[cell]}, but the grid has ${grid[cell]}`;
      return fail('hint', '--grid', message);
    }
  }
  const solved = solveHanidoku(givens, { unique: true });
  if (solved.status !== 'solved') return fail('hint', 'puzzle', UNGRADABLE[solved.status]);
  writeHint(hintFor(grid, solved.solution!), describeCell, grid, options.detail);
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
