import { OpenAPIHono } from '@hono/zod-openapi';
import { kindOf } from '../../shared/kind/kind.ts';
import { KINDS } from '../../shared/kind/names.ts';
import { hintWithin } from '../engine.ts';
import type { AppEnv } from '../env.ts';
import { problem } from '../problem.ts';
import { type ApiPuzzle, readCode, readGrid, readPuzzle } from '../read.ts';
import { HintResult } from '../responses.ts';
import { HintBody } from '../schemas.ts';
import { engineRoute } from './engine-route.ts';

/** POST /hint. */
export const hint = new OpenAPIHono<AppEnv>();

/**
 * The player's pencil marks for `p`, checked: one mask per cell, no digit above its size; a
 * kind whose hints read no pencil marks refuses them.
 */
function readCandidates(masks: number[], p: ApiPuzzle): Uint16Array {
  const { shape } = p;
  if (!kindOf(shape).readsCandidates) {
    const detail = `candidates: hints for ${KINDS[shape.id].noun} read no pencil marks; leave candidates out`;
    throw problem('validation', detail, 'candidates');
  }
  if (masks.length !== shape.cellCount) {
    const detail = `candidates: expected one mask per cell (${shape.cellCount}), found ${masks.length}`;
    throw problem('validation', detail, 'candidates');
  }
  const all = (1 << shape.size) - 1;
  const bad = masks.findIndex((mask) => (mask & ~all) !== 0);
  if (bad >= 0) {
    const detail = `candidates.${bad}: mask ${masks[bad]} has digits above ${shape.size}`;
    throw problem('validation', detail, `candidates.${bad}`);
  }
  return Uint16Array.from(masks);
}

const route = engineRoute({
  path: '/hint',
  tag: 'Play',
  summary: 'The next hint for a grid in progress',
  description:
    "The next step from the player's own position: first a wrong digit or a wrong pencil mark, else the easiest technique that applies. Detail 1 says where to look (and every detail gives that area's cells), 2 what to look for (technique, cells, digits), 3 the move (placements, eliminations).",
  body: HintBody,
  result: HintResult,
  resultDescription: 'The hint, as detailed as asked',
});

hint.openapi(route, (c) => {
  const body = c.req.valid('json');
  const p =
    body.code !== undefined
      ? readCode(body.code)
      : readPuzzle(body.puzzle!, body.variant ?? 'classic', body.regions);
  const grid = readGrid(body.grid, p);
  const candidates = body.candidates && readCandidates(body.candidates, p);
  const { technique, level, cells, digits, placements, eliminations, text, units } = hintWithin(
    p,
    grid,
    candidates,
  );
  const detail = body.detail;
  return c.json(
    {
      detail,
      text: text[detail - 1],
      area: p.shape.area(units),
      ...(detail >= 2 ? { technique, level, cells, digits } : {}),
      ...(detail >= 3 ? { placements, eliminations } : {}),
    },
    200,
  );
});
