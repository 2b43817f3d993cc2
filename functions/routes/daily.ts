import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { utcDate } from '../../shared/daily.ts';
import { cacheForever, cacheUntilMidnight } from '../cache.ts';
import { HONEYCOMB_DAILY, publishedSet } from '../daily-store.ts';
import { type AppEnv, deferOf } from '../env.ts';
import { countRequest } from '../rate-limit.ts';
import { DailyOne, DailySet, jsonResponse, problemResponses } from '../responses.ts';
import { DailyHoneycombLevelParams, DailyLevelParams, DailyParams } from '../schemas.ts';
import { getRoute } from './get-route.ts';

/**
 * GET /daily, /daily/{date}, /daily/{date}/{level}: the daily puzzles, today's and the archive;
 * /daily/honeycomb, /daily/{date}/honeycomb and /daily/{date}/honeycomb/{level} the daily
 * honeycomb's likewise. The honeycomb's routes are registered first, so `honeycomb` is never
 * read as a date or a level.
 */
export const daily = new OpenAPIHono<AppEnv>();

// A published date's puzzles never change (the KV record is written once), so an answer naming
// its date is cached for ever, even while that date is still today somewhere; only /daily, whose
// date moves at the next UTC midnight, expires then.

// The cron stores each day's dailies in KV before the day begins. A date missing there (a day of
// the archive before the first cron run) is computed on the request and kept in the edge cache
// (daily-store.ts). A grid day costs a few milliseconds of CPU, and there are only as many as
// the archive has days; a honeycomb day costs tens (three Hanidoku), so that request counts
// against the rate limit of the expensive routes.
export const honeycombOptions = (c: Context<AppEnv>) => ({
  daily: HONEYCOMB_DAILY,
  defer: deferOf(c),
  beforeMaking: async () => {
    await countRequest(c);
  },
});

export const HONEYCOMB_PROBLEMS = problemResponses(
  'validation',
  'not-found',
  'not-published',
  'rate-limited',
);

const honeycombToday = getRoute({
  path: '/daily/honeycomb',
  tags: ['Daily'],
  summary: "Today's honeycomb",
  description:
    "Today's (UTC) daily honeycomb: a Hanidoku of each level, easy, medium and hard (61 cells, the share code's variant hanidoku). Cached until the next UTC midnight, like /daily.",
  responses: {
    ...jsonResponse(DailySet, 'Every level’s honeycomb of the day'),
    ...problemResponses('rate-limited'),
  },
});

const honeycombArchive = getRoute({
  path: '/daily/{date}/honeycomb',
  tags: ['Daily'],
  summary: 'A day’s honeycomb',
  description:
    'The daily honeycomb of a day (immutable), published with the day’s puzzles, from the archive’s first day on. A day the daily store does not hold (before the first cron run) is computed on the request, which then counts against the rate limit, and kept in the edge cache.',
  request: { params: DailyParams },
  responses: {
    ...jsonResponse(DailySet, 'Every level’s honeycomb of that day'),
    ...HONEYCOMB_PROBLEMS,
  },
});

const honeycombLevel = getRoute({
  path: '/daily/{date}/honeycomb/{level}',
  tags: ['Daily'],
  summary: 'A day’s honeycomb of one level',
  request: { params: DailyHoneycombLevelParams },
  responses: {
    ...jsonResponse(DailyOne, 'The honeycomb of that day and level'),
    ...HONEYCOMB_PROBLEMS,
  },
});

daily.openapi(honeycombToday, async (c) => {
  const now = new Date();
  const set = await publishedSet(c.env, utcDate(now), now, honeycombOptions(c));
  cacheUntilMidnight(c, now);
  return c.json(set, 200);
});

daily.openapi(honeycombArchive, async (c) => {
  const { date } = c.req.valid('param');
  const set = await publishedSet(c.env, date, new Date(), honeycombOptions(c));
  cacheForever(c);
  return c.json(set, 200);
});

daily.openapi(honeycombLevel, async (c) => {
  const { date, level } = c.req.valid('param');
  const set = await publishedSet(c.env, date, new Date(), honeycombOptions(c));
  const entry = set.puzzles.find((p) => p.level === level)!;
  cacheForever(c);
  return c.json({ date, ...entry }, 200);
});

const today = getRoute({
  path: '/daily',
  tags: ['Daily'],
  summary: "Today's puzzles",
  description:
    "Today's (UTC) classic 9×9 puzzle of every level. Cached until the next UTC midnight. A player whose calendar date differs asks for /daily/{date}.",
  responses: {
    ...jsonResponse(DailySet, 'Every level’s puzzle of the day'),
  },
});

const archive = getRoute({
  path: '/daily/{date}',
  tags: ['Daily'],
  summary: 'A day’s puzzles',
  description:
    'The puzzles of a day (immutable). A date is published when it begins anywhere, at its midnight in UTC+14 (10:00 UTC the day before), so every player finds the daily of their own date; later dates are not published. The archive begins on its first day (ARCHIVE_START, 2026-01-01 as published); earlier dates are not found.',
  request: { params: DailyParams },
  responses: {
    ...jsonResponse(DailySet, 'Every level’s puzzle of that day'),
    ...problemResponses('validation', 'not-found', 'not-published'),
  },
});

const archiveLevel = getRoute({
  path: '/daily/{date}/{level}',
  tags: ['Daily'],
  summary: 'A day’s puzzle of one level',
  request: { params: DailyLevelParams },
  responses: {
    ...jsonResponse(DailyOne, 'The puzzle of that day and level'),
    ...problemResponses('validation', 'not-found', 'not-published'),
  },
});

daily.openapi(today, async (c) => {
  const now = new Date();
  const date = utcDate(now);
  const set = await publishedSet(c.env, date, now, { defer: deferOf(c) });
  cacheUntilMidnight(c, now);
  return c.json(set, 200);
});

daily.openapi(archive, async (c) => {
  const { date } = c.req.valid('param');
  const set = await publishedSet(c.env, date, new Date(), { defer: deferOf(c) });
  cacheForever(c);
  return c.json(set, 200);
});

daily.openapi(archiveLevel, async (c) => {
  const { date, level } = c.req.valid('param');
  const set = await publishedSet(c.env, date, new Date(), { defer: deferOf(c) });
  const entry = set.puzzles.find((p) => p.level === level)!;
  cacheForever(c);
  return c.json({ date, ...entry }, 200);
});
