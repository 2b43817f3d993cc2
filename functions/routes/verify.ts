import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { BODY_PROBLEMS, jsonBody } from '../body.ts';
import { publishedPuzzle } from '../daily-store.ts';
import { uniqueSolution } from '../engine.ts';
import { type AppEnv, deferOf } from '../env.ts';
import { type ApiPuzzle, readCode, readGrid } from '../read.ts';
import { jsonResponse, problemResponses, VerifyResult } from '../responses.ts';
import { VerifyBody } from '../schemas.ts';

/** POST /verify. */
export const verify = new OpenAPIHono<AppEnv>();

const route = createRoute({
  method: 'post',
  path: '/verify',
  tags: ['Play'],
  summary: "Check a player's grid",
  description:
    'Checks a grid in progress against the puzzle of a share code or of a daily puzzle: whether it is complete, whether every digit in it so far is right, and which cells clash. With reveal, the wrong cells too. It never returns the solution.',
  middleware: jsonBody,
  request: { body: { required: true, content: { 'application/json': { schema: VerifyBody } } } },
  responses: {
    ...jsonResponse(VerifyResult, 'The verdict'),
    ...problemResponses(
      'validation',
      ...BODY_PROBLEMS,
      'not-found',
      'not-published',
      'unprocessable',
    ),
  },
});

verify.openapi(route, async (c) => {
  const body = c.req.valid('json');
  let p: ApiPuzzle;
  if (body.daily) {
    p = await publishedPuzzle(c.env, body.daily, { defer: deferOf(c) });
  } else {
    p = readCode(body.code!);
  }
  const grid = readGrid(body.grid, p);
  const solution = uniqueSolution(p, 'verify a grid');
  const wrongCells: number[] = [];
  for (let cell = 0; cell < grid.length; cell++) {
    if (grid[cell] !== 0 && grid[cell] !== solution[cell]) wrongCells.push(cell);
  }
  const complete = !grid.includes(0);
  return c.json(
    {
      complete,
      correct: wrongCells.length === 0,
      conflicts: p.shape.conflicts(grid),
      ...(body.reveal ? { wrongCells } : {}),
    },
    200,
  );
});
