import type { Context, MiddlewareHandler } from 'hono';

/**
 * Cache-Control for each kind of answer. ETags come from etag.ts (a SHA-1 of the body, strong,
 * none on a no-store answer), which also answers 304 to a matching If-None-Match.
 */

/** A year, the longest max-age caches honour. */
const YEAR = 31_536_000;

/** The Cache-Control of answers that never change. */
export const FOREVER = `public, max-age=${YEAR}, immutable`;
/** An answer made for this request alone (etag.ts tags none of them). */
export const NO_STORE = 'no-store';

/** For answers that never change (a seeded puzzle, a published date's daily, a code's picture). */
export function cacheForever(c: Context): void {
  c.header('Cache-Control', FOREVER);
}

/** For answers that hold until the next UTC midnight (/daily, today's in UTC). */
export function cacheUntilMidnight(c: Context, now: Date): void {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const seconds = Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
  c.header('Cache-Control', `public, max-age=${seconds}`);
}

/** The Cache-Control of answers that hold a while but may change with a deploy. */
export const A_DAY = 'public, max-age=86400';

/** For answers that hold a while but may change with a deploy (a code's grade). */
export function cacheForADay(c: Context): void {
  c.header('Cache-Control', A_DAY);
}

/** For answers that must not be reused (a puzzle from a random seed). */
export function noStore(c: Context): void {
  c.header('Cache-Control', NO_STORE);
}

/** Cache-Control for five minutes: answers that change with a deploy, such as the API document. */
export function cacheForMinutes(c: Context): void {
  c.header('Cache-Control', 'public, max-age=300');
}

/** The header a lasting problem's status hides in while the edge cache holds it as a 200. */
const KEPT_STATUS = 'X-Kept-Status';

/**
 * `cache` (hono/cache, which keeps 200s) keeping lasting problems too: a 422 whose Cache-Control
 * allows storing (a seed that finds no puzzle) is stored as a 200 with its status in a header,
 * and given back with its status on a hit or a miss. Caches keep only the statuses RFC 9111
 * says they understand (miniflare's does exactly that), and 422 is not one.
 * @example app.use('/api/*', keepingProblems(cache({ cacheName: 'api', wait: false })))
 */
export function keepingProblems(cache: MiddlewareHandler): MiddlewareHandler {
  const withStatus = (c: Context, response: Response, status: number, kept: string | null) => {
    const headers = new Headers(response.headers);
    if (kept === null) headers.delete(KEPT_STATUS);
    else headers.set(KEPT_STATUS, kept);
    // hono copies the old answer's headers onto a new one: drop it first.
    c.res = undefined;
    c.res = new Response(response.body, { status, headers });
  };
  return async (c, next) => {
    const hit = await cache(c, async () => {
      await next();
      const lasting =
        c.res.status === 422 && /\bmax-age=[1-9]/.test(c.res.headers.get('Cache-Control') ?? '');
      if (lasting) withStatus(c, c.res, 200, '422');
    });
    // A hit is returned, not set.
    if (hit instanceof Response) c.res = hit;
    const kept = c.res.headers.get(KEPT_STATUS);
    if (kept !== null) withStatus(c, c.res, Number(kept), null);
  };
}
