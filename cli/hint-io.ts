import { existsSync, readFileSync, statSync } from 'node:fs';
import { BAD, CHAR_VALUES, ZERO_BASED_CHAR_VALUES } from '../shared/format.ts';
import type { CellDigit } from '../shared/grade/types.ts';
import { puzzleField, type ReadOptions } from './grade.ts';
import { contentLines, isDrawnOverLines } from './io.ts';

/**
 * What `sudoku hint` and `sudoku explain` share across variants: reading the puzzle and grid
 * arguments, and printing a hint or an explanation. The variants' own parts are in hint.ts
 * (grids) and hanidoku-hint.ts.
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

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** What a validator answers: the value, or where (column, 0 for the whole line) and why not. */
export type Validation<T> =
  | { ok: true; value: T }
  | { ok: false; error: { column: number; reason: string; message: string } };

/** The text an argument stands for: standard input for `-`, a file's content, or itself. */
export function argumentText(arg: string): string {
  if (arg === '-') return readFileSync(0, 'latin1');
  if (existsSync(arg) && statSync(arg).isFile()) return readFileSync(arg, 'latin1');
  return arg;
}

/** One puzzle from a line (its puzzle field), or from a drawing over several lines. */
export function readOne<T>(
  text: string,
  options: ReadOptions,
  validate: (text: string) => Validation<T>,
): Read<T> {
  const lines = contentLines(text);
  if (lines.length > 1 && !isDrawnOverLines(text)) {
    return { ok: false, message: `expected one puzzle, found ${lines.length} lines` };
  }
  const single = lines.length === 1;
  const read = validate(single ? puzzleField(lines[0].text, options) : text);
  if (read.ok) return read;
  const { column, reason, message } = read.error;
  return {
    ok: false,
    message: !single ? message : column > 0 ? `column ${column}: ${reason}` : reason,
  };
}

/**
 * The digits of a grid line, cell by cell: unlike a puzzle it may hold clashing digits (they
 * are what a hint points out).
 */
export function readGridLine(
  line: string,
  cellCount: number,
  size: number,
  zeroBased: boolean,
  where: (cell: number) => string = (cell) => `column ${cell + 1}`,
): Read<Uint8Array> {
  if (line.length !== cellCount) {
    return {
      ok: false,
      message: `expected ${cellCount} cells, like the puzzle, found ${line.length}`,
    };
  }
  const table = zeroBased ? ZERO_BASED_CHAR_VALUES : CHAR_VALUES;
  const grid = new Uint8Array(cellCount);
  for (let cell = 0; cell < line.length; cell++) {
    const d = table[line.charCodeAt(cell)] ?? BAD;
    if (d === BAD || d > size) {
      return { ok: false, message: `${where(cell)}: bad character '${line[cell]}'` };
    }
    grid[cell] = d;
  }
  return { ok: true, value: grid };
}

/** Fills the blanks of a player's grid where the puzzle has givens. */
export function fillGivens(grid: Uint8Array, givens: Uint8Array): Uint8Array {
  for (let cell = 0; cell < grid.length; cell++) if (grid[cell] === 0) grid[cell] = givens[cell];
  return grid;
}

/** A cell's name: `r5c4`. */
export type CellName = (cell: number) => string;

/** `r5c4=7` for a placement, `r5c4-7` for an elimination. */
export function moveNames(name: CellName, moves: CellDigit[], sign: '=' | '-'): string[] {
  return moves.map(({ cell, digit }) => `${name(cell)}${sign}${digit}`);
}

/** What a hint shows, of any variant. */
export interface ShownHint {
  technique: string;
  level: string | null;
  cells: number[];
  digits: number[];
  placements: CellDigit[];
  eliminations: CellDigit[];
  text: [string, string, string];
}

/** The moves of a hint as labelled lists: what to place, remove, or set right. */
function moveLines(hint: ShownHint, name: CellName, grid: Uint8Array): string[] {
  const lines: string[] = [];
  if (hint.placements.length > 0)
    lines.push(`Place: ${moveNames(name, hint.placements, '=').join(' ')}`);
  if (hint.eliminations.length > 0)
    lines.push(`Eliminate: ${moveNames(name, hint.eliminations, '-').join(' ')}`);
  if (hint.technique === 'wrong-digit') {
    const wrong = hint.cells.map((cell) => ({ cell, digit: grid[cell] }));
    lines.push(`Wrong: ${moveNames(name, wrong, '=').join(' ')}`);
  }
  if (hint.technique === 'wrong-candidate') {
    const restore = hint.cells.map((cell, i) => ({ cell, digit: hint.digits[i] }));
    lines.push(`Restore: ${moveNames(name, restore, '=').join(' ').replace(/=/g, '+')}`);
  }
  return lines;
}

/** Prints a hint: the technique, its three texts and its moves, or only text `detail`. */
export function writeHint(
  hint: ShownHint,
  name: CellName,
  grid: Uint8Array,
  detail: 1 | 2 | 3 | undefined,
): void {
  const moves = moveLines(hint, name, grid);
  let lines: string[];
  if (detail === undefined) {
    lines = [
      `Technique: ${hint.technique}${hint.level ? ` (${hint.level})` : ''}`,
      ...hint.text.map((text, i) => `Hint ${i + 1}: ${text}`),
      ...moves,
    ];
  } else {
    lines = [hint.text[detail - 1], ...(detail === 3 ? moves : [])];
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

export function fail(command: string, what: string, message: string): number {
  process.stderr.write(`sudoku ${command}: ${what}: ${message}\n`);
  return 1;
}

export const UNGRADABLE: Record<'unsolvable' | 'multiple' | 'budget', string> = {
  unsolvable: 'the puzzle has no solution',
  multiple: 'the puzzle has more than one solution, so logic alone cannot solve it',
  budget: 'the solver ran out of budget before proving the puzzle has one solution',
};

/** A logical solution of any variant, as `sudoku explain` prints it. */
export interface Explanation {
  level: string;
  score: number;
  hardestTechnique: string | null;
  techniqueCounts: Partial<Record<string, number>>;
  steps: Array<{
    technique: string;
    text: string;
    placements: CellDigit[];
    eliminations: CellDigit[];
  }>;
  /** A technique's name, by its id. */
  nameOf: (id: string) => string;
  name: CellName;
  givens: Uint8Array;
  /** The solution by search, asked for only when the techniques stall. */
  solve: () => Uint8Array;
  format: (grid: Uint8Array) => string;
  draw: (grid: Uint8Array) => string;
}

/** Prints an explanation: a summary and every step in words, or one JSON object. */
export function writeExplanation(explained: Explanation, json: boolean): void {
  const { level, score, hardestTechnique, techniqueCounts, name, nameOf, draw } = explained;
  const reached = Uint8Array.from(explained.givens);
  for (const step of explained.steps) {
    for (const { cell, digit } of step.placements) reached[cell] = digit;
  }
  const empty = reached.filter((d) => d === 0).length;
  const solution = empty === 0 ? reached : explained.solve();

  if (json) {
    const steps = explained.steps.map((step) => ({
      technique: step.technique,
      text: step.text,
      placements: moveNames(name, step.placements, '='),
      eliminations: moveNames(name, step.eliminations, '-'),
    }));
    const answer = {
      level,
      score,
      hardestTechnique,
      techniqueCounts,
      steps,
      solved: empty === 0,
      solution: explained.format(solution),
    };
    process.stdout.write(`${JSON.stringify(answer)}\n`);
    return;
  }

  const { steps } = explained;
  const used = Object.entries(techniqueCounts)
    .map(([id, n]) => `${nameOf(id)} ${n}`)
    .join(', ');
  const width = String(steps.length).length;
  const out = [
    `Level: ${level} (score ${score})`,
    `Hardest technique: ${hardestTechnique ? nameOf(hardestTechnique) : 'none'}`,
    `Steps: ${steps.length}${used ? ` (${used})` : ''}`,
    '',
    ...steps.map(
      (step, i) => `${String(i + 1).padStart(width)}. ${nameOf(step.technique)}: ${step.text}`,
    ),
  ];
  if (steps.length === 0) out.push('Every cell is given: nothing to solve.');
  if (empty === 0) {
    out.push('', 'Solved:', draw(reached));
  } else {
    out.push(
      '',
      `No technique I know goes further; ${empty} cells are still empty:`,
      draw(reached),
      'The solution (found by search):',
      draw(solution),
    );
  }
  process.stdout.write(`${out.join('\n').trimEnd()}\n`);
}
