import { renderPreview } from '../../functions/preview/card.ts';
import { puzzlePreview, sitePreview } from '../../functions/preview/cards.ts';
import { generatePuzzle } from '../../shared/generate.ts';
import { kindOf } from '../../shared/kind/kind.ts';
import { type KindId, RATED_LEVELS, type RatedLevel } from '../../shared/kind/names.ts';
import { readShareCode, shapeOf } from '../../shared/kind/shape.ts';

/**
 * The Worker that bench/generate-workerd.ts bundles and runs in Miniflare.
 * `GET /?level=hard&seed=s` answers `{ givens, ms }`: the puzzle as 81 digits (0 for a blank)
 * and the Worker's own clock around generatePuzzle; with `&kind=ID` (and `&size=N` for a grid),
 * that kind's puzzle (a Hanidoku's 61 digits), made through the kind interface with the attempts
 * the API allows (`&attempts=200`).
 * Any other request answers the same shape at once (an empty grid), which measures the cost of
 * the request and its JSON alone: a JSON body costs about half a millisecond more than none
 * through Miniflare. `GET /?preview=CODE` draws the link preview of a share code (`site`: the
 * site's) as the API does and answers `{ bytes }`, the PNG's size (bench/preview.ts).
 */

const EMPTY = { givens: '0'.repeat(81), ms: 0 };

const isLevel = (level: string | null): level is RatedLevel =>
  RATED_LEVELS.includes(level as RatedLevel);

/** The givens of the seed's puzzle, '' when no attempt reached the level. */
function generate(params: URLSearchParams, level: RatedLevel, seed: string): string {
  const kind = params.get('kind');
  if (kind !== null) {
    const shape = shapeOf({ id: kind as KindId, size: Number(params.get('size') ?? 9) });
    const maxAttempts = Number(params.get('attempts') ?? 200);
    const made = kindOf(shape).generate({ seed, level, maxAttempts });
    return made.ok ? made.givens.join('') : '';
  }
  const puzzle = generatePuzzle({ seed, level });
  return puzzle.ok ? puzzle.givens.join('') : '';
}

/** The PNG of the preview of share code `code` (`site`: the site's), as the API draws it. */
function preview(code: string): Uint8Array {
  if (code === 'site') return renderPreview(sitePreview().card);
  const read = readShareCode(code);
  if (!read.ok) throw new Error(read.message);
  return renderPreview(puzzlePreview(read.shape, read.givens, read.level).card);
}

export default {
  fetch(request: Request): Response {
    const params = new URL(request.url).searchParams;
    const code = params.get('preview');
    if (code !== null) return Response.json({ bytes: preview(code).length });
    const level = params.get('level');
    const seed = params.get('seed');
    if (seed === null || !isLevel(level)) return Response.json(EMPTY);
    const start = performance.now();
    const givens = generate(params, level, seed);
    const ms = performance.now() - start;
    return Response.json({ givens, ms });
  },
};
