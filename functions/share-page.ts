import type { Context } from 'hono';
import { countGivens } from '../shared/givens.ts';
import { KINDS } from '../shared/kind/names.ts';
import { type CodeReading, readShareCode } from '../shared/kind/shape.ts';
import type { AppEnv } from './env.ts';

/**
 * GET /p/{code}: the site's play page (PLAY_PAGE in the built site), served for every share code
 * with Open Graph tags naming the puzzle, so a shared link previews as that puzzle; the page's
 * script reads the code from the address. A damaged code gets the site's 404 page, status 404.
 */

/** Where the site's build puts the play page (site/src/pages/play.astro → dist/play/index.html). */
const PLAY_PAGE = '/play/';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** "A hard 9×9 sudoku", "An X-sudoku": the article as the words are spoken. */
const withArticle = (words: string) => `${/^([aeiou]|8|x-)/i.test(words) ? 'An' : 'A'} ${words}`;

/** The Open Graph tags of a shared puzzle at `origin`. */
function ogTags(shared: Extract<CodeReading, { ok: true }>, code: string, origin: string): string {
  const { shape, level } = shared;
  const { noun, shapedBy } = KINDS[shape.id];
  const size = shapedBy !== null ? `${shape.size}×${shape.size} ` : '';
  const name = withArticle(`${level ? `${level} ` : ''}${size}${noun}`);
  const givens = countGivens(shared.givens);
  const tags = {
    'og:type': 'website',
    'og:title': name,
    'og:description': `${name} with ${givens} givens, shared with you. Play it in your browser.`,
    'og:image': `${origin}/api/v1/puzzles/${code}.svg`,
    'og:url': `${origin}/p/${code}`,
  };
  return Object.entries(tags)
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`)
    .join('');
}

/** An asset of the built site, following one trailing-slash redirect of the assets server. */
async function fetchAsset(assets: Fetcher, url: URL): Promise<Response> {
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
  const tags = ogTags(decoded, code.trim(), url.origin);
  const rewritten = new HTMLRewriter()
    .on('meta[property^="og:"]', {
      element: (element) => {
        element.remove();
      },
    })
    .on('head', {
      element: (element) => {
        element.append(tags, { html: true });
      },
    })
    .transform(page);
  const response = new Response(rewritten.body, rewritten);
  response.headers.delete('ETag');
  response.headers.delete('Content-Length');
  return response;
}
