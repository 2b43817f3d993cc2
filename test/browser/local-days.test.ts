import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, ORIGIN, openPage } from './browser.ts';
import { type DailySet, showLevel, todaysPuzzles } from './player.ts';

/**
 * Days are the visitor's own: `/` plays the daily of the browser's calendar date (from the page
 * itself when the Worker wrote that date into it, else from the API), and a streak counts a
 * solve on the puzzle's date where the player is. The page's clock is stopped at instants of
 * the past, whose dates the dev server serves whatever the real time.
 */

/** A day's puzzles as the API gives them. */
async function dailyOf(date: string): Promise<DailySet> {
  const response = await fetch(`${ORIGIN}/api/v1/daily/${date}`);
  expect(response.status).toBe(200);
  return (await response.json()) as DailySet;
}

/** The date the daily page shows (its <time> element) and its heading. */
async function shownDay(page: Page): Promise<{ date: string; heading: string }> {
  await expect.poll(() => page.getByTestId('daily-date').getAttribute('datetime')).toMatch(/^\d/);
  return {
    date: (await page.getByTestId('daily-date').getAttribute('datetime')) ?? '',
    heading: (await page.locator('#daily-heading').textContent()) ?? '',
  };
}

/** A daily of `date` solved at `at`, as the player records it in localStorage. */
function solvedDaily(date: string, at: string) {
  const started = Date.parse(at) - 600_000;
  return {
    level: 'easy',
    date,
    started,
    solved: { ms: 600_000, hints: 0, reveals: 0, at: Date.parse(at) },
  };
}

describeInBrowser('local days', () => {
  for (const { timezoneId, clock, local, utc } of [
    // 10:00 on 16 June in Kiritimati (UTC+14) while it is still the 15th in UTC…
    {
      timezoneId: 'Pacific/Kiritimati',
      clock: '2026-06-15T20:00:00Z',
      local: '2026-06-16',
      utc: '2026-06-15',
    },
    // …and 20:00 on 15 June in California (UTC-7) while it is the 16th in UTC.
    {
      timezoneId: 'America/Los_Angeles',
      clock: '2026-06-16T03:00:00Z',
      local: '2026-06-15',
      utc: '2026-06-16',
    },
  ]) {
    it(`plays the daily of the visitor's own date in ${timezoneId}, not today's in UTC`, async () => {
      const page = await openPage('/', { timezoneId, clock: new Date(clock) });
      expect(await shownDay(page)).toEqual({ date: local, heading: "Today's puzzle" });
      const [mine, utcs] = await Promise.all([dailyOf(local), dailyOf(utc)]);
      expect(mine.puzzles[0].puzzle).not.toBe(utcs.puzzles[0].puzzle);
      await showLevel(page, 'easy', mine.puzzles[0].puzzle);
    });
  }

  // The dates on show at the edges of the world: the Worker wrote them all into the page.
  for (const timezoneId of ['Pacific/Kiritimati', 'UTC', 'Etc/GMT+12']) {
    it(`plays the daily of the visitor's own date from the page itself in ${timezoneId}, asking the API nothing`, async () => {
      const page = await openPage('/favicon.svg', { timezoneId, board: false });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
      });
      await page.goto('/');
      const local = new Intl.DateTimeFormat('en-CA', { timeZone: timezoneId }).format(new Date());
      expect((await shownDay(page)).date).toBe(local);
      await showLevel(page, 'easy', (await dailyOf(local)).puzzles[0].puzzle);
      expect(asked).toEqual([]);
    });
  }

  it("falls back to today's puzzles in UTC when the device's clock is a few days ahead", async () => {
    const ahead = new Date(Date.now() + 3 * 86_400_000);
    const page = await openPage('/', { clock: ahead });
    const today = await todaysPuzzles();
    // Not the device's own date: known only once the puzzles arrive, and shown as the archive's.
    expect(await shownDay(page)).toEqual({
      date: today.date,
      heading: 'Daily puzzle from the archive',
    });
    await showLevel(page, 'easy', today.puzzles[0].puzzle);
  });

  it('counts a streak over the days where the player is, not over UTC days', async () => {
    // Solved at 15:00 on 14 June and at 17:00 on 15 June in California: 22:00 UTC on the 14th
    // and 00:00 UTC on the 16th. The next evening, in California, that is a streak of two days;
    // in UTC the second solve fell the day after its puzzle's date and does not count.
    const results = {
      first: solvedDaily('2026-06-14', '2026-06-14T15:00:00-07:00'),
      second: solvedDaily('2026-06-15', '2026-06-15T17:00:00-07:00'),
    };
    const clock = new Date('2026-06-15T20:00:00-07:00');
    for (const [timezoneId, streak] of [
      ['America/Los_Angeles', 'Streak: 2 days (longest 2 days)'],
      ['UTC', 'Streak: 0 days (longest 1 day)'],
    ]) {
      const page = await openPage('/', { timezoneId, clock });
      await page.evaluate((saved) => {
        localStorage.setItem('sudoku:results', saved);
      }, JSON.stringify(results));
      await page.reload();
      const shown = page.getByTestId('streak');
      await expect
        .poll(async () => `${timezoneId}: ${await shown.textContent()}`)
        .toBe(`${timezoneId}: ${streak}`);
    }
  });
});
