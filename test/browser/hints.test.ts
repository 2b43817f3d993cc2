import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, describeInBrowser, openPage } from './browser.ts';
import {
  blanksOf,
  cell,
  chooseFromMenu,
  control,
  player,
  readCells,
  showLevel,
  todaysPuzzle,
  typeAt,
} from './player.ts';

/** Today's easy puzzle on `/`, fresh. */
async function openEasy() {
  const today = await todaysPuzzle('easy');
  const page = await openPage('/');
  await showLevel(page, 'easy', today.puzzle);
  return { page, ...today, blanks: blanksOf(today.puzzle) };
}

/** A cell's name as hints say it: "row 6, column 3". */
const nameOf = (index: number) => `row ${Math.floor(index / 9) + 1}, column ${(index % 9) + 1}`;

/** Asks for a hint and returns its first level's text. */
async function askHint(page: Page): Promise<string> {
  await control(page, 'hint').click();
  await control(page, 'hint-panel').waitFor();
  await expect.poll(() => control(page, 'hint-text').textContent()).not.toBe('');
  return (await control(page, 'hint-text').textContent()) ?? '';
}

/** The hint's next level, and its text. */
async function moreDetail(page: Page): Promise<string> {
  await control(page, 'hint-more').click();
  expect(await control(page, 'hint-panel').getAttribute('data-level')).toBe('2');
  return (await control(page, 'hint-text').textContent()) ?? '';
}

/** The cells carrying a class, in cell order. */
function cellsWith(page: Page, className: string): Promise<number[]> {
  return player(page)
    .locator(`[role="gridcell"].${className}`)
    .evaluateAll((elements) => elements.map((element) => Number(element.dataset.cell)));
}

describeInBrowser('hints in plain words', () => {
  it('takes a partial note for no mistake: Shift+1 on an empty cell, then Hint gives a step', async () => {
    const { page, blanks } = await openEasy();
    await cell(page, blanks[0]).click();
    await page.keyboard.press('Shift+Digit1');
    const text = await askHint(page);
    expect(text).toMatch(/^Look at (row|column|box) \d( and (row|column|box) \d)*\.$/);
    expect(text).not.toMatch(/pencil mark|wrong/);
  });

  it('names a note the player removed that belongs as the mistake', async () => {
    const { page, solution, blanks } = await openEasy();
    const [a] = blanks;
    await chooseFromMenu(page, 'auto-notes');
    await cell(page, a).click();
    await page.keyboard.press(`Shift+Digit${solution[a]}`);
    expect(await askHint(page)).toMatch(
      /^One of the pencil marks you removed in box \d can still go there\.$/,
    );
    expect(await moreDetail(page)).toBe(
      `You removed a pencil mark from ${nameOf(a)} that can still go there.`,
    );
    expect(await cellsWith(page, 'hint-cell')).toEqual([a]);
    // Its third level puts the mark back, as its words say.
    expect(await control(page, 'hint-apply').textContent()).toBe('Do it');
    await control(page, 'hint-apply').click();
    expect((await readCells(page))[a].notes).toContain(solution[a]);
    expect(await control(page, 'hint-panel').getAttribute('data-level')).toBe('3');
  });

  it('names a wrong digit by its row and column', async () => {
    const { page, solution, blanks } = await openEasy();
    const a = blanks[1];
    const wrong = String((Number(solution[a]) % 9) + 1);
    await typeAt(page, a, wrong);
    expect(await askHint(page)).toMatch(/^One of your digits in box \d is wrong\.$/);
    expect(await moreDetail(page)).toBe(`The ${wrong} you placed in ${nameOf(a)} is wrong.`);
    // Its third level erases the digit, as its words say, and stays on show.
    expect(await control(page, 'hint-apply').textContent()).toBe('Do it');
    await control(page, 'hint-apply').click();
    expect((await readCells(page))[a].digit).toBe('.');
    expect(await control(page, 'hint-text').textContent()).toMatch(/erase it/);
  });

  it('marks the area first, then the cells with a link to how the technique works, then plays the move', async () => {
    const { page, solution } = await openEasy();
    const vague = await askHint(page);
    expect(vague).toMatch(/^Look at /);
    const area = await cellsWith(page, 'hint-area');
    expect(area.length % 9).toBe(0);
    expect(area.length).toBeGreaterThan(0);
    expect(await cellsWith(page, 'hint-cell')).toEqual([]);
    expect(await control(page, 'hint-link').count()).toBe(0);
    // Seen without colour too: the area is striped, the cells outlined.
    const stripes = await player(page)
      .locator('[role="gridcell"].hint-area')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(stripes).toContain('repeating-linear-gradient');

    const concrete = await moreDetail(page);
    expect(concrete).toMatch(/^Look for (a|an) [\w +-]+ in .+: .+\. How it works$/);
    const named = await cellsWith(page, 'hint-cell');
    expect(named.length).toBeGreaterThan(0);
    const outline = await cell(page, named[0]).evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).toMatch(/^dashed [1-9]/);
    const href = await control(page, 'hint-link').getAttribute('href');
    expect(href).toMatch(/^\/how-to-play#(full-house|naked-single|hidden-single)$/);

    await control(page, 'hint-apply').click();
    expect(await control(page, 'hint-panel').getAttribute('data-level')).toBe('3');
    const move = (await control(page, 'hint-text').textContent()) ?? '';
    expect(move).toMatch(/row \d, column \d/);
    expect(move).not.toMatch(/r\dc\d/);
    const [placed] = named;
    await expect
      .poll(() => cell(page, placed).getAttribute('aria-label'))
      .toContain(solution[placed]);

    await control(page, 'hint-close').click();
    expect(await cellsWith(page, 'hint-area')).toEqual([]);
    expect(await cellsWith(page, 'hint-cell')).toEqual([]);
  });

  it('counts the hint on show once, however often it is asked for again, by key or button', async () => {
    const { code, puzzle, solution } = await todaysPuzzle('easy');
    const page = await openPage(`/p/${code}`, { viewport: DESKTOP });
    const blanks = blanksOf(puzzle);
    await cell(page, blanks[0]).click();
    // Three quick presses, the hint finder still loading, then one at a time.
    for (let i = 0; i < 3; i++) await page.keyboard.press('h');
    const first = await askHint(page);
    await page.keyboard.press('h');
    await control(page, 'hint').click();
    await control(page, 'hint').click();
    expect(await control(page, 'hint-text').textContent()).toBe(first);
    // Asking again leads back to the panel's next step.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('hint-more');
    await moreDetail(page);
    await page.keyboard.press('h');
    expect(await control(page, 'hint-panel').getAttribute('data-level')).toBe('2');
    for (const index of blanks) await typeAt(page, index, solution[index]);
    await control(page, 'success-dialog').waitFor();
    expect(await control(page, 'success-hints').textContent()).toBe('1 hint');
    expect(await control(page, 'share-text').textContent()).toContain(' · 1 hint\n');
  });

  it('counts a new hint once the last one was played', async () => {
    const { page, code } = await openEasy();
    await askHint(page);
    await moreDetail(page);
    await control(page, 'hint-apply').click();
    expect(await control(page, 'hint-panel').getAttribute('data-level')).toBe('3');
    await askHint(page);
    await expect.poll(() => control(page, 'hint-panel').getAttribute('data-level')).toBe('1');
    const saved = await page.evaluate((key) => localStorage.getItem(key), `sudoku:game:${code}`);
    expect(JSON.parse(saved ?? '{}').h).toBe(2);
  });

  for (const close of ['Escape', 'Close'] as const) {
    it(`gives the focus back to the selected cell when the hint is closed (${close})`, async () => {
      const { page, blanks } = await openEasy();
      const selected = blanks[3];
      await cell(page, selected).click();
      await page.keyboard.press('h');
      await control(page, 'hint-panel').waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('hint-more');
      if (close === 'Escape') await page.keyboard.press('Escape');
      else {
        await control(page, 'hint-close').focus();
        await page.keyboard.press('Enter');
      }
      expect(await control(page, 'hint-panel').isHidden()).toBe(true);
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-cell'));
      expect(await focused()).toBe(String(selected));
      await page.keyboard.press('ArrowRight');
      expect(await focused()).toBe(String(selected + 1));
    });
  }
});
