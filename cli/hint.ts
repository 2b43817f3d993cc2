import { BAD, CHAR_VALUES, validatePuzzle, ZERO_BASED_CHAR_VALUES } from '../shared/format.ts';
import { describeCell, type Geometry } from '../shared/geometry.ts';
import { gradePuzzle } from '../shared/grade/grade.ts';
import { TECHNIQUE_BY_ID } from '../shared/grade/techniques.ts';
import type { TechniqueId } from '../shared/grade/types.ts';
import { nextHint } from '../shared/hint.ts';
import { drawGrid, formatGrid } from '../shared/print.ts';
import type { Puzzle } from '../shared/puzzle.ts';
import { solve } from '../shared/solve.ts';
import { puzzleField, type ReadOptions, readPuzzle } from './grade.ts';
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
 * `sudoku hint` and `sudoku explain` for the grid variants (classic, X, jigsaw), on one puzzle
 * given on the command line: as a line, as a file name, or `-` for standard input.
 */

function readOnePuzzle(text: string, options: ReadOptions): Read<Puzzle> {
  return readOne(text, options, (line) => {
    const read = readPuzzle(line, options);
    return read.ok ? { ok: true, value: read.puzzle } : read;
  });
}

/**
 * A player's grid for `puzzle`; a one-line grid is read cell by cell (readGridLine). Blanks
 * where the puzzle has givens take the givens, so a grid of the player's entries alone also does.
 */
function readGrid(text: string, puzzle: Puzzle, options: ReadOptions): Read<Uint8Array> {
  const { geometry, givens } = puzzle;
  const lines = contentLines(text);
  if (lines.length === 1) {
    const line = puzzleField(lines[0].text, options);
    const read = readGridLine(line, geometry.cellCount, geometry.size, options.zeroBased);
    return read.ok ? { ok: true, value: fillGivens(read.value, givens) } : read;
  }
  const read = validatePuzzle(text, { geometry, zeroBased: options.zeroBased });
  if (!read.ok) return { ok: false, message: read.error.message };
  return { ok: true, value: fillGivens(read.puzzle.givens, givens) };
}

/**
 * Pencil marks: one field per cell, separated by white space, commas or `|` (rules of `-`, `+`
 * and `=` are skipped), each field the digits kept for that cell; `.` keeps no marks.
 */
function readCandidates(text: string, geometry: Geometry, zeroBased: boolean): Read<Uint16Array> {
  const fields = text.split(/[\s,;|+]+/).filter((f) => f !== '' && !/^[-=]+$/.test(f));
  if (fields.length !== geometry.cellCount) {
    return {
      ok: false,
      message: `expected ${geometry.cellCount} fields of digits, one per cell, found ${fields.length}`,
    };
  }
  const table = zeroBased ? ZERO_BASED_CHAR_VALUES : CHAR_VALUES;
  const masks = new Uint16Array(geometry.cellCount);
  for (let cell = 0; cell < fields.length; cell++) {
    const field = fields[cell];
    if (field === '.') continue;
    for (const ch of field) {
      const d = table[ch.charCodeAt(0)] ?? BAD;
      if (d === BAD || d === 0 || d > geometry.size) {
        return {
          ok: false,
          message: `field ${cell + 1} (${describeCell(geometry, cell)}) '${field}': bad digit '${ch}'`,
        };
      }
      masks[cell] |= 1 << (d - 1);
    }
  }
  return { ok: true, value: masks };
}

/** `sudoku hint`: the next hint for a puzzle or a grid in progress. Returns the exit status. */
export function runHint(options: HintOptions): number {
  const read = readOnePuzzle(argumentText(options.puzzle), options);
  if (!read.ok) return fail('hint', 'puzzle', read.message);
  const puzzle = read.value;
  const { geometry } = puzzle;
  let grid = puzzle.givens;
  if (options.grid !== undefined) {
    const got = readGrid(argumentText(options.grid), puzzle, options);
    if (!got.ok) return fail('hint', '--grid', got.message);
    grid = got.value;
  }
  let candidates: Uint16Array | undefined;
  if (options.candidates !== undefined) {
    const got = readCandidates(argumentText(options.candidates), geometry, options.zeroBased);
    if (!got.ok) return fail('hint', '--candidates', got.message);
    candidates = got.value;
  }
  const result = nextHint(puzzle, grid, candidates);
  if (!result.ok) {
    const what = result.error.problem === 'given-changed' ? '--grid' : 'puzzle';
    return fail('hint', what, result.error.message);
  }
  writeHint(result.hint, (cell) => describeCell(geometry, cell), grid, options.detail);
  return 0;
}

/** `sudoku explain`: a puzzle's logical solution, step by step. Returns the exit status. */
export function runExplain(options: ExplainOptions): number {
  const read = readOnePuzzle(argumentText(options.puzzle), options);
  if (!read.ok) return fail('explain', 'puzzle', read.message);
  const puzzle = read.value;
  const { geometry } = puzzle;
  const grade = gradePuzzle(puzzle);
  if (!grade.unique) return fail('explain', 'puzzle', UNGRADABLE[grade.status]);
  const { level, score, hardestTechnique, techniqueCounts } = grade;
  const steps = grade.steps.map((step) => ({
    ...step,
    text: TECHNIQUE_BY_ID.get(step.technique)!.explain(step, geometry),
  }));
  writeExplanation(
    {
      level,
      score,
      hardestTechnique,
      techniqueCounts,
      steps,
      nameOf: (id) => TECHNIQUE_BY_ID.get(id as TechniqueId)!.name,
      name: (cell) => describeCell(geometry, cell),
      givens: puzzle.givens,
      solve: () => solve(puzzle).solution!,
      format: (grid) => formatGrid(grid, options.zeroBased),
      draw: (grid) => drawGrid(geometry, grid, options.zeroBased),
    },
    options.json,
  );
  return 0;
}
