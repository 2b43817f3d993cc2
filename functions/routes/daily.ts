import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { utcDate } from '../../shared/daily.ts';
import { cacheForever, cacheUntilMidnight } from '../cache.ts';
import { publishedSet } from '../daily-store.ts';
import { type AppEnv, deferOf } from '../env.ts';
import { DailyOne, DailySet, jsonResponse, problemResponses } from '../responses.ts';
import { DailyLevelParams, DailyParams } from '../schemas.ts';

/** GET /daily, /daily/{date}, /daily/{date}/{level}: the daily puzzles, today's and the archive. */
export const daily = new OpenAPIHono<AppEnv>();

const NOT_MODIFIED = { 304: { description: 'Not modified (the ETag matched If-None-Match)' } };

// A published date's puzzles never change (the KV record is written once), so an answer naming
// its date is cached for ever, even while that date is still today somewhere; only /daily, whose
// date moves at the next UTC midnight, expires then.

const today = createRoute({
  method: 'get',
  path: '/daily',
  tags: ['Daily'],
  summary: "Today's puzzles",
  description:
    "Today's (UTC) classic 9×9 puzzle of every level. Cached until the next UTC midnight. A player whose calendar date differs asks for /daily/{date}.",
  responses: {
    ...jsonResponse(DailySet, 'Every level’s puzzle of the day'),
    ...NOT_MODIFIED,
  },
});

const archive = createRoute({
  method: 'get',
  path: '/daily/{date}',
  tags: ['Daily'],
  summary: 'A day’s puzzles',
  description:
    'The puzzles of a day (immutable). A date is published when it begins anywhere, at its midnight in UTC+14 (10:00 UTC the day before), so every player finds the daily of their own date; later dates are not published.',
  request: { params: DailyParams },
  responses: {
    ...jsonResponse(DailySet, 'Every level’s puzzle of that day'),
    ...NOT_MODIFIED,
    ...problemResponses('validation', 'not-published'),
  },
});

const archiveLevel = createRoute({
  method: 'get',
  path: '/daily/{date}/{level}',
  tags: ['Daily'],
  summary: 'A day’s puzzle of one level',
  request: { params: DailyLevelParams },
  responses: {
    ...jsonResponse(DailyOne, 'The puzzle of that day and level'),
    ...NOT_MODIFIED,
    ...problemResponses('validation', 'not-published'),
  },
});

daily.openapi(today, async (c) => {
  const now = new Date();
  const date = utcDate(now);
  const set = await publishedSet(c.env, deferOf(c), date, now);
  cacheUntilMidnight(c, now);
  return c.json(set, 200);
});

daily.openapi(archive, async (c) => {
  const { date } = c.req.valid('param');
  const set = await publishedSet(c.env, deferOf(c), date, new Date());
  cacheForever(c);
  return c.json(set, 200);
});

daily.openapi(archiveLevel, async (c) => {
  const { date, level } = c.req.valid('param');
  const set = await publishedSet(c.env, deferOf(c), date, new Date());
  const entry = set.puzzles.find((p) => p.level === level)!;
  cacheForever(c);
  return c.json({ date, ...entry }, 200);
});
