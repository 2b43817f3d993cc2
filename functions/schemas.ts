import { z } from '@hono/zod-openapi';
import { HONEYCOMB_LEVELS, isDailyDate } from '../shared/daily.ts';
import { GENERATOR_VERSION, GENERATOR_VERSIONS } from '../shared/generate.ts';
import { kindOf } from '../shared/kind/kind.ts';
import {
  KIND_IDS,
  KINDS,
  type KindId,
  LEVELS,
  RATED_LEVELS,
  type RatedLevel as Rated,
  SEED_PATTERN,
  SEED_RULE,
} from '../shared/kind/names.ts';
import { defaultLevel, madeAtWords, rareSymmetry, shapeOf } from '../shared/kind/shape.ts';
import { SYMMETRIES, type Symmetry } from '../shared/symmetry.ts';
import { listWithOr } from '../shared/words.ts';
import { GENERATED_SIZES, MAX_BODY_BYTES } from './limits.ts';
import { plainIssue, shown, unlessMissing } from './validation.ts';

z.config({ customError: plainIssue });

/**
 * The request schemas: every path, query and body field the API reads, with the OpenAPI
 * metadata the document is generated from (responses.ts holds the answers' schemas). A value
 * these accept may still be refused by the engine's own reader (a bad character at a
 * position), which answers the same 400 problem.
 */

/** Wikipedia's example puzzle, used in the document's examples. */
export const EXAMPLE_PUZZLE =
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
/** Its share code. */
export const EXAMPLE_CODE = 'BGT1xTtQV-62wIpXqkp8QLUVDbK3ai2ANL';

/** A string field; plainIssue says when it is missing, not a string or too long. */
const text = () => z.string();

/**
 * A JSON object refusing fields it does not know (a misspelt field is an error, not a no-op).
 * Its own message is for an unknown field only: plainIssue says a missing or non-object one.
 */
const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field; the fields are ${Object.keys(shape).join(', ')}`
        : undefined,
  });

export const RatedLevel = z.enum(RATED_LEVELS as [Rated, ...Rated[]], {
  error: unlessMissing(`expected a level: ${listWithOr(RATED_LEVELS)}`),
});
export const Level = z.enum(LEVELS).openapi({ description: 'extreme: needs guessing' });

export const DailyDate = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: (issue) => `expected YYYY-MM-DD, got '${issue.input}'` })
  .refine(isDailyDate, { error: (issue) => `no such day: '${issue.input}'` })
  .openapi({ format: 'date', example: '2026-11-29', description: 'A UTC date, YYYY-MM-DD' });

export const DailyParams = z.object({
  date: DailyDate.openapi({ param: { name: 'date', in: 'path' } }),
});
export const DailyLevelParams = DailyParams.extend({
  level: RatedLevel.openapi({ param: { name: 'level', in: 'path' }, example: 'hard' }),
});

/** The daily honeycomb's levels. */
const HoneycombLevel = z.enum(HONEYCOMB_LEVELS as [Rated, ...Rated[]], {
  error: `expected a level of the daily honeycomb: ${listWithOr(HONEYCOMB_LEVELS)}`,
});
export const DailyHoneycombLevelParams = DailyParams.extend({
  level: HoneycombLevel.openapi({ param: { name: 'level', in: 'path' }, example: 'hard' }),
});

/** Sizes people ask for that the generator cannot serve in time. */
const SLOW_SIZES = ['8', '12', '16'];

/** The kinds GET /puzzles makes: all but jigsaw, each of whose puzzles needs its own region map. */
const GENERATED_KINDS = KIND_IDS.filter((id) => id !== 'jigsaw') as [KindId, ...KindId[]];

/**
 * What a kind's generator cannot make of a query (every field valid on its own): a size, level
 * or symmetry outside the kind's (a 4×4 is made at easy only), or, without a seed, a symmetry
 * too rare at the level to find in time (symmetriesAt; a seed keeps the puzzle or 422 it always
 * had, so links made before still work). One issue, on the field to blame.
 */
function checkGenerated(
  query: {
    variant: KindId;
    level?: Rated;
    size: string;
    symmetry: Symmetry;
    seed?: string;
    generatorVersion?: string;
  },
  context: z.RefinementCtx<unknown>,
) {
  const { name, noun, symmetries } = KINDS[query.variant];
  const shape = shapeOf({ id: query.variant, size: Number(query.size) });
  const level = query.level ?? defaultLevel(shape);
  const rare = query.seed === undefined ? rareSymmetry(shape, level, query.symmetry) : null;
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (shape.size !== Number(query.size)) {
    const cells = `${shape.cellCount} cells and digits 1-${shape.size}`;
    issue('size', `a ${noun} has ${cells}: leave size out, or give ${shape.size}`);
  } else if (query.level !== undefined && !shape.levels.includes(query.level)) {
    issue('level', madeAtWords(shape));
  } else if (!symmetries.includes(query.symmetry)) {
    issue('symmetry', `${name} comes with symmetry ${listWithOr(symmetries)}`);
  } else if (rare) {
    const what = `a ${shape.size}×${shape.size} ${level} ${noun}`;
    issue(
      'symmetry',
      `${what} is made with symmetry ${rare.offered}: so few with ${query.symmetry} symmetry are ${level} that most searches run out of work`,
    );
  } else if (query.generatorVersion !== undefined) {
    const versions = kindOf(shape).generatorVersions.map(String);
    if (!versions.includes(query.generatorVersion)) {
      issue('generatorVersion', `${name} has generator version ${listWithOr(versions)}`);
    }
  }
}

export const PuzzlesQuery = z
  .object({
    level: RatedLevel.optional().openapi({
      example: 'hard',
      description:
        'By default medium, or where a shape is not made at medium its highest level (a 4×4: easy)',
    }),
    variant: z
      .enum(GENERATED_KINDS, {
        error: (issue) =>
          issue.input === 'jigsaw'
            ? 'jigsaw puzzles are not generated by the API (each needs its own region map); the command line makes them'
            : `expected a variant: ${listWithOr(GENERATED_KINDS)}`,
      })
      .default('classic'),
    size: z
      .enum(GENERATED_SIZES.map(String) as [string, ...string[]], {
        error: (issue) =>
          SLOW_SIZES.includes(String(issue.input))
            ? `size ${issue.input} takes far longer to generate than a Worker's CPU limit allows; the API makes ${listWithOr(GENERATED_SIZES.map(String))} (the command line makes every size)`
            : `expected a size: ${listWithOr(GENERATED_SIZES.map(String))}`,
      })
      .default('9')
      .openapi({ description: 'Rows of the grid (Hanidoku: 9, its digits)' }),
    symmetry: z
      .enum(SYMMETRIES, { error: `expected a symmetry: ${listWithOr(SYMMETRIES)}` })
      .default('none'),
    seed: z
      .string()
      .regex(SEED_PATTERN, { error: `expected a seed of ${SEED_RULE}` })
      .optional()
      .openapi({
        example: 'my-seed',
        description: 'The same seed always gives the same puzzle; without one the server picks it',
      }),
    generatorVersion: z
      .enum(GENERATOR_VERSIONS.map(String) as [string, ...string[]], {
        error: `expected a generator version: ${listWithOr(GENERATOR_VERSIONS.map(String))}`,
      })
      .optional()
      .openapi({
        example: '1',
        description: `The generator's derivation, by default the newest (${GENERATOR_VERSION} for grids, 1 for Hanidoku): a seed makes the same puzzle within one version, so a seed code v1-hard-abc is level=hard&seed=abc&generatorVersion=1`,
      }),
  })
  .superRefine(checkGenerated);

export const CodeParams = z.object({
  code: z
    .string()
    .max(512)
    .openapi({
      param: { name: 'code', in: 'path' },
      example: EXAMPLE_CODE,
      description: 'A share code (base64url), as in a /p/{code} link',
    }),
});

const PuzzleText = text().max(MAX_BODY_BYTES).openapi({
  example: EXAMPLE_PUZZLE,
  description:
    'N² characters row by row (digits 1-9 then A-G; blanks . or 0), or the .sdk or drawn forms; a Hanidoku is 61 characters',
});
const Variant = z.enum(KIND_IDS, { error: `expected a variant: ${listWithOr(KIND_IDS)}` });
const Regions = text().max(MAX_BODY_BYTES).optional().openapi({
  description: 'Jigsaw only: N² region labels, one character per cell, row by row',
});

/** A puzzle in a body: its text, variant and (jigsaw) region map. */
const PuzzleFields = { puzzle: PuzzleText, variant: Variant.default('classic'), regions: Regions };

/** A kind shaped by a region map (jigsaw) needs one; no other kind takes one. */
function checkRegions(
  body: { variant?: KindId; regions?: string },
  context: z.RefinementCtx<unknown>,
) {
  const variant = body.variant ?? 'classic';
  const mapped = KINDS[variant].shapedBy === 'regions';
  if (mapped && body.regions === undefined) {
    const message = `a ${KINDS[variant].noun} needs its regions`;
    context.addIssue({ code: 'custom', path: ['regions'], message });
  } else if (!mapped && body.regions !== undefined) {
    const message = `regions go with variant ${KIND_IDS.filter((id) => KINDS[id].shapedBy === 'regions').join(', ')}, not ${variant}`;
    context.addIssue({ code: 'custom', path: ['regions'], message });
  }
}

export const SolveBody = strict(PuzzleFields).superRefine(checkRegions).openapi('SolveRequest');
export const GradeBody = strict(PuzzleFields).superRefine(checkRegions).openapi('GradeRequest');

const Grid = text().max(MAX_BODY_BYTES).openapi({
  example: EXAMPLE_PUZZLE,
  description:
    "The player's grid, in any form a puzzle takes: every given kept, the player's digits (they may clash), blanks . or 0",
});

/** `fields` names exactly one present key of `body`, or an issue is added. */
function exactlyOne(fields: readonly [string, string]) {
  return (body: Record<string, unknown>, context: z.RefinementCtx<unknown>) => {
    const present = fields.filter((field) => body[field] !== undefined);
    if (present.length === 1) return;
    const message = `give exactly one of ${fields[0]} and ${fields[1]}`;
    context.addIssue({ code: 'custom', path: [present[1] ?? fields[0]], message });
  };
}

/** A daily puzzle: its date, level and kind (the 9×9 grid by default, or the honeycomb). */
const DailyRef = strict({
  date: DailyDate,
  level: RatedLevel,
  kind: z
    .enum(['grid', 'honeycomb'], { error: 'expected a kind: grid or honeycomb' })
    .default('grid')
    .openapi({ description: 'grid: the 9×9 dailies; honeycomb: the Hanidoku ones' }),
}).superRefine((daily, context) => {
  if (daily.kind === 'honeycomb' && !HONEYCOMB_LEVELS.includes(daily.level)) {
    const message = `expected a level of the daily honeycomb: ${listWithOr(HONEYCOMB_LEVELS)}`;
    context.addIssue({ code: 'custom', path: ['level'], message });
  }
});

export const VerifyBody = strict({
  code: text().max(512).optional().openapi({ example: EXAMPLE_CODE }),
  daily: DailyRef.optional(),
  grid: Grid,
  reveal: z.boolean().default(false).openapi({ description: 'Also list the wrong cells' }),
})
  .superRefine(exactlyOne(['code', 'daily']))
  .openapi('VerifyRequest');

export const HintBody = strict({
  puzzle: PuzzleText.optional(),
  code: text().max(512).optional(),
  variant: Variant.optional(),
  regions: Regions,
  grid: Grid,
  candidates: z.array(wholeNumber(0, 0xffff)).max(256).optional().openapi({
    description:
      'Pencil marks: one digit mask per cell (bit d-1 for d), 0 = none; not for Hanidoku, whose hints read none',
  }),
  detail: z
    .int({ error: 'expected 1, 2 or 3' })
    .min(1, { error: 'expected 1, 2 or 3' })
    .max(3, { error: 'expected 1, 2 or 3' })
    .default(1)
    .openapi({
      description: '1: where to look; 2: what to look for; 3: the move',
    }),
})
  .superRefine(exactlyOne(['puzzle', 'code']))
  .superRefine((body, context) => {
    if (body.puzzle !== undefined) checkRegions(body, context);
    else if (body.variant !== undefined || body.regions !== undefined) {
      const path = [body.variant !== undefined ? 'variant' : 'regions'];
      context.addIssue({ code: 'custom', path, message: 'a share code carries its own variant' });
    }
  })
  .openapi('HintRequest');

/** A whole number from `min` to `max`, every failure saying so and quoting what came. */
function wholeNumber(min: number, max: number, words = '') {
  const error = unlessMissing(
    (issue: { input?: unknown }) =>
      `expected a whole number${words} from ${min} to ${max}, got ${shown(issue.input)}`,
  );
  return z.int({ error }).min(min, { error }).max(max, { error });
}

/** A count a player's result carries (hints, revealed cells, mistakes). */
const Tally = (description: string) => wholeNumber(0, 10_000).openapi({ description, example: 0 });

/** A week in ms: a longer time is not a solve of a daily but a game left open. */
const MAX_RESULT_MS = 7 * 86_400_000;

export const ResultBody = strict({
  client: text()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, {
      error: 'expected the device id: 16 to 64 letters, digits, - or _',
    })
    .openapi({
      example: '3f1c9a2e-5b7d-4e8f-a0c1-9d2b6e4f7a13',
      description:
        'A random id the device keeps (a UUID): the server stores only its SHA-256, to keep one result per device and puzzle',
    }),
  daily: DailyRef,
  grid: Grid.openapi({ description: 'The finished grid, checked against the puzzle’s solution' }),
  ms: wholeNumber(0, MAX_RESULT_MS, ' of milliseconds').openapi({
    example: 452_000,
    description: 'Time spent solving, pauses excluded',
  }),
  hints: Tally('Hints asked for'),
  reveals: Tally('Cells revealed'),
  mistakes: Tally('Wrong digits placed while mistakes were shown'),
}).openapi('ResultRequest');
