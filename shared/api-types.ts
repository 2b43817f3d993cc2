import type { KindId, Level, RatedLevel } from './kind/names.ts';

/**
 * The JSON answers of the edge API (/api/v1), as types: functions/ builds its response schemas
 * to match them (its OpenAPI document is generated from those schemas), and the site and other
 * clients read answers through them. Cells are indices from 0, row by row (for Hanidoku in
 * reading order); puzzles and grids are lines, a character per cell, '.' for a blank.
 */

/** An RFC 9457 problem: every error answer, as application/problem+json. */
export interface ApiProblem {
  /** `/problems/<slug>`. */
  type: string;
  title: string;
  status: number;
  detail: string;
  /** The input at fault: a path parameter, `query.<name>`, or a body field's path. */
  field?: string;
  instance?: string;
}

/** One level's puzzle of a day. */
export interface DailyEntry {
  level: RatedLevel;
  puzzle: string;
  code: string;
  score: number;
}

/** GET /daily and /daily/{date}: every level's puzzle of a day. */
export interface DailySet {
  date: string;
  puzzles: DailyEntry[];
}

/** GET /daily/{date}/{level}. */
export interface DailyOne extends DailyEntry {
  date: string;
}

/** GET /puzzles: a generated puzzle (never its solution). */
export interface GeneratedAnswer {
  puzzle: string;
  code: string;
  seed: string;
  level: RatedLevel;
  score: number;
  variant: KindId;
  size: number;
  symmetry: string;
  generatorVersion: number;
  links: { play: string; svg: string };
}

/** GET /puzzles/{code}: the puzzle a share code names, and its grade. */
export interface SharedAnswer {
  puzzle: string;
  code: string;
  variant: KindId;
  size: number;
  level: Level;
  score: number;
  hardestTechnique: string | null;
}

/** POST /solve. */
export interface SolveAnswer {
  status: 'solved' | 'unsolvable' | 'multiple';
  /** The solution; with status multiple, one of them. */
  solution?: string;
  unique: boolean;
}

/** POST /grade. */
export interface GradeAnswer {
  level: Level;
  score: number;
  hardestTechnique: string | null;
  techniqueCounts: Record<string, number>;
}

/** POST /verify: a grid in progress checked against the puzzle's one solution. */
export interface VerifyAnswer {
  complete: boolean;
  /** Every digit entered so far is right (complete and correct: solved). */
  correct: boolean;
  /** Pairs of cells holding the same digit in a shared unit. */
  conflicts: Array<[number, number]>;
  /** Only when asked for: cells whose digit is not the solution's. */
  wrongCells?: number[];
}

/** A digit for a cell: a placement or an eliminated candidate. */
export interface CellDigitAnswer {
  cell: number;
  digit: number;
}

/** POST /hint: the next hint, as detailed as asked. */
export interface HintAnswer {
  detail: number;
  text: string;
  /** From detail 2. */
  technique?: string;
  level?: Level | null;
  cells?: number[];
  digits?: number[];
  /** At detail 3. */
  placements?: CellDigitAnswer[];
  eliminations?: CellDigitAnswer[];
}
