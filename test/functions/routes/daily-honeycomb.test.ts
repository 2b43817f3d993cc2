import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { HONEYCOMB_DAILY, storeDailySet } from '../../../functions/daily-store.ts';
import type { DailySet as DailyBody, DailyEntry } from '../../../shared/api-types.ts';
import {
  dailyHoneycomb,
  HONEYCOMB_LEVELS,
  latestPublishedDate,
  utcDate,
} from '../../../shared/daily.ts';
import { HANIDOKU_SHAPE } from '../../../shared/kind/shape.ts';
import { validateShareCode } from '../../../shared/share.ts';
import { expectMade } from '../../made.ts';
import {
  addDays,
  call,
  expectProblem,
  freshIp,
  getDocumented,
  post,
  postDocumented,
} from '../api.ts';

const PAST = '2026-06-16';
/** The workers project lowers the rate limit to 5 a minute (vitest.config.ts). */
const LIMIT = 5;

/** Checks that a set is the secret's honeycombs of its date, 61 cells each, without solutions. */
async function expectHoneycombs(body: DailyBody): Promise<void> {
  expect(body.puzzles.map((entry) => entry.level)).toEqual(HONEYCOMB_LEVELS);
  for (const entry of body.puzzles) {
    const made = expectMade(await dailyHoneycomb(body.date, entry.level, env.DAILY_SECRET));
    expect(entry.puzzle).toHaveLength(61);
    expect(entry.puzzle).toBe(HANIDOKU_SHAPE.format(made.givens));
    expect(entry.score).toBe(made.score);
    const decoded = validateShareCode(entry.code);
    expect(decoded.ok && decoded.puzzle.variant).toBe('hanidoku');
    expect(decoded.ok && decoded.puzzle.level).toBe(entry.level);
    expect(JSON.stringify(entry)).not.toContain(HANIDOKU_SHAPE.format(made.solution));
  }
}

describe('GET /api/daily/honeycomb', () => {
  it("gives today's honeycomb at easy, medium and hard, the ones dailyHoneycomb makes", async () => {
    const body = await getDocumented<DailyBody>('/api/v1/daily/honeycomb');
    expect(body.date).toBe(utcDate(new Date()));
    await expectHoneycombs(body);
  });

  it('is cached until the next UTC midnight, like /daily', async () => {
    const response = await call('/api/daily/honeycomb');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    await response.arrayBuffer();
  });
});

describe('GET /api/daily/{date}/honeycomb', () => {
  it("gives a past day's honeycombs, immutable, the same every time, and other ones the next day", async () => {
    const response = await call(`/api/daily/${PAST}/honeycomb`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
    await response.arrayBuffer();
    const first = await getDocumented<DailyBody>(`/api/daily/${PAST}/honeycomb`);
    expect(first.date).toBe(PAST);
    await expectHoneycombs(first);
    expect(await getDocumented<DailyBody>(`/api/daily/${PAST}/honeycomb`)).toEqual(first);
    const next = await getDocumented<DailyBody>(`/api/daily/${addDays(PAST, 1)}/honeycomb`);
    expect(next.puzzles[1].puzzle).not.toBe(first.puzzles[1].puzzle);
  });

  it("keeps the day's honeycombs and grid puzzles in KV records of their own, written by the cron alone", async () => {
    const date = '2026-04-05';
    const honeycombs = await getDocumented<DailyBody>(`/api/daily/${date}/honeycomb`);
    const grids = await getDocumented<DailyBody>(`/api/daily/${date}`);
    expect(grids.puzzles.map((entry) => entry.puzzle.length)).toEqual([81, 81, 81, 81]);
    expect(await env.PUZZLES.get(`honeycomb:${date}`)).toBeNull();
    await storeDailySet(env.PUZZLES, date, env.DAILY_SECRET, HONEYCOMB_DAILY);
    const stored = await env.PUZZLES.get(`honeycomb:${date}`);
    for (const entry of honeycombs.puzzles) expect(stored).toContain(entry.puzzle);
    expect(await env.PUZZLES.get(`daily:${date}`)).toBeNull();
  });

  it('serves the honeycombs KV holds rather than computing them', async () => {
    const date = '2026-03-04';
    await storeDailySet(env.PUZZLES, date, env.DAILY_SECRET, HONEYCOMB_DAILY);
    const original = await getDocumented<DailyBody>(`/api/daily/${date}/honeycomb`);
    const stored = (await env.PUZZLES.get(`honeycomb:${date}`)) ?? '';
    const [easy, medium] = original.puzzles;
    const doctored = stored
      .replaceAll(easy.puzzle, '<easy>')
      .replaceAll(medium.puzzle, easy.puzzle)
      .replaceAll('<easy>', medium.puzzle);
    expect(doctored).not.toBe(stored);
    await env.PUZZLES.put(`honeycomb:${date}`, doctored);
    const served = (await (await call(`/api/daily/${date}/honeycomb/easy`)).json()) as DailyEntry;
    expect(served.puzzle).toBe(medium.puzzle);
  });

  it('refuses a date not begun anywhere as not published yet', async () => {
    const unpublished = addDays(latestPublishedDate(new Date()), 1);
    for (const path of [
      `/api/daily/${unpublished}/honeycomb`,
      `/api/daily/${unpublished}/honeycomb/hard`,
    ]) {
      await expectProblem(await call(path), 404, 'not-published', 'date');
    }
  });

  it('refuses a bad date as a validation problem', async () => {
    await expectProblem(await call('/api/daily/2027-02-29/honeycomb'), 400, 'validation', 'date');
  });
});

describe('GET /api/daily/{date}/honeycomb/{level}', () => {
  it("gives one level's honeycomb with its date", async () => {
    const set = await getDocumented<DailyBody>(`/api/daily/${PAST}/honeycomb`);
    const one = await getDocumented<DailyEntry & { date: string }>(
      `/api/v1/daily/${PAST}/honeycomb/hard`,
    );
    expect(one).toEqual({ date: PAST, ...set.puzzles[2] });
  });

  it('has no expert honeycomb', async () => {
    const problem = await expectProblem(
      await call(`/api/daily/${PAST}/honeycomb/expert`),
      400,
      'validation',
      'level',
    );
    expect(problem.detail).toContain('easy, medium or hard');
  });
});

describe('POST /api/verify of a daily honeycomb', () => {
  it('checks a grid against the honeycomb its date, level and kind name, as against its code', async () => {
    const made = expectMade(await dailyHoneycomb(PAST, 'medium', env.DAILY_SECRET));
    const entry = (await getDocumented<DailyBody>(`/api/daily/${PAST}/honeycomb`)).puzzles[1];
    const blank = entry.puzzle.indexOf('.');
    const wrong = String((made.solution[blank] % 9) + 1);
    const grid = entry.puzzle.slice(0, blank) + wrong + entry.puzzle.slice(blank + 1);
    const daily = { date: PAST, level: 'medium', kind: 'honeycomb' };
    const byDay = await postDocumented('/api/verify', { daily, grid, reveal: true });
    expect(byDay).toMatchObject({ complete: false, correct: false, wrongCells: [blank] });
    expect(await postDocumented('/api/verify', { code: entry.code, grid, reveal: true })).toEqual(
      byDay,
    );
    const solved = HANIDOKU_SHAPE.format(made.solution);
    expect(await postDocumented('/api/verify', { daily, grid: solved })).toEqual({
      complete: true,
      correct: true,
      conflicts: [],
    });
    // The kind is the grid's by default, whose 81 cells this grid does not fill.
    const asGrid = await post('/api/verify', { daily: { date: PAST, level: 'medium' }, grid });
    expect(asGrid.status).toBe(400);
    await asGrid.arrayBuffer();
    const expert = { daily: { ...daily, level: 'expert' }, grid };
    const problem = await expectProblem(await post('/api/verify', expert), 400, 'validation');
    expect([problem.field, problem.detail]).toEqual([
      'daily.level',
      'daily.level: expected a level of the daily honeycomb: easy, medium or hard',
    ]);
  });
});

describe('the cost of a honeycomb day', () => {
  it('counts a request that computes a day missing from KV against the rate limit', {
    timeout: 90_000,
  }, async () => {
    const ip = freshIp();
    let refused: Response | null = null;
    for (let i = 0; i < 2 * LIMIT + 1 && !refused; i++) {
      const response = await call(`/api/daily/${addDays('2026-01-15', i)}/honeycomb`, { ip });
      if (response.status === 429) refused = response;
      else {
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
    }
    expect(refused).not.toBeNull();
    if (refused) await expectProblem(refused, 429, 'rate-limited');
  });

  it('does not count a day KV holds, nor one computed before at this location', async () => {
    const ip = freshIp();
    const stored = addDays(PAST, 2);
    await storeDailySet(env.PUZZLES, stored, env.DAILY_SECRET, HONEYCOMB_DAILY);
    await (await call(`/api/daily/${PAST}/honeycomb`)).arrayBuffer();
    for (let i = 0; i < 2 * LIMIT + 1; i++) {
      // A new query each time, so the edge cache of answers does not answer in the Worker's place.
      for (const date of [PAST, stored]) {
        const response = await call(`/api/daily/${date}/honeycomb?n=${i}`, { ip });
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
    }
  });
});
