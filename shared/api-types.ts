import type { KindId, Level, RatedLevel } from './kind/names.ts';

/**
 * The JSON answers of the edge API (/api/v1), as types: functions/ builds its response schemas
 * to match them (its OpenAPI document is generated from those schemas), and the site and other
 * clients read answers through them. Cells are indices from 0, row by row (for Hanidoku in
 * reading order); puzzles and grids are lines, a character per cell, '.' for a blank.
 */

/** The API's problem types by slug, with the status and title each is answered with. */
export const PROBLEMS = {
  validation: { status: 400, title: 'Invalid request' },
  'malformed-json': { status: 400, title: 'Malformed JSON' },
  'unreadable-body': { status: 400, title: 'Unreadable body' },
  'not-found': { status: 404, title: 'Not found' },
  'not-published': { status: 404, title: 'Not published yet' },
  'method-not-allowed': { status: 405, title: 'Method not allowed' },
  'request-timeout': { status: 408, title: 'Request timeout' },
  'payload-too-large': { status: 413, title: 'Payload too large' },
  'unsupported-media-type': { status: 415, title: 'Unsupported media type' },
  unprocessable: { status: 422, title: 'Cannot process this puzzle' },
  'not-solved': { status: 422, title: 'Not a solution' },
  'implausible-time': { status: 422, title: 'Implausible time' },
  'rate-limited': { status: 429, title: 'Too many requests' },
  internal: { status: 500, title: 'Internal error' },
  misconfigured: { status: 503, title: 'Server misconfigured' },
  unavailable: { status: 503, title: 'Service unavailable' },
} as const;

export type ProblemSlug = keyof typeof PROBLEMS;

/**
 * The `type` of a problem answer: how clients tell problems apart.
 * @example problemType('not-published') // '/problems/not-published'
 */
export function problemType(slug: ProblemSlug): string {
  return `/problems/${slug}`;
}

/** An RFC 9457 problem: every error answer, as application/problem+json. */
export interface ApiProblem {
  /** `/problems/<slug>` (problemType). */
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
  /** A jigsaw's region map, as POST /solve takes it; jigsaw codes only. */
  regions?: string;
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
  /** Sudoku Explainer's rating (one decimal; 20.0 when chains cannot finish); null off 9×9. */
  rating: number | null;
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
  /** The cells of the hint's units (rows, columns, boxes…; a honeycomb's lines), ascending. */
  area: number[];
  /** From detail 2. */
  technique?: string;
  level?: Level | null;
  cells?: number[];
  digits?: number[];
  /** At detail 3. */
  placements?: CellDigitAnswer[];
  eliminations?: CellDigitAnswer[];
}

/** A kind of daily: the grids' (four 9×9 levels) or the honeycomb's (three Hanidoku levels). */
export type DailyKindId = 'grid' | 'honeycomb';

/** Solves whose times (ms) fall in `[from, to)`; the last bucket may be open (`to` null). */
export interface TimeBucketAnswer {
  from: number;
  to: number | null;
  count: number;
}

/** GET /results/{date}/{level} (and …/honeycomb/{level}): how everyone did on one daily. */
export interface DailyStatsAnswer {
  date: string;
  kind: DailyKindId;
  level: RatedLevel;
  solvers: number;
  /** The median time in ms, of times counted in whole seconds; null with no solver. */
  medianMs: number | null;
  /** The share (0 to 1) of solvers who used no hint and revealed no cell; null with none. */
  unaidedShare: number | null;
  histogram: TimeBucketAnswer[];
}

/** A result as stored: the first one a device posted for a puzzle. */
export interface StoredResultAnswer {
  ms: number;
  hints: number;
  reveals: number;
  mistakes: number;
}

/** POST /results: the device's stored result, its place among the day's solvers, their stats. */
export interface ResultAnswer {
  /** True when this post stored the result; false when the device had posted one before (kept). */
  created: boolean;
  result: StoredResultAnswer;
  /** Solvers slower than this result (in whole seconds), and their share of the other solvers. */
  place: { slower: number; fasterThan: number | null };
  stats: DailyStatsAnswer;
}

/** GET /results/{date}: how many solved each of a day's dailies. */
export interface DayResultsAnswer {
  date: string;
  puzzles: Array<{ kind: DailyKindId; level: RatedLevel; solvers: number }>;
}
