import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { jsonBody } from '../body.ts';
import { gradeWithin } from '../engine.ts';
import type { AppEnv } from '../env.ts';
import { rateLimit } from '../rate-limit.ts';
import { readPuzzle } from '../read.ts';
import { GradeResult, jsonResponse, problemResponses } from '../responses.ts';
import { GradeBody } from '../schemas.ts';

/** POST /grade. */
export const grade = new OpenAPIHono<AppEnv>();

const route = createRoute({
  method: 'post',
  path: '/grade',
  tags: ['Engine'],
  summary: 'Grade a puzzle',
  description:
    'Rates the puzzle as a person solving it with pencil marks would find it: the level, the score (the points of every step) and the techniques used. The puzzle must have one solution.',
  middleware: [rateLimit, ...jsonBody] as const,
  request: { body: { required: true, content: { 'application/json': { schema: GradeBody } } } },
  responses: {
    ...jsonResponse(GradeResult, 'The grade'),
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

grade.openapi(route, (c) => {
  const body = c.req.valid('json');
  const result = gradeWithin(readPuzzle(body.puzzle, body.variant, body.regions));
  return c.json(
    {
      level: result.level,
      score: result.score,
      hardestTechnique: result.hardestTechnique,
      techniqueCounts: result.techniqueCounts as Record<string, number>,
    },
    200,
  );
});
