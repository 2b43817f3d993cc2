import { z } from '@hono/zod-openapi';
import type * as Api from '../shared/api-types.ts';
import { KIND_IDS } from '../shared/kind/names.ts';
import { PROBLEMS, type ProblemSlug } from './problem.ts';
import { DailyDate, EXAMPLE_CODE, EXAMPLE_PUZZLE, Level, RatedLevel } from './schemas.ts';

/**
 * The answers' schemas, for the OpenAPI document (handlers build the same shapes). Each must
 * describe exactly its answer type of shared/api-types.ts, which clients read answers through:
 * AnswersMatch at the end makes any drift between the two a type error.
 */

export const Problem = z
  .object({
    type: z.string().openapi({ example: '/problems/validation' }),
    title: z.string(),
    status: z.int(),
    detail: z.string(),
    field: z.string().optional().openapi({ example: 'query.level' }),
    instance: z.string().optional(),
  })
  .openapi('Problem', { description: 'RFC 9457 problem details' });

/**
 * The documented problem answers of a route, by status. They are thrown, never returned, so
 * their type adds nothing to what a handler may return.
 */
export function problemResponses(...slugs: ProblemSlug[]): Record<never, never> {
  const responses: Record<number, { description: string; content: Record<string, unknown> }> = {};
  for (const slug of slugs) {
    const { status, title } = PROBLEMS[slug];
    const known = responses[status]?.description;
    responses[status] = {
      description: known ? `${known}; ${title}` : title,
      content: { 'application/problem+json': { schema: Problem } },
    };
  }
  return responses;
}

/** The 304 of every GET: etag.ts answers it to a matching If-None-Match. */
export const NOT_MODIFIED = {
  304: { description: 'Not modified (the ETag matched If-None-Match)' },
} as const;

/** The 200 answer of a route, as JSON of `schema`. */
export function jsonResponse<T extends z.ZodType>(
  schema: T,
  description: string,
): { 200: { description: string; content: { 'application/json': { schema: T } } } } {
  return { 200: { description, content: { 'application/json': { schema } } } };
}

const Cell = z.int().min(0).openapi({ description: 'A cell index from 0, row by row' });
const Puzzle = z.string().openapi({ example: EXAMPLE_PUZZLE });
const Code = z.string().openapi({ example: EXAMPLE_CODE });
const Technique = z.string().openapi({ example: 'hidden-single' });
const Variant = z.enum(KIND_IDS);

export const DailyEntry = z
  .object({ level: RatedLevel, puzzle: Puzzle, code: Code, score: z.int() })
  .openapi('DailyEntry');
export const DailySet = z
  .object({ date: DailyDate, puzzles: z.array(DailyEntry) })
  .openapi('DailySet');
export const DailyOne = DailyEntry.extend({ date: DailyDate }).openapi('DailyPuzzle');

export const GeneratedPuzzle = z
  .object({
    puzzle: Puzzle,
    code: Code,
    seed: z.string(),
    level: RatedLevel,
    score: z.int(),
    variant: Variant,
    size: z.int(),
    symmetry: z.string(),
    generatorVersion: z.int(),
    links: z.object({
      play: z.string().openapi({ example: `/p/${EXAMPLE_CODE}` }),
      svg: z.string().openapi({ example: `/api/v1/puzzles/${EXAMPLE_CODE}.svg` }),
    }),
  })
  .openapi('GeneratedPuzzle');

export const SharedPuzzle = z
  .object({
    puzzle: Puzzle,
    code: Code,
    variant: Variant,
    size: z.int(),
    level: Level,
    score: z.int(),
    hardestTechnique: Technique.nullable(),
    regions: z.string().optional().openapi({
      description:
        'Jigsaw codes only: the region map, a label per cell row by row, as POST /solve and the other puzzle routes take it',
      example: '111222333111222333111222333444555666444555666444555666777888999777888999777888999',
    }),
  })
  .openapi('SharedPuzzle');

export const SolveResult = z
  .object({
    status: z.enum(['solved', 'unsolvable', 'multiple']),
    solution: z.string().optional().openapi({
      description: 'The solution; with status multiple, one of them',
    }),
    unique: z.boolean(),
  })
  .openapi('SolveResult');

export const GradeResult = z
  .object({
    level: Level,
    score: z.int(),
    rating: z.number().nullable().openapi({
      description:
        "The rating on Sudoku Explainer's scale, one decimal (20.0 when even forcing chains cannot finish); null for grids other than 9×9",
      example: 7.2,
    }),
    hardestTechnique: Technique.nullable(),
    techniqueCounts: z.record(z.string(), z.int()),
  })
  .openapi('GradeResult');

export const VerifyResult = z
  .object({
    complete: z.boolean(),
    correct: z.boolean().openapi({
      description: 'Every digit entered so far is right (complete and correct: solved)',
    }),
    conflicts: z
      .array(z.tuple([Cell, Cell]))
      .openapi({ description: 'Pairs of cells holding the same digit in a shared unit' }),
    wrongCells: z.array(Cell).optional().openapi({
      description: 'Only with reveal: cells whose digit is not the solution’s',
    }),
  })
  .openapi('VerifyResult');

const CellDigit = z.object({ cell: Cell, digit: z.int() });

export const HintResult = z
  .object({
    detail: z.int(),
    text: z.string().openapi({ example: 'Look at box 5.' }),
    area: z.array(Cell).openapi({
      description:
        "The cells of the units the hint is about (rows, columns, boxes…; a honeycomb's lines), ascending: where detail 1 says to look",
    }),
    technique: z.string().optional().openapi({ description: 'From detail 2' }),
    level: Level.nullable().optional(),
    cells: z.array(Cell).optional(),
    digits: z.array(z.int()).optional(),
    placements: z.array(CellDigit).optional().openapi({ description: 'At detail 3' }),
    eliminations: z.array(CellDigit).optional(),
  })
  .openapi('HintResult');

const Kind = z.enum(['grid', 'honeycomb']);
const Solvers = z.int().min(0).openapi({ example: 1204 });

export const TimeBucket = z
  .object({
    from: z.int().openapi({ example: 420_000, description: 'ms, included' }),
    to: z.int().nullable().openapi({ example: 480_000, description: 'ms, excluded; null: open' }),
    count: z.int(),
  })
  .openapi('TimeBucket');

export const DailyStats = z
  .object({
    date: DailyDate,
    kind: Kind,
    level: RatedLevel,
    solvers: Solvers,
    medianMs: z.int().nullable().openapi({
      example: 452_000,
      description: 'The median time, of times counted in whole seconds; null with no solver',
    }),
    unaidedShare: z.number().nullable().openapi({
      example: 0.71,
      description: 'The share of solvers who used no hint and revealed no cell',
    }),
    histogram: z.array(TimeBucket).openapi({
      description:
        'Solvers per time range: at most 8 ranges of a round width from the fastest, and one open range for the slowest',
    }),
  })
  .openapi('DailyStats');

export const StoredResult = z
  .object({ ms: z.int(), hints: z.int(), reveals: z.int(), mistakes: z.int() })
  .openapi('StoredResult');

export const ResultAnswer = z
  .object({
    created: z.boolean().openapi({
      description: 'false: this device had posted a result for this puzzle before, which is kept',
    }),
    result: StoredResult,
    place: z.object({
      slower: z.int().openapi({ description: 'Solvers slower than this result, in whole seconds' }),
      fasterThan: z.number().nullable().openapi({
        example: 0.64,
        description: 'Their share of the other solvers (0 to 1); null for the only solver',
      }),
    }),
    stats: DailyStats,
  })
  .openapi('ResultAnswer');

export const DayResults = z
  .object({
    date: DailyDate,
    puzzles: z.array(z.object({ kind: Kind, level: RatedLevel, solvers: Solvers })),
  })
  .openapi('DayResults');

/** True when A and B have the same fields and each accepts the other's values. */
type Same<A, B> = [A, keyof A] extends [B, keyof B]
  ? [B, keyof B] extends [A, keyof A]
    ? true
    : false
  : false;
type Holds<T extends true> = T;

/** Each schema's answers against shared/api-types.ts: a `false` here names the schema that drifted. */
export type AnswersMatch = [
  Holds<Same<z.output<typeof Problem>, Api.ApiProblem>>,
  Holds<Same<z.output<typeof DailyEntry>, Api.DailyEntry>>,
  Holds<Same<z.output<typeof DailySet>, Api.DailySet>>,
  Holds<Same<z.output<typeof DailyOne>, Api.DailyOne>>,
  Holds<Same<z.output<typeof GeneratedPuzzle>, Api.GeneratedAnswer>>,
  Holds<Same<z.output<typeof SharedPuzzle>, Api.SharedAnswer>>,
  Holds<Same<z.output<typeof SolveResult>, Api.SolveAnswer>>,
  Holds<Same<z.output<typeof GradeResult>, Api.GradeAnswer>>,
  Holds<Same<z.output<typeof VerifyResult>, Api.VerifyAnswer>>,
  Holds<Same<z.output<typeof HintResult>, Api.HintAnswer>>,
  Holds<Same<z.output<typeof TimeBucket>, Api.TimeBucketAnswer>>,
  Holds<Same<z.output<typeof DailyStats>, Api.DailyStatsAnswer>>,
  Holds<Same<z.output<typeof ResultAnswer>, Api.ResultAnswer>>,
  Holds<Same<z.output<typeof DayResults>, Api.DayResultsAnswer>>,
];
