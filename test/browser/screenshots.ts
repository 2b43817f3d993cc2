import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, ROOT, requireBuiltSite, startDevServer } from './dev-server.ts';

/**
 * Screenshots of the built site as its visitors see it, on a phone (360×740) and a laptop
 * (1280×800), light and dark, in Debian's chromium. `npm run screenshots` writes the ones the
 * README shows (today's puzzle and today's honeycomb) to docs/screenshots/; `-- --all --out
 * DIR` takes every page, for a look before a change is called done.
 * @example node test/browser/screenshots.ts --all --out test-results/shots
 */

const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };
const THEMES = ['light', 'dark'] as const;
/** The pages a visitor meets; `--all` takes each, the README the first two. */
const PAGES = [
  '/',
  '/honeycomb',
  '/archive',
  '/new',
  '/solve',
  '/stats',
  '/how-to-play',
  '/api',
  '/missing',
];

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: join(ROOT, 'docs/screenshots') },
    all: { type: 'boolean', default: false },
  },
});
const out = values.out;
mkdirSync(out, { recursive: true });
requireBuiltSite();
const server = await startDevServer();
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  for (const path of values.all ? PAGES : PAGES.slice(0, 2)) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      for (const colorScheme of THEMES) {
        const context = await browser.newContext({
          viewport,
          colorScheme,
          baseURL: server.origin,
          isMobile: size === 'phone',
          hasTouch: size === 'phone',
        });
        const page = await context.newPage();
        await page.goto(path);
        await settle(page);
        const name = `${path === '/' ? 'today' : path.slice(1)}-${size}-${colorScheme}.png`;
        await page.screenshot({ path: join(out, name), fullPage: values.all });
        console.log(join(out, name));
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

/** Waits for the page's data: a board's cells when it has a player, else the network. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const board = page.locator('[role="grid"][aria-busy="false"] [role="gridcell"]');
  // /new shows its player only once a puzzle is made.
  if (await page.locator('[data-testid="player"]:visible').count()) {
    await board.first().waitFor();
    // A cell selected, as in play: its lines and its digit's cells lit.
    await board.nth(30).click();
  }
}
