import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { cacheForever } from '../cache.ts';
import { publishedSet } from '../daily-store.ts';
import { type AppEnv, deferOf } from '../env.ts';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, renderPreview } from '../preview/card.ts';
import { type DailyKind, type Described, dailyPreview, puzzlePreview } from '../preview/cards.ts';
import { readCode } from '../read.ts';
import { problemResponses } from '../responses.ts';
import { CodeParams, DailyHoneycombLevelParams, DailyLevelParams } from '../schemas.ts';
import { HONEYCOMB_PROBLEMS, honeycombOptions } from './daily.ts';
import { getRoute } from './get-route.ts';
import { CODE_PROBLEMS } from './puzzles.ts';
import { suffixed } from './suffixed.ts';

/**
 * The link previews as PNG (functions/preview/): GET /puzzles/{code}.png, a shared puzzle's;
 * /daily/{date}/{level}.png and /daily/{date}/honeycomb/{level}.png, a daily's. Each names one
 * puzzle for ever, so each is cached for ever, at the edge too (index.ts), and drawn once per
 * location. Mounted before the JSON routes, whose `{code}` and `{level}` would take the suffix.
 */
export const previews = new OpenAPIHono<AppEnv>();

const PNG = {
  description: `A ${PREVIEW_WIDTH}×${PREVIEW_HEIGHT} PNG, as Open Graph previews show it`,
  content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
};

/** `described`'s picture as the answer, cached for ever. */
function png(c: Context<AppEnv>, described: Described): Response {
  cacheForever(c);
  const body = renderPreview(described.card);
  return c.body(body, 200, { 'Content-Type': 'image/png' });
}

/** Path parameters whose last one carries `.png`, cut off before `last` validates it. */
function withSuffix<T extends z.ZodObject, K extends string>(
  params: T,
  key: K,
  last: z.ZodType<string, string>,
) {
  return params.extend({
    [key]: z
      .string()
      .transform((s) => s.slice(0, -'.png'.length))
      .pipe(last),
  });
}

const puzzlePicture = getRoute({
  path: '/puzzles/{code}.png',
  tags: ['Puzzles'],
  summary: 'A shared puzzle’s link preview',
  description:
    'The picture a link to /p/{code} previews with: the kind, the level the code carries and the givens (never the solution). Immutable.',
  request: { params: CodeParams },
  responses: { 200: PNG, ...CODE_PROBLEMS },
});

previews.openapi(suffixed(previews, puzzlePicture, '.png'), (c) => {
  const { shape, givens, level } = readCode(c.req.valid('param').code.slice(0, -'.png'.length));
  return png(c, puzzlePreview(shape, givens, level));
});

const dailyPicture = getRoute({
  path: '/daily/{date}/{level}.png',
  tags: ['Daily'],
  summary: 'A daily’s link preview',
  description:
    'The picture a shared daily result (/?date={date}&level={level}) previews with: the day, the level and the puzzle’s givens. Immutable.',
  request: { params: DailyLevelParams },
  responses: { 200: PNG, ...problemResponses('validation', 'not-found', 'not-published') },
});

const honeycombPicture = getRoute({
  path: '/daily/{date}/honeycomb/{level}.png',
  tags: ['Daily'],
  summary: 'A daily honeycomb’s link preview',
  description:
    'The picture a shared daily honeycomb (/honeycomb?date={date}&level={level}) previews with. Immutable. A day not stored yet is generated on the request, which then counts against the rate limit.',
  request: { params: DailyHoneycombLevelParams },
  responses: { 200: PNG, ...HONEYCOMB_PROBLEMS },
});

/** The preview of the `kind` daily of `date` at `level`. */
async function dailyPng(c: Context<AppEnv>, kind: DailyKind, date: string, level: string) {
  const options = kind === 'honeycomb' ? honeycombOptions(c) : { defer: deferOf(c) };
  const set = await publishedSet(c.env, date, new Date(), options);
  const entry = set.puzzles.find((p) => p.level === level)!;
  return png(c, dailyPreview(kind, date, entry.level, entry.code));
}

const dailyServed = suffixed(previews, dailyPicture, '.png');
previews.openapi(
  {
    ...dailyServed,
    request: { params: withSuffix(DailyLevelParams, 'level', DailyLevelParams.shape.level) },
  },
  (c) => {
    const { date, level } = c.req.valid('param');
    return dailyPng(c, 'grid', date, level);
  },
);

const honeycombServed = suffixed(previews, honeycombPicture, '.png');
const honeycombLevel = DailyHoneycombLevelParams.shape.level;
previews.openapi(
  {
    ...honeycombServed,
    request: { params: withSuffix(DailyHoneycombLevelParams, 'level', honeycombLevel) },
  },
  (c) => {
    const { date, level } = c.req.valid('param');
    return dailyPng(c, 'honeycomb', date, level);
  },
);
