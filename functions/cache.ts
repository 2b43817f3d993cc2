import type { Context } from 'hono';

/**
 * Cache-Control for each kind of answer. ETags come from hono/etag (a SHA-1 of the body, strong),
 * which also answers 304 to a matching If-None-Match.
 */

/** A year, the longest max-age caches honour. */
const YEAR = 31_536_000;

/** For answers that never change (a seeded puzzle, a published date's daily, a code's picture). */
export function cacheForever(c: Context): void {
  c.header('Cache-Control', `public, max-age=${YEAR}, immutable`);
}

/** For answers that hold until the next UTC midnight (/daily, today's in UTC). */
export function cacheUntilMidnight(c: Context, now: Date): void {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const seconds = Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
  c.header('Cache-Control', `public, max-age=${seconds}`);
}

/** For answers that hold a while but may change with a deploy (a code's grade). */
export function cacheForADay(c: Context): void {
  c.header('Cache-Control', 'public, max-age=86400');
}

/** For answers that must not be reused (a puzzle from a random seed). */
export function noStore(c: Context): void {
  c.header('Cache-Control', 'no-store');
}

/** Cache-Control for five minutes: answers that change with a deploy, such as the API document. */
export function cacheForMinutes(c: Context): void {
  c.header('Cache-Control', 'public, max-age=300');
}
