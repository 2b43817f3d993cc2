import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { type Kind, kindOf } from '../../shared/kind/kind.ts';
import type { RatedLevel } from '../../shared/kind/names.ts';
import { defaultLevel, rareSymmetry, type Shape, shapeOf } from '../../shared/kind/shape.ts';
import { formatDimacs } from '../../shared/sat/dimacs.ts';
import { A_DAY, cacheForADay, cacheForever, noStore } from '../cache.ts';
import { gradeWithin } from '../engine.ts';
import type { AppEnv } from '../env.ts';
import { cheapToGenerate, FREE_CNF_SIZE, generateAttempts } from '../limits.ts';
import { ProblemError } from '../problem.ts';
import { countRequest, rateLimit } from '../rate-limit.ts';
import { readCode } from '../read.ts';
import { GeneratedPuzzle, jsonResponse, problemResponses, SharedPuzzle } from '../responses.ts';
import { CodeParams, PuzzlesQuery } from '../schemas.ts';
import { getRoute } from './get-route.ts';
import { suffixed } from './suffixed.ts';

/** GET /puzzles (generation), /puzzles/{code} and its .svg and .cnf forms. */
export const puzzles = new OpenAPIHono<AppEnv>();

type Query = z.output<typeof PuzzlesQuery>;

/** A new puzzle: its seed, kind, level, givens, score and generator version. */
interface Made {
  seed: string;
  kind: Kind;
  level: RatedLevel;
  givens: Uint8Array;
  score: number;
  generatorVersion: number;
}

/**
 * The puzzle of `query` and `seed`, or, where the seed's search spends the generator's work
 * budget, the 422 to answer (with `headers`): each caller decides what a spent seed means.
 */
function make(query: Query, seed: string, headers?: Record<string, string>): Made | ProblemError {
  const { symmetry } = query;
  const kind = kindOf(shapeAsked(query));
  const level = levelAsked(query);
  const generatorVersion = Number(query.generatorVersion ?? kind.generatorVersion);
  const maxAttempts = generateAttempts(kind);
  const made = kind.generate({ seed, level, symmetry, maxAttempts, generatorVersion });
  if (!made.ok) {
    const rare = rareSymmetry(kind, level, symmetry);
    const advice = rare ? `${rare.why}: symmetry ${rare.offered} will do` : 'another seed will do';
    const detail = `No ${level} puzzle was found for seed '${seed}' within the generator's work budget; ${advice}.`;
    return new ProblemError('unprocessable', detail, { headers });
  }
  return { seed, kind, level, givens: made.givens, score: made.score, generatorVersion };
}

/** The shape a query asks for: its variant at its size. */
function shapeAsked(query: Query): Shape {
  return shapeOf({ id: query.variant, size: Number(query.size) });
}

/** The level a query asks for, or its shape's default. */
function levelAsked(query: Query): RatedLevel {
  return query.level ?? defaultLevel(shapeAsked(query));
}

/** Seeds the server picks for a request without one, tried in turn (see makeUnseeded). */
const PICKED_SEED_TRIES = 3;

/** A seed for a request that names none: 16 characters of a random UUID. */
function pickSeed(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 16);
}

/**
 * A new puzzle for a request that names no seed. A seed whose search spends the work budget
 * (1 to 3 in 100 for a 6×6 medium: limits.ts) is the server's own pick, not the caller's choice, so the
 * next seed is tried instead of answering 422; only `tries` failures in a row are a 422.
 * @example makeUnseeded(query) // { seed: '3f9c…', kind, givens, … }
 */
export function makeUnseeded(
  query: Query,
  nextSeed: () => string = pickSeed,
  tries = PICKED_SEED_TRIES,
): Made {
  for (let attempt = 1; ; attempt++) {
    const made = make(query, nextSeed());
    if (!(made instanceof ProblemError)) return made;
    if (attempt >= tries) {
      // The seeds were the server's own: name none of them, as the caller chose none.
      const detail = `No ${levelAsked(query)} puzzle was found within the generator's work budget from ${tries} seeds the server picked; asking again tries others.`;
      throw new ProblemError('unprocessable', detail);
    }
  }
}

/**
 * A request without a seed counts before its query is read, whatever its answer, as a POST
 * counts before its body is: a bad query is no free probe. With a seed only the making of a dear
 * shape counts (in the handler), and a bad query names none.
 */
const countUnseeded: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.query('seed') === undefined ? rateLimit(c, next) : next();

const generate = getRoute({
  path: '/puzzles',
  tags: ['Puzzles'],
  summary: 'Generate a puzzle',
  description:
    'A new puzzle with one solution at the level asked for. With a seed the answer is deterministic and cached for ever; without one the server picks the seed (returned; it tries another when one finds no puzzle within the work budget, up to three) and the request counts against the rate limit, whatever its answer. Every shape but the classic 9×9 and the 4×4, whose generation can cost tens of milliseconds of CPU (X, 6×6, Hanidoku), counts against it with a seed too, until its answer is in the edge cache. A seed that finds no puzzle within the work budget answers 422, cached for a day (a later deploy may give the generator more work), and counts against the limit for every shape. Without a seed, a 6×6 medium is made with symmetry none or diagonal only: with mirror or rotational symmetry most seeds find none (a seed still gives the puzzle it always gave).',
  middleware: [countUnseeded],
  request: { query: PuzzlesQuery },
  responses: {
    ...jsonResponse(GeneratedPuzzle, 'The puzzle (never its solution)'),
    ...problemResponses('validation', 'unprocessable', 'rate-limited'),
  },
});

/**
 * The puzzle of a caller's seed. A seed that finds none is a 422 cached for a day, not for ever
 * as a puzzle is: a deploy that gives the generator more attempts (limits.ts) may find one, as
 * raising the 9×9's from 100 to 250 did for most such seeds. Its search spent the whole budget,
 * so it counts against the rate limit even where the shape's puzzles are cheap (`counted`: the
 * request already was).
 */
async function makeSeeded(
  c: Context<AppEnv>,
  query: Query,
  seed: string,
  counted: boolean,
): Promise<Made> {
  const made = make(query, seed, { 'Cache-Control': A_DAY });
  if (!(made instanceof ProblemError)) return made;
  if (!counted) await countRequest(c);
  throw made;
}

puzzles.openapi(generate, async (c) => {
  const query = c.req.valid('query');
  const dear = !cheapToGenerate(shapeAsked(query));
  if (query.seed && dear) await countRequest(c);
  const { seed, kind, level, givens, score, generatorVersion } = query.seed
    ? await makeSeeded(c, query, query.seed, dear)
    : makeUnseeded(query);
  const code = kind.shareCode(givens, level);
  if (query.seed) cacheForever(c);
  else noStore(c);
  return c.json(
    {
      puzzle: kind.format(givens),
      code,
      seed,
      level,
      score,
      variant: kind.id,
      size: kind.size,
      symmetry: query.symmetry,
      generatorVersion,
      links: { play: `/p/${code}`, svg: `/api/v1/puzzles/${code}.svg` },
    },
    200,
  );
});

export const CODE_PROBLEMS = problemResponses('validation', 'unprocessable');

const picture = getRoute({
  path: '/puzzles/{code}.svg',
  tags: ['Puzzles'],
  summary: 'A picture of a shared puzzle',
  request: { params: CodeParams },
  responses: {
    200: { description: 'The puzzle as SVG', content: { 'image/svg+xml': { schema: z.string() } } },
    ...CODE_PROBLEMS,
  },
});

puzzles.openapi(suffixed(puzzles, picture, '.svg'), (c) => {
  const { shape, givens } = readCode(c.req.valid('param').code.slice(0, -'.svg'.length));
  const svg = kindOf(shape).svg(givens);
  cacheForever(c);
  return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
});

const cnf = getRoute({
  path: '/puzzles/{code}.cnf',
  tags: ['Puzzles'],
  summary: 'A shared puzzle as CNF',
  description:
    'The puzzle as a SAT formula in DIMACS form, for any SAT solver. A grid larger than 9×9 (a 16×16’s formula is 1.7 MB) counts against the rate limit, until its answer is in the edge cache.',
  request: { params: CodeParams },
  responses: {
    200: { description: 'DIMACS CNF', content: { 'text/plain': { schema: z.string() } } },
    ...CODE_PROBLEMS,
    ...problemResponses('rate-limited'),
  },
});

puzzles.openapi(suffixed(puzzles, cnf, '.cnf'), async (c) => {
  const { shape, givens } = readCode(c.req.valid('param').code.slice(0, -'.cnf'.length));
  if (shape.size > FREE_CNF_SIZE) await countRequest(c);
  const encoded = kindOf(shape).cnf(givens);
  cacheForever(c);
  return c.text(formatDimacs(encoded.cnf), 200);
});

const shared = getRoute({
  path: '/puzzles/{code}',
  tags: ['Puzzles'],
  summary: 'The puzzle a share code names',
  description:
    'Decodes the code, checks the puzzle has one solution and grades it. A jigsaw code’s answer carries its region map, for the routes that take a jigsaw puzzle.',
  request: { params: CodeParams },
  responses: {
    ...jsonResponse(SharedPuzzle, 'The puzzle and its grade'),
    ...CODE_PROBLEMS,
  },
});

puzzles.openapi(shared, (c) => {
  const code = c.req.valid('param').code.trim();
  const read = readCode(code);
  const grade = gradeWithin(read);
  cacheForADay(c);
  return c.json(
    {
      puzzle: read.shape.format(read.givens),
      code,
      variant: read.shape.id,
      size: read.shape.size,
      level: grade.level,
      score: grade.score,
      hardestTechnique: grade.hardestTechnique,
      ...(read.shape.regions === null ? {} : { regions: read.shape.regions }),
    },
    200,
  );
});
