import { OpenAPIHono } from '@hono/zod-openapi';
import { cache } from 'hono/cache';
import { cors } from 'hono/cors';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { secureHeaders } from 'hono/secure-headers';
import { keepingProblems } from './cache.ts';
import { dailyMeta, honeycombPage } from './daily-meta.ts';
import { dailyPage } from './daily-page.ts';
import { type AppEnv, requireSecret } from './env.ts';
import { etag } from './etag.ts';
import { notFound, onError, ProblemError, problemResponse } from './problem.ts';
import { daily } from './routes/daily.ts';
import { grade } from './routes/grade.ts';
import { hint } from './routes/hint.ts';
import { documentApi } from './routes/openapi.ts';
import { previews } from './routes/previews.ts';
import { puzzles } from './routes/puzzles.ts';
import { results } from './routes/results.ts';
import { solve } from './routes/solve.ts';
import { verify } from './routes/verify.ts';
import { scheduled } from './scheduled.ts';
import { WORKER_HEADERS } from './security-headers.ts';
import { notFoundPage, sharePage } from './share-page.ts';
import { validationHook } from './validation.ts';

/**
 * The Worker: the API under /api/v1 (and /api, the alias of the current version), the daily
 * page / with today's puzzles in it (daily-page.ts) and the share pages /p/{code}. Every other
 * path is the static site (wrangler.toml `[assets]`), served
 * without running this code.
 *
 * Middleware, outermost first: security headers (security-headers.ts); CORS (a preflight, to a path the API serves); the refusal to
 * serve without DAILY_SECRET; ETags and 304s on GETs (etag.ts); 405 for a known path with another method.
 * Routes add the rate limit and the body rules (body.ts) themselves.
 */

/** Version 1 of the API: one route group per file, every validation failure a problem. */
const api = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
// The pictures first: the JSON routes' {code} and {level} would take their .png.
api.route('/', previews);
api.route('/', daily);
api.route('/', puzzles);
api.route('/', solve);
api.route('/', verify);
api.route('/', hint);
api.route('/', grade);
api.route('/', results);
documentApi(api);

/** The whole app (tests may call `app.request` directly). */
export const app = new OpenAPIHono<AppEnv>();

// A share page comes from the assets server with the site's own headers (dist/_headers, whose
// CSP allows the site's inline scripts by hash): they stay. Every other answer gets the Worker's,
// then hono's remaining defaults.
app.use(secureHeaders({ crossOriginResourcePolicy: 'cross-origin', overwrite: false }));
app.use(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(WORKER_HEADERS)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
});
const apiCors = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
  allowHeaders: ['Content-Type', 'If-None-Match'],
  exposeHeaders: ['ETag', 'Retry-After', 'RateLimit', 'RateLimit-Policy'],
  maxAge: 86_400,
});
// A preflight is answered for a path the API serves: the rest of the app answers OPTIONS first
// (a 204 with Allow from the 405 middleware below, or the 404 of a path no route serves), and a
// served path's answer gives way to the preflight, none of its headers kept.
app.use('/api/*', async (c, next) => {
  if (c.req.method !== 'OPTIONS') return apiCors(c, next);
  await next();
  if (c.res.status === 404) return;
  c.res = undefined;
  c.res = new Response(null, { status: 204 });
  return apiCors(c, async () => {});
});
// A daily page's preview tags name the day and level of its address (daily-meta.ts).
app.use('/', dailyMeta('grid'));
app.use('/honeycomb', dailyMeta('honeycomb'));
app.get('/honeycomb', honeycombPage);
// The daily page, before the secret is required: without it the page is served as built, and
// its script fetches (and reports) the dailies itself.
app.get('/', dailyPage);
app.use(async (c, next) => {
  requireSecret(c.env);
  await next();
});
app.use('/api/*', etag);
// Cloudflare keeps no Worker answer at the edge by itself: the Cache API does, for each GET whose
// Cache-Control allows it (seeded puzzles, dailies, a code's puzzle and pictures), so a popular
// puzzle is made once per location. no-store answers (unseeded puzzles) are never kept.
// A seed that finds no puzzle (422) is kept too, for the day its Cache-Control allows.
const edgeCache = keepingProblems(
  cache({ cacheName: 'api', wait: false, onCacheNotAvailable: false }),
);
app.use('/api/*', (c, next) => (c.req.method === 'GET' ? edgeCache(c, next) : next()));
// Every path the Worker serves (the API, the pages) answers another method with 405 and Allow;
// OPTIONS, which CORS answers under /api, gets a 204 with Allow on the pages. A method workerd
// does not know (FOO) never reaches a Worker: workerd answers it 501 itself (docs/api.md).
app.use(
  methodNotAllowed({
    app,
    onMethodNotAllowed: (c, methods) => {
      const allow = [...methods, 'OPTIONS'].join(', ');
      if (c.req.method === 'OPTIONS') {
        // The page's own answer (a 404 problem) went before: a 204 keeps no body type of it.
        const answer = c.body(null, 204, { Allow: allow });
        answer.headers.delete('Content-Type');
        return answer;
      }
      const detail = `${c.req.path} answers ${allow}, not ${c.req.method}.`;
      const headers = { Allow: allow };
      return problemResponse(c, new ProblemError('method-not-allowed', detail, { headers }));
    },
  }),
);
app.route('/api/v1', api);
app.route('/api', api);
app.get('/p/:code', sharePage);
app.get('/p/*', notFoundPage);
app.get('/p/', notFoundPage);
app.onError(onError);
app.notFound(notFound);

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Env>;
