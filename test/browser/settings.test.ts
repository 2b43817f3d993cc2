import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, openPage } from './browser.ts';
import {
  blanksOf,
  cell,
  chooseFromMenu,
  control,
  readCells,
  showLevel,
  todaysPuzzle,
  typeAt,
} from './player.ts';

/** Opens the settings from the "More" menu, flips the named boxes, and closes them. */
async function toggleSettings(page: Page, ...names: string[]): Promise<void> {
  await chooseFromMenu(page, 'settings');
  for (const name of names) await control(page, `setting-${name}`).click();
  await control(page, 'settings-done').click();
}

/** The colour painted behind a cell of the player. */
function cellBackground(page: Page, index: number): Promise<string> {
  return cell(page, index).evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** Whether two cells of a 9×9 grid share a row, a column or a box (or are one cell). */
function isPeer(a: number, b: number): boolean {
  const box = (i: number) => Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3);
  return Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9 || box(a) === box(b);
}

/** Today's easy puzzle on a fresh page, with two blanks in one row. */
async function openEasy() {
  const today = await todaysPuzzle('easy');
  const page = await openPage('/');
  await showLevel(page, 'easy', today.puzzle);
  const blanks = blanksOf(today.puzzle);
  const a = blanks[0];
  const b = blanks.find((other) => other !== a && Math.floor(other / 9) === Math.floor(a / 9))!;
  return { page, ...today, a, b };
}

describeInBrowser('the player settings', () => {
  it('start as most players expect: timer shown, equal digits lit, mistakes not shown, notes cleared', async () => {
    const { page } = await openEasy();
    await chooseFromMenu(page, 'settings');
    const checked = async (name: string) => control(page, `setting-${name}`).isChecked();
    expect(await checked('showTimer')).toBe(true);
    expect(await checked('sameDigits')).toBe(true);
    expect(await checked('showMistakes')).toBe(false);
    expect(await checked('clearNotes')).toBe(true);
    expect(await control(page, 'mistakes').isVisible()).toBe(false);
  });

  it('hide the timer, and keep that after a reload', async () => {
    const { page } = await openEasy();
    expect(await control(page, 'timer').isVisible()).toBe(true);
    await toggleSettings(page, 'showTimer');
    expect(await control(page, 'timer').isVisible()).toBe(false);
    await page.reload();
    await control(page, 'timer').waitFor({ state: 'attached' });
    expect(await control(page, 'timer').isVisible()).toBe(false);
  });

  it('turn the highlight of equal digits off', async () => {
    const { page, puzzle } = await openEasy();
    // Two givens of one digit that are not peers, and a blank peer of neither.
    const cells = [...puzzle];
    let first = -1;
    let second = -1;
    for (let i = 0; i < 81 && second < 0; i++) {
      const j = cells.findIndex((ch, k) => ch !== '.' && ch === cells[i] && !isPeer(i, k));
      if (cells[i] !== '.' && j >= 0) [first, second] = [i, j];
    }
    const far = cells.findIndex((ch, i) => ch === '.' && !isPeer(i, first) && !isPeer(i, second));
    await cell(page, first).click();
    const plain = await cellBackground(page, far);
    expect(await cell(page, second).getAttribute('class')).toContain('same');
    expect(await cellBackground(page, second)).not.toBe(plain);
    await toggleSettings(page, 'sameDigits');
    await cell(page, first).click();
    expect(await cellBackground(page, second)).toBe(plain);
  });

  it('show a wrong digit in red as it is placed, and count the mistakes across a reload', async () => {
    const { page, solution, a, b } = await openEasy();
    await toggleSettings(page, 'showMistakes');
    await control(page, 'mistakes').waitFor();
    expect(await control(page, 'mistakes').textContent()).toBe('0 mistakes');
    const wrong = solution[a] === '1' ? '2' : '1';
    await typeAt(page, a, wrong);
    expect(await cell(page, a).getAttribute('aria-label')).toMatch(/, wrong\b/);
    expect(await control(page, 'mistakes').textContent()).toBe('1 mistake');
    // A right digit is no mistake.
    await typeAt(page, b, solution[b]);
    expect(await cell(page, b).getAttribute('aria-label')).not.toMatch(/, wrong\b/);
    expect(await control(page, 'mistakes').textContent()).toBe('1 mistake');
    await page.reload();
    await control(page, 'mistakes').waitFor();
    await expect.poll(() => control(page, 'mistakes').textContent()).toBe('1 mistake');
  });

  it('keep the notes of other cells when a digit is placed, if asked to', async () => {
    const { page, solution, a, b } = await openEasy();
    await toggleSettings(page, 'clearNotes');
    await cell(page, a).click();
    await page.keyboard.press(`Shift+${solution[b]}`);
    await typeAt(page, b, solution[b]);
    expect((await readCells(page))[a].notes).toBe(solution[b]);
    // Back to the default: the same move clears the note.
    await page.keyboard.press('Control+Z');
    await toggleSettings(page, 'clearNotes');
    await typeAt(page, b, solution[b]);
    expect((await readCells(page))[a].notes).toBe('');
  });
});
