import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../../functions/index.ts';
import { RESULT_FLOOR_SECONDS } from '../../../functions/limits.ts';
import { dailyHoneycomb, dailyPuzzle, latestPublishedDate } from '../../../shared/daily.ts';
import type { RatedLevel } from '../../../shared/kind/names.ts';
import { formatGrid } from '../../../shared/print.ts';
import { expectMade } from '../../made.ts';
import {
  addDays,
  call,
  expectDocumented,
  expectProblem,
  expectRefused,
  freshIp,
  ORIGIN,
  post,
} from '../api.ts';
import { HANIDOKU, withCell } from '../fixtures.ts';

/**
 * POST /results and the stats read from them, against the Worker's local D1 (the tables of
 * migrations/, applied by apply-migrations.ts). Each test takes days of its own, so no stats
 * another test wrote, or an edge-cached answer, gets in the way.
 */

interface Stats {
  date: string;
  kind: string;
  level: string;
  solvers: number;
  medianMs: number | null;
  unaidedShare: number | null;
  histogram: { from: number; to: number | null; count: number }[];
}
interface Answer {
  created: boolean;
  result: { ms: number; hints: number; reveals: number; mistakes: number };
  place: { slower: number; fasterThan: number | null };
  stats: Stats;
}

const MIN = 60_000;
let lastDay = 0;
/** A past day no other test of this file uses. */
const freshDay = () => addDays('2026-03-01', lastDay++);

/** A new device id. */
const device = () => crypto.randomUUID();

/** The grid daily of `date` and `level`: its line and its solution's. */
async function gridDaily(date: string, level: RatedLevel) {
  const made = expectMade(await dailyPuzzle(date, level, env.DAILY_SECRET));
  return { puzzle: formatGrid(made.givens), solution: formatGrid(made.solution) };
}

/** A result body for a solve of `date`'s hard daily, overridden by `fields`. */
async function solve(date: string, fields: Record<string, unknown> = {}) {
  const { solution } = await gridDaily(date, 'hard');
  return {
    client: device(),
    daily: { date, level: 'hard' },
    grid: solution,
    ms: 7 * MIN,
    hints: 0,
    reveals: 0,
    mistakes: 0,
    ...fields,
  };
}

async function postResult(body: unknown, status = 201): Promise<Answer> {
  return expectDocumented<Answer>(
    await post('/api/v1/results', body),
    'POST',
    '/api/v1/results',
    status,
  );
}

describe('POST /api/v1/results', () => {
  it('stores a solve once per device: a second post gets the first result back, 200', async () => {
    const date = freshDay();
    const body = await solve(date, { ms: 452_000, hints: 2, mistakes: 1 });
    const first = await postResult(body, 201);
    expect(first).toMatchObject({
      created: true,
      result: { ms: 452_000, hints: 2, reveals: 0, mistakes: 1 },
      place: { slower: 0, fasterThan: null },
      stats: { date, kind: 'grid', level: 'hard', solvers: 1, medianMs: 452_000, unaidedShare: 0 },
    });
    const again = await postResult({ ...body, ms: 200_000, hints: 0 }, 200);
    expect(again.created).toBe(false);
    expect(again.result).toEqual(first.result);
    expect(again.stats.solvers).toBe(1);
  });

  it('answers the place among the solvers and their stats: median, histogram, share without help', async () => {
    const date = freshDay();
    // Five solvers: 5:00, 6:10 with a hint, 6:40, 7:20 with a cell revealed, 12:00.
    const times = [
      { ms: 5 * MIN, hints: 0, reveals: 0 },
      { ms: 6 * MIN + 10_400, hints: 1, reveals: 0 },
      { ms: 6 * MIN + 40_000, hints: 0, reveals: 0 },
      { ms: 7 * MIN + 20_000, hints: 0, reveals: 1 },
      { ms: 12 * MIN, hints: 0, reveals: 0 },
    ];
    const answers: Answer[] = [];
    for (const fields of times) answers.push(await postResult(await solve(date, fields)));
    const last = answers.at(-1)!;
    expect(last.stats.solvers).toBe(5);
    expect(last.stats.medianMs).toBe(6 * MIN + 40_000);
    expect(last.stats.unaidedShare).toBeCloseTo(3 / 5, 10);
    // Minute-wide buckets from the fastest's to the slowest's, the empty ones between kept.
    expect(
      last.stats.histogram.map((bucket) => [bucket.from / MIN, bucket.to! / MIN, bucket.count]),
    ).toEqual([
      [5, 6, 1],
      [6, 7, 2],
      [7, 8, 1],
      [8, 9, 0],
      [9, 10, 0],
      [10, 11, 0],
      [11, 12, 0],
      [12, 13, 1],
    ]);
    // Each was, when posted, faster than the later ones it had beaten so far: the 5:00 solver
    // was alone; the 6:40 one beat nobody of three.
    expect(answers.map((answer) => answer.place)).toEqual([
      { slower: 0, fasterThan: null },
      { slower: 0, fasterThan: 0 },
      { slower: 0, fasterThan: 0 },
      { slower: 0, fasterThan: 0 },
      { slower: 0, fasterThan: 0 },
    ]);
    // A sixth device's 5:30 beats four of the five others.
    const sixth = await postResult(await solve(date, { ms: 5 * MIN + 30_000 }));
    expect(sixth.place).toEqual({ slower: 4, fasterThan: 4 / 5 });
    expect(sixth.stats.medianMs).toBe((6 * MIN + 10_000 + 6 * MIN + 40_000) / 2);
  });

  it('stores only the SHA-256 of the device id, and no address', async () => {
    const date = freshDay();
    const body = await solve(date);
    await postResult(body);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body.client));
    const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    const { results } = await env.DB.prepare('SELECT * FROM results WHERE date = ?')
      .bind(date)
      .all<Record<string, unknown>>();
    expect(results).toEqual([
      {
        date,
        kind: 'grid',
        level: 'hard',
        client: hex,
        ms: 7 * MIN,
        hints: 0,
        reveals: 0,
        mistakes: 0,
      },
    ]);
    const { results: columns } = await env.DB.prepare(
      "SELECT name FROM pragma_table_info('results')",
    ).all<{
      name: string;
    }>();
    expect(columns.map((column) => column.name)).not.toContain('ip');
  });

  it("takes the daily honeycomb's solves apart from the grids'", async () => {
    const date = freshDay();
    const made = expectMade(await dailyHoneycomb(date, 'medium', env.DAILY_SECRET));
    const answer = await postResult({
      client: device(),
      daily: { date, level: 'medium', kind: 'honeycomb' },
      grid: HANIDOKU.format(made.solution),
      ms: 3 * MIN,
      hints: 0,
      reveals: 0,
      mistakes: 0,
    });
    expect(answer.stats).toMatchObject({ kind: 'honeycomb', level: 'medium', solvers: 1 });
    const grids = await call(`/api/v1/results/${date}/medium`);
    expect(((await grids.json()) as Stats).solvers).toBe(0);
  });
});

describe('the results tables', () => {
  it('write three rows per new solve (the result, its UNIQUE index entry, its second), none for a repeat', async () => {
    const date = freshDay();
    const insert = (client: string, ms: number) =>
      env.DB.prepare(
        `INSERT INTO results (date, kind, level, client, ms, hints, reveals, mistakes)
          VALUES (?1, 'grid', 'hard', ?2, ?3, 0, 0, 0) ON CONFLICT DO NOTHING`,
      )
        .bind(date, client, ms)
        .run();
    const written = [];
    for (const [client, ms] of [
      ['a', 61_000],
      ['b', 61_900],
      ['c', 90_000],
      ['a', 75_000],
    ] as const) {
      written.push((await insert(client, ms)).meta.rows_written);
    }
    // A new second or one already counted alike; the repeat of device a changes nothing.
    expect(written).toEqual([3, 3, 3, 0]);
    const seconds = await env.DB.prepare(
      `SELECT second, solvers FROM result_seconds
        WHERE date = ?1 AND kind = 'grid' AND level = 'hard' ORDER BY second`,
    )
      .bind(date)
      .all();
    expect(seconds.results).toEqual([
      { second: 61, solvers: 2 },
      { second: 90, solvers: 1 },
    ]);
    // The stats read a row per distinct second, not one per solver.
    expect(seconds.meta.rows_read).toBe(2);
  });
});

describe('POST /api/v1/results refuses', () => {
  it('a grid that is not the solution, or not finished: 422 naming grid', async () => {
    const date = freshDay();
    const { puzzle, solution } = await gridDaily(date, 'hard');
    const blank = puzzle.indexOf('.');
    const wrongDigit = solution[blank] === '1' ? '2' : '1';
    const wrong = await post(
      '/api/v1/results',
      await solve(date, { grid: withCell(solution, blank, wrongDigit) }),
    );
    expect((await expectProblem(wrong, 422, 'not-solved', 'grid')).detail).toMatch(
      /not the solution/,
    );
    const unfinished = await post(
      '/api/v1/results',
      await solve(date, { grid: withCell(solution, blank, '.') }),
    );
    expect((await expectProblem(unfinished, 422, 'not-solved', 'grid')).detail).toMatch(/empty/);
    const { results } = await env.DB.prepare('SELECT * FROM results WHERE date = ?')
      .bind(date)
      .all();
    expect(results).toEqual([]);
  });

  it('a time below the floor of its level: 422 naming ms', async () => {
    const date = freshDay();
    const floor = RESULT_FLOOR_SECONDS.grid.hard * 1000;
    const fast = await post('/api/v1/results', await solve(date, { ms: floor - 1 }));
    await expectProblem(fast, 422, 'implausible-time', 'ms');
    await postResult(await solve(date, { ms: floor }));
  });

  it('says an easy daily, with its article, and plain words for a bad or missing count', async () => {
    const date = freshDay();
    const { solution } = await gridDaily(date, 'easy');
    const easy = await solve(date, { daily: { date, level: 'easy' }, grid: solution, ms: 1000 });
    const fast = await expectProblem(await post('/api/v1/results', easy), 422, 'implausible-time');
    expect(fast.detail).toContain('faster than anyone solves an easy daily');
    const huge = await post('/api/v1/results', await solve(date, { hints: 1e300 }));
    expect((await expectProblem(huge, 400, 'validation', 'hints')).detail).toBe(
      'hints: expected a whole number from 0 to 10000, got 1e+300',
    );
    const missing = await solve(date);
    delete (missing as Record<string, unknown>).hints;
    const absent = await post('/api/v1/results', missing);
    expect((await expectProblem(absent, 400, 'validation', 'hints')).detail).toBe(
      'hints: required',
    );
  });

  it('names a missing field, nested or not, as required', async () => {
    const body = await solve(freshDay());
    const { daily, ...undated } = body;
    await expectRefused('/api/v1/results', [
      [undated, 'daily', 'daily: required'],
      [{ ...body, daily: { date: daily.date } }, 'daily.level', 'daily.level: required'],
      [{ ...body, daily: { level: daily.level } }, 'daily.date', 'daily.date: required'],
      [{ ...body, client: undefined }, 'client', 'client: required'],
      [{ ...body, daily: [daily] }, 'daily', 'daily: expected a JSON object, got an array'],
      [
        { ...body, daily: { ...daily, levle: 'hard' } },
        'daily.levle',
        'daily.levle: unknown field; the fields are date, level, kind',
      ],
    ]);
  });

  it('a day not published yet: 404 naming daily.date', async () => {
    const date = addDays(latestPublishedDate(new Date()), 1);
    const body = { ...(await solve('2026-03-01')), daily: { date, level: 'hard' } };
    await expectProblem(await post('/api/v1/results', body), 404, 'not-published', 'daily.date');
  });

  it("a day without dailies before the time: 404, whatever the time's floor says", async () => {
    const body = { ...(await solve('2026-03-01')), ms: 1000 };
    const later = { ...body, daily: { date: '2099-12-01', level: 'hard' } };
    await expectProblem(await post('/api/v1/results', later), 404, 'not-published', 'daily.date');
    const earlier = { ...body, daily: { date: '2025-12-01', level: 'hard' } };
    await expectProblem(await post('/api/v1/results', earlier), 404, 'not-found', 'daily.date');
  });

  it('bad fields: 400 naming each', async () => {
    const date = freshDay();
    const cases: [Record<string, unknown>, string][] = [
      [{ client: 'short' }, 'client'],
      [{ client: 'x'.repeat(65) }, 'client'],
      [{ ms: -1 }, 'ms'],
      [{ ms: 1.5 }, 'ms'],
      [{ ms: 8 * 86_400_000 }, 'ms'],
      [{ hints: -1 }, 'hints'],
      [{ reveals: 'none' }, 'reveals'],
      [{ mistakes: 10_001 }, 'mistakes'],
      [{ grid: 'A'.repeat(81) }, 'grid'],
      [{ grid: '123' }, 'grid'],
      [{ daily: { date, level: 'extreme' } }, 'daily.level'],
      [{ daily: { date, level: 'expert', kind: 'honeycomb' } }, 'daily.level'],
      [{ daily: { date, level: 'hard', kind: 'jigsaw' } }, 'daily.kind'],
      [{ daily: { date: '2026-02-30', level: 'hard' } }, 'daily.date'],
      [{ ip: '203.0.113.9' }, 'ip'],
    ];
    for (const [fields, field] of cases) {
      const response = await post('/api/v1/results', await solve(date, fields));
      await expectProblem(response, 400, 'validation', field).catch((error: Error) => {
        throw new Error(`${JSON.stringify(fields)}: ${error.message}`);
      });
    }
    const missing = await solve(date);
    delete (missing as Record<string, unknown>).ms;
    await expectProblem(await post('/api/v1/results', missing), 400, 'validation', 'ms');
  });

  it('a body that is not JSON (400), not declared JSON (415) or too large (413)', async () => {
    const send = (body: string, type = 'application/json') =>
      call('/api/v1/results', { method: 'POST', headers: { 'content-type': type }, body });
    await expectProblem(await send('{"client":'), 400, 'malformed-json');
    await expectProblem(await send('{}', 'text/plain'), 415, 'unsupported-media-type');
    await expectProblem(await send(`"${'x'.repeat(9000)}"`), 413, 'payload-too-large');
  });

  it('posts past the rate limit: 429', async () => {
    const ip = freshIp();
    const date = freshDay();
    let refused: Response | null = null;
    for (let i = 0; i < 11 && !refused; i++) {
      const response = await post('/api/v1/results', await solve(date), { ip });
      if (response.status === 429) refused = response;
      else expect(response.status, await response.text()).toBe(201);
    }
    expect(refused).not.toBeNull();
    await expectProblem(refused!, 429, 'rate-limited');
  });

  it('another method: 405 with Allow', async () => {
    const response = await call('/api/v1/results', { method: 'PUT' });
    await expectProblem(response, 405, 'method-not-allowed');
    expect(response.headers.get('allow')).toContain('POST');
  });
});

describe('GET /api/v1/results/…', () => {
  it("gives a daily's stats and a day's counts, cached a minute at the edge", async () => {
    const date = freshDay();
    await postResult(await solve(date, { ms: 4 * MIN }));
    await postResult(await solve(date, { ms: 8 * MIN, hints: 3 }));
    const response = await call(`/api/v1/results/${date}/hard`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const stats = await expectDocumented<Stats>(response, 'GET', `/api/v1/results/${date}/hard`);
    expect(stats).toMatchObject({ solvers: 2, medianMs: 6 * MIN, unaidedShare: 0.5 });
    const day = await call(`/api/v1/results/${date}`);
    expect(day.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await expectDocumented(day, 'GET', `/api/v1/results/${date}`)).toEqual({
      date,
      puzzles: [{ kind: 'grid', level: 'hard', solvers: 2 }],
    });
  });

  it('gives empty stats for a daily nobody solved', async () => {
    const date = freshDay();
    const path = `/api/v1/results/${date}/honeycomb/easy`;
    expect(await expectDocumented(await call(path), 'GET', path)).toEqual({
      date,
      kind: 'honeycomb',
      level: 'easy',
      solvers: 0,
      medianMs: null,
      unaidedShare: null,
      histogram: [],
    });
  });

  it('refuses a bad level (400) and a day not published yet (404)', async () => {
    await expectProblem(
      await call('/api/v1/results/2026-03-01/extreme'),
      400,
      'validation',
      'level',
    );
    await expectProblem(
      await call('/api/v1/results/2026-03-01/honeycomb/expert'),
      400,
      'validation',
      'level',
    );
    await expectProblem(await call('/api/v1/results/2026-13-01'), 400, 'validation', 'date');
    const next = addDays(latestPublishedDate(new Date()), 1);
    await expectProblem(await call(`/api/v1/results/${next}/hard`), 404, 'not-published', 'date');
  });

  it('answers 404 for a day before the archive begins, as /daily does', async () => {
    for (const path of [
      '/api/results/2025-12-31',
      '/api/results/0000-01-01/easy',
      '/api/results/2025-12-31/honeycomb/hard',
      '/api/daily/2025-12-31',
    ]) {
      const body = await expectProblem(await call(path), 404, 'not-found', 'date');
      expect(body.detail).toContain('The archive begins on 2026-01-01');
    }
  });
});

describe('when D1 fails', () => {
  // A database whose every query rejects, as D1 does when overloaded or over the plan's limits.
  const failing = new Proxy({} as D1Database, {
    get: () => () => {
      throw new Error('D1_ERROR: overloaded');
    },
  });
  const broken = { ...env, DB: failing };
  const context = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} };
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cf-connecting-ip', freshIp());
    return app.request(ORIGIN + path, { ...init, headers }, broken, context);
  };

  it('a posted result gets 503 unavailable with Retry-After, not a 500', async () => {
    const body = await solve(freshDay(), { ms: 400_000 });
    const response = await request('/api/v1/results', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const problem = await expectProblem(response, 503, 'unavailable');
    expect(response.headers.get('retry-after')).toBe('60');
    expect(problem.detail).not.toMatch(/D1_ERROR/);
  });

  it('the stats of a day and of a puzzle get 503 unavailable too', async () => {
    const date = freshDay();
    await expectProblem(await request(`/api/v1/results/${date}`), 503, 'unavailable');
    await expectProblem(await request(`/api/v1/results/${date}/easy`), 503, 'unavailable');
  });
});
