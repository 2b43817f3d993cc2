import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, goTo, ORIGIN, openPage, waitForBoard } from './browser.ts';
import {
  blanksOf,
  control,
  type DailySet,
  givensOf,
  readGrid,
  showLevel,
  todaysPuzzle,
  typeAt,
} from './player.ts';

/**
 * The site offline and installable (site/src/sw.ts, site/public/manifest.webmanifest): after one
 * visit the service worker keeps the pages, today's dailies, the archive's last week and every
 * shared puzzle, so that they load and play with the network off, and the progress made
 * offline stays.
 */

const DAY_MS = 86_400_000;

/** The date `days` before `date`, both YYYY-MM-DD. */
function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** Waits until the worker controls the page and keeps `paths` (API answers) in its caches. */
async function waitForWorker(page: Page, paths: string[]): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(
      () =>
        page.evaluate(
          async (wanted) =>
            (await Promise.all(wanted.map((path) => caches.match(path)))).every(Boolean),
          paths,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Turns the network off, and checks that it is: a GET the worker does not keep fails. */
async function goOffline(page: Page, today: string): Promise<void> {
  await page.context().setOffline(true);
  const outcome = await page.evaluate(
    (path) =>
      fetch(path).then(
        () => 'answered',
        () => 'failed',
      ),
    `/api/v1/daily/${daysBefore(today, 40)}`,
  );
  expect(outcome, 'a daily the worker never kept, offline').toBe('failed');
}

/** The width and height a PNG's IHDR chunk states. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describeInBrowser('the site offline', () => {
  it("plays today's puzzle offline after one visit, and keeps what was played", async () => {
    const { date, puzzle, solution } = await todaysPuzzle('easy');
    const page = await openPage('/');
    await waitForWorker(page, [`/api/v1/daily/${date}`]);
    await goOffline(page, date);

    await page.reload();
    await waitForBoard(page);
    await showLevel(page, 'easy', puzzle);
    const blanks = blanksOf(puzzle);
    for (const index of blanks.slice(0, 3)) await typeAt(page, index, solution[index]);

    await page.reload();
    await waitForBoard(page);
    await showLevel(page, 'easy', puzzle);
    const grid = await readGrid(page);
    for (const index of blanks.slice(0, 3)) expect(grid[index]).toBe(solution[index]);
    for (const index of blanks.slice(3)) await typeAt(page, index, solution[index]);
    await control(page, 'success-dialog').waitFor();

    await page.reload();
    await waitForBoard(page);
    await showLevel(page, 'easy', puzzle);
    expect(await readGrid(page)).toBe(solution);
  });

  it("opens the archive's last week and a shared puzzle offline", async () => {
    const made = await fetch(`${ORIGIN}/api/v1/puzzles?level=medium&seed=offline`);
    expect(made.status).toBe(200);
    const shared = (await made.json()) as { puzzle: string; code: string };
    const { date } = await todaysPuzzle('easy');
    const weekAgo = daysBefore(date, 7);
    const page = await openPage(`/p/${shared.code}`);
    await waitForWorker(page, [
      `/api/v1/puzzles/${shared.code}`,
      `/api/v1/daily/${weekAgo}`,
      `/api/v1/daily/${weekAgo}/honeycomb`,
    ]);
    await goOffline(page, date);

    await goTo(page, `/archive?day=${weekAgo}`);
    const items = page.getByTestId('day-puzzles').locator('li');
    await expect.poll(() => items.count()).toBe(7);
    const answer = await fetch(`${ORIGIN}/api/v1/daily/${weekAgo}`);
    const { puzzles } = (await answer.json()) as DailySet;
    const hard = puzzles.find((entry) => entry.level === 'hard')!;
    await page.getByRole('link', { name: 'hard', exact: true }).click();
    await waitForBoard(page);
    await showLevel(page, 'hard', hard.puzzle);

    await goTo(page, `/p/${shared.code}`);
    await waitForBoard(page);
    await expect.poll(() => givensOf(page)).toBe(shared.puzzle);
  });
});

describeInBrowser('the site installed', () => {
  it("meets Chromium's installability criteria: a manifest with its icons and a worker", async () => {
    const page = await openPage('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await fetch(new URL(href!, ORIGIN));
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.name).toContain('Ninefold');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const purposes: string[] = [];
    for (const icon of manifest.icons) {
      const file = await fetch(new URL(icon.src, ORIGIN));
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toBe(icon.type);
      const { width, height } = pngSize(new Uint8Array(await file.arrayBuffer()));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      purposes.push(`${icon.sizes} ${icon.purpose ?? 'any'}`);
    }
    expect(purposes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    const worker = await (await fetch(`${ORIGIN}/sw.js`)).text();
    expect(worker).toMatch(/addEventListener\(["']fetch["']/);

    // Chromium's own check; a test's browser context is off the record, which it names
    // ('in-incognito') besides anything wrong with the manifest, its icons or the worker.
    const cdp = await page.context().newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const ids = installabilityErrors.map((error) => error.errorId);
    expect(ids.filter((id) => id !== 'in-incognito')).toEqual([]);
  });
});
