import { findConflicts } from '../check.ts';
import { type PuzzleError, validatePuzzle } from '../format.ts';
import { cellsOfUnits, classicGeometry, describeCell, type Geometry } from '../geometry.ts';
import { findHanidokuConflicts } from '../hanidoku/check.ts';
import { drawHanidoku, formatHanidoku, validateHanidoku } from '../hanidoku/format.ts';
import {
  CELL_COUNT,
  cellsOfLines,
  describeCell as describeHanidokuCell,
} from '../hanidoku/geometry.ts';
import { digitChar, drawGrid, formatGrid } from '../print.ts';
import { regionGeometry } from '../regions.ts';
import { encodeShareCode, type SharedPuzzle, validateShareCode } from '../share.ts';
import type { Symmetry } from '../symmetry.ts';
import { listWithOr } from '../words.ts';
import { KINDS, type KindId, kindTitle, type Level, type RatedLevel } from './names.ts';

/**
 * What a kind of puzzle looks like, bound to one shape (a grid's size or region map, or the
 * honeycomb): how its text is read and written, what its cells are called, which cells clash,
 * its share code. A Shape carries no engine, so a page that only shows or checks puzzles stays
 * light; kindOf (kind.ts) adds the engines. Every consumer reads puzzles through readPuzzle or
 * readShareCode here, never through a variant's own parser.
 */

/** Reading a puzzle's text: its givens (0 blank), or where and why it is not one. */
export type GivensReading = { ok: true; givens: Uint8Array } | { ok: false; error: PuzzleError };

/** The search engine that serves a shape: its speed per node differs, so work budgets do too. */
export type EngineName = 'grid9' | 'grid' | 'honeycomb';

export interface Shape {
  readonly id: KindId;
  /** Its name as a title, with the size unless 9×9: "Sudoku 6×6", "Hanidoku". */
  readonly title: string;
  /** Digits run 1..size. */
  readonly size: number;
  readonly cellCount: number;
  /** The levels its generator makes, easiest first. */
  readonly levels: readonly RatedLevel[];
  readonly symmetries: readonly Symmetry[];
  /** A jigsaw's region map as readers take it, a label per cell ('111222333…'); else null. */
  readonly regions: string | null;
  /** The grid's units and tables; null for the honeycomb, which is no grid. */
  readonly geometry: Geometry | null;
  readonly engine: EngineName;
  /** Whether its digits can be written zero-based (0-9, A-F), as grids up to 16×16 can. */
  readonly readsZeroBased: boolean;
  /**
   * Reads a puzzle of this shape (a line, or a drawing over several lines); never throws. With
   * `clashes`, a player's grid: digits may clash.
   */
  read(text: string, options?: { zeroBased?: boolean; clashes?: boolean }): GivensReading;
  /** The line form of a grid: a character per cell, '.' for a blank. */
  format(grid: ArrayLike<number>, zeroBased?: boolean): string;
  /** The grid drawn for a terminal (read reads it back). */
  draw(grid: ArrayLike<number>, zeroBased?: boolean): string;
  /** A cell's name for people: "r3c7". */
  describeCell(cell: number): string;
  /** Every pair of cells holding the same digit in a shared unit, [a, b] with a < b, sorted. */
  conflicts(grid: Uint8Array): Array<[number, number]>;
  /** The share code of a puzzle of this shape (see share.ts). */
  shareCode(givens: Uint8Array, level: Level | null): string;
  /** The cells of a hint's units (a grid's rows, columns, boxes…; the honeycomb's lines), ascending. */
  area(units: readonly number[]): number[];
}

/** Which shape to read a puzzle as: a kind, and a grid's size or a jigsaw's region map. */
export interface ShapeSpec {
  id: KindId;
  /** Classic and X: the grid's size; read from the text when absent. */
  size?: number;
  /** Jigsaw: its region map (see regionGeometry). */
  regions?: string;
}

/** Reading a puzzle of a kind: its shape and givens, or which input is wrong and why. */
export type PuzzleReading =
  | { ok: true; shape: Shape; givens: Uint8Array }
  | { ok: false; field: 'puzzle' | 'regions'; error: PuzzleError };

/** A problem with a text as a whole, not at a position in it. */
function wholeTextError(problem: PuzzleError['problem'], reason: string): PuzzleError {
  return { problem, line: 1, column: 0, reason, message: reason };
}

const gridShapes = new WeakMap<Geometry, Shape>();

/** A 4×4 grid falls to singles alone: no attempt of its generator reaches medium. */
const SMALLEST_GRID_LEVELS: readonly RatedLevel[] = ['easy'];

/**
 * The level a shape is made at when none is asked for: medium where the shape offers it, else
 * the highest it is made at.
 * @example defaultLevel(shapeOf({ id: 'classic', size: 4 })) // 'easy'
 */
export function defaultLevel(shape: Pick<Shape, 'levels'>): RatedLevel {
  return shape.levels.includes('medium') ? 'medium' : shape.levels[shape.levels.length - 1];
}

/** The symmetries with no cell of a 6×6 grid on its own axis or centre: each pairs every cell. */
const PAIRING_ON_6X6: readonly Symmetry[] = ['rotational', 'mirror'];

/**
 * The symmetries a shape's puzzles of `level` are offered with: its symmetries, less those that
 * make such a puzzle too rare to find. A 6×6 medium has 13 to 15 givens (givensRange); where
 * every cell has a partner only 14 can be, and so few of those are medium that most seeds spend
 * the API's 1,200 attempts (over 40 seeds, p50 2,353 attempts with mirror, 430 rotational; 177
 * with none, 392 diagonal, whose axis holds 6 cells of their own).
 * @example symmetriesAt(shapeOf({ id: 'classic', size: 6 }), 'medium') // ['none', 'diagonal']
 */
export function symmetriesAt(
  shape: Pick<Shape, 'size' | 'symmetries'>,
  level: RatedLevel,
): readonly Symmetry[] {
  if (shape.size !== 6 || level !== 'medium') return shape.symmetries;
  return shape.symmetries.filter((symmetry) => !PAIRING_ON_6X6.includes(symmetry));
}

/**
 * Why `symmetry` is no choice for a shape's puzzles of `level`, and which are, in words; null
 * when symmetriesAt offers it. Each caller adds what to do.
 * @example rareSymmetry(shapeOf({ id: 'classic', size: 6 }), 'medium', 'mirror') // { why: 'with mirror symmetry most seeds find none at medium', offered: 'none or diagonal' }
 */
export function rareSymmetry(
  shape: Pick<Shape, 'size' | 'symmetries'>,
  level: RatedLevel,
  symmetry: Symmetry,
): { why: string; offered: string } | null {
  const offered = symmetriesAt(shape, level);
  if (offered.includes(symmetry)) return null;
  return {
    why: `with ${symmetry} symmetry most seeds find none at ${level}`,
    offered: listWithOr(offered),
  };
}

/**
 * The levels a shape is made at, in words, for refusing another.
 * @example madeAtWords(shapeOf({ id: 'classic', size: 4 })) // 'a 4×4 grid is made at easy only'
 */
export function madeAtWords(shape: Pick<Shape, 'id' | 'size' | 'levels'>): string {
  const { levels } = shape;
  const named = levels.length === 1 ? `${levels[0]} only` : listWithOr(levels);
  const what =
    KINDS[shape.id].shapedBy === null
      ? KINDS[shape.id].name
      : `a ${shape.size}×${shape.size} ${shape.id === 'classic' ? 'grid' : KINDS[shape.id].noun}`;
  return `${what} is made at ${named}`;
}

/** The shape of a grid geometry (classic, X or jigsaw, of any size). */
export function gridShape(geometry: Geometry): Shape {
  const known = gridShapes.get(geometry);
  if (known) return known;
  const { variant, size, cellCount } = geometry;
  const shape: Shape = {
    id: variant,
    title: kindTitle(variant, size),
    size,
    cellCount,
    levels: size === 4 ? SMALLEST_GRID_LEVELS : KINDS[variant].levels,
    symmetries: KINDS[variant].symmetries,
    regions:
      variant === 'jigsaw'
        ? Array.from(geometry.regionOf, (region) => digitChar(region + 1)).join('')
        : null,
    geometry,
    engine: variant === 'classic' && size === 9 ? 'grid9' : 'grid',
    readsZeroBased: true,
    read(text, options = {}) {
      const { zeroBased, clashes } = options;
      const read = validatePuzzle(text, { geometry, zeroBased, clashes });
      return read.ok ? { ok: true, givens: read.puzzle.givens } : read;
    },
    format: (grid, zeroBased) => formatGrid(grid, zeroBased),
    draw: (grid, zeroBased) => drawGrid(geometry, grid, zeroBased),
    describeCell: (cell) => describeCell(geometry, cell),
    conflicts: (grid) => findConflicts(geometry, grid),
    area: (units) => cellsOfUnits(geometry, units),
    shareCode: (givens, level) =>
      encodeShareCode({
        variant,
        size,
        level,
        givens,
        ...(variant === 'jigsaw' ? { regions: geometry.regionOf } : {}),
      }),
  };
  gridShapes.set(geometry, shape);
  return shape;
}

/** The honeycomb: 61 cells in rows of three directions, digits 1-9 (shared/hanidoku/). */
export const HANIDOKU_SHAPE: Shape = {
  id: 'hanidoku',
  title: KINDS.hanidoku.name,
  size: 9,
  cellCount: CELL_COUNT,
  levels: KINDS.hanidoku.levels,
  symmetries: KINDS.hanidoku.symmetries,
  regions: null,
  geometry: null,
  engine: 'honeycomb',
  readsZeroBased: false,
  read(text, options = {}) {
    if (options.zeroBased) {
      const error = wholeTextError('character', 'a Hanidoku has digits 1-9, not zero-based ones');
      return { ok: false, error };
    }
    return validateHanidoku(text, { clashes: options.clashes });
  },
  format: (grid) => formatHanidoku(grid),
  draw: (grid) => drawHanidoku(grid),
  describeCell: describeHanidokuCell,
  conflicts: findHanidokuConflicts,
  shareCode: (givens, level) => encodeShareCode({ variant: 'hanidoku', size: 9, level, givens }),
  area: cellsOfLines,
};

/**
 * The shape of a kind whose size is known: classic and X of `size` (default 9), a jigsaw of its
 * region map (a RangeError names what is wrong with it), or the honeycomb.
 */
export function shapeOf(spec: ShapeSpec): Shape {
  if (spec.id === 'hanidoku') return HANIDOKU_SHAPE;
  if (spec.id === 'jigsaw') return gridShape(regionGeometry(spec.regions ?? ''));
  return gridShape(classicGeometry(spec.size ?? 9, spec.id));
}

/**
 * The spec shapeOf makes `shape` from again: what carries a shape where functions cannot go
 * (to a worker thread).
 * @example specOf(shapeOf({ id: 'x', size: 6 })) // { id: 'x', size: 6 }
 */
export function specOf(shape: Shape): ShapeSpec {
  return shape.regions === null
    ? { id: shape.id, size: shape.size }
    : { id: shape.id, regions: shape.regions };
}

/**
 * A reader of puzzles of a kind, for many texts: a kind of one shape (a jigsaw of its map, the
 * honeycomb, a grid of a fixed size) resolves that shape once; classic and X without a size take
 * it from each text. A region map that is no map fails every reading, naming `regions`.
 * @example const read = puzzleReader({ id: 'jigsaw', regions }); lines.map(read)
 */
export function puzzleReader(
  spec: ShapeSpec,
  options: { zeroBased?: boolean } = {},
): (text: string) => PuzzleReading {
  if ((spec.id === 'classic' || spec.id === 'x') && spec.size === undefined) {
    const parse = { variant: spec.id, zeroBased: options.zeroBased };
    return (text) => {
      const read = validatePuzzle(text, parse);
      if (!read.ok) return { ok: false, field: 'puzzle', error: read.error };
      return { ok: true, shape: gridShape(read.puzzle.geometry), givens: read.puzzle.givens };
    };
  }
  let shape: Shape;
  try {
    shape = shapeOf(spec);
  } catch (error) {
    const failure: PuzzleReading = {
      ok: false,
      field: 'regions',
      error: wholeTextError('regions', (error as Error).message),
    };
    return () => failure;
  }
  return (text) => {
    const read = shape.read(text, options);
    return read.ok
      ? { ok: true, shape, givens: read.givens }
      : { ok: false, field: 'puzzle', error: read.error };
  };
}

/**
 * Reads a puzzle of a kind from its text, in any form its shape reads; a classic or X grid
 * takes its size from the text unless `spec.size` fixes it. Never throws.
 * @example readPuzzle({ id: 'x' }, line) // { ok: true, shape, givens }
 */
export function readPuzzle(
  spec: ShapeSpec,
  text: string,
  options: { zeroBased?: boolean } = {},
): PuzzleReading {
  return puzzleReader(spec, options)(text);
}

/** The shape a share code's puzzle has (its variant, size and, for a jigsaw, regions). */
function sharedShape(shared: SharedPuzzle): Shape {
  if (shared.variant === 'hanidoku') return HANIDOKU_SHAPE;
  if (shared.variant === 'jigsaw') {
    // As a map's text, so that codes of one map share regionGeometry's cached geometry.
    return gridShape(regionGeometry(String.fromCharCode(...shared.regions!.map((r) => 65 + r))));
  }
  return gridShape(classicGeometry(shared.size, shared.variant));
}

/**
 * Reading a share code: the puzzle with its shape and level, or why not: `code`, the code is
 * damaged (validateShareCode's message); `rules`, it is whole but its givens break a rule.
 */
export type CodeReading =
  | { ok: true; shape: Shape; givens: Uint8Array; level: Level | null }
  | { ok: false; problem: 'code' | 'rules'; message: string };

/**
 * Reads a share code and checks its givens against the rules of their kind; never throws.
 * @example readShareCode('BGT1xTtQV-62wIpXqkp8QLUVDbK3ai2ANL') // { ok: true, shape, givens, level }
 */
export function readShareCode(code: string): CodeReading {
  const decoded = validateShareCode(code);
  if (!decoded.ok) return { ok: false, problem: 'code', message: decoded.error.message };
  const { givens, level } = decoded.puzzle;
  const shape = sharedShape(decoded.puzzle);
  const read = shape.read(shape.format(givens));
  if (!read.ok) return { ok: false, problem: 'rules', message: read.error.reason };
  return { ok: true, shape, givens, level };
}
