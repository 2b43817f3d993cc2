import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { describeInBrowser, ORIGIN, openPage, PHONE, saveScreenshot } from './browser.ts';
import { blanksOf, control, showLevel, solutionOf, todaysPuzzle, typeAt } from './player.ts';

/**
 * The global daily stats through the site: players who solve a daily see their place among
 * everyone's times in the success dialog, and the archive counts them. Each test plays a past
 * day of its own, which no other test opens, so no stats of theirs (or an answer the Worker's
 * edge cache keeps a minute) get in the way. The page's clock is stopped, then moved on before
 * the last digit: the solve takes the minutes the API finds plausible.
 */

const MIN = 60_000;

/** The day `days` before `date`, both YYYY-MM-DD. */
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** `date`'s easy daily and its solution. */
async function easyDaily(date: string): Promise<{ puzzle: string; solution: string }> {
  const response = await fetch(`${ORIGIN}/api/v1/daily/${date}/easy`);
  expect(response.status).toBe(200);
  const { puzzle } = (await response.json()) as { puzzle: string };
  return { puzzle, solution: solutionOf(puzzle) };
}

/** Plays `date`'s easy daily to the end in `ms` of the page's time; the page is left on the success dialog. */
async function solveIn(page: Page, start: Date, date: string, ms: number): Promise<void> {
  const { puzzle, solution } = await easyDaily(date);
  await showLevel(page, 'easy', puzzle);
  const blanks = blanksOf(puzzle);
  for (const index of blanks.slice(0, -1)) await typeAt(page, index, solution[index]);
  await page.clock.setFixedTime(new Date(start.getTime() + ms));
  await typeAt(page, blanks.at(-1)!, solution[blanks.at(-1)!]);
  await control(page, 'success-dialog').waitFor();
}

/** A player's page on `date`'s dailies, its clock stopped at `start`. */
const openDay = (date: string, start: Date, dark = false) =>
  openPage(`/?date=${date}#easy`, {
    viewport: PHONE,
    clock: start,
    colorScheme: dark ? 'dark' : 'light',
  });

describeInBrowser('global daily stats', () => {
  it('shows two players who solved the same daily their places, and the stats say 2', async () => {
    const { date: today } = await todaysPuzzle('easy');
    const date = daysBefore(today, 11);
    const start = new Date();

    const first = await openDay(date, start);
    await solveIn(first, start, date, 4 * MIN + 10_000);
    await control(first, 'global-stats').waitFor();
    expect(await control(first, 'global-place').textContent()).toBe(
      'You are the first to solve it for that day.',
    );
    expect(await control(first, 'global-chart').isHidden()).toBe(true);

    const second = await openDay(date, start, true);
    await solveIn(second, start, date, 3 * MIN + 20_000);
    await control(second, 'global-stats').waitFor();
    expect(await control(second, 'global-place').textContent()).toBe(
      "Faster than 100% of that day's 2 solvers",
    );
    // Bars of 10 s from 3:20 to 4:20, a solver in the first and the last, the second player's
    // (the first bar) marked.
    const bars = control(second, 'global-bars').locator('.bar');
    expect(await bars.evaluateAll((all) => all.map((bar) => bar.className))).toEqual([
      'bar mine',
      ...Array(5).fill('bar'),
    ]);
    expect(await control(second, 'global-chart').getAttribute('aria-label')).toBe(
      'Solvers per time: 3:20–3:30, 1; 3:30–3:40, 0; 3:40–3:50, 0; 3:50–4:00, 0; 4:00–4:10, 0; 4:10–4:20, 1. Your time is in 3:20–3:30.',
    );
    expect(await control(second, 'global-summary').textContent()).toBe(
      'Median 3:45 · 100% solved without help',
    );
    expect(await seriousViolations(second)).toEqual([]);
    await saveScreenshot(second, 'global-stats-dark');
    await saveScreenshot(first, 'global-stats-light');

    const stats = await fetch(`${ORIGIN}/api/v1/results/${date}/easy`);
    expect(await stats.json()).toMatchObject({ solvers: 2, medianMs: 3 * MIN + 45_000 });

    const archive = await openPage(`/archive?month=${date.slice(0, 7)}&day=${date}`);
    const easy = archive.locator('[data-testid="day-solvers"][data-puzzle="grid easy"]');
    // The day's puzzles come first (a past day's honeycombs may be made on the request).
    await expect.poll(() => easy.textContent(), { timeout: 15_000 }).toBe(' · 2 solved');
    expect(
      await archive.locator('[data-testid="day-solvers"][data-puzzle="grid hard"]').textContent(),
    ).toBe(' · 0 solved');
    await saveScreenshot(archive, 'global-stats-archive');
    // Two whole games typed cell by cell, on a machine other tests share.
  }, 120_000);

  it('keeps a solve made offline, says nothing of it, and posts it on the next visit', async () => {
    const { date: today } = await todaysPuzzle('easy');
    const date = daysBefore(today, 12);
    const start = new Date();
    const page = await openDay(date, start);
    await page.context().setOffline(true);
    await solveIn(page, start, date, 5 * MIN);
    expect(await control(page, 'success-time').textContent()).toBe('5:00');
    const pending = () => page.evaluate(() => localStorage.getItem('sudoku:pending-results'));
    await expect.poll(pending).toContain(date);
    expect(await control(page, 'global-stats').isHidden()).toBe(true);

    await page.context().setOffline(false);
    await page.reload();
    await expect.poll(pending).toBeNull();
    const stats = await fetch(`${ORIGIN}/api/v1/results/${date}/easy`);
    expect(await stats.json()).toMatchObject({ solvers: 1, medianMs: 5 * MIN });
  });
});
