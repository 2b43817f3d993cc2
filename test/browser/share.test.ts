import { expect, it } from 'vitest';
import { describeInBrowser, ORIGIN, openPage } from './browser.ts';
import { blanksOf, control, showLevel, todaysPuzzle, typeAt } from './player.ts';

/** What the stub share sheet was given, and how it answers the next share. */
interface ShareSheet {
  given: ShareData[];
  answer: 'share' | 'AbortError' | 'NotAllowedError';
}

declare global {
  interface Window {
    shareSheet: ShareSheet;
  }
}

/**
 * A phone's share sheet, as `navigator.share` (headless chromium on Linux has none): it records
 * what it is given and shares, or rejects as a player's cancel or a refusal would.
 */
function stubShareSheet(): void {
  window.shareSheet = { given: [], answer: 'share' };
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data: ShareData) => {
      window.shareSheet.given.push(data);
      const { answer } = window.shareSheet;
      if (answer !== 'share') throw new DOMException('stub share sheet', answer);
    },
  });
}

describeInBrowser('sharing a result', () => {
  it('shares the line and the link through the share sheet, says nothing on a cancel and copies when the sheet fails', async () => {
    const { date, puzzle, solution } = await todaysPuzzle('easy');
    const page = await openPage('/', {
      init: stubShareSheet,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await showLevel(page, 'easy', puzzle);
    for (const index of blanksOf(puzzle)) await typeAt(page, index, solution[index]);
    await control(page, 'success-dialog').waitFor();
    const time = (await control(page, 'success-time').textContent()) ?? '';
    const line = `Sudoku · ${date} · Easy · ${time} · no hints`;
    const link = `${ORIGIN}/?date=${date}&level=easy#easy`;
    expect(await control(page, 'share-text').textContent()).toBe(`${line}\n${link}`);
    const button = page.getByRole('button', { name: 'Share', exact: true });
    expect(await button.getAttribute('data-testid')).toBe('share-copy');
    expect(await button.locator('svg:visible').getAttribute('data-icon')).toBe('share');

    const given = () => page.evaluate(() => window.shareSheet.given);
    const status = () => control(page, 'share-status').textContent();
    await button.click();
    await expect.poll(given).toEqual([{ text: line, url: link }]);
    expect(await status()).toBe('');

    await page.evaluate(() => {
      window.shareSheet.answer = 'AbortError';
    });
    await button.click();
    await expect.poll(async () => (await given()).length).toBe(2);
    await page.waitForTimeout(200);
    expect(await status()).toBe('');

    await page.evaluate(() => {
      window.shareSheet.answer = 'NotAllowedError';
    });
    await button.click();
    await expect.poll(status).toMatch(/copied/i);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${line}\n${link}`);
  });
});
