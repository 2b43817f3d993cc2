import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_BODY_BYTES } from './limits.ts';
import { problem } from './problem.ts';

/**
 * The rules every POST body follows, before any route reads it: at most MAX_BODY_BYTES (413),
 * declared `application/json` (415), and parseable JSON (400 malformed-json). The parsed body
 * stays cached on the request for the route's validator.
 */

const JSON_TYPE = /^application\/json\s*(;|$)/i;

const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw problem('payload-too-large', `A request body may hold at most ${MAX_BODY_BYTES} bytes.`);
  },
});

const requireJson: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('Content-Type');
  if (!type || !JSON_TYPE.test(type)) {
    const got = type ? `'${type}'` : 'none';
    throw problem(
      'unsupported-media-type',
      `Send the body as application/json (Content-Type was ${got}).`,
    );
  }
  try {
    await c.req.json();
  } catch (error) {
    throw problem('malformed-json', `The body is not JSON: ${(error as Error).message}`);
  }
  await next();
};

/** Middleware for POST routes: size, then media type, then JSON. */
export const jsonBody: MiddlewareHandler[] = [limitBody, requireJson];
