import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { utcDate } from '../../shared/daily.ts';
import { cacheForever, cacheUntilMidnight } from '../cache.ts';
import { publishedSet } from '../daily-store.ts';
import { type AppEnv, deferOf } from '../env.ts';
import { DailyOne, DailySet, jsonResponse, problemResponses } from '../responses.ts';
import { DailyLevelParams, DailyParams } from '../schemas.ts';

/** GET /daily, /daily/{date}, /daily/{date}/{level}: the daily puzzles, today's and the archive. */
export const daily = new OpenAPIHono<AppEnv>();

const NOT_MODIFIED = { 304: { description: 'Not modified (the ETag matched If-None-Match)' } };

/** Today's answers last until the next UTC midnight, the archive's for ever. */
function cacheDaily(c: Context<AppEnv>, date: string, now: Date): void {
  if (date === utcDate(now)) cacheUntilMidnight(c, now);
  else cacheForever(c);
}

const today = createRoute({
  method: 'get',
  path: '/daily',
  tags: ['Daily'],
  summary: "Today's puzzles",
  description:
    "Today's (UTC) classic 9×9 puzzle of every level. Cached until the next UTC midnight.",
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
  description: 'The puzzles of a past day (immutable) or today. Future days are not published.',
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
  cacheDaily(c, date, now);
  return c.json(set, 200);
});

daily.openapi(archive, async (c) => {
  const { date } = c.req.valid('param');
  const now = new Date();
  const set = await publishedSet(c.env, deferOf(c), date, now);
  cacheDaily(c, date, now);
  return c.json(set, 200);
});

daily.openapi(archiveLevel, async (c) => {
  const { date, level } = c.req.valid('param');
  const now = new Date();
  const set = await publishedSet(c.env, deferOf(c), date, now);
  const entry = set.puzzles.find((p) => p.level === level)!;
  cacheDaily(c, date, now);
  return c.json({ date, ...entry }, 200);
});
