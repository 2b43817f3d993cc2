import { expect, it } from 'vitest';
import { TECHNIQUES } from '../../shared/grade/techniques.ts';
import { seriousViolations } from './axe.ts';
import { DESKTOP, describeInBrowser, horizontalOverflow, openPage, PHONE } from './browser.ts';

describeInBrowser('the How to play page', () => {
  it('explains every technique the hints name, each at its own anchor with a drawn example', async () => {
    const page = await openPage('/how-to-play', { viewport: DESKTOP });
    await expect(page.locator('h1').textContent()).resolves.toBe('How to play');
    const examples = await page.evaluate(
      (ids) =>
        ids.map((id) => {
          const section = document.querySelector(`section#${id}`);
          const svg = section?.querySelector('svg[role="img"]');
          return `${id}: ${section ? 'section' : 'none'}, ${svg?.getAttribute('aria-label') ? 'labelled svg' : 'no svg'}, ${document.querySelectorAll(`a[href="#${id}"]`).length > 0 ? 'linked' : 'not linked'}`;
        }),
      TECHNIQUES.map((technique) => technique.id),
    );
    expect(examples).toEqual(TECHNIQUES.map(({ id }) => `${id}: section, labelled svg, linked`));
  });

  it('has the rules, the keys, the levels and the honeycomb, each with its example', async () => {
    const page = await openPage('/how-to-play', { viewport: DESKTOP });
    for (const id of ['rules', 'controls', 'levels', 'techniques', 'hanidoku']) {
      await expect(page.locator(`nav a[href="#${id}"]`).count(), `a link to #${id}`).resolves.toBe(
        1,
      );
    }
    await expect(page.locator('#rules svg[role="img"]').count()).resolves.toBe(1);
    await expect(page.locator('#hanidoku svg[role="img"] path').count()).resolves.toBe(61);
    const keys = await page.locator('#controls').textContent();
    for (const key of ['Shift', 'Backspace', 'Delete', 'Ctrl', 'Esc', 'N'])
      expect(keys).toContain(key);
    for (const level of ['Easy', 'Medium', 'Hard', 'Expert']) {
      await expect(page.locator('#levels h3', { hasText: level }).count()).resolves.toBe(1);
    }
  });

  it('never scrolls sideways on a 360-px phone', async () => {
    const page = await openPage('/how-to-play', { viewport: PHONE });
    const { scrollWidth, width } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`never splits a contents entry across its columns at ${viewport.width} px`, async () => {
      const page = await openPage('/how-to-play', { viewport });
      // A list item broken across two columns has a box in each.
      const entries = await page
        .locator('.toc-techniques li')
        .evaluateAll((items) =>
          items.map((item) => ({ name: item.textContent, boxes: item.getClientRects().length })),
        );
      // Every technique is listed: a list long enough to run over its (up to three) columns.
      expect(entries.length).toBeGreaterThanOrEqual(30);
      expect(entries.map(({ name }) => name)).toEqual(TECHNIQUES.map(({ name }) => name));
      expect(entries.filter(({ boxes }) => boxes > 1).map(({ name }) => name)).toEqual([]);
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violation in the ${colorScheme} theme`, async () => {
      const page = await openPage('/how-to-play', { viewport: PHONE, colorScheme });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
