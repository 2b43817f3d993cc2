import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { describeInBrowser, goTo, horizontalOverflow, openPage, PHONE } from './browser.ts';
import { blanksOf, control, showLevel, todaysPuzzle, typeAt } from './player.ts';

/**
 * /stats reads the results the player keeps in localStorage (`sudoku:results`, one per puzzle,
 * and `sudoku:stats`, the totals of results folded away): streaks, a row of numbers per level
 * and a histogram of solve times. Seeded pages have their clock stopped on 15 June 2026, in UTC.
 */

const MIN = 60_000;
const CLOCK = new Date('2026-06-15T20:00:00Z');

/** A result as the player records it: solved `minutes` after starting, at noon UTC on `date`. */
function solved(level: string, date: string, minutes: number, hints = 0, reveals = 0) {
  const at = Date.parse(`${date}T12:00:00Z`);
  const ms = minutes * MIN;
  return { level, date, started: at - ms, solved: { ms, hints, reveals, at } };
}

/** Three easy dailies on 13–15 June, four medium puzzles played from links, an expert given up. */
const HISTORY = {
  e1: solved('easy', '2026-06-13', 4),
  e2: solved('easy', '2026-06-14', 6, 1),
  e3: solved('easy', '2026-06-15', 9.5),
  m1: { ...solved('medium', '2026-06-01', 10), date: undefined },
  m2: { ...solved('medium', '2026-06-02', 12, 0, 2), date: undefined },
  m3: { ...solved('medium', '2026-06-03', 14), date: undefined },
  m4: { ...solved('medium', '2026-06-04', 20), date: undefined },
  x1: { level: 'expert', date: '2026-06-15', started: Date.parse('2026-06-15T08:00:00Z') },
};

/** Opens /stats with `stored` (key → value) in localStorage. */
async function openStats(stored: Record<string, unknown>, options = {}): Promise<Page> {
  const page = await openPage('/stats', { clock: CLOCK, ...options });
  await page.evaluate(
    (entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    Object.entries(stored).map(([key, value]) => [key, JSON.stringify(value)]),
  );
  await page.reload();
  await page.getByTestId('stats-content').waitFor();
  return page;
}

/** A level's row as shown: played, solved, without help, best, median. */
function levelRow(page: Page, level: string): Promise<string[]> {
  return page.locator(`[data-testid="level-stats"] tr[data-level="${level}"] td`).allTextContents();
}

/** The histogram's rows: the time range and the count. */
function bars(page: Page): Promise<string[][]> {
  return page
    .getByTestId('histogram')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')),
    );
}

/** The current and best streak as shown. */
async function streaks(page: Page): Promise<string[]> {
  return [
    (await page.getByTestId('streak-current').textContent()) ?? '',
    (await page.getByTestId('streak-best').textContent()) ?? '',
  ];
}

describeInBrowser('the stats page', () => {
  it('shows a daily solved on / with its time as the best and the median, in one bar', async () => {
    const { puzzle, solution } = await todaysPuzzle('easy');
    const page = await openPage('/');
    await showLevel(page, 'easy', puzzle);
    for (const index of blanksOf(puzzle)) await typeAt(page, index, solution[index]);
    await control(page, 'success-dialog').waitFor();
    const time = (await control(page, 'success-time').textContent()) ?? '';
    expect(time).toMatch(/^\d+:\d\d$/);

    await goTo(page, '/stats');
    await page.getByTestId('stats-content').waitFor();
    expect(await levelRow(page, 'easy')).toEqual(['1', '1', '1', time, time]);
    expect(await levelRow(page, 'expert')).toEqual(['0', '0', '0', '–', '–']);
    expect(await streaks(page)).toEqual(['1 day', '1 day']);
    const shown = await bars(page);
    expect(shown).toHaveLength(1);
    expect(shown[0][1]).toBe('1');
    expect(await page.getByTestId('stats-empty').isVisible()).toBe(false);
  });

  it('works out medians, solves without help, streaks and the histogram of a stored history', async () => {
    const page = await openStats({ 'sudoku:results': HISTORY }, { viewport: PHONE });
    expect(await levelRow(page, 'easy')).toEqual(['3', '3', '2', '4:00', '6:00']);
    expect(await levelRow(page, 'medium')).toEqual(['4', '4', '3', '10:00', '13:00']);
    expect(await levelRow(page, 'hard')).toEqual(['0', '0', '0', '–', '–']);
    expect(await levelRow(page, 'expert')).toEqual(['1', '0', '0', '–', '–']);
    expect(await streaks(page)).toEqual(['3 days', '3 days']);
    expect(await bars(page)).toEqual([
      ['0:00–5:00', '1'],
      ['5:00–10:00', '2'],
      ['10:00–15:00', '3'],
      ['15:00–20:00', '0'],
      ['20:00–25:00', '1'],
    ]);

    await page.getByRole('radio', { name: 'Medium' }).check();
    await expect
      .poll(() => bars(page))
      .toEqual([
        ['10:00–12:00', '1'],
        ['12:00–14:00', '1'],
        ['14:00–16:00', '1'],
        ['16:00–18:00', '0'],
        ['18:00–20:00', '0'],
        ['20:00–22:00', '1'],
      ]);
    await page.getByRole('radio', { name: 'Hard' }).check();
    await expect.poll(() => page.getByTestId('histogram-empty').isVisible()).toBe(true);
    expect(await page.getByTestId('histogram').isVisible()).toBe(false);
    expect(await page.getByTestId('history-note').isVisible()).toBe(false);

    const { scrollWidth, width } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  });

  it('still shows the results stored before this page existed, here and in the archive', async () => {
    // The text a visitor's browser holds from before the solve history was bounded: a record of
    // results with no `sudoku:stats` beside it.
    const stored =
      '{"JXq3":{"level":"hard","date":"2026-06-14","started":1781430000000,' +
      '"solved":{"ms":754000,"hints":0,"reveals":0,"at":1781430754000}},' +
      '"Kp9w":{"level":"hard","started":1781440000000,' +
      '"solved":{"ms":1234000,"hints":2,"reveals":1,"at":1781441234000}}}';
    const page = await openStats({ 'sudoku:results': JSON.parse(stored) });
    expect(await levelRow(page, 'hard')).toEqual(['2', '2', '1', '12:34', '16:34']);

    await goTo(page, '/archive');
    const panel = page.getByTestId('stats');
    await expect
      .poll(() => panel.locator('tr[data-level="hard"] td').allTextContents())
      .toEqual(['2', '2', '12:34', '16:34']);
  });

  it('adds the totals and streak days of older results folded away', async () => {
    const folded = {
      v: 1,
      levels: { easy: { played: 10, solved: 9, clean: 5, best: 2 * MIN } },
      days: [['2026-05-01', 12]],
    };
    const page = await openStats({ 'sudoku:results': HISTORY, 'sudoku:stats': folded });
    expect(await levelRow(page, 'easy')).toEqual(['13', '12', '7', '2:00', '6:00']);
    expect(await streaks(page)).toEqual(['3 days', '12 days']);
    expect(await page.getByTestId('history-note').isVisible()).toBe(true);
  });

  it('folds the oldest result into totals when a new puzzle starts past 1,000 results', async () => {
    const { puzzle, solution } = await todaysPuzzle('easy');
    const results: Record<string, unknown> = {};
    for (let i = 0; i < 1000; i++) {
      const at = Date.parse('2026-01-01T00:00:00Z') + i * 3_600_000;
      const ms = 5 * MIN + i * 1000;
      results[`old${i}`] = {
        level: 'easy',
        started: at - ms,
        solved: { ms, hints: 0, reveals: 0, at },
      };
    }
    const page = await openPage('/');
    await page.evaluate(
      (text) => localStorage.setItem('sudoku:results', text),
      JSON.stringify(results),
    );
    await page.reload();
    await showLevel(page, 'easy', puzzle);
    const index = blanksOf(puzzle)[0];
    await typeAt(page, index, solution[index]);
    const stored = () =>
      page.evaluate(() => ({
        results: Object.keys(JSON.parse(localStorage.getItem('sudoku:results') ?? '{}')),
        folded: JSON.parse(localStorage.getItem('sudoku:stats') ?? 'null'),
      }));
    await expect
      .poll(async () => (await stored()).folded)
      .toEqual({
        v: 1,
        levels: { easy: { played: 1, solved: 1, clean: 1, best: 5 * MIN } },
        days: [],
      });
    const kept = (await stored()).results;
    expect(kept).toHaveLength(1000);
    expect(kept).not.toContain('old0');

    await goTo(page, '/stats');
    await page.getByTestId('stats-content').waitFor();
    expect(await levelRow(page, 'easy')).toEqual(['1001', '1000', '1000', '5:00', '13:20']);
    expect(await page.getByTestId('history-note').isVisible()).toBe(true);
  });

  it("leads a new visitor to today's puzzle", async () => {
    const page = await openPage('/stats', { viewport: PHONE });
    const empty = page.getByTestId('stats-empty');
    await empty.waitFor();
    expect(await page.getByTestId('stats-content').isVisible()).toBe(false);
    expect(
      await empty.getByRole('link', { name: "Play today's puzzle" }).getAttribute('href'),
    ).toBe('/');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violation in the ${colorScheme} theme`, async () => {
      const page = await openStats({ 'sudoku:results': HISTORY }, { colorScheme });
      expect(await seriousViolations(page)).toEqual([]);
      const empty = await openPage('/stats', { colorScheme, viewport: PHONE });
      await empty.getByTestId('stats-empty').waitFor();
      expect(await seriousViolations(empty)).toEqual([]);
    });
  }
});
