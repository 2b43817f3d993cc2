import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, goTo, openPage, waitForBoard } from './browser.ts';
import {
  blanksOf,
  cell,
  chooseFromMenu,
  control,
  readCells,
  readGrid,
  showLevel,
  todaysPuzzle,
  typeAt,
} from './player.ts';

/** The digits a blank cell of `puzzle` can hold given its givens, as the notes show them. */
function candidatesOf(puzzle: string, index: number): string {
  const [r, c] = [Math.floor(index / 9), index % 9];
  const seen = new Set<string>();
  for (let other = 0; other < 81; other++) {
    const [ro, co] = [Math.floor(other / 9), other % 9];
    const box =
      Math.floor(ro / 3) === Math.floor(r / 3) && Math.floor(co / 3) === Math.floor(c / 3);
    if (ro === r || co === c || box) seen.add(puzzle[other]);
  }
  return '123456789'
    .split('')
    .filter((d) => !seen.has(d))
    .join('');
}

/** Today's easy puzzle on `/`, fresh. */
async function openEasy(page?: Page) {
  const today = await todaysPuzzle('easy');
  page ??= await openPage('/');
  await showLevel(page, 'easy', today.puzzle);
  return { page, ...today, blanks: blanksOf(today.puzzle) };
}

const isUnavailable = async (page: Page, testId: string) =>
  (await control(page, testId).getAttribute('aria-disabled')) === 'true';

describeInBrowser('the player controls', () => {
  it('writes and toggles notes, removes a note when a peer gets its digit, and fills every candidate', async () => {
    const { page, puzzle, solution, blanks } = await openEasy();
    const [a] = blanks;
    const b = blanks.find((other) => other !== a && Math.floor(other / 9) === Math.floor(a / 9))!;
    const notes = control(page, 'notes');
    expect(await notes.getAttribute('aria-pressed')).toBe('false');
    await notes.click();
    expect(await notes.getAttribute('aria-pressed')).toBe('true');
    await cell(page, a).click();
    // Typing a digit again takes its note away.
    const [x, y] = [...'123456789'].filter((d) => d !== solution[b]);
    for (const d of [x, y, solution[b], y]) await page.keyboard.press(d);
    const noted = [x, solution[b]].sort().join('');
    expect((await readCells(page))[a]).toMatchObject({ digit: '.', notes: noted });

    await page.keyboard.press('n');
    expect(await notes.getAttribute('aria-pressed')).toBe('false');
    await typeAt(page, b, solution[b]);
    expect((await readCells(page))[a].notes).not.toContain(solution[b]);

    await chooseFromMenu(page, 'auto-notes');
    const cells = await readCells(page);
    for (const index of blanks.filter((index) => index !== b)) {
      expect(cells[index].notes.length, `cell ${index}`).toBeGreaterThan(0);
      for (const d of cells[index].notes) expect(candidatesOf(puzzle, index)).toContain(d);
      expect(cells[index].notes).toContain(solution[index]);
    }
  });

  it('undoes and redoes every move with the buttons and Ctrl+Z / Ctrl+Y', async () => {
    const { page, puzzle, solution, blanks } = await openEasy();
    const [a, b] = blanks;
    expect(await isUnavailable(page, 'undo')).toBe(true);
    await typeAt(page, a, solution[a]);
    await typeAt(page, b, solution[b]);
    const both = await readGrid(page);
    const onlyA = `${both.slice(0, b)}.${both.slice(b + 1)}`;
    expect(await isUnavailable(page, 'redo')).toBe(true);

    await control(page, 'undo').click();
    expect(await readGrid(page)).toBe(onlyA);
    await page.keyboard.press('Control+z');
    expect(await readGrid(page)).toBe(puzzle);
    expect(await isUnavailable(page, 'undo')).toBe(true);
    await chooseFromMenu(page, 'redo');
    expect(await readGrid(page)).toBe(onlyA);
    await page.keyboard.press('Control+y');
    expect(await readGrid(page)).toBe(both);
    expect(await isUnavailable(page, 'redo')).toBe(true);

    await control(page, 'erase').click();
    expect(await readGrid(page)).toBe(onlyA);
    await page.keyboard.press('Control+z');
    expect(await readGrid(page)).toBe(both);
  });

  it('marks clashing digits as conflicts, says so, and marks wrong digits on Check', async () => {
    const { page, puzzle, blanks } = await openEasy();
    const a = blanks[0];
    const row = Math.floor(a / 9);
    const given = Array.from({ length: 9 }, (_, c) => row * 9 + c).find((i) => puzzle[i] !== '.')!;
    await typeAt(page, a, puzzle[given]);
    let cells = await readCells(page);
    expect(cells[a].conflict).toBe(true);
    expect(cells[given].conflict).toBe(true);
    expect(cells.filter((view) => view.conflict)).toHaveLength(2);
    expect(await cell(page, a).getAttribute('class')).toMatch(/\bconflict\b/);
    await expect.poll(() => control(page, 'announcer').textContent()).toMatch(/conflicts with/);

    await chooseFromMenu(page, 'check');
    const confirm = control(page, 'confirm-dialog');
    await confirm.waitFor();
    await control(page, 'confirm-ok').click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => cell(page, a).getAttribute('aria-label')).toMatch(/, wrong\b/);

    await page.keyboard.press('Delete');
    cells = await readCells(page);
    expect(cells.filter((view) => view.conflict)).toEqual([]);
  });

  it('gives a hint in three levels: vague, concrete, then the move played', async () => {
    const { page, solution } = await openEasy();
    const panel = control(page, 'hint-panel');
    expect(await panel.isVisible()).toBe(false);
    await control(page, 'hint').click();
    await panel.waitFor();
    expect(await panel.getAttribute('data-level')).toBe('1');
    const vague = await control(page, 'hint-text').textContent();
    expect(vague).not.toBe('');

    await control(page, 'hint-more').click();
    expect(await panel.getAttribute('data-level')).toBe('2');
    const concrete = await control(page, 'hint-text').textContent();
    expect(concrete).not.toBe(vague);
    expect(
      await page.locator('[data-testid="player"] [role="gridcell"].hinted').count(),
    ).toBeGreaterThan(0);

    const before = await readCells(page);
    await control(page, 'hint-apply').click();
    expect(await panel.getAttribute('data-level')).toBe('3');
    const after = await readCells(page);
    const changed = after.flatMap((view, index) =>
      view.digit !== before[index].digit || view.notes !== before[index].notes ? [index] : [],
    );
    expect(changed.length).toBeGreaterThan(0);
    for (const index of changed) {
      if (after[index].digit !== '.') expect(after[index].digit).toBe(solution[index]);
      else expect(after[index].notes).toContain(solution[index]);
    }
  });

  it('asks before revealing a cell, and counts the reveal in the share text even once undone', async () => {
    const { page, date, puzzle, solution, blanks } = await openEasy();
    const [a, b] = blanks;
    const confirm = control(page, 'confirm-dialog');
    await cell(page, a).click();
    await chooseFromMenu(page, 'reveal');
    await confirm.waitFor();
    expect(await control(page, 'confirm-title').textContent()).toBe('Reveal this cell?');
    expect(await control(page, 'confirm-text').textContent()).toMatch(
      /counts in your result, even if you undo it/,
    );
    await control(page, 'confirm-cancel').click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await readGrid(page))[a]).toBe('.');
    expect(await isUnavailable(page, 'undo')).toBe(true);

    await chooseFromMenu(page, 'reveal');
    await control(page, 'confirm-ok').click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await readGrid(page))[a]).toBe(solution[a]);
    await control(page, 'undo').click();
    expect((await readGrid(page))[a]).toBe('.');

    // The count outlives a reload; revealing the same cell again does not count it twice.
    await goTo(page, '/');
    await waitForBoard(page);
    await showLevel(page, 'easy', puzzle);
    await cell(page, a).click();
    await chooseFromMenu(page, 'reveal');
    expect(await control(page, 'confirm-text').textContent()).toMatch(/not counted again/);
    await control(page, 'confirm-ok').click();
    await confirm.waitFor({ state: 'hidden' });
    await cell(page, b).click();
    await chooseFromMenu(page, 'reveal');
    await control(page, 'confirm-ok').click();
    await confirm.waitFor({ state: 'hidden' });
    await control(page, 'undo').click();

    const dialog = control(page, 'success-dialog');
    for (const index of blanks.filter((index) => index !== a)) {
      await typeAt(page, index, solution[index]);
    }
    await dialog.waitFor();
    expect(await control(page, 'success-hints').textContent()).toBe('no hints, 2 cells revealed');
    const [line] = ((await control(page, 'share-text').textContent()) ?? '').split('\n');
    expect(line).toMatch(
      new RegExp(`^Sudoku · ${date} · Easy · \\d+:\\d\\d · no hints, 2 cells revealed$`),
    );
  });

  it('hides the board and stops the clock while paused', async () => {
    const { page, blanks, solution } = await openEasy();
    const [a, b] = blanks;
    await typeAt(page, a, solution[a]);
    await control(page, 'pause').click();
    const cover = control(page, 'paused-cover');
    await cover.waitFor();
    const board = page.locator('[data-testid="player"] [role="grid"]');
    expect(await board.getAttribute('aria-hidden')).not.toBeNull();
    const [boardBox, coverBox] = [await board.boundingBox(), await cover.boundingBox()];
    expect(coverBox!.x).toBeLessThanOrEqual(boardBox!.x);
    expect(coverBox!.y).toBeLessThanOrEqual(boardBox!.y);
    expect(coverBox!.x + coverBox!.width).toBeGreaterThanOrEqual(boardBox!.x + boardBox!.width);
    expect(coverBox!.y + coverBox!.height).toBeGreaterThanOrEqual(boardBox!.y + boardBox!.height);
    // Nothing of the grid shows through the cover.
    const coverOnTop = await page.evaluate(
      ([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('[data-testid="paused-cover"]')),
      [boardBox!.x + boardBox!.width / 2, boardBox!.y + boardBox!.height / 2],
    );
    expect(coverOnTop).toBe(true);
    expect(await isUnavailable(page, 'pad-1')).toBe(true);
    const time = await control(page, 'timer').textContent();
    await page.waitForTimeout(1_200);
    expect(await control(page, 'timer').textContent()).toBe(time);
    // Typing while paused changes nothing (the selection is still on a).
    await page.keyboard.press(solution[a] === '1' ? '2' : '1');

    await control(page, 'resume').click();
    await cover.waitFor({ state: 'hidden' });
    expect(await board.getAttribute('aria-hidden')).toBeNull();
    const grid = await readGrid(page);
    expect(grid[a]).toBe(solution[a]);
    expect(grid[b]).toBe('.');
    await typeAt(page, b, solution[b]);
    expect((await readGrid(page))[b]).toBe(solution[b]);
  });
});
