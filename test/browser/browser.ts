import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, onTestFinished } from 'vitest';
import { CHROMIUM, ROOT } from './dev-server.ts';

/**
 * What every browser test file shares: the dev server's origin, the chromium of
 * global-setup.ts, and pages opened in their own browser context (fresh localStorage, closed
 * when the test ends) that fail the test on an uncaught script error or a breach of the site's
 * Content-Security-Policy.
 */

/** The dev server, `http://127.0.0.1:PORT`. */
export const ORIGIN = inject('origin');

const WS_ENDPOINT = inject('wsEndpoint');

/** Where screenshots go (git-ignored). */
export const RESULTS_DIR = join(ROOT, 'test-results');

/** A phone (the narrowest the site supports) and a laptop. */
export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

let browser: Browser | undefined;

/**
 * `describe` for tests that drive chromium, with the connection to it opened and closed around
 * them; skipped, with a warning, when global-setup.ts found no chromium.
 */
export function describeInBrowser(name: string, body: () => void): void {
  if (!WS_ENDPOINT) {
    console.warn(`skipped "${name}": no chromium at ${CHROMIUM} (apt-get install chromium)`);
    describe.skip(name, body);
    return;
  }
  describe(name, () => {
    beforeAll(async () => {
      browser = await chromium.connect(WS_ENDPOINT);
    });
    afterAll(async () => {
      await browser?.close();
      browser = undefined;
    });
    body();
  });
}

/** Options of `openPage`: the context's (viewport, colorScheme, …) and whether to wait for a board. */
export interface OpenOptions extends BrowserContextOptions {
  /** Wait until a playable board has its cells (default: when the path is / or /p/…). */
  board?: boolean;
  /** Stops the page's clock (`Date.now`, `new Date`) at this instant; timers keep running. */
  clock?: Date;
  /** Runs in every page of the context before the page's own scripts (to stub a browser API). */
  init?: () => void;
}

/** What went wrong in a page so far, for failure messages. */
const troubles = new WeakMap<Page, string[]>();

/**
 * A new page in a new context at `path`, answered 200 (404 for a path with `missing` in it);
 * the test fails if the page throws or its Content-Security-Policy refuses anything (so every
 * browser test guards the policy). The page is in UTC unless `timezoneId` says otherwise, so its
 * own date is the one /api/daily answers, whatever the machine's time zone.
 * @example const page = await openPage('/', { viewport: PHONE });
 */
export async function openPage(path: string, options: OpenOptions = {}): Promise<Page> {
  if (!browser) throw new Error('openPage is only for tests inside describeInBrowser');
  const {
    board = path === '/' || path.startsWith('/p/'),
    clock,
    init,
    ...contextOptions
  } = options;
  const context = await browser.newContext({
    baseURL: ORIGIN,
    timezoneId: 'UTC',
    ...contextOptions,
  });
  onTestFinished(async () => {
    await context.close();
  });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  if (clock) await page.clock.setFixedTime(clock);
  const errors: string[] = [];
  const blocked: string[] = [];
  const log: string[] = [];
  troubles.set(page, log);
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    log.push(`console: ${message.text()}`);
    if (message.text().includes('Content Security Policy')) blocked.push(message.text());
  });
  page.on('requestfailed', (request) => {
    log.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) log.push(`${response.status()}: ${response.url()}`);
  });
  onTestFinished(() => {
    expect(errors, 'uncaught errors in the page').toEqual([]);
    expect(blocked, "what the page's Content-Security-Policy refused").toEqual([]);
  });
  await goTo(page, path);
  if (board) await waitForBoard(page);
  return page;
}

/** Navigates and checks the status: 200, or 404 for the paths that name something missing. */
export async function goTo(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `GET ${path}`).toBe(path.includes('missing') ? 404 : 200);
}

/** Waits until the page's playable board has its cells and is no longer busy. */
export async function waitForBoard(page: Page): Promise<void> {
  const ready = page.locator(
    '[data-testid="player"] [role="grid"][aria-busy="false"] [role="gridcell"]',
  );
  try {
    await ready.first().waitFor({ timeout: 15_000 });
  } catch (error) {
    const state = await page.evaluate(() => ({
      player: document.querySelector('[data-testid="player"]')?.getAttribute('data-state'),
      notice: [...document.querySelectorAll('[role="alert"]')].map((n) => n.textContent?.trim()),
    }));
    throw new Error(
      `no board on ${page.url()}: ${JSON.stringify(state)}\n${(troubles.get(page) ?? []).join('\n')}`,
      { cause: error },
    );
  }
}

/** Saves a full-page screenshot as test-results/NAME.png. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Whether the page scrolls sideways: its content is wider than the viewport. */
export function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; width: number }> {
  return page.evaluate(() => ({
    scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    width: document.documentElement.clientWidth,
  }));
}
