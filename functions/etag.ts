import type { MiddlewareHandler } from 'hono';
import { RETAINED_304_HEADERS } from 'hono/etag';
import { sha1 } from 'hono/utils/crypto';
import { NO_STORE } from './cache.ts';

/**
 * Strong ETags on the API's GET answers, as hono/etag gives them (a SHA-1 of the body, and a 304
 * to an If-None-Match that names it), but none on a `no-store` answer: a puzzle of the server's
 * own seed is new each time, and hono/etag matches `If-None-Match: *` to any answer, so it
 * turned one into an empty 304 after the work of making it.
 */

/** What a 304 keeps: RFC 9110's headers, and CORS's, or browsers could not read it across origins. */
const KEPT = new Set([
  ...RETAINED_304_HEADERS,
  'access-control-allow-origin',
  'access-control-expose-headers',
]);

/** Whether If-None-Match `header` names `tag` (or is `*`); weak tags compare as strong. */
function matches(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((listed) => listed.trim().replace(/^W\//, '') === tag);
}

/**
 * The middleware: tags every successful GET or HEAD answer that may be kept.
 * @example app.use('/api/*', etag)
 */
export const etag: MiddlewareHandler = async (c, next) => {
  await next();
  const { method } = c.req;
  if ((method !== 'GET' && method !== 'HEAD') || !c.res.ok) return;
  if (c.res.headers.get('Cache-Control') === NO_STORE) return;
  // null only where Web Crypto is missing, never in Workers: then the answer goes untagged.
  const hex = await sha1(await c.res.clone().arrayBuffer());
  if (hex === null) return;
  const tag = `"${hex}"`;
  if (!matches(c.req.header('If-None-Match'), tag)) {
    c.res.headers.set('ETag', tag);
    return;
  }
  const headers = new Headers({ ETag: tag });
  for (const [name, value] of c.res.headers) if (KEPT.has(name)) headers.set(name, value);
  await c.res.body?.cancel();
  c.res = undefined;
  c.res = new Response(null, { status: 304, headers });
};
