import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import { RATE_LIMIT } from './limits.ts';
import { ProblemError } from './problem.ts';

/**
 * The rate limit of the expensive routes, through the Workers rate-limiting binding keyed by
 * the client's IP (`CF-Connecting-IP`; 'local' when absent, as under some test clients). The
 * binding only answers yes or no, so the headers (draft-ietf-httpapi-ratelimit-headers) give
 * the policy on every answer of these routes, and on a refusal the wait until the window ends
 * at the latest.
 */

const POLICY = `"expensive";q=${RATE_LIMIT.limit};w=${RATE_LIMIT.period}`;

/**
 * Middleware counting the request against its client's budget; over it, a 429 problem.
 * @example createRoute({ …, middleware: [rateLimit] })
 */
export const rateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header('CF-Connecting-IP') ?? 'local';
  const { success } = await c.env.RATE_LIMITER.limit({ key });
  if (!success) {
    const wait = String(RATE_LIMIT.period);
    throw new ProblemError(
      'rate-limited',
      `At most ${RATE_LIMIT.limit} requests to the solving and generating routes per ${RATE_LIMIT.period} seconds; try again in ${wait} seconds.`,
      {
        headers: {
          'Retry-After': wait,
          'RateLimit-Policy': POLICY,
          RateLimit: `"expensive";r=0;t=${wait}`,
        },
      },
    );
  }
  c.header('RateLimit-Policy', POLICY);
  await next();
};

/**
 * rateLimit for generation without a seed, and for a seeded honeycomb. A seeded answer is
 * deterministic and cached at the edge for ever (the Cache API answers before this runs), so
 * only its first computation per location reaches it; a 9×9's costs a few milliseconds of CPU
 * and goes free, a Hanidoku's tens (p95 above 20 ms in workerd, docs/benchmarks.md), so even that
 * first one counts.
 */
export const rateLimitGeneration: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.query('seed') === undefined || c.req.query('variant') === 'hanidoku'
    ? rateLimit(c, next)
    : next();
