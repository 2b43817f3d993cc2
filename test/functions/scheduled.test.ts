import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import main from '../../functions/index.ts';
import { dailyPuzzle, utcDate } from '../../shared/daily.ts';
import { RATED_LEVELS } from '../../shared/kind/names.ts';
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
  it("stores tomorrow's puzzles in KV, and today's when they are missing", async () => {
    const today = utcDate(new Date());
    const tomorrow = addDays(today, 1);
    await env.PUZZLES.delete(`daily:${today}`);
    await env.PUZZLES.delete(`daily:${tomorrow}`);
    await runCron();
    for (const date of [today, tomorrow]) {
      const stored = await env.PUZZLES.get(`daily:${date}`);
      expect(stored, `daily:${date}`).not.toBeNull();
      for (const level of RATED_LEVELS) {
        const made = expectMade(await dailyPuzzle(date, level, env.DAILY_SECRET));
        expect(stored).toContain(formatGrid(made.givens));
        expect(stored).not.toContain(formatGrid(made.solution));
      }
    }
  });

  it("answers today's request from what the cron stored", async () => {
    const today = utcDate(new Date());
    await runCron();
    const stored = await env.PUZZLES.get(`daily:${today}`);
    const body = (await (await call('/api/daily')).json()) as { puzzles: { puzzle: string }[] };
    for (const entry of body.puzzles) expect(stored).toContain(entry.puzzle);
  });

  it("keeps tomorrow's puzzles unpublished even once they are in KV", async () => {
    await runCron();
    const tomorrow = addDays(utcDate(new Date()), 1);
    expect(await env.PUZZLES.get(`daily:${tomorrow}`)).not.toBeNull();
    await expectProblem(await call(`/api/daily/${tomorrow}`), 404, 'not-published', 'date');
  });

  it("leaves today's stored puzzles as they are", async () => {
    const key = `daily:${utcDate(new Date())}`;
    await runCron();
    const stored = (await env.PUZZLES.get(key)) ?? '';
    const easy = expectMade(await dailyPuzzle(utcDate(new Date()), 'easy', env.DAILY_SECRET));
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
    const tomorrow = addDays(utcDate(new Date()), 1);
    await env.PUZZLES.delete(`daily:${tomorrow}`);
    await expect(runCron(Date.now(), bindings as Env)).rejects.toThrow(/DAILY_SECRET/);
    expect(await env.PUZZLES.get(`daily:${tomorrow}`)).toBeNull();
  });

  it('works from the time it was scheduled for, not the clock', async () => {
    await runCron(Date.parse('2026-02-27T00:05:00Z'));
    expect(await env.PUZZLES.get('daily:2026-02-28')).not.toBeNull();
    expect(await env.PUZZLES.get('daily:2026-02-27')).not.toBeNull();
  });
});
