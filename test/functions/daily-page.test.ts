import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  datesOnShow,
  PAGE_CACHE,
  pageCacheKey,
  pageTag,
  secondsOnShow,
} from '../../functions/daily-page.ts';
import type { DailySet } from '../../shared/api-types.ts';
import { call, ORIGIN } from './api.ts';

/** Before any page is kept: a copy's lifetime is at most secondsOnShow of this instant. */
const started = new Date();

/** The daily page is the built site's index.html (npm run build → dist/), with the dailies added. */
const builtPage = await env.ASSETS.fetch(`${ORIGIN}/`);
const built = builtPage.ok;
const builtHtml = await builtPage.text();

/** The dailies a served page holds, from its `<script type="application/json" id="dailies">`. */
function inlineDailies(html: string): DailySet[] {
  const found = [
    ...html.matchAll(/<script type="application\/json" id="dailies">(.*?)<\/script>/g),
  ];
  expect(found).toHaveLength(1);
  return JSON.parse(found[0][1]) as DailySet[];
}

describe('the dates on show', () => {
  it('holds the dates someone somewhere is living: yesterday until 12:00 UTC, tomorrow from 10:00', () => {
    expect(datesOnShow(new Date('2026-12-01T09:59:59Z'))).toEqual(['2026-11-30', '2026-12-01']);
    expect(datesOnShow(new Date('2026-12-01T10:00:00Z'))).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(datesOnShow(new Date('2026-12-01T12:00:00Z'))).toEqual(['2026-12-01', '2026-12-02']);
    expect(datesOnShow(new Date('2026-12-31T23:59:59Z'))).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('lasts until the next change of those dates, 10:00 or 12:00 UTC', () => {
    expect(secondsOnShow(new Date('2026-12-01T00:00:00Z'))).toBe(10 * 3600);
    expect(secondsOnShow(new Date('2026-12-01T09:59:59Z'))).toBe(1);
    expect(secondsOnShow(new Date('2026-12-01T10:00:00Z'))).toBe(2 * 3600);
    expect(secondsOnShow(new Date('2026-12-01T23:00:00Z'))).toBe(11 * 3600);
  });
});

describe.runIf(built)('GET / (needs the built site)', () => {
  it("serves the built page with every date on show's puzzles, as the API gives them", async () => {
    const dates = datesOnShow(new Date());
    const response = await call('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html\b/);
    const html = await response.text();
    const sets = inlineDailies(html);
    // Right after midnight or 10:00 UTC the dates on show may have moved on since `dates`.
    expect(sets.map((set) => set.date)).toEqual(datesOnShow(new Date()));
    expect(sets.map((set) => set.date)).toContain(dates[1]);
    for (const set of sets) {
      const api = await call(`/api/v1/daily/${set.date}`);
      expect(set, set.date).toEqual(await api.json());
    }
    // The page is the built one with the data added, nothing else.
    expect(html.replace(/<script type="application\/json" id="dailies">.*?<\/script>/, '')).toBe(
      builtHtml,
    );
  });

  it("keeps the site's headers, and lets browsers revalidate as the built page does", async () => {
    const response = await call('/?date=2026-11-30');
    await response.arrayBuffer();
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'permissions-policy',
      'cache-control',
    ]) {
      expect(response.headers.get(name), name).toBe(builtPage.headers.get(name));
    }
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
  });

  it('gives a weak ETag of the built page and its dates, and answers a match with a 304', async () => {
    const response = await call('/');
    await response.arrayBuffer();
    const tag = response.headers.get('etag')!;
    // Right after midnight or 10:00 UTC the dates on show may have moved on meanwhile.
    expect(tag).toBe(pageTag(builtPage.headers.get('etag')!, datesOnShow(new Date())));
    expect(tag).toMatch(/^W\/"[^"]+-\d{4}-\d\d-\d\d(\+\d{4}-\d\d-\d\d)+"$/);

    const again = await call('/', { headers: { 'If-None-Match': `"other", ${tag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe(builtPage.headers.get('cache-control'));
    expect(again.headers.get('content-security-policy')).toBe(
      builtPage.headers.get('content-security-policy'),
    );

    // Another build or other dates: the whole page.
    const stale = pageTag('"an-older-build"', datesOnShow(new Date()));
    const changed = await call('/', { headers: { 'If-None-Match': stale } });
    expect(changed.status).toBe(200);
    expect(inlineDailies(await changed.text()).length).toBeGreaterThan(0);
  });

  it('keeps the page at the edge until its dates change, and answers from there', async () => {
    const now = new Date();
    await (await call('/')).arrayBuffer();
    const key = pageCacheKey(ORIGIN, datesOnShow(now), builtPage.headers.get('etag') ?? '');
    const cache = await caches.open(PAGE_CACHE);
    // The copy is put after the answer (waitUntil).
    await expect.poll(async () => (await cache.match(key))?.status).toBe(200);
    const kept = (await cache.match(key))!;
    const maxAge = Number(kept.headers.get('cache-control')?.match(/max-age=(\d+)/)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(secondsOnShow(started));
    expect(inlineDailies(await kept.text()).map((set) => set.date)).toEqual(datesOnShow(now));

    // What the cache holds is what / answers (a marked copy stands in for it).
    const marked = new Response('<p>kept</p>', {
      headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=600' },
    });
    await cache.put(key, marked);
    const response = await call('/');
    expect(await response.text()).toBe('<p>kept</p>');
    expect(response.headers.get('cache-control')).toBe(builtPage.headers.get('cache-control'));
    await cache.delete(key);
  });
});
