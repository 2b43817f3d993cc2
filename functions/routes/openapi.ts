import type { OpenAPIHono } from '@hono/zod-openapi';
import { cacheForMinutes } from '../cache.ts';
import type { AppEnv } from '../env.ts';
import { BODY_TIMEOUT_MS, MAX_BODY_BYTES, RATE_LIMIT } from '../limits.ts';
import { PROBLEMS } from '../problem.ts';

/** GET /openapi.json: the OpenAPI 3.1 document, generated from the routes' own schemas. */

const DESCRIPTION = `Unique puzzles, reproducible seeds, honest grades and explained hints.

Every error is \`application/problem+json\` (RFC 9457): \`type\` is \`/problems/<slug>\`, one of ${Object.keys(
  PROBLEMS,
)
  .map((slug) => `\`${slug}\``)
  .join(
    ', ',
  )}; \`field\` names the offending input (a path parameter by name, \`query.<name>\`, or a body field's path such as \`daily.date\`).

Limits: bodies up to ${MAX_BODY_BYTES} bytes, arriving within ${BODY_TIMEOUT_MS / 1000} seconds (408); generation without a seed (with one too for every shape but the classic 9×9 and 4×4), the CNF of a grid larger than 9×9, a day's honeycomb not yet stored, solve, hint, grade and results share a budget of ${RATE_LIMIT.limit} requests per ${RATE_LIMIT.period} seconds per client (an IPv6 client by its /64; 429 with Retry-After and RateLimit headers); every engine call has a work budget, and a request that would exceed it answers 422. A method a path does not take answers 405 with Allow.`;

/**
 * Serves the document of `api` at /openapi.json.
 * @example documentApi(api) // GET /api/v1/openapi.json
 */
export function documentApi(api: OpenAPIHono<AppEnv>): void {
  // Kept for minutes, not for ever: the document changes with every deploy.
  api.use('/openapi.json', async (c, next) => {
    await next();
    cacheForMinutes(c);
  });
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Sudoku API', version: '1.0.0', description: DESCRIPTION },
    servers: [
      { url: '/api/v1', description: 'Version 1' },
      { url: '/api', description: 'The current version (now 1)' },
    ],
    tags: [
      { name: 'Daily', description: 'The puzzles of the day and their archive' },
      { name: 'Puzzles', description: 'Generated and shared puzzles' },
      { name: 'Engine', description: 'Solving and grading any puzzle' },
      { name: 'Play', description: 'Checking and hinting a grid in progress' },
    ],
  });
}
