import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import main from '../../functions/index.ts';
import {
  dailyHoneycomb,
  dailyPuzzle,
  HONEYCOMB_LEVELS,
  latestPublishedDate,
} from '../../shared/daily.ts';
import { RATED_LEVELS } from '../../shared/kind/names.ts';
import { HANIDOKU_SHAPE } from '../../shared/kind/shape.ts';
import { formatGrid } from '../../shared/print.ts';
import { expectMade } from '../made.ts';
import { addDays, call, expectProblem } from './api.ts';

/** The Worker as the runtime calls it. */
const worker: ExportedHandler<Env> = main;

async function runCron(scheduledTime = Date.now(), bindings: Env = env): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled?.(
    createScheduledController({ scheduledTime, cron: '5 0 * * *' }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

describe('the scheduled handler', () => {
  it('stores the next date to be published in KV, and the latest published when missing', async () => {
    const latest = latestPublishedDate(new Date());
    const next = addDays(latest, 1);
    await env.PUZZLES.delete(`daily:${latest}`);
    await env.PUZZLES.delete(`daily:${next}`);
    await runCron();
    for (const date of [latest, next]) {
      const stored = await env.PUZZLES.get(`daily:${date}`);
      expect(stored, `daily:${date}`).not.toBeNull();
      for (const level of RATED_LEVELS) {
        const made = expectMade(await dailyPuzzle(date, level, env.DAILY_SECRET));
        expect(stored).toContain(formatGrid(made.givens));
        expect(stored).not.toContain(formatGrid(made.solution));
      }
    }
  });

  it('answers the latest published date from what the cron stored', async () => {
    const latest = latestPublishedDate(new Date());
    await runCron();
    const stored = await env.PUZZLES.get(`daily:${latest}`);
    const answer = await call(`/api/daily/${latest}`);
    const body = (await answer.json()) as { puzzles: { puzzle: string }[] };
    for (const entry of body.puzzles) expect(stored).toContain(entry.puzzle);
  });

  it('keeps the next date unpublished even once it is in KV', async () => {
    await runCron();
    const next = addDays(latestPublishedDate(new Date()), 1);
    expect(await env.PUZZLES.get(`daily:${next}`)).not.toBeNull();
    await expectProblem(await call(`/api/daily/${next}`), 404, 'not-published', 'date');
  });

  it("leaves the latest published date's stored puzzles as they are", async () => {
    const latest = latestPublishedDate(new Date());
    const key = `daily:${latest}`;
    await runCron();
    const stored = (await env.PUZZLES.get(key)) ?? '';
    const easy = expectMade(await dailyPuzzle(latest, 'easy', env.DAILY_SECRET));
    // A record the cron would not write itself: easy's givens with one given blanked out.
    const line = formatGrid(easy.givens);
    const marked = stored.replaceAll(line, line.replace(/[1-9]/, '.'));
    expect(marked).not.toBe(stored);
    await env.PUZZLES.put(key, marked);
    await runCron();
    expect(await env.PUZZLES.get(key)).toBe(marked);
  });

  it('fails, storing nothing, without DAILY_SECRET in production', async () => {
    const { DAILY_SECRET: _, ...bindings } = env;
    const next = addDays(latestPublishedDate(new Date()), 1);
    await env.PUZZLES.delete(`daily:${next}`);
    await expect(runCron(Date.now(), bindings as Env)).rejects.toThrow(/DAILY_SECRET/);
    expect(await env.PUZZLES.get(`daily:${next}`)).toBeNull();
  });

  it('works from the time it was scheduled for, not the clock', async () => {
    await runCron(Date.parse('2026-02-27T00:05:00Z'));
    expect(await env.PUZZLES.get('daily:2026-02-28')).not.toBeNull();
    expect(await env.PUZZLES.get('daily:2026-02-27')).not.toBeNull();
  });

  it('at 00:05 UTC, stores the date that UTC+14 reaches at 10:00 UTC', async () => {
    await env.PUZZLES.delete('daily:2026-01-11');
    await runCron(Date.parse('2026-01-10T00:05:00Z'));
    expect(await env.PUZZLES.get('daily:2026-01-11')).not.toBeNull();
    expect(latestPublishedDate(new Date('2026-01-10T10:00:00Z'))).toBe('2026-01-11');
  });
});

describe('the scheduled handler and the daily honeycomb', () => {
  it('stores the honeycombs of the next date to be published and of the latest, without solutions', async () => {
    const latest = latestPublishedDate(new Date());
    const next = addDays(latest, 1);
    await env.PUZZLES.delete(`honeycomb:${latest}`);
    await env.PUZZLES.delete(`honeycomb:${next}`);
    await runCron();
    for (const date of [latest, next]) {
      const stored = await env.PUZZLES.get(`honeycomb:${date}`);
      expect(stored, `honeycomb:${date}`).not.toBeNull();
      for (const level of HONEYCOMB_LEVELS) {
        const made = expectMade(await dailyHoneycomb(date, level, env.DAILY_SECRET));
        expect(stored).toContain(HANIDOKU_SHAPE.format(made.givens));
        expect(stored).not.toContain(HANIDOKU_SHAPE.format(made.solution));
      }
    }
    const stored = await env.PUZZLES.get(`honeycomb:${latest}`);
    const answer = await call(`/api/daily/${latest}/honeycomb`);
    const body = (await answer.json()) as { puzzles: { puzzle: string }[] };
    for (const entry of body.puzzles) expect(stored).toContain(entry.puzzle);
  });
});
