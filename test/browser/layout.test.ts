import type { Page } from 'playwright-core';
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
import { blanksOf, control, player, showLevel, todaysPuzzle, typeAt } from './player.ts';

/** The controls always on screen, under the pad; the others are in the "More" menu. */
const MAIN_CONTROLS = ['undo', 'erase', 'notes', 'hint', 'menu-button'];
const MENU_ACTIONS = ['redo', 'auto-notes', 'check', 'reveal', 'restart', 'settings'];

/** The box of the first element matching `selector`, rounded to whole pixels. */
async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  return box && Object.fromEntries(Object.entries(box).map(([k, v]) => [k, Math.round(v)]));
}

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

  it('fits the board, the pad and the main controls on a 360×740 phone, the board near the top', async () => {
    const page = await openPage('/', { viewport: PHONE, hasTouch: true, isMobile: true });
    const board = (await boxOf(page, '[data-testid="player"] [role="grid"]'))!;
    expect(board.y, 'the board starts within 130 px of the top').toBeLessThanOrEqual(130);
    expect(board.x).toBeGreaterThanOrEqual(0);
    expect(board.x + board.width).toBeLessThanOrEqual(PHONE.width);
    expect(board.width / 9, 'cells at least 32 px wide').toBeGreaterThanOrEqual(32);
    const pad = (await control(page, 'pad').boundingBox())!;
    expect(pad.y).toBeGreaterThanOrEqual(board.y + board.height);
    for (const id of ['pad-1', 'pad-9', ...MAIN_CONTROLS]) {
      const box = (await control(page, id).boundingBox())!;
      expect(box.y + box.height, `${id} ends inside the screen`).toBeLessThanOrEqual(PHONE.height);
      expect(box.width, `${id} is big enough to tap`).toBeGreaterThanOrEqual(32);
    }
    // The rest is in the menu, which opens over the page.
    for (const id of MENU_ACTIONS) expect(await control(page, id).isVisible()).toBe(false);
    await control(page, 'menu-button').tap();
    for (const id of MENU_ACTIONS) {
      const box = (await control(page, id).boundingBox())!;
      expect(box.y >= 0 && box.y + box.height <= PHONE.height, `${id} on screen`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="player"] [role="gridcell"]').nth(40).tap();
    expect(
      await page
        .locator('[data-testid="player"] [role="gridcell"]')
        .nth(40)
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(await page.evaluate(() => scrollY), 'nothing scrolled').toBe(0);
  });

  for (const level of ['easy', 'expert']) {
    it(`opens hints over the pad without moving the board (${level}, phone)`, async () => {
      const page = await openPage('/', { viewport: PHONE, hasTouch: true, isMobile: true });
      await showLevel(page, level, (await todaysPuzzle(level)).puzzle);
      const before = await boxOf(page, '[data-testid="player"] [role="grid"]');
      await control(page, 'hint').tap();
      const panel = control(page, 'hint-text').filter({ hasText: /\w/ });
      await panel.waitFor();
      await control(page, 'hint-more').tap();
      expect(await boxOf(page, '[data-testid="player"] [role="grid"]')).toEqual(before);
      const box = (await control(page, 'hint-panel').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(before!.y + before!.height);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      expect(await page.evaluate(() => scrollY), 'nothing scrolled').toBe(0);
    });
  }

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone held sideways', { width: 740, height: 360 }],
    ['tablet', { width: 768, height: 1024 }],
  ] as const) {
    it(`shows the whole board with its pad and controls on a ${name} (${viewport.width}×${viewport.height})`, async () => {
      const page = await openPage('/', { viewport });
      const board = (await boxOf(page, '[data-testid="player"] [role="grid"]'))!;
      expect(board.y).toBeGreaterThanOrEqual(0);
      expect(board.y + board.height, 'the board ends inside the screen').toBeLessThanOrEqual(
        viewport.height,
      );
      expect(board.width / 9).toBeGreaterThanOrEqual(28);
      for (const id of ['pad-1', 'pad-9', ...MAIN_CONTROLS]) {
        const box = (await control(page, id).boundingBox())!;
        expect(box.x + box.width, `${id} inside the screen`).toBeLessThanOrEqual(viewport.width);
        if (name !== 'tablet') {
          expect(box.y + box.height, `${id} inside the screen`).toBeLessThanOrEqual(
            viewport.height,
          );
        }
      }
      const { scrollWidth, width } = await horizontalOverflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    });
  }

  it("keeps the controls in place when the solved banner takes the pad's place, on a laptop and a phone", async () => {
    const { puzzle, solution } = await todaysPuzzle('easy');
    const page = await openPage('/', { viewport: DESKTOP });
    await showLevel(page, 'easy', puzzle);
    /** How far below the board's top the controls begin, at each size. */
    const controlsAt = async () => {
      const offsets: number[] = [];
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        offsets.push(
          await player(page).evaluate(
            (root) =>
              root.querySelector('[data-testid="undo"]')!.getBoundingClientRect().top -
              root.querySelector('[role="grid"]')!.getBoundingClientRect().top,
          ),
        );
      }
      await page.setViewportSize(DESKTOP);
      return offsets;
    };
    const playing = await controlsAt();
    for (const index of blanksOf(puzzle)) await typeAt(page, index, solution[index]);
    await control(page, 'success-close').click();
    expect(await control(page, 'solved-banner').isVisible()).toBe(true);
    expect(await control(page, 'pad-1').isVisible()).toBe(false);
    expect(await controlsAt()).toEqual(playing);
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
