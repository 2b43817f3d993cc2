import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { formatGrid } from '../../shared/format.ts';
import { jsonBody } from '../body.ts';
import { solveWithin } from '../engine.ts';
import type { AppEnv } from '../env.ts';
import { rateLimit } from '../rate-limit.ts';
import { readPuzzle } from '../read.ts';
import { jsonResponse, problemResponses, SolveResult } from '../responses.ts';
import { SolveBody } from '../schemas.ts';

/** POST /solve. */
export const solve = new OpenAPIHono<AppEnv>();

const route = createRoute({
  method: 'post',
  path: '/solve',
  tags: ['Engine'],
  summary: 'Solve a puzzle',
  description:
    'Solves the puzzle and says whether its solution is unique. A valid puzzle without a solution is a 200 answer with status unsolvable.',
  middleware: [rateLimit, ...jsonBody] as const,
  request: { body: { required: true, content: { 'application/json': { schema: SolveBody } } } },
  responses: {
    ...jsonResponse(SolveResult, 'What the solver found'),
    ...problemResponses(
      'validation',
      'malformed-json',
      'payload-too-large',
      'unsupported-media-type',
      'unprocessable',
      'rate-limited',
    ),
  },
});

solve.openapi(route, (c) => {
  const body = c.req.valid('json');
  const result = solveWithin(readPuzzle(body.puzzle, body.variant, body.regions));
  if (result.status === 'unsolvable' || !result.solution) {
    return c.json({ status: 'unsolvable' as const, unique: false }, 200);
  }
  return c.json(
    {
      status: result.status === 'solved' ? ('solved' as const) : ('multiple' as const),
      solution: formatGrid(result.solution),
      unique: result.status === 'solved',
    },
    200,
  );
});
