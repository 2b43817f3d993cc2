import { existsSync, readFileSync, statSync } from 'node:fs';
import {
  BAD,
  CHAR_VALUES,
  drawGrid,
  formatGrid,
  validatePuzzle,
  ZERO_BASED_CHAR_VALUES,
} from '../shared/format.ts';
import { describeCell, type Geometry } from '../shared/geometry.ts';
import { gradePuzzle } from '../shared/grade/grade.ts';
import { TECHNIQUE_BY_ID } from '../shared/grade/techniques.ts';
import type { CellDigit } from '../shared/grade/types.ts';
import { type Hint, nextHint } from '../shared/hint.ts';
import type { Puzzle } from '../shared/puzzle.ts';
import { solve } from '../shared/solve.ts';
import { puzzleField, type ReadOptions, readPuzzle } from './grade.ts';
import { contentLines, isDrawnOverLines } from './io.ts';

/**
 * `sudoku hint` and `sudoku explain`, on one puzzle given on the command line: as a line, as a
 * file name, or `-` for standard input.
 */

export interface HintOptions extends ReadOptions {
  puzzle: string;
  /** The player's grid (givens and entries); by default the givens alone. */
  grid?: string;
  /** Pencil marks: one field of digits per cell. */
  candidates?: string;
  /** Print only this line of the hint (3: with the moves); by default all of them. */
  detail?: 1 | 2 | 3;
}

export interface ExplainOptions extends ReadOptions {
  puzzle: string;
  json: boolean;
}

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** The text an argument stands for: standard input for `-`, a file's content, or itself. */
function argumentText(arg: string): string {
  if (arg === '-') return readFileSync(0, 'latin1');
  if (existsSync(arg) && statSync(arg).isFile()) return readFileSync(arg, 'latin1');
  return arg;
}

/** One puzzle from a line, or from a drawing over several lines. */
function readOnePuzzle(text: string, options: ReadOptions): Read<Puzzle> {
  const lines = contentLines(text);
  if (lines.length > 1 && !isDrawnOverLines(text)) {
    return { ok: false, message: `expected one puzzle, found ${lines.length} lines` };
  }
  const single = lines.length === 1;
  const read = readPuzzle(single ? puzzleField(lines[0].text, options) : text, options);
  if (read.ok) return { ok: true, value: read.puzzle };
  const { column, reason, message } = read.error;
  return {
    ok: false,
    message: !single ? message : column > 0 ? `column ${column}: ${reason}` : reason,
  };
}

/**
 * A player's grid for `puzzle`. Unlike a puzzle it may hold clashing digits (they are what the
 * hint points out), so a one-line grid is read cell by cell. Blanks where the puzzle has givens
 * take the givens, so a grid of the player's entries alone also does.
 */
function readGrid(text: string, puzzle: Puzzle, options: ReadOptions): Read<Uint8Array> {
  const { geometry, givens } = puzzle;
  const lines = contentLines(text);
  let grid: Uint8Array;
  if (lines.length === 1) {
    const line = puzzleField(lines[0].text, options);
    if (line.length !== geometry.cellCount) {
      return {
        ok: false,
        message: `expected ${geometry.cellCount} cells, like the puzzle, found ${line.length}`,
      };
    }
    const table = options.zeroBased ? ZERO_BASED_CHAR_VALUES : CHAR_VALUES;
    grid = new Uint8Array(geometry.cellCount);
    for (let cell = 0; cell < line.length; cell++) {
      const d = table[line.charCodeAt(cell)] ?? BAD;
      if (d === BAD || d > geometry.size) {
        return { ok: false, message: `column ${cell + 1}: bad character '${line[cell]}'` };
      }
      grid[cell] = d;
    }
  } else {
    const read = validatePuzzle(text, { geometry, zeroBased: options.zeroBased });
    if (!read.ok) return { ok: false, message: read.error.message };
    grid = read.puzzle.givens;
  }
  for (let cell = 0; cell < grid.length; cell++) if (grid[cell] === 0) grid[cell] = givens[cell];
  return { ok: true, value: grid };
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

/** `r5c4=7` for a placement, `r5c4-7` for an elimination. */
function moveNames(geometry: Geometry, moves: CellDigit[], sign: '=' | '-'): string[] {
  return moves.map(({ cell, digit }) => `${describeCell(geometry, cell)}${sign}${digit}`);
}

/** The moves of a hint as labelled lists: what to place, remove, or set right. */
function moveLines(hint: Hint, geometry: Geometry, grid: Uint8Array): string[] {
  const lines: string[] = [];
  if (hint.placements.length > 0)
    lines.push(`Place: ${moveNames(geometry, hint.placements, '=').join(' ')}`);
  if (hint.eliminations.length > 0)
    lines.push(`Eliminate: ${moveNames(geometry, hint.eliminations, '-').join(' ')}`);
  if (hint.technique === 'wrong-digit') {
    const wrong = hint.cells.map((cell) => ({ cell, digit: grid[cell] }));
    lines.push(`Wrong: ${moveNames(geometry, wrong, '=').join(' ')}`);
  }
  if (hint.technique === 'wrong-candidate') {
    const restore = hint.cells.map((cell, i) => ({ cell, digit: hint.digits[i] }));
    lines.push(`Restore: ${moveNames(geometry, restore, '=').join(' ').replace(/=/g, '+')}`);
  }
  return lines;
}

function fail(command: string, what: string, message: string): number {
  process.stderr.write(`sudoku ${command}: ${what}: ${message}\n`);
  return 1;
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
  const { hint } = result;
  const moves = moveLines(hint, geometry, grid);
  let lines: string[];
  if (options.detail === undefined) {
    lines = [
      `Technique: ${hint.technique}${hint.level ? ` (${hint.level})` : ''}`,
      ...hint.text.map((text, i) => `Hint ${i + 1}: ${text}`),
      ...moves,
    ];
  } else {
    lines = [hint.text[options.detail - 1], ...(options.detail === 3 ? moves : [])];
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

const UNGRADABLE: Record<'unsolvable' | 'multiple' | 'budget', string> = {
  unsolvable: 'the puzzle has no solution',
  multiple: 'the puzzle has more than one solution, so logic alone cannot solve it',
  budget: 'the solver ran out of budget before proving the puzzle has one solution',
};

/** `sudoku explain`: a puzzle's logical solution, step by step. Returns the exit status. */
export function runExplain(options: ExplainOptions): number {
  const read = readOnePuzzle(argumentText(options.puzzle), options);
  if (!read.ok) return fail('explain', 'puzzle', read.message);
  const puzzle = read.value;
  const { geometry } = puzzle;
  const grade = gradePuzzle(puzzle);
  if (!grade.unique) return fail('explain', 'puzzle', UNGRADABLE[grade.status]);

  const reached = Uint8Array.from(puzzle.givens);
  const steps = grade.steps.map((step) => {
    for (const { cell, digit } of step.placements) reached[cell] = digit;
    const technique = TECHNIQUE_BY_ID.get(step.technique)!;
    return {
      technique: step.technique,
      name: technique.name,
      text: technique.explain(step, geometry),
      placements: moveNames(geometry, step.placements, '='),
      eliminations: moveNames(geometry, step.eliminations, '-'),
    };
  });
  const empty = reached.filter((d) => d === 0).length;
  const solution = empty === 0 ? reached : solve(puzzle).solution!;
  const { level, score, hardestTechnique, techniqueCounts } = grade;

  if (options.json) {
    const json = {
      level,
      score,
      hardestTechnique,
      techniqueCounts,
      steps: steps.map(({ name: _, ...step }) => step),
      solved: empty === 0,
      solution: formatGrid(solution, options.zeroBased),
    };
    process.stdout.write(`${JSON.stringify(json)}\n`);
    return 0;
  }

  const hardest = hardestTechnique ? TECHNIQUE_BY_ID.get(hardestTechnique)!.name : 'none';
  const used = Object.entries(techniqueCounts)
    .map(([id, n]) => `${TECHNIQUE_BY_ID.get(id as keyof typeof techniqueCounts)!.name} ${n}`)
    .join(', ');
  const width = String(steps.length).length;
  const out = [
    `Level: ${level} (score ${score})`,
    `Hardest technique: ${hardest}`,
    `Steps: ${steps.length}${used ? ` (${used})` : ''}`,
    '',
    ...steps.map((step, i) => `${String(i + 1).padStart(width)}. ${step.name}: ${step.text}`),
  ];
  if (steps.length === 0) out.push('Every cell is given: nothing to solve.');
  if (empty === 0) {
    out.push('', 'Solved:', drawGrid(geometry, reached, options.zeroBased));
  } else {
    out.push(
      '',
      `No technique I know goes further; ${empty} cells are still empty:`,
      drawGrid(geometry, reached, options.zeroBased),
      'The solution (found by search):',
      drawGrid(geometry, solution, options.zeroBased),
    );
  }
  process.stdout.write(`${out.join('\n').trimEnd()}\n`);
  return 0;
}
