import type { Context, MiddlewareHandler } from 'hono';
import { clientKey } from './client-address.ts';
import type { AppEnv } from './env.ts';
import { RATE_LIMIT } from './limits.ts';
import { ProblemError } from './problem.ts';

/**
 * The rate limit of the expensive routes, through the Workers rate-limiting binding keyed by
 * the client's address (`CF-Connecting-IP` as client-address.ts reads it: an IPv6 client by its
 * /64; 'local' when absent, as under some test clients). The
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
  const key = clientKey(c.req.header('CF-Connecting-IP'));
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
 * Counts the request of `c` against its client's budget from inside a handler, once it knows
 * the work is dear (a large code's CNF, a daily to compute); over the budget, a 429 problem.
 * @example if (shape.size > 9) await countRequest(c)
 */
export async function countRequest(c: Context<AppEnv>): Promise<void> {
  await rateLimit(c, async () => {});
}
