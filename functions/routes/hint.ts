import { OpenAPIHono } from '@hono/zod-openapi';
import { nextHint } from '../../shared/hint.ts';
import { unservable } from '../engine.ts';
import type { AppEnv } from '../env.ts';
import { searchBudget } from '../limits.ts';
import { problem } from '../problem.ts';
import { type ApiPuzzle, readCode, readGrid, readPuzzle } from '../read.ts';
import { HintResult } from '../responses.ts';
import { HintBody } from '../schemas.ts';
import { engineRoute } from './engine-route.ts';

/** POST /hint. */
export const hint = new OpenAPIHono<AppEnv>();

/** The player's pencil marks for `size` digits, checked: one mask per cell, no digit above size. */
function readCandidates(masks: number[], cellCount: number, size: number): Uint16Array {
  if (masks.length !== cellCount) {
    const detail = `candidates: expected one mask per cell (${cellCount}), found ${masks.length}`;
    throw problem('validation', detail, 'candidates');
  }
  const all = (1 << size) - 1;
  const bad = masks.findIndex((mask) => (mask & ~all) !== 0);
  if (bad >= 0) {
    const detail = `candidates.${bad}: mask ${masks[bad]} has digits above ${size}`;
    throw problem('validation', detail, `candidates.${bad}`);
  }
  return Uint16Array.from(masks);
}

const route = engineRoute({
  path: '/hint',
  tag: 'Play',
  summary: 'The next hint for a grid in progress',
  description:
    "The next step from the player's own position: first a wrong digit or a wrong pencil mark, else the easiest technique that applies. Detail 1 says where to look, 2 what to look for (technique, cells, digits), 3 the move (placements, eliminations).",
  body: HintBody,
  result: HintResult,
  resultDescription: 'The hint, as detailed as asked',
});

hint.openapi(route, (c) => {
  const body = c.req.valid('json');
  const p: ApiPuzzle =
    body.code !== undefined
      ? readCode(body.code).puzzle
      : readPuzzle(body.puzzle!, body.variant ?? 'classic', body.regions);
  if (p.variant === 'hanidoku') {
    const detail =
      'Hints for Hanidoku are not offered by the API yet; the command line gives them (sudoku hint --variant hanidoku).';
    throw problem('unprocessable', detail, 'code');
  }
  const { geometry } = p.puzzle;
  const grid = readGrid(body.grid, p);
  const candidates =
    body.candidates && readCandidates(body.candidates, geometry.cellCount, geometry.size);
  const result = nextHint(p.puzzle, grid, candidates, { budget: searchBudget(geometry) });
  if (!result.ok) {
    const { problem: why, message } = result.error;
    if (why === 'grid-size' || why === 'given-changed') {
      throw problem('validation', `grid: ${message}`, 'grid');
    }
    throw unservable(why, 'give a hint');
  }
  const { technique, level, cells, digits, placements, eliminations, text } = result.hint;
  const detail = body.detail;
  return c.json(
    {
      detail,
      text: text[detail - 1],
      ...(detail >= 2 ? { technique, level, cells, digits } : {}),
      ...(detail >= 3 ? { placements, eliminations } : {}),
    },
    200,
  );
});
