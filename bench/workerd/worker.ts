import { generatePuzzle } from '../../shared/generate.ts';
import { RATED_LEVELS, type RatedLevel } from '../../shared/kind/names.ts';

/**
 * The Worker that bench/generate-workerd.ts bundles and runs in Miniflare.
 * `GET /?level=hard&seed=s` answers `{ givens, ms }`: the puzzle as 81 digits (0 for a blank)
 * and the Worker's own clock around generatePuzzle. Any other request answers the same shape
 * at once (an empty grid), which measures the cost of the request and its JSON alone: a JSON
 * body costs about half a millisecond more than none through Miniflare.
 */

const EMPTY = { givens: '0'.repeat(81), ms: 0 };

const isLevel = (level: string | null): level is RatedLevel =>
  RATED_LEVELS.includes(level as RatedLevel);

export default {
  fetch(request: Request): Response {
    const params = new URL(request.url).searchParams;
    const level = params.get('level');
    const seed = params.get('seed');
    if (seed === null || !isLevel(level)) return Response.json(EMPTY);
    const start = performance.now();
    const puzzle = generatePuzzle({ seed, level });
    const ms = performance.now() - start;
    return Response.json({ givens: puzzle.ok ? puzzle.givens.join('') : '', ms });
  },
};
