import { expect, it } from 'vitest';
import {
  DESKTOP,
  describeInBrowser,
  goTo,
  horizontalOverflow,
  openPage,
  PHONE,
  saveScreenshot,
} from './browser.ts';
import { control, todaysPuzzle } from './player.ts';

/** Every kind of page of the site; a shared link is added with today's code. */
const PAGES = ['/', '/archive', '/new', '/solve', '/api', '/missing-page'];

describeInBrowser('the layout', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`never scrolls sideways at ${viewport.width}×${viewport.height} (${name})`, async () => {
      const { code } = await todaysPuzzle('expert');
      const page = await openPage('/', { viewport, board: false });
      for (const path of [...PAGES, `/p/${code}`]) {
        await goTo(page, path);
        await page.waitForLoadState('networkidle');
        const { scrollWidth, width } = await horizontalOverflow(page);
        expect(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(width);
      }
    });
  }

  it('puts the number pad under a board that fits a 360-px phone', async () => {
    const page = await openPage('/', { viewport: PHONE, hasTouch: true, isMobile: true });
    const board = await page.locator('[data-testid="player"] [role="grid"]').boundingBox();
    const pad = await control(page, 'pad').boundingBox();
    expect(board!.x).toBeGreaterThanOrEqual(0);
    expect(board!.x + board!.width).toBeLessThanOrEqual(PHONE.width);
    expect(pad!.y).toBeGreaterThanOrEqual(board!.y + board!.height);
    // Big enough to tap: each cell and each pad key at least 32 px wide.
    expect(board!.width / 9).toBeGreaterThanOrEqual(32);
    expect((await control(page, 'pad-1').boundingBox())!.width).toBeGreaterThanOrEqual(32);
    await page.locator('[data-testid="player"] [role="gridcell"]').nth(40).tap();
    expect(
      await page
        .locator('[data-testid="player"] [role="gridcell"]')
        .nth(40)
        .getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('follows the system theme, light and dark; screenshots in test-results/', async () => {
    const backgrounds: Record<string, string> = {};
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const [name, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const page = await openPage('/', { viewport, colorScheme });
        await page.locator('[data-testid="daily-date"]').filter({ hasText: /\d/ }).waitFor();
        await saveScreenshot(page, `home-${colorScheme}-${name}`);
        backgrounds[colorScheme] = await page.evaluate(() => {
          const body = getComputedStyle(document.body).backgroundColor;
          return body === 'rgba(0, 0, 0, 0)'
            ? getComputedStyle(document.documentElement).backgroundColor
            : body;
        });
        await page.context().close();
      }
    }
    expect(backgrounds.light).not.toBe(backgrounds.dark);
  });
});
