import type { Context } from 'hono';
import type { DailySet } from '../shared/api-types.ts';
import { latestPublishedDate, utcDate } from '../shared/daily.ts';
import { nextDate, publishedSet } from './daily-store.ts';
import { type AppEnv, deferOf } from './env.ts';

/**
 * GET /: the daily page as built (dist/index.html, with its scripts inline) and the daily sets
 * of every date a visitor anywhere may be on, as JSON in `<script type="application/json"
 * id="dailies">` (data, never run, so the site's CSP is untouched), which the page plays
 * without a request of its own (site/src/scripts/daily-set-page.ts): on a slow phone network
 * the board then needs one round trip, the page's. A date missing from it (a device whose
 * clock is wrong) or a date not loaded is fetched from the API as before.
 *
 * The page is kept at the edge (Cache API) under the dates it holds and the built page's ETag,
 * so a deploy or a new date makes a new one; each copy expires when its dates change. Browsers
 * get a weak ETag made of the same two (pageTag), so a repeat visit revalidates with a 304.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * Where each calendar date begins (UTC+14, as the API publishes it) and ends (UTC−12): the
 * dates a visitor may be on are those of the instants now + 14 h down to now − 12 h.
 */
const OFFSETS_MS = [14 * HOUR_MS, -12 * HOUR_MS] as const;

/** The edge cache of the assembled pages. */
export const PAGE_CACHE = 'daily-page';

/**
 * The dates someone somewhere is living at `now`, oldest first: two or three, from the UTC date
 * 12 hours ago through the latest published one.
 * @example datesOnShow(new Date('2026-12-01T11:00:00Z')) // ['2026-11-30', '2026-12-01', '2026-12-02']
 */
export function datesOnShow(now: Date): string[] {
  const dates = [utcDate(new Date(now.getTime() + OFFSETS_MS[1]))];
  const latest = latestPublishedDate(now);
  while (dates[dates.length - 1] < latest) dates.push(nextDate(dates[dates.length - 1]));
  return dates;
}

/** Seconds from `now` until datesOnShow changes: the next 10:00 or 12:00 UTC. */
export function secondsOnShow(now: Date): number {
  const changes = OFFSETS_MS.map((offset) => {
    const shifted = now.getTime() + offset;
    return (Math.floor(shifted / DAY_MS) + 1) * DAY_MS - offset;
  });
  return Math.max(1, Math.ceil((Math.min(...changes) - now.getTime()) / 1000));
}

/** The edge cache's key for the page of `dates` built as `version` (its ETag). */
export function pageCacheKey(origin: string, dates: string[], version: string): Request {
  const key = new URL('/', origin);
  key.searchParams.set('dailies', dates.join(','));
  key.searchParams.set('page', version);
  return new Request(key);
}

/**
 * The ETag of the page of `dates` built as `version` (the built page's ETag): weak, since the
 * page is assembled, and given only to a page holding every date's set. No comma in it, which
 * would part it in an If-None-Match list.
 * @example pageTag('"abc"', ['2026-11-30', '2026-12-01']) // 'W/"abc-2026-11-30+2026-12-01"'
 */
export function pageTag(version: string, dates: string[]): string {
  return `W/"${version.replace(/^W\//, '').replace(/"/g, '')}-${dates.join('+')}"`;
}

/** Whether an If-None-Match header names `tag` (weak comparison, as for a GET). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((value) => value.trim() === '*' || bare(value) === bare(tag));
}

/** The sets of `dates` that can be read now; one that cannot is left to the page to fetch. */
async function readSets(c: Context<AppEnv>, dates: string[], now: Date): Promise<DailySet[]> {
  const sets = await Promise.allSettled(
    dates.map((date) => publishedSet(c.env, date, now, { defer: deferOf(c) })),
  );
  return sets.flatMap((set) => (set.status === 'fulfilled' ? [set.value] : []));
}

/** `response` with the Cache-Control `value` (none when null). */
function cachedFor(response: Response, value: string | null): Response {
  const copy = new Response(response.body, response);
  if (value === null) copy.headers.delete('Cache-Control');
  else copy.headers.set('Cache-Control', value);
  return copy;
}

/** The daily page handler. */
export async function dailyPage(c: Context<AppEnv>): Promise<Response> {
  const now = new Date();
  const url = new URL(c.req.url);
  const page = await c.env.ASSETS.fetch(new URL('/', url));
  if (!page.ok) return page;
  // Browsers revalidate the page as the assets server tells them; the edge keeps it for its dates.
  const browserCaching = page.headers.get('Cache-Control');
  const dates = datesOnShow(now);
  const version = page.headers.get('ETag');
  const tag = version ? pageTag(version, dates) : null;
  if (tag && matches(c.req.header('If-None-Match'), tag)) {
    await page.body?.cancel();
    const headers = new Headers(page.headers);
    for (const name of ['Content-Length', 'Content-Type', 'Content-Encoding']) headers.delete(name);
    headers.set('ETag', tag);
    return new Response(null, { status: 304, headers });
  }
  const key = pageCacheKey(url.origin, dates, version ?? '');
  const cache = await caches.open(PAGE_CACHE);
  const kept = await cache.match(key);
  if (kept) {
    await page.body?.cancel();
    return cachedFor(kept, browserCaching);
  }

  const sets = await readSets(c, dates, now);
  // `<` escaped: the JSON cannot end its script element.
  const data = JSON.stringify(sets).replace(/</g, '\\u003c');
  const html = await new HTMLRewriter()
    .on('head', {
      element: (head) => {
        head.append(`<script type="application/json" id="dailies">${data}</script>`, {
          html: true,
        });
      },
    })
    .transform(page)
    .text();
  const response = new Response(html, page);
  response.headers.delete('ETag');
  response.headers.delete('Content-Length');
  if (sets.length === dates.length) {
    if (tag) response.headers.set('ETag', tag);
    const copy = cachedFor(response.clone(), `public, max-age=${secondsOnShow(now)}`);
    c.executionCtx.waitUntil(cache.put(key, copy));
  }
  return response;
}
