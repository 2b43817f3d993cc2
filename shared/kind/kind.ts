import {
  GENERATOR_VERSION,
  GENERATOR_VERSIONS,
  generatePuzzle,
  type NotGenerated,
} from '../generate.ts';
import type { Geometry } from '../geometry.ts';
import { eurekaOf } from '../grade/eureka.ts';
import { gradePuzzle, type Ungradable } from '../grade/grade.ts';
import { TECHNIQUE_BY_ID } from '../grade/techniques.ts';
import type { CellDigit, TechniqueId } from '../grade/types.ts';
import { encodeHanidoku } from '../hanidoku/encode.ts';
import { explainHanidokuStep } from '../hanidoku/explain.ts';
import { generateHanidoku, type HanidokuLevel } from '../hanidoku/generate.ts';
import { gradeHanidoku } from '../hanidoku/grade.ts';
import { nextHanidokuHint } from '../hanidoku/hint.ts';
import { HANIDOKU_TECHNIQUES } from '../hanidoku/logic.ts';
import { countHanidoku, searchHanidoku, solveHanidoku } from '../hanidoku/solve.ts';
import { hanidokuSvg } from '../hanidoku/svg.ts';
import { type HintResult, nextHint } from '../hint.ts';
import type { AtMostOneEncoding } from '../sat/cardinality.ts';
import type { Cnf } from '../sat/cnf.ts';
import { encodePuzzle } from '../sat/encode-sudoku.ts';
import type { CountResult, SearchStats, SolveOptions, SolveResult } from '../search.ts';
import { countSolutions, search, solve } from '../solve.ts';
import { gridSvg } from '../svg.ts';
import type { Symmetry } from '../symmetry.ts';
import type { Level, RatedLevel } from './names.ts';
import { gridShape, HANIDOKU_SHAPE, type Shape } from './shape.ts';

/**
 * The one door into the engines for every kind of puzzle: a Kind is a Shape (shape.ts) with what
 * can be done to its puzzles — search, solve and count under a node budget, grade, hint and
 * explain, generate at its levels, encode as CNF, draw as SVG. Puzzles are their givens (0 for a
 * blank), laid out as the shape reads them. Outcomes are values, never exceptions: a spent
 * budget, a puzzle without one solution, a level no attempt reached.
 */

/** One step of a logical solution, told in words. */
export interface ExplainedStep {
  technique: string;
  text: string;
  /** For forcing chains: the chain in Eureka notation ("(5)r1c2 - (5)r1c7 = …"). */
  eureka?: string;
  placements: CellDigit[];
  eliminations: CellDigit[];
}

/** A puzzle's difficulty, as a person solving it with pencil marks would find it. */
export interface KindGrade {
  unique: true;
  /** `extreme` when the techniques cannot finish: it needs guessing. */
  level: Level;
  /** The points of every step (a stuck solve scores above every finished one). */
  score: number;
  /** The rating on Sudoku Explainer's scale, one decimal, where the kind has one (9×9 grids). */
  rating: number | null;
  /** The hardest technique used, or null when none was needed. */
  hardestTechnique: string | null;
  /** How often each technique was used (techniques not used are absent). */
  techniqueCounts: Partial<Record<string, number>>;
  /** Every step, told in words, when asked for. */
  steps?: ExplainedStep[];
}

export interface KindGenerateOptions {
  /** Any text; the same seed and options always give the same puzzle. */
  seed: string;
  /** One of the kind's levels (default medium). */
  level?: RatedLevel;
  /** One of the kind's symmetries (default none). */
  symmetry?: Symmetry;
  /** Remove givens until none can go. Hanidoku's minimal puzzles have no chosen level. */
  minimal?: boolean;
  /** Attempts at most before answering NotGenerated. */
  maxAttempts?: number;
  /** One of the kind's generatorVersions (default its generatorVersion, the newest). */
  generatorVersion?: number;
  /** Called as each attempt begins (the first is 1): a caller's way to show long work. */
  onAttempt?: (attempt: number) => void;
}

/** A generated puzzle with one solution. */
export interface KindGenerated {
  ok: true;
  givens: Uint8Array;
  solution: Uint8Array;
  level: Level;
  score: number;
  hardestTechnique: string | null;
  /** Attempts it took, the first being 1. */
  attempts: number;
}

/** A puzzle as CNF: one variable per cell and digit, and the way back from a model. */
export interface KindCnf {
  cnf: Cnf;
  /** The grid a model of `cnf` describes (0 where no digit is true). */
  decode(model: Uint8Array): Uint8Array;
}

export interface Kind extends Shape {
  /** The version of the generator's derivation: a seed's puzzle never changes within one. */
  readonly generatorVersion: number;
  /** Every version its generator still makes, oldest first, so old seeds keep their puzzles. */
  readonly generatorVersions: readonly number[];
  /** The engine's search, as shared/search.ts states the contract. */
  search(
    givens: Uint8Array,
    limit: number,
    budget: number,
    solution: Uint8Array,
    stats: SearchStats,
  ): number;
  /** With `unique`, a second solution is looked for and `multiple` answered when it exists. */
  solve(givens: Uint8Array, options?: SolveOptions): SolveResult;
  /** Solutions up to `limit` (2 answers "is it unique?"). */
  count(givens: Uint8Array, limit?: number, options?: { budget?: number }): CountResult;
  /** Checks by search that the puzzle has one solution, then solves it like a person. */
  grade(
    givens: Uint8Array,
    options?: { budget?: number; chainWork?: number; steps?: boolean },
  ): KindGrade | Ungradable;
  /** Whether `hint` reads the player's pencil marks (the honeycomb's hints keep none). */
  readonly readsCandidates: boolean;
  /**
   * The next hint for a player's grid (the givens and the player's digits, 0 blank); pencil
   * marks, one mask per cell, where the kind reads them.
   */
  hint(
    givens: Uint8Array,
    grid: ArrayLike<number>,
    options?: { candidates?: ArrayLike<number>; budget?: number; chainWork?: number },
  ): HintResult<string>;
  /** A seeded puzzle at one of the kind's levels, or NotGenerated when the attempts ran out. */
  generate(options: KindGenerateOptions): KindGenerated | NotGenerated;
  cnf(givens: Uint8Array, options?: { amo?: AtMostOneEncoding }): KindCnf;
  /** A standalone SVG picture of the puzzle. */
  svg(givens: ArrayLike<number>): string;
  /** A technique's name for people, by its id: "Hidden single". */
  techniqueName(id: string): string;
}

const gridKinds = new WeakMap<Geometry, Kind>();

/** The Kind of a grid geometry: the bit-parallel or generic search, the grid grader. */
function gridKind(shape: Shape, geometry: Geometry): Kind {
  const known = gridKinds.get(geometry);
  if (known) return known;
  const puzzle = (givens: Uint8Array) => ({ geometry, givens });
  const kind: Kind = {
    ...shape,
    generatorVersion: GENERATOR_VERSION,
    generatorVersions: GENERATOR_VERSIONS,
    search: (givens, limit, budget, solution, stats) =>
      search(puzzle(givens), limit, budget, solution, stats),
    solve: (givens, options) => solve(puzzle(givens), options),
    count: (givens, limit, options) => countSolutions(puzzle(givens), limit, options),
    grade(givens, options = {}) {
      const grade = gradePuzzle(puzzle(givens), options);
      if (!grade.unique) return grade;
      const { steps, ...rest } = grade;
      if (!options.steps) return rest;
      const told = steps.map((step) => {
        const eureka = eurekaOf(step, geometry);
        return {
          technique: step.technique,
          text: TECHNIQUE_BY_ID.get(step.technique)!.explain(step, geometry),
          ...(eureka === null ? {} : { eureka }),
          placements: step.placements,
          eliminations: step.eliminations,
        };
      });
      return { ...rest, steps: told };
    },
    readsCandidates: true,
    hint: (givens, grid, options = {}) =>
      nextHint(puzzle(givens), grid, options.candidates, {
        budget: options.budget,
        chainWork: options.chainWork,
      }),
    generate(options) {
      const made = generatePuzzle({ ...options, geometry });
      if (!made.ok) return made;
      const { givens, solution, level, score, hardestTechnique, attempts } = made;
      return { ok: true, givens, solution, level, score, hardestTechnique, attempts };
    },
    cnf: (givens, options) => encodePuzzle(puzzle(givens), options),
    svg: (givens) => gridSvg(geometry, givens),
    techniqueName: (id) => TECHNIQUE_BY_ID.get(id as TechniqueId)?.name ?? id,
  };
  gridKinds.set(geometry, kind);
  return kind;
}

const HANIDOKU_NAMES = new Map<string, string>(HANIDOKU_TECHNIQUES.map((t) => [t.id, t.name]));

/** The honeycomb's Kind: its propagating search, its ladder of rules, its generator. */
const HANIDOKU_KIND: Kind = {
  ...HANIDOKU_SHAPE,
  // Its levelled generator came later than the minimal one, and neither has changed since.
  generatorVersion: 1,
  generatorVersions: [1],
  search: (givens, limit, budget, solution, stats) =>
    searchHanidoku(givens, limit, budget, solution, stats),
  solve: solveHanidoku,
  count: countHanidoku,
  grade(givens, options = {}) {
    const grade = gradeHanidoku(givens, options);
    if (!grade.unique) return grade;
    const { steps, ...graded } = grade;
    const rest = { ...graded, rating: null };
    if (!steps) return rest;
    const told = steps.map((step) => ({
      technique: step.technique,
      text: explainHanidokuStep(step),
      placements: step.placements,
      eliminations: step.eliminations,
    }));
    return { ...rest, steps: told };
  },
  readsCandidates: false,
  hint: (givens, grid, options = {}) => nextHanidokuHint(givens, grid, { budget: options.budget }),
  generate(options) {
    const made = generateHanidoku({
      seed: options.seed,
      level: options.minimal ? undefined : ((options.level ?? 'medium') as HanidokuLevel),
      symmetry: options.symmetry as 'none' | 'rotational' | undefined,
      maxAttempts: options.maxAttempts,
      onAttempt: options.onAttempt,
    });
    if (!made.ok) return made;
    const { puzzle, solution, level, score, hardestTechnique, attempts } = made;
    return { ok: true, givens: puzzle, solution, level, score, hardestTechnique, attempts };
  },
  cnf: (givens, options) => encodeHanidoku(givens, options),
  svg: (givens) => hanidokuSvg(givens),
  techniqueName: (id) => HANIDOKU_NAMES.get(id) ?? id,
};

/**
 * The Kind of a shape: what every consumer solves, grades, hints and generates through.
 * @example kindOf(read.shape).solve(read.givens, { unique: true, budget: 10_000 })
 */
export function kindOf(shape: Shape): Kind {
  return shape.geometry ? gridKind(gridShape(shape.geometry), shape.geometry) : HANIDOKU_KIND;
}
