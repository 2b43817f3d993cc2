import type { Context, MiddlewareHandler } from 'hono';
import { HONEYCOMB_LEVELS, isDailyDate, latestPublishedDate } from '../shared/daily.ts';
import { RATED_LEVELS, type RatedLevel } from '../shared/kind/names.ts';
import type { AppEnv } from './env.ts';
import { publicOrigin, withPageMeta } from './page-meta.ts';
import { type DailyKind, dailyWords, sitePreview } from './preview/cards.ts';
import { SITE_PREVIEW_PATH } from './preview/meta.ts';
import { fetchAsset } from './share-page.ts';

/**
 * The daily pages' previews by address. A shared daily result links to `/?date=D&level=L` (or
 * `/honeycomb?…`); its preview names that day and level, with the picture of that puzzle
 * (routes/previews.ts). The level after `#` never reaches a server, hence `level` in the query.
 * Without a published date the page keeps the tags it was built with (the site's).
 */

const LEVELS: Readonly<Record<DailyKind, readonly RatedLevel[]>> = {
  grid: RATED_LEVELS,
  honeycomb: HONEYCOMB_LEVELS,
};

const PAGES: Readonly<Record<DailyKind, { path: string; api: string }>> = {
  grid: { path: '/', api: '' },
  honeycomb: { path: '/honeycomb', api: '/honeycomb' },
};

/** Middleware giving the `kind` daily page, once served, the preview of its `date` and `level`. */
export function dailyMeta(kind: DailyKind): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const date = c.req.query('date') ?? '';
    if (!isDailyDate(date) || date > latestPublishedDate(new Date())) return;
    if (!c.res.ok || !c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
    const level = LEVELS[kind].find((known) => known === c.req.query('level')) ?? null;
    const origin = publicOrigin(c.env);
    const { path, api } = PAGES[kind];
    const words = dailyWords(kind, date, level);
    const query = `?date=${date}${level ? `&level=${level}` : ''}`;
    c.res = withPageMeta(c.res, {
      title: words.title,
      description: words.description,
      url: `${origin}${path}${query}`,
      image: level
        ? `${origin}/api/v1/daily/${date}${api}/${level}.png`
        : `${origin}${SITE_PREVIEW_PATH}`,
      imageAlt: level ? words.alt : sitePreview().alt,
    });
  };
}

/**
 * GET /honeycomb: the page as built (the Worker runs first for it, to fill in its preview), its
 * headers made mutable for the middleware after.
 */
export async function honeycombPage(c: Context<AppEnv>): Promise<Response> {
  const page = await fetchAsset(c.env.ASSETS, new URL(PAGES.honeycomb.path, c.req.url));
  return new Response(page.body, page);
}
