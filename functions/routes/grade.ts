import { OpenAPIHono } from '@hono/zod-openapi';
import { gradeWithin } from '../engine.ts';
import type { AppEnv } from '../env.ts';
import { readPuzzle } from '../read.ts';
import { GradeResult } from '../responses.ts';
import { GradeBody } from '../schemas.ts';
import { engineRoute } from './engine-route.ts';

/** POST /grade. */
export const grade = new OpenAPIHono<AppEnv>();

const route = engineRoute({
  path: '/grade',
  tag: 'Engine',
  summary: 'Grade a puzzle',
  description:
    "Rates the puzzle as a person solving it with pencil marks would find it: the level, the score (the points of every step), the rating on Sudoku Explainer's scale and the techniques used. The puzzle must have one solution.",
  body: GradeBody,
  result: GradeResult,
  resultDescription: 'The grade',
});

grade.openapi(route, (c) => {
  const body = c.req.valid('json');
  const result = gradeWithin(readPuzzle(body.puzzle, body.variant, body.regions));
  return c.json(
    {
      level: result.level,
      score: result.score,
      rating: result.rating,
      hardestTechnique: result.hardestTechnique,
      techniqueCounts: result.techniqueCounts as Record<string, number>,
    },
    200,
  );
});
