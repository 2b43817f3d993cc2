import { existsSync, statSync } from 'node:fs';
import { kindOf } from '../shared/kind/kind.ts';
import { type Shape, type ShapeSpec, shapeOf } from '../shared/kind/shape.ts';
import { writeExplanation, writeHint } from './hint-print.ts';
import { readText } from './io.ts';
import { type OptionValues, UsageError } from './options.ts';
import { type Read, readCandidates, readGrid } from './player-grid.ts';
import { type ReadOptions, readOnePuzzle } from './puzzle-reader.ts';

/**
 * `sudoku hint` and `sudoku explain`, for every kind, on one puzzle given on the command line:
 * as a line, as a file name, or `-` for standard input. The kind's own hint and grader
 * (kind.hint, kind.grade with its steps told) do the work; hint-print.ts prints it.
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
  /** Write forcing chains in Eureka notation instead of words. */
  eureka?: boolean;
}

/** --candidates, refused for a kind whose hints read no pencil marks. */
export function readCandidatesOption(values: OptionValues, spec: ShapeSpec): string | undefined {
  const { candidates } = values;
  if (candidates !== undefined && !kindOf(shapeOf(spec)).readsCandidates) {
    throw new UsageError(
      `--candidates does not go with --variant ${spec.id}: pencil marks are not read for it`,
    );
  }
  return candidates;
}

const UNGRADABLE: Record<'unsolvable' | 'multiple' | 'budget', string> = {
  unsolvable: 'the puzzle has no solution',
  multiple: 'the puzzle has more than one solution, so logic alone cannot solve it',
  budget: 'the solver ran out of budget before proving the puzzle has one solution',
};

/** The text an argument stands for: standard input for `-`, a file's content, or itself. */
function argumentText(arg: string): string {
  if (arg === '-' || (existsSync(arg) && statSync(arg).isFile())) return readText(arg);
  return arg;
}

function fail(command: string, what: string, message: string): number {
  process.stderr.write(`sudoku ${command}: ${what}: ${message}\n`);
  return 1;
}

/** The puzzle argument; a line's problem is placed by its column alone, as the line is at hand. */
function readArgument(
  options: HintOptions | ExplainOptions,
): Read<{ shape: Shape; givens: Uint8Array }> {
  const read = readOnePuzzle(argumentText(options.puzzle), options);
  if (read.ok) return { ok: true, value: read };
  if ('lines' in read)
    return { ok: false, message: `expected one puzzle, found ${read.lines} lines` };
  const { column, reason, message } = read.error;
  return {
    ok: false,
    message: read.drawn ? message : column > 0 ? `column ${column}: ${reason}` : reason,
  };
}

/** `sudoku hint`: the next hint for a puzzle or a grid in progress. Returns the exit status. */
export function runHint(options: HintOptions): number {
  const read = readArgument(options);
  if (!read.ok) return fail('hint', 'puzzle', read.message);
  const { shape, givens } = read.value;
  let grid = givens;
  if (options.grid !== undefined) {
    const got = readGrid(argumentText(options.grid), shape, givens, options);
    if (!got.ok) return fail('hint', '--grid', got.message);
    grid = got.value;
  }
  let candidates: Uint16Array | undefined;
  if (options.candidates !== undefined) {
    const got = readCandidates(argumentText(options.candidates), shape, options.zeroBased);
    if (!got.ok) return fail('hint', '--candidates', got.message);
    candidates = got.value;
  }
  const result = kindOf(shape).hint(givens, grid, { candidates });
  if (!result.ok) {
    const what = result.error.problem === 'given-changed' ? '--grid' : 'puzzle';
    return fail('hint', what, result.error.message);
  }
  writeHint(result.hint, shape.describeCell, grid, options.detail);
  return 0;
}

/** `sudoku explain`: a puzzle's logical solution, step by step. Returns the exit status. */
export function runExplain(options: ExplainOptions): number {
  const read = readArgument(options);
  if (!read.ok) return fail('explain', 'puzzle', read.message);
  const { shape, givens } = read.value;
  const kind = kindOf(shape);
  const grade = kind.grade(givens, { steps: true });
  if (!grade.unique) return fail('explain', 'puzzle', UNGRADABLE[grade.status]);
  const explained = { kind, givens, grade, zeroBased: options.zeroBased };
  writeExplanation(explained, options.json, options.eureka ?? false);
  return 0;
}
