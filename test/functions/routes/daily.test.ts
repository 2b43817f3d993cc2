import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDailySet, storeDailySet } from '../../../functions/daily-store.ts';
import { dailyPuzzle, latestPublishedDate, utcDate } from '../../../shared/daily.ts';
import { RATED_LEVELS } from '../../../shared/kind/names.ts';
import { formatGrid } from '../../../shared/print.ts';
import { validateShareCode } from '../../../shared/share.ts';
import { expectMade } from '../../made.ts';
import { addDays, call, expectDocumented, expectProblem, getDocumented, post } from '../api.ts';

interface DailyEntry {
  level: string;
  puzzle: string;
  code: string;
  score: number;
}
interface DailyBody {
  date: string;
  puzzles: DailyEntry[];
}

const today = () => utcDate(new Date());
const PAST = '2026-06-15';

describe('GET /api/daily', () => {
  it("gives today's puzzle of every level, the one dailyPuzzle makes with the secret", async () => {
    const date = today();
    const body = await getDocumented<DailyBody>('/api/daily');
    expect(body.date).toBe(date);
    expect(body.puzzles.map((entry) => entry.level)).toEqual(RATED_LEVELS);
    for (const entry of body.puzzles) {
      const made = expectMade(await dailyPuzzle(date, entry.level as never, env.DAILY_SECRET));
      expect(entry.puzzle).toBe(formatGrid(made.givens));
      expect(entry.score).toBe(made.score);
      const decoded = validateShareCode(entry.code);
      expect(decoded.ok && formatGrid(decoded.puzzle.givens)).toBe(entry.puzzle);
      expect(JSON.stringify(entry)).not.toContain(formatGrid(made.solution));
    }
  });

  it("caches today's puzzles until the next UTC midnight", async () => {
    const response = await call('/api/daily');
    const now = Date.now();
    const midnight = Date.parse(`${addDays(utcDate(new Date(now)), 1)}T00:00:00Z`);
    const match = /^public, max-age=(\d+)$/.exec(response.headers.get('cache-control') ?? '');
    expect(match, response.headers.get('cache-control') ?? 'no Cache-Control').not.toBeNull();
    const maxAge = Number(match?.[1]);
    expect(Math.abs(maxAge - (midnight - now) / 1000)).toBeLessThan(60);
  });
});

describe('GET /api/daily/{date}', () => {
  it('gives the same puzzles for the same date every time, and other puzzles another day', async () => {
    const first = await getDocumented<DailyBody>(`/api/daily/${PAST}`);
    const second = await getDocumented<DailyBody>(`/api/daily/${PAST}`);
    expect(second).toEqual(first);
    expect(first.date).toBe(PAST);
    const made = expectMade(await dailyPuzzle(PAST, 'hard', env.DAILY_SECRET));
    expect(first.puzzles[2]).toMatchObject({ level: 'hard', puzzle: formatGrid(made.givens) });
    const next = await getDocumented<DailyBody>(`/api/daily/${addDays(PAST, 1)}`);
    expect(next.puzzles[2].puzzle).not.toBe(first.puzzles[2].puzzle);
  });

  it('marks past days immutable, with a strong ETag', async () => {
    const response = await call(`/api/daily/${PAST}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
  });

  it('marks a date immutable as soon as it is published, while it is still today somewhere', async () => {
    for (const date of [today(), latestPublishedDate(new Date())]) {
      for (const path of [`/api/daily/${date}`, `/api/daily/${date}/hard`]) {
        const response = await call(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toBe(
          'public, max-age=31536000, immutable',
        );
        await response.arrayBuffer();
      }
    }
  });

  it('answers 304 without a body when If-None-Match names the current ETag', async () => {
    for (const path of [`/api/daily/${PAST}`, `/api/daily/${PAST}/easy`, '/api/daily']) {
      const first = await call(path);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[^"]+"$/);
      const cached = await call(path, { headers: { 'if-none-match': etag ?? '' } });
      expect(cached.status).toBe(304);
      expect(await cached.text()).toBe('');
      expect(cached.headers.get('etag')).toBe(etag);
      const stale = await call(path, { headers: { 'if-none-match': '"not-this-one"' } });
      expect(stale.status).toBe(200);
    }
  });

  it('answers 304 to a weak, listed or wildcard If-None-Match, as RFC 9110 compares them', async () => {
    const path = `/api/daily/${PAST}`;
    const etag = (await call(path)).headers.get('etag') ?? '';
    for (const tags of [`W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await call(path, { headers: { 'if-none-match': tags } });
      expect(response.status, tags).toBe(304);
      await response.arrayBuffer();
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const path = `/api/daily/${PAST}`;
    const [head, get] = await Promise.all([call(path, { method: 'HEAD' }), call(path)]);
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const name of ['etag', 'cache-control', 'content-type']) {
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    }
    await get.arrayBuffer();
  });

  it('serves the date of every time zone, the one of UTC+14 among them', async () => {
    const now = Date.now();
    for (const hours of [-12, -8, 0, 9, 13, 14]) {
      const date = utcDate(new Date(now + hours * 3_600_000));
      const body = await getDocumented<DailyBody>(`/api/daily/${date}`);
      expect(body.date, `UTC${hours}`).toBe(date);
    }
  });

  it('refuses a date that has not begun anywhere (not even in UTC+14) as not published yet', async () => {
    const unpublished = addDays(latestPublishedDate(new Date()), 1);
    for (const path of [
      `/api/daily/${unpublished}`,
      `/api/daily/${unpublished}/easy`,
      '/api/daily/9999-12-31',
    ]) {
      await expectProblem(await call(path), 404, 'not-published', 'date');
    }
  });

  it('computes a day KV lacks without writing it to KV', async () => {
    const date = '2026-04-04';
    const body = await getDocumented<DailyBody>(`/api/daily/${date}`);
    expect(body.date).toBe(date);
    await getDocumented<DailyEntry>(`/api/daily/${date}/hard`);
    expect(await env.PUZZLES.get(`daily:${date}`)).toBeNull();
  });

  it('serves the puzzles KV holds (as the cron stored them) rather than computing them', async () => {
    const date = '2026-03-03';
    await storeDailySet(env.PUZZLES, date, env.DAILY_SECRET);
    const stored = (await env.PUZZLES.get(`daily:${date}`)) ?? '';
    const original = await loadDailySet(env.PUZZLES, date, env.DAILY_SECRET);
    const [easy, medium] = original.puzzles;
    // Swap the easy and medium givens in the stored record: the answer must follow KV.
    const doctored = stored
      .replaceAll(easy.puzzle, '<easy>')
      .replaceAll(medium.puzzle, easy.puzzle)
      .replaceAll('<easy>', medium.puzzle);
    expect(doctored).not.toBe(stored);
    await env.PUZZLES.put(`daily:${date}`, doctored);
    const served = (await (await call(`/api/daily/${date}/easy`)).json()) as DailyEntry;
    expect(served.puzzle).toBe(medium.puzzle);
  });

  it('computes a day once per location, whatever the address or query asking for it', async () => {
    const date = '2026-03-05';
    const first = await getDocumented<DailyBody>(`/api/daily/${date}?a=1`);
    // Doctor the computed set the edge keeps: later requests must be answered from it.
    const doctored = { ...first, puzzles: first.puzzles.map((p) => ({ ...p, score: 999 })) };
    const cache = await caches.open('daily-sets');
    const url = `https://daily-sets.invalid/daily:${date}`;
    expect(await cache.match(url)).toBeDefined();
    await cache.put(url, Response.json(doctored, { headers: { 'Cache-Control': 'max-age=60' } }));
    const again = (await (await call(`/api/v1/daily/${date}/medium?b=2`)).json()) as DailyEntry;
    expect(again.score).toBe(999);
  });
});

describe("the archive's first day", () => {
  it('serves the first day (ARCHIVE_START) and refuses every day before it as not found', async () => {
    expect(env.ARCHIVE_START).toBe('2026-01-01');
    expect((await call('/api/daily/2026-01-01')).status).toBe(200);
    for (const path of [
      '/api/daily/2025-12-31',
      '/api/daily/0000-01-01',
      '/api/daily/1999-06-15/easy',
      '/api/daily/2025-12-31/honeycomb',
      '/api/v1/daily/0001-01-01/honeycomb/hard',
    ]) {
      const problem = await expectProblem(await call(path), 404, 'not-found', 'date');
      expect(problem.detail).toContain('2026-01-01');
    }
    expect(await env.PUZZLES.get('daily:0000-01-01')).toBeNull();
    expect(await env.PUZZLES.get('daily:2026-01-01')).toBeNull();
  });

  it('refuses a daily verify before the first day as not found, naming daily.date', async () => {
    const grid = '.'.repeat(81);
    const response = await post('/api/verify', {
      daily: { date: '2025-12-31', level: 'easy' },
      grid,
    });
    await expectProblem(response, 404, 'not-found', 'daily.date');
  });
});

describe('when a date is published', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The Worker's answer to `path` with its clock at `instant`. */
  function callAt(instant: string, path: string): Promise<Response> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    return call(path);
  }

  it('serves a date from its midnight 13 h ahead of UTC, not from its midnight 15 h ahead', async () => {
    // 2026-05-21 begins at 09:00 UTC on 2026-05-20 in UTC+15 (no such zone), at 11:00 in UTC+13.
    const path = '/api/daily/2026-05-21';
    await expectProblem(await callAt('2026-05-20T09:00:00Z', path), 404, 'not-published', 'date');
    const served = await callAt('2026-05-20T11:00:00Z', path);
    expect(served.status).toBe(200);
    expect(((await served.json()) as DailyBody).date).toBe('2026-05-21');
  });

  it('publishes a date at 10:00 UTC the day before, its midnight in UTC+14', async () => {
    const path = '/api/daily/2026-05-23/easy';
    const before = await callAt('2026-05-22T09:59:59.999Z', path);
    const problem = await expectProblem(before, 404, 'not-published', 'date');
    expect(problem.detail).toContain('2026-05-22');
    expect((await callAt('2026-05-22T10:00:00Z', path)).status).toBe(200);
  });
});

describe('the edge cache', () => {
  it('answers a past day from the Cache API without reading KV again', async () => {
    const date = '2026-02-02';
    const first = await (await call(`/api/daily/${date}`)).text();
    const { puzzles } = JSON.parse(first) as DailyBody;
    const stored = (await env.PUZZLES.get(`daily:${date}`)) ?? '';
    // A record KV would serve differently: easy and medium swapped.
    const swapped = stored
      .replaceAll(puzzles[0].puzzle, '<easy>')
      .replaceAll(puzzles[1].puzzle, puzzles[0].puzzle)
      .replaceAll('<easy>', puzzles[1].puzzle);
    await env.PUZZLES.put(`daily:${date}`, swapped);
    const again = await call(`/api/daily/${date}`);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(first);
  });
});

describe('GET /api/daily/{date}/{level}', () => {
  it('gives the entry of that level of the whole day', async () => {
    const day = await getDocumented<DailyBody>(`/api/daily/${PAST}`);
    for (const entry of day.puzzles) {
      const path = `/api/daily/${PAST}/${entry.level}`;
      const one = await expectDocumented(await call(path), 'GET', path);
      expect(one).toEqual({ date: PAST, ...entry });
    }
  });
});
