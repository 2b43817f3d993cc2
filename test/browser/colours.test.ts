import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, openPage, PHONE } from './browser.ts';
import { cell, todaysPuzzle } from './player.ts';

/**
 * The board's highlights as a player sees them, computed from the page's styles in both themes:
 * the selected cell's row, column and box stand out from the other cells (at least 1.3:1), and
 * the selected cell, the cells of its digit and its peers are each clearly unlike the others.
 */

type Rgb = [number, number, number];

/** The colour painted behind an element: its own background, else its nearest painted ancestor's. */
function backgroundOf(page: Page, selector: string): Promise<Rgb> {
  return page.evaluate((selector) => {
    let element: Element | null = document.querySelector(selector);
    while (element) {
      const colour = getComputedStyle(element).backgroundColor;
      const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
      if (parts.length === 3 || (parts.length === 4 && parts[3] === 1)) {
        return [parts[0], parts[1], parts[2]] as Rgb;
      }
      element = element.parentElement;
    }
    throw new Error(`nothing painted behind ${selector}`);
  }, selector);
}

/** WCAG's relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG's contrast ratio of two colours, at least 1. */
function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** CIE76 colour difference (ΔE) in CIELAB, D65: about 2 is just noticeable, 20+ a different colour. */
function deltaE(a: Rgb, b: Rgb): number {
  const lab = (rgb: Rgb) => {
    const [r, g, bl] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    const xyz = [
      (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047,
      0.2126 * r + 0.7152 * g + 0.0722 * bl,
      (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883,
    ].map((t) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116));
    return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])];
  };
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

it('computes contrast and colour difference as published', () => {
  expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
  expect(contrast([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2);
  expect(deltaE([255, 255, 255], [255, 255, 255])).toBe(0);
  expect(deltaE([0, 0, 0], [255, 255, 255])).toBeCloseTo(100, 1);
});

describeInBrowser('the board colours', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`sets the selection apart in the ${theme} theme`, async () => {
      const { puzzle } = await todaysPuzzle('easy');
      const page = await openPage('/', { viewport: PHONE, colorScheme: theme });
      // A given, another given of the same digit outside its row, column and box, a blank peer
      // and a blank cell that is no peer.
      const peerOf = (a: number, b: number) =>
        Math.floor(a / 9) === Math.floor(b / 9) ||
        a % 9 === b % 9 ||
        (Math.floor(a / 27) === Math.floor(b / 27) &&
          Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3));
      let picked: number[] | undefined;
      for (let s = 0; s < 81 && !picked; s++) {
        if (puzzle[s] === '.') continue;
        const same = [...puzzle].findIndex((d, i) => d === puzzle[s] && !peerOf(s, i));
        const peer = [...puzzle].findIndex((d, i) => d === '.' && i !== s && peerOf(s, i));
        const plain = [...puzzle].findIndex(
          (d, i) => d === '.' && !peerOf(s, i) && !peerOf(same, i),
        );
        if (same >= 0 && peer >= 0 && plain >= 0) picked = [s, same, peer, plain];
      }
      const [selected, same, peer, plain] = picked!;
      await cell(page, selected).click();
      const at = (index: number) =>
        `[data-testid="player"] [role="gridcell"][data-cell="${index}"]`;
      expect(await page.locator(at(selected)).getAttribute('class')).toContain('selected');
      const colours = {
        selected: await backgroundOf(page, at(selected)),
        same: await backgroundOf(page, at(same)),
        peer: await backgroundOf(page, at(peer)),
        plain: await backgroundOf(page, at(plain)),
      };
      const report = JSON.stringify(colours);
      expect(contrast(colours.peer, colours.plain), `peer tint ${report}`).toBeGreaterThanOrEqual(
        1.3,
      );
      expect(contrast(colours.selected, colours.plain), report).toBeGreaterThanOrEqual(1.3);
      expect(contrast(colours.same, colours.plain), report).toBeGreaterThanOrEqual(1.3);
      for (const [a, b] of [
        ['selected', 'same'],
        ['selected', 'peer'],
        ['same', 'peer'],
      ] as const) {
        expect(deltaE(colours[a], colours[b]), `${a} vs ${b}: ${report}`).toBeGreaterThanOrEqual(
          15,
        );
      }
    });
  }

  it('switches theme by hand, over the system setting, and keeps the choice', async () => {
    const page = await openPage('/', { viewport: PHONE, colorScheme: 'light' });
    const background = () => backgroundOf(page, 'body');
    const light = await background();
    const toggle = page.getByTestId('theme-toggle');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const dark = await background();
    expect(contrast(light, dark)).toBeGreaterThan(10);
    await page.reload();
    expect(await background()).toEqual(dark);
    // The settings offer the system's theme back.
    await page.getByTestId('menu-button').click();
    await page.getByTestId('settings').click();
    await page.getByTestId('theme-system').check();
    expect(await background()).toEqual(light);
    expect(await page.evaluate(() => localStorage.getItem('sudoku:theme'))).toBeNull();
  });
});
