import type { Context } from 'hono';
import { countGivens } from '../shared/givens.ts';
import { type CodeReading, readShareCode } from '../shared/kind/shape.ts';
import type { AppEnv } from './env.ts';
import { publicOrigin, withPageMeta } from './page-meta.ts';
import { puzzlePreview } from './preview/cards.ts';

/**
 * GET /p/{code}: the site's play page (PLAY_PAGE in the built site), served for every share code
 * with its title and preview tags naming the puzzle and its picture (/api/v1/puzzles/{code}.png),
 * so a shared link previews as that puzzle; the page's script reads the code from the address.
 * A damaged code gets the site's 404 page, status 404.
 */

/** Where the site's build puts the play page (site/src/pages/play.astro → dist/play/index.html). */
const PLAY_PAGE = '/play/';

/** The preview of a shared puzzle's page at `origin`. */
function shareMeta(shared: Extract<CodeReading, { ok: true }>, code: string, origin: string) {
  const { shape, givens, level } = shared;
  const { title, alt } = puzzlePreview(shape, givens, level);
  return {
    title,
    description: `${title} with ${countGivens(givens)} givens, shared with you. Play it in your browser.`,
    url: `${origin}/p/${code}`,
    image: `${origin}/api/v1/puzzles/${code}.png`,
    imageAlt: alt,
  };
}

/** An asset of the built site, following one trailing-slash redirect of the assets server. */
export async function fetchAsset(assets: Fetcher, url: URL): Promise<Response> {
  const response = await assets.fetch(url);
  const location = response.headers.get('Location');
  if (response.status >= 300 && response.status < 400 && location) {
    return assets.fetch(new URL(location, url));
  }
  return response;
}

/**
 * The site's 404 page, status 404, for a page address the Worker serves but cannot fill (no
 * asset lives under /p/, so the assets server answers its 404 page).
 */
export async function notFoundPage(c: Context<AppEnv>): Promise<Response> {
  const missing = await c.env.ASSETS.fetch(new URL(c.req.url));
  return new Response(missing.body, { status: 404, headers: missing.headers });
}

/** The share page handler. */
export async function sharePage(c: Context<AppEnv>): Promise<Response> {
  const code = c.req.param('code') ?? '';
  const url = new URL(c.req.url);
  // A damaged code, or one whose givens break the rules, names no puzzle to play.
  const decoded = readShareCode(code);
  if (!decoded.ok) return notFoundPage(c);
  const page = await fetchAsset(c.env.ASSETS, new URL(PLAY_PAGE, url));
  if (!page.ok) return new Response(page.body, page);
  const meta = shareMeta(decoded, code.trim(), publicOrigin(c.env));
  return withPageMeta(page, meta, `${decoded.shape.title} · shared puzzle`);
}
