import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { HONEYCOMB_RULES } from '../../shared/game/honeycomb-rules.ts';
import type { Direction } from '../../shared/game/rules.ts';
import { solveHanidoku } from '../../shared/hanidoku/solve.ts';
import { seriousViolations } from './axe.ts';
import {
  DESKTOP,
  describeInBrowser,
  goTo,
  horizontalOverflow,
  ORIGIN,
  openPage,
  PHONE,
  saveScreenshot,
} from './browser.ts';
import { blanksOf, cell, control, type DailySet, givensOf, readGrid } from './player.ts';

/**
 * The daily honeycomb on the site: /honeycomb plays today's Hanidoku at each level; a solve
 * shows the success dialog with spoiler-free share text and appears in the archive and in
 * /stats, apart from the grids; /solve walks through a Hanidoku; axe in both themes.
 */

/** Today's honeycombs (the dev server's, whose date is today in UTC, as the pages' is). */
let today: Promise<DailySet> | undefined;
function todaysHoneycombs(): Promise<DailySet> {
  today ??= fetch(`${ORIGIN}/api/v1/daily/honeycomb`).then(async (response) => {
    expect(response.status).toBe(200);
    return (await response.json()) as DailySet;
  });
  return today;
}

/** Today's honeycomb of `level` with its solution, lines of 61 characters, '.' blank. */
async function todaysHoneycomb(level: string) {
  const set = await todaysHoneycombs();
  const entry = set.puzzles.find((puzzle) => puzzle.level === level)!;
  const givens = Uint8Array.from(entry.puzzle, (ch) => (ch === '.' ? 0 : Number(ch)));
  const solved = solveHanidoku(givens, { unique: true });
  expect(solved.status).toBe('solved');
  return { ...entry, date: set.date, solution: Array.from(solved.solution!).join('') };
}

/** Opens /honeycomb (its path may carry a date and a level) and waits for the board. */
function openHoneycomb(path = '/honeycomb', options: Parameters<typeof openPage>[1] = {}) {
  return openPage(path, { board: true, ...options });
}

/** The level tab `name`, clicked, and the board showing `puzzle`'s givens. */
async function chooseLevel(page: Page, name: string, puzzle: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect.poll(() => givensOf(page)).toBe(puzzle);
}

/** The player's keys for the honeycomb's six neighbours (around S: Q E above, Z C below). */
const HEX_KEYS: [string, Direction][] = [
  ['q', 'upLeft'],
  ['e', 'upRight'],
  ['a', 'left'],
  ['d', 'right'],
  ['z', 'downLeft'],
  ['c', 'downRight'],
];

/** The keys of a shortest walk from cell `from` to cell `to`, by the rules' neighbours. */
function keysBetween(from: number, to: number): string[] {
  const paths = new Map<number, string[]>([[from, []]]);
  const queue = [from];
  while (!paths.has(to)) {
    const at = queue.shift()!;
    for (const [key, direction] of HEX_KEYS) {
      const next = HONEYCOMB_RULES.neighbour(at, direction);
      if (next < 0 || paths.has(next)) continue;
      paths.set(next, [...paths.get(at)!, key]);
      queue.push(next);
    }
  }
  return paths.get(to)!;
}

describeInBrowser('the daily honeycomb', () => {
  it("loads today's honeycomb at easy, medium and hard, each in its tab", async () => {
    const page = await openHoneycomb('/honeycomb', { viewport: DESKTOP });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe("Today's honeycomb");
    const nav = page.getByRole('navigation', { name: 'Site' });
    expect(await nav.getByRole('link', { name: 'Honeycomb' }).getAttribute('aria-current')).toBe(
      'page',
    );
    for (const [level, name] of [
      ['easy', 'Easy'],
      ['medium', 'Medium'],
      ['hard', 'Hard'],
    ]) {
      const { puzzle } = await todaysHoneycomb(level);
      expect(puzzle).toHaveLength(61);
      await chooseLevel(page, name, puzzle);
      expect(page.url()).toContain(`#${level}`);
    }
    // The home page links to it.
    await goTo(page, '/');
    await page.getByRole('link', { name: "Today's honeycomb →" }).click();
    await page.waitForURL('**/honeycomb');
  });

  it('is played to the end on a phone, and the solve shows in the archive and /stats', async () => {
    const honeycomb = await todaysHoneycomb('easy');
    const page = await openHoneycomb('/honeycomb#easy', {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      colorScheme: 'light',
    });
    expect(await givensOf(page)).toBe(honeycomb.puzzle);
    const { scrollWidth, width } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(width);
    const blanks = blanksOf(honeycomb.puzzle);
    for (const [i, index] of blanks.entries()) {
      await cell(page, index).tap();
      await control(page, `pad-${honeycomb.solution[index]}`).tap();
      if (i === Math.floor(blanks.length / 2)) {
        await cell(page, blanks[i + 1]).tap();
        // docs/screenshots/honeycomb-daily-phone-light.png is this one, copied after a look.
        await saveScreenshot(page, 'honeycomb-daily-phone-light');
      }
    }
    await control(page, 'success-dialog').waitFor();
    expect(await readGrid(page)).toBe(honeycomb.solution);
    const shareText = (await control(page, 'share-text').textContent()) ?? '';
    expect(shareText).toMatch(
      new RegExp(`^Hanidoku · ${honeycomb.date} · Easy · \\d+:\\d\\d · no hints\\n`),
    );
    expect(shareText).toContain(`/honeycomb?date=${honeycomb.date}&level=easy#easy`);
    expect(shareText).not.toContain(honeycomb.solution.slice(26, 35));

    await goTo(page, '/archive');
    const item = page.locator('[data-testid="day-puzzles"] li[data-level="honeycomb-easy"]');
    await expect.poll(() => item.getByTestId('day-result').textContent()).toMatch(/^Solved in /);
    expect(await item.getByRole('link').getAttribute('href')).toBe(
      `/honeycomb?date=${honeycomb.date}&level=easy#easy`,
    );
    const grid = page.locator('[data-testid="day-puzzles"] li[data-level="easy"]');
    expect(await grid.getByTestId('day-result').textContent()).toBe('Not played');
    const day = page.locator(`.day-button[data-date="${honeycomb.date}"]`);
    expect(await day.getAttribute('aria-label')).toContain('honeycomb easy solved');
    await saveScreenshot(page, 'honeycomb-daily-archive-phone');

    await goTo(page, '/stats');
    const honeycombRow = page.locator(
      '[data-testid="honeycomb-stats"] tr[data-level="honeycomb-easy"]',
    );
    await expect.poll(() => honeycombRow.locator('td').nth(1).textContent()).toBe('1');
    expect(await honeycombRow.locator('td').first().textContent()).toBe('1');
    const gridRow = page.locator('[data-testid="level-stats"] tr[data-level="easy"]');
    expect(await gridRow.locator('td').first().textContent()).toBe('0');
    await page.getByRole('radio', { name: 'Honeycomb' }).check();
    const histogram = page.getByTestId('histogram');
    expect(await histogram.locator('caption').textContent()).toBe(
      'Solves per time range, Honeycomb',
    );
    expect(await histogram.isVisible()).toBe(true);
  });

  it('is played to the end on a desktop with the keyboard alone', async () => {
    const honeycomb = await todaysHoneycomb('medium');
    const page = await openHoneycomb('/honeycomb#medium', { viewport: DESKTOP });
    await expect.poll(() => givensOf(page)).toBe(honeycomb.puzzle);
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return element?.getAttribute('role') === 'gridcell'
          ? Number(element.getAttribute('data-cell'))
          : -1;
      });
    for (let presses = 0; (await focused()) < 0; presses++) {
      expect(presses, 'Tab into the honeycomb').toBeLessThan(40);
      await page.keyboard.press('Tab');
    }
    let at = await focused();
    for (const index of blanksOf(honeycomb.puzzle)) {
      for (const key of keysBetween(at, index)) await page.keyboard.press(key);
      at = index;
      expect(await focused()).toBe(index);
      await page.keyboard.press(honeycomb.solution[index]);
    }
    await control(page, 'success-dialog').waitFor();
    expect(await readGrid(page)).toBe(honeycomb.solution);
    expect(await control(page, 'share-text').textContent()).toMatch(
      new RegExp(`^Hanidoku · ${honeycomb.date} · Medium · \\d+:\\d\\d · no hints\\n`),
    );
  });

  it("opens a past day's honeycomb from its date", async () => {
    const date = '2026-11-15';
    const response = await fetch(`${ORIGIN}/api/v1/daily/${date}/honeycomb`);
    const set = (await response.json()) as DailySet;
    const page = await openHoneycomb(`/honeycomb?date=${date}#hard`);
    await expect.poll(() => givensOf(page)).toBe(set.puzzles[2].puzzle);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Daily honeycomb from the archive',
    );
  });

  it('walks through a Hanidoku on /solve', async () => {
    const { puzzle, solution } = await todaysHoneycomb('medium');
    const page = await openPage('/solve', { viewport: DESKTOP });
    await page.getByLabel('Hanidoku (the honeycomb)').check();
    await page.getByTestId('solve-input').fill(puzzle);
    const board = page.locator('#solve-board [role="gridcell"]');
    await expect.poll(() => board.count()).toBe(61);
    await page.getByTestId('steps-button').click();
    const count = page.getByTestId('step-count');
    await expect.poll(() => count.textContent()).toMatch(/^Step 1 of \d+$/);
    expect(await page.getByTestId('step-text').textContent()).toMatch(/\w{3,}/);
    expect(await page.getByTestId('solve-result').textContent()).toMatch(/^\d+ steps, level /);
    await page.getByTestId('step-next').click();
    expect(await count.textContent()).toMatch(/^Step 2 of \d+$/);
    await page.getByTestId('step-last').click();
    expect(await page.getByTestId('step-text').textContent()).toBe('Solved.');
    const shown = await board.evaluateAll((cells) => cells.map((c) => c.textContent).join(''));
    expect(shown).toBe(solution);
    await page.getByTestId('solve-button').click();
    await expect
      .poll(() => page.getByTestId('solve-result').textContent())
      .toBe('Exactly one solution, shown on the board.');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious accessibility violation in the ${colorScheme} theme`, async () => {
      const honeycomb = await todaysHoneycomb('medium');
      const page = await openHoneycomb('/honeycomb#medium', { viewport: PHONE, colorScheme });
      const [first, second] = blanksOf(honeycomb.puzzle);
      await cell(page, first).click();
      await control(page, `pad-${honeycomb.solution[first]}`).click();
      await cell(page, second).click();
      expect(await seriousViolations(page)).toEqual([]);
      await goTo(page, '/archive');
      await page.locator('[data-testid="day-puzzles"] li[data-level="honeycomb-medium"]').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
