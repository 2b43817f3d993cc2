import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, ORIGIN, openPage } from './browser.ts';
import {
  blanksOf,
  cell,
  control,
  givensOf,
  player,
  readCells,
  readGrid,
  showLevel,
  todaysPuzzle,
  typeAt,
} from './player.ts';

/** The element that has the focus: its role, data-cell and data-testid. */
function focused(
  page: Page,
): Promise<{ role: string | null; cell: string | null; testId: string | null }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      role: element?.getAttribute('role') ?? null,
      cell: element?.getAttribute('data-cell') ?? null,
      testId: element?.getAttribute('data-testid') ?? null,
    };
  });
}

/** Presses Tab until the focus is on a grid cell; returns how many presses it took. */
async function tabIntoGrid(page: Page): Promise<number> {
  for (let presses = 1; presses <= 40; presses++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).role === 'gridcell') return presses;
  }
  throw new Error('40 presses of Tab never reached the grid');
}

/** The animations of the success dialog's celebration, one name per cell ('none' when still). */
function celebration(page: Page): Promise<string[]> {
  return control(page, 'success-dialog')
    .locator('.celebration span')
    .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).animationName));
}

describeInBrowser('playing a daily puzzle', () => {
  it('celebrates a solve without motion when the player asks for reduced motion', async () => {
    const page = await openPage('/', { reducedMotion: 'reduce' });
    await control(page, 'success-dialog').evaluate((dialog) =>
      (dialog as HTMLDialogElement).showModal(),
    );
    const names = await celebration(page);
    expect(names).toHaveLength(9);
    expect(new Set(names)).toEqual(new Set(['none']));
  });

  it('solves the puzzle by typing its digits, then shows the result and copies the share text', async () => {
    const { date, puzzle, solution } = await todaysPuzzle('easy');
    const page = await openPage('/', { permissions: ['clipboard-read', 'clipboard-write'] });
    await showLevel(page, 'easy', puzzle);
    const dialog = control(page, 'success-dialog');
    for (const index of blanksOf(puzzle)) {
      expect(await dialog.isVisible()).toBe(false);
      await typeAt(page, index, solution[index]);
    }
    await dialog.waitFor();
    expect(await readGrid(page)).toBe(solution);
    expect(await control(page, 'success-hints').textContent()).toBe('no hints');
    const time = (await control(page, 'success-time').textContent()) ?? '';
    expect(time).toMatch(/^\d+:\d\d$/);
    // The first solve at a level is the best time there; the mark's cells pop in.
    expect(await control(page, 'success-best').textContent()).toBe(time);
    expect(await celebration(page)).toContain('pop');
    const shareText = (await control(page, 'share-text').textContent()) ?? '';
    const [line, link] = shareText.split('\n');
    expect(line).toBe(`Sudoku · ${date} · Easy · ${time} · no hints`);
    expect(link.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(shareText).not.toContain(solution.slice(0, 9));

    // Headless chromium on Linux has no share sheet (navigator.share): the button copies.
    await page.getByRole('button', { name: 'Copy result', exact: true }).click();
    await expect.poll(() => control(page, 'share-status').textContent()).toMatch(/copied/i);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareText);

    await control(page, 'success-close').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await player(page).getAttribute('data-state')).toBe('solved');
    expect(await control(page, 'solved-banner').isVisible()).toBe(true);
    const timer = await control(page, 'timer').textContent();
    await page.waitForTimeout(1_100);
    expect(await control(page, 'timer').textContent()).toBe(timer);
  });

  it('keeps the digits and notes of a game in progress across a reload', async () => {
    const { puzzle, solution } = await todaysPuzzle('medium');
    const page = await openPage('/');
    await showLevel(page, 'medium', puzzle);
    const [first, second, third] = blanksOf(puzzle);
    await typeAt(page, first, solution[first]);
    await typeAt(page, second, solution[second]);
    await cell(page, third).click();
    await page.keyboard.press('Shift+Digit1');
    await page.keyboard.press('Shift+Digit2');
    const before = await readCells(page);
    expect(before[third].notes).toBe('12');
    await page.waitForTimeout(1_100);

    await page.reload();
    await showLevel(page, 'medium', puzzle);
    const after = await readCells(page);
    expect(after.map((view) => view.digit)).toEqual(before.map((view) => view.digit));
    expect(after.map((view) => view.notes)).toEqual(before.map((view) => view.notes));
    expect(await control(page, 'timer').textContent()).not.toBe('0:00');
    const stored = await page.evaluate(() => Object.keys(localStorage).length);
    expect(stored).toBeGreaterThan(0);
  });

  it('is played to the end with the keyboard alone', async () => {
    const { puzzle, solution } = await todaysPuzzle('hard');
    const page = await openPage('/');
    expect(await tabIntoGrid(page)).toBeGreaterThan(0);
    // The level tabs are one tab stop; the arrows move between them (ARIA tabs).
    for (let presses = 0; (await focused(page)).role !== 'tab'; presses++) {
      expect(presses, 'Shift+Tab back to the level tabs').toBeLessThan(20);
      await page.keyboard.press('Shift+Tab');
    }
    for (let presses = 0; presses < 4; presses++) {
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Hard')
        break;
      await page.keyboard.press('ArrowRight');
    }
    await expect.poll(() => givensOf(page)).toBe(puzzle);
    await tabIntoGrid(page);

    // The focused cell is the selected one; the arrows move both.
    const blanks = blanksOf(puzzle);
    let at = Number((await focused(page)).cell);
    for (const index of blanks) {
      const [r, c, rAt, cAt] = [Math.floor(index / 9), index % 9, Math.floor(at / 9), at % 9];
      for (let i = rAt; i < r; i++) await page.keyboard.press('ArrowDown');
      for (let i = rAt; i > r; i--) await page.keyboard.press('ArrowUp');
      for (let i = cAt; i < c; i++) await page.keyboard.press('ArrowRight');
      for (let i = cAt; i > c; i--) await page.keyboard.press('ArrowLeft');
      at = index;
      if (index === blanks[0]) {
        expect(await focused(page)).toMatchObject({ role: 'gridcell', cell: String(index) });
        expect((await readCells(page))[index].selected).toBe(true);
        // A wrong digit, erased, then a note, undone: the cell is empty again.
        await page.keyboard.press(solution[index] === '1' ? '2' : '1');
        await page.keyboard.press('Backspace');
        await page.keyboard.press('Shift+Digit5');
        expect((await readCells(page))[index].notes).toBe('5');
        await page.keyboard.press('Control+z');
        expect((await readCells(page))[index]).toMatchObject({ digit: '.', notes: '' });
      }
      await page.keyboard.press(solution[index]);
    }
    const dialog = control(page, 'success-dialog');
    await dialog.waitFor();
    expect(await readGrid(page)).toBe(solution);
    // The dialog takes the focus, and Escape closes it.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});
