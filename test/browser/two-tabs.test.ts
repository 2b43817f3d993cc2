import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, openPage, waitForBoard } from './browser.ts';
import { blanksOf, readGrid, showLevel, todaysPuzzle, typeAt } from './player.ts';

/** Another tab of the same browser (one localStorage) on today's puzzle of `level`. */
async function openTab(page: Page, level: string, puzzle: string): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto('/');
  await waitForBoard(tab);
  await showLevel(tab, level, puzzle);
  return tab;
}

describeInBrowser('two tabs on one puzzle', () => {
  it("keeps both tabs' digits: each takes over the other's saved game before its own next move", async () => {
    const { puzzle, solution } = await todaysPuzzle('easy');
    const [a, b, c] = blanksOf(puzzle);
    const first = await openPage('/');
    await showLevel(first, 'easy', puzzle);
    const second = await openTab(first, 'easy', puzzle);
    // The second tab keeps its easy game while it shows another level; a save of it in the
    // first tab lets that go, and it is read again when shown.
    await showLevel(second, 'medium', (await todaysPuzzle('medium')).puzzle);
    await typeAt(first, a, solution[a]);
    await showLevel(second, 'easy', puzzle);
    expect((await readGrid(second))[a]).toBe(solution[a]);
    await typeAt(second, b, solution[b]);
    await expect.poll(async () => (await readGrid(first))[b]).toBe(solution[b]);
    await typeAt(first, c, solution[c]);

    const expected = [...puzzle];
    for (const cell of [a, b, c]) expected[cell] = solution[cell];
    await expect.poll(() => readGrid(second)).toBe(expected.join(''));
    const third = await openTab(first, 'easy', puzzle);
    expect(await readGrid(third)).toBe(expected.join(''));
  });
});
