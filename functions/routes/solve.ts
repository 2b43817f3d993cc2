import { OpenAPIHono } from '@hono/zod-openapi';
import { solveWithin } from '../engine.ts';
import type { AppEnv } from '../env.ts';
import { readPuzzle } from '../read.ts';
import { SolveResult } from '../responses.ts';
import { SolveBody } from '../schemas.ts';
import { engineRoute } from './engine-route.ts';

/** POST /solve. */
export const solve = new OpenAPIHono<AppEnv>();

const route = engineRoute({
  path: '/solve',
  tag: 'Engine',
  summary: 'Solve a puzzle',
  description:
    'Solves the puzzle and says whether its solution is unique. A valid puzzle without a solution is a 200 answer with status unsolvable.',
  body: SolveBody,
  result: SolveResult,
  resultDescription: 'What the solver found',
});

solve.openapi(route, (c) => {
  const body = c.req.valid('json');
  const p = readPuzzle(body.puzzle, body.variant, body.regions);
  const result = solveWithin(p);
  if (result.status === 'unsolvable' || !result.solution) {
    return c.json({ status: 'unsolvable' as const, unique: false }, 200);
  }
  return c.json(
    {
      status: result.status === 'solved' ? ('solved' as const) : ('multiple' as const),
      solution: p.shape.format(result.solution),
      unique: result.status === 'solved',
    },
    200,
  );
});
