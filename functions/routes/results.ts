import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { DailyKindId } from '../../shared/api-types.ts';
import type { RatedLevel } from '../../shared/kind/names.ts';
import { BODY_PROBLEMS, jsonBody } from '../body.ts';
import { noStore } from '../cache.ts';
import { publishedPuzzle, requirePublished } from '../daily-store.ts';
import { uniqueSolution } from '../engine.ts';
import { type AppEnv, deferOf } from '../env.ts';
import { RESULT_FLOOR_SECONDS } from '../limits.ts';
import { withArticle } from '../preview/cards.ts';
import { problem } from '../problem.ts';
import { rateLimit } from '../rate-limit.ts';
import { readGrid } from '../read.ts';
import { DailyStats, DayResults, problemResponses, ResultAnswer } from '../responses.ts';
import { clientHash, type DailyId, readDay, readStats, storeResult } from '../results-store.ts';
import {
  DailyHoneycombLevelParams,
  DailyLevelParams,
  DailyParams,
  ResultBody,
} from '../schemas.ts';
import { getRoute } from './get-route.ts';

/**
 * POST /results: a player's solve of a daily, for the global stats; GET /results/{date},
 * /results/{date}/{level} and /results/{date}/honeycomb/{level}: how everyone did
 * (functions/results-store.ts keeps them in D1).
 */
export const results = new OpenAPIHono<AppEnv>();

/** Stats change with every solve: an edge or browser keeps them a minute. */
const STATS_MAX_AGE = 60;

const post = createRoute({
  method: 'post',
  path: '/results',
  tags: ['Play'],
  summary: 'Post a solve of a daily',
  description:
    'Records a solve of a daily puzzle for the global stats, after checking the finished grid against the puzzle’s solution and the time against the fastest plausible for its level. One result per device and puzzle: the device id is stored only as its SHA-256, and no address is kept. A device posting again gets its first result back (200, created false), so a post retried after a lost answer is harmless. Counts against the rate limit.',
  middleware: [rateLimit, ...jsonBody],
  request: { body: { required: true, content: { 'application/json': { schema: ResultBody } } } },
  responses: {
    201: {
      description: 'Stored: the result, its place among the solvers so far and their stats',
      content: { 'application/json': { schema: ResultAnswer } },
    },
    200: {
      description: 'This device’s result for the puzzle was stored before and is kept as it was',
      content: { 'application/json': { schema: ResultAnswer } },
    },
    ...problemResponses(
      'validation',
      ...BODY_PROBLEMS,
      'not-found',
      'not-published',
      'not-solved',
      'implausible-time',
      'unprocessable',
      'rate-limited',
      'unavailable',
    ),
  },
});

results.openapi(post, async (c) => {
  const body = c.req.valid('json');
  const daily: DailyId = body.daily;
  // A date with no dailies is a 404 first: no time is plausible for a puzzle that is not served.
  const p = await publishedPuzzle(c.env, daily, { defer: deferOf(c) });
  const floors: Partial<Record<RatedLevel, number>> = RESULT_FLOOR_SECONDS[daily.kind];
  const floor = floors[daily.level]!;
  if (body.ms < floor * 1000) {
    const what = withArticle(
      `${daily.level} ${daily.kind === 'grid' ? 'daily' : 'daily honeycomb'}`,
      true,
    );
    const detail = `ms: ${body.ms} ms is faster than anyone solves ${what}; the stats take times from ${floor} s.`;
    throw problem('implausible-time', detail, 'ms');
  }
  const grid = readGrid(body.grid, p);
  const solution = uniqueSolution(p, 'check a result');
  const wrong = grid.findIndex((d, cell) => d !== solution[cell]);
  if (wrong >= 0) {
    const why = grid[wrong] === 0 ? 'is empty' : 'is not the solution’s digit';
    throw problem('not-solved', `grid: ${p.shape.describeCell(wrong)} ${why}.`, 'grid');
  }
  const { ms, hints, reveals, mistakes } = body;
  const client = await clientHash(body.client);
  const answer = await storeResult(c.env.DB, daily, { client, ms, hints, reveals, mistakes });
  noStore(c);
  return c.json(answer, answer.created ? 201 : 200);
});

function cacheStats(c: Context): void {
  c.header('Cache-Control', `public, max-age=${STATS_MAX_AGE}`);
}

const STATS_PROBLEMS = problemResponses('validation', 'not-found', 'not-published', 'unavailable');

const day = getRoute({
  path: '/results/{date}',
  tags: ['Daily'],
  summary: 'How many solved each daily of a day',
  description: `Solvers of each of the day's dailies that anyone solved (grids and honeycombs). Cached for ${STATS_MAX_AGE} s.`,
  request: { params: DailyParams },
  responses: {
    200: {
      description: 'Solvers per daily',
      content: { 'application/json': { schema: DayResults } },
    },
    ...STATS_PROBLEMS,
  },
});

const STATS_DESCRIPTION = `How everyone did on one daily: solvers, the median time, a histogram of times and the share who used no help. Cached for ${STATS_MAX_AGE} s.`;

const honeycombStats = getRoute({
  path: '/results/{date}/honeycomb/{level}',
  tags: ['Daily'],
  summary: 'Global stats of a daily honeycomb',
  description: STATS_DESCRIPTION,
  request: { params: DailyHoneycombLevelParams },
  responses: {
    200: { description: 'The stats', content: { 'application/json': { schema: DailyStats } } },
    ...STATS_PROBLEMS,
  },
});

const gridStats = getRoute({
  path: '/results/{date}/{level}',
  tags: ['Daily'],
  summary: 'Global stats of a daily puzzle',
  description: STATS_DESCRIPTION,
  request: { params: DailyLevelParams },
  responses: {
    200: { description: 'The stats', content: { 'application/json': { schema: DailyStats } } },
    ...STATS_PROBLEMS,
  },
});

results.openapi(day, async (c) => {
  const { date } = c.req.valid('param');
  requirePublished(c.env, date, new Date());
  const answer = await readDay(c.env.DB, date);
  cacheStats(c);
  return c.json(answer, 200);
});

/** The stats of `date`'s daily of `kind` and `level`, for either route. */
async function dailyStats(env: Env, kind: DailyKindId, date: string, level: RatedLevel) {
  requirePublished(env, date, new Date());
  return readStats(env.DB, { date, kind, level });
}

results.openapi(honeycombStats, async (c) => {
  const { date, level } = c.req.valid('param');
  const answer = await dailyStats(c.env, 'honeycomb', date, level);
  cacheStats(c);
  return c.json(answer, 200);
});

results.openapi(gridStats, async (c) => {
  const { date, level } = c.req.valid('param');
  const answer = await dailyStats(c.env, 'grid', date, level);
  cacheStats(c);
  return c.json(answer, 200);
});
