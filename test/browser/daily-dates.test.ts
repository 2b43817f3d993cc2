import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { longDate } from '../../shared/date-words.ts';
import { DESKTOP, describeInBrowser, goTo, openPage, PHONE, waitForBoard } from './browser.ts';
import { player } from './player.ts';

/** A day a month after today (UTC): never published yet. */
const FUTURE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** The site navigation's link marked as the page on show, by its text; '' for none. */
function currentNavigation(page: Page): Promise<string> {
  return page.evaluate(
    () => document.querySelector('#site-nav a[aria-current="page"]')?.textContent?.trim() ?? '',
  );
}

/** What a daily page shows for a date with nothing to play. */
async function deadEnd(page: Page, prefix: string) {
  const notice = page.locator(`#${prefix}-notice`);
  await notice.waitFor();
  return {
    heading: await page.locator(`#${prefix}-heading`).textContent(),
    message: await notice.locator('p').first().textContent(),
    links: await notice
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    retry: await notice.getByRole('button').isVisible(),
    player: await player(page).isVisible(),
    tabs: await page.getByRole('tablist').isVisible(),
    navigation: await currentNavigation(page),
    /** 'status' for news (a day to come, one before the archive), 'alert' for a bad date. */
    role: await notice.getAttribute('role'),
  };
}

describeInBrowser('a daily page at a date with no puzzles', () => {
  for (const [page, prefix, noun, today] of [
    ['/', 'daily', 'puzzles', '/'],
    ['/honeycomb', 'honeycomb', 'honeycombs', '/honeycomb'],
  ] as const) {
    it(`says when a future day's ${noun} appear, with links onward and no empty player (${page})`, async () => {
      const tab = await openPage(`${page}?date=${FUTURE}#easy`, { viewport: DESKTOP });
      const shown = await deadEnd(tab, prefix);
      expect(shown).toEqual({
        heading: 'Not published yet',
        message: `The ${noun} of ${longDate(FUTURE)} are not published yet: come back that day. A day's ${noun} appear as soon as it begins anywhere on Earth, at 10:00 UTC the day before.`,
        links: [today, '/archive'],
        retry: false,
        player: false,
        tabs: false,
        navigation: '',
        role: 'status',
      });
      await tab.getByRole('link', { name: 'The archive' }).click();
      await tab.waitForURL('**/archive');
    });

    it(`says a malformed date is not a date (${page})`, async () => {
      const tab = await openPage(`${page}?date=banana#easy`, { viewport: DESKTOP });
      const shown = await deadEnd(tab, prefix);
      expect(shown.heading).toBe('Not a date');
      expect(shown.message).toMatch(
        /^“banana” is not a date: a day is written YYYY-MM-DD, like \d{4}-\d\d-\d\d\.$/,
      );
      expect(shown.links).toEqual([today, '/archive']);
      expect([shown.player, shown.tabs, shown.retry, shown.role]).toEqual([
        false,
        false,
        false,
        'alert',
      ]);
    });
  }

  it('says when the archive begins for a day before it', async () => {
    const page = await openPage('/?date=2020-01-01#easy', { viewport: DESKTOP });
    const shown = await deadEnd(page, 'daily');
    expect(shown.heading).toBe('No puzzles that day');
    expect(shown.message).toMatch(/^The archive begins on \d{4}-\d\d-\d\d/);
    expect([shown.player, shown.links.length, shown.role]).toEqual([false, 2, 'status']);
  });

  it('shows its heading on a phone, where a day with a board leaves the naming to the bar', async () => {
    const noDay = await openPage('/?date=2020-01-01#easy', { viewport: PHONE, board: false });
    await noDay.locator('#daily-notice').waitFor();
    const shown = await noDay.locator('#daily-heading').boundingBox();
    expect(shown?.width).toBeGreaterThan(100);
    expect(shown?.height).toBeGreaterThan(20);
    // Today's page reads its heading, but shows the day in the player's bar instead.
    const today = await openPage('/', { viewport: PHONE });
    expect((await today.locator('#daily-heading').boundingBox())?.width).toBeLessThanOrEqual(1);
  });

  it("takes whether a day is published from the API's answer, not the visitor's clock", async () => {
    // A clock years behind: a day before the archive looks to the page like one to come.
    const behind = await openPage('/?date=2020-01-01#easy', {
      viewport: DESKTOP,
      clock: new Date('2019-06-01T12:00:00Z'),
    });
    const before = await deadEnd(behind, 'daily');
    expect([before.heading, before.message]).toEqual([
      'No puzzles that day',
      expect.stringMatching(/^The archive begins on \d{4}-\d\d-\d\d/),
    ]);
    // A clock two months ahead: a day not published yet looks to the page like a past one.
    const ahead = await openPage(`/?date=${FUTURE}#easy`, {
      viewport: DESKTOP,
      clock: new Date(Date.now() + 60 * 86_400_000),
    });
    const later = await deadEnd(ahead, 'daily');
    expect([later.heading, later.navigation]).toEqual(['Not published yet', '']);
  });

  it('marks the archive, not Today, in the navigation for a past day, before its puzzles arrive', async () => {
    const day = '2026-11-15';
    const page = await openPage('/favicon.svg', { viewport: DESKTOP, board: false });
    // The day's puzzles are held back until the heading and navigation have been read.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked = new Promise<void>((resolve) =>
      page.route(`**/api/v1/daily/${day}`, async (route) => {
        resolve();
        await released;
        await route.continue();
      }),
    );
    await goTo(page, `/?date=${day}#easy`);
    await asked;
    const shown = async () => ({
      heading: await page.locator('#daily-heading').textContent(),
      navigation: await currentNavigation(page),
      title: await page.title(),
    });
    const archived = {
      heading: 'Daily puzzle from the archive',
      navigation: 'Archive',
      title: `Sudoku · daily puzzle of ${day}`,
    };
    expect(await shown()).toEqual(archived);
    expect(await player(page).getByRole('gridcell').count()).toBe(0);
    release();
    await waitForBoard(page);
    expect(await shown()).toEqual(archived);
    expect(await player(page).isVisible()).toBe(true);
    const today = await openPage('/', { viewport: DESKTOP });
    expect(await currentNavigation(today)).toBe('Today');
  });
});
