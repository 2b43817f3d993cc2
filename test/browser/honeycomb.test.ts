import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { CELL_Q, CELL_R, cellAt } from '../../shared/hanidoku/geometry.ts';
import { solveHanidoku } from '../../shared/hanidoku/solve.ts';
import { seriousViolations } from './axe.ts';
import {
  DESKTOP,
  describeInBrowser,
  horizontalOverflow,
  ORIGIN,
  openPage,
  PHONE,
  waitForBoard,
} from './browser.ts';
import { blanksOf, cell, chooseFromMenu, control, player, readCells, readGrid } from './player.ts';

/**
 * The honeycomb (Hanidoku) played on the site: made on /new or opened from its /p/ code, played
 * to the end by tapping, by clicking and with the keyboard alone; conflicts, hints, its layout
 * on a phone, and axe in both themes.
 */

/** A Hanidoku the API makes from a seed, with its solution; lines of 61 characters, '.' blank. */
interface Honeycomb {
  code: string;
  puzzle: string;
  solution: string;
}

async function makeHoneycomb(seed: string, level = 'easy'): Promise<Honeycomb> {
  const response = await fetch(
    `${ORIGIN}/api/v1/puzzles?variant=hanidoku&level=${level}&seed=${seed}`,
  );
  expect(response.status).toBe(200);
  const { code, puzzle } = (await response.json()) as { code: string; puzzle: string };
  const givens = Uint8Array.from(puzzle, (ch) => (ch === '.' ? 0 : Number(ch)));
  const solved = solveHanidoku(givens, { unique: true });
  expect(solved.status).toBe('solved');
  return { code, puzzle, solution: Array.from(solved.solution!).join('') };
}

/** The cells' widths and the rows' lengths, as drawn. */
function layoutOf(page: Page): Promise<{ widths: number[]; rows: number[] }> {
  return player(page)
    .locator('[role="grid"]')
    .evaluate((grid) => ({
      widths: [...grid.querySelectorAll('[role="gridcell"]')].map(
        (element) => element.getBoundingClientRect().width,
      ),
      rows: [...grid.querySelectorAll('[role="row"]')].map(
        (row) => row.querySelectorAll('[role="gridcell"]').length,
      ),
    }));
}

/** A digit of the solution's that clashes with a given in `cell`'s horizontal row, and that given. */
function clashingGiven(honeycomb: Honeycomb, cell: number): number {
  const r = CELL_R[cell];
  for (let q = -4; q <= 4; q++) {
    const other = cellAt(q, r);
    if (other >= 0 && other !== cell && honeycomb.puzzle[other] !== '.') return other;
  }
  throw new Error(`no given in the row of cell ${cell}`);
}

/** The steps (keys) from one cell to another along the honeycomb's six directions. */
const STEPS: Array<[string, number, number]> = [
  ['d', 1, 0],
  ['a', -1, 0],
  ['q', 0, -1],
  ['e', 1, -1],
  ['z', -1, 1],
  ['c', 0, 1],
];

function pathBetween(from: number, to: number): string[] {
  let [q, r] = [CELL_Q[from], CELL_R[from]];
  const [q2, r2] = [CELL_Q[to], CELL_R[to]];
  const keys: string[] = [];
  const sign = Math.sign;
  while (q !== q2 || r !== r2) {
    // A step that brings each of q, r and s = -q-r nearer (or leaves it), so the path stays inside.
    const [key, dq, dr] = STEPS.find(
      ([, dq, dr]) =>
        (dq === 0 || sign(dq) === sign(q2 - q)) &&
        (dr === 0 || sign(dr) === sign(r2 - r)) &&
        (dq + dr === 0 || sign(-dq - dr) === sign(q + r - q2 - r2)),
    )!;
    keys.push(key);
    q += dq;
    r += dr;
  }
  return keys;
}

/** Whether a script the page loaded carries the honeycomb's geometry (its word "falling"). */
async function loadsHoneycombCode(page: Page): Promise<boolean> {
  // The page's scripts: those it loaded, and those inline (/ carries its code in the page).
  const { urls, inline } = await page.evaluate(() => ({
    urls: performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.js')),
    inline: [...document.querySelectorAll('script:not([src])')]
      .filter((script) => script.getAttribute('type') !== 'application/json')
      .map((script) => script.textContent ?? ''),
  }));
  const loaded = await Promise.all(urls.map(async (url) => (await fetch(url)).text()));
  const texts = [...loaded, ...inline].filter((text) => text.length > 1000);
  expect(texts.length).toBeGreaterThan(0);
  return texts.some((text) => text.includes('falling'));
}

async function expectSolved(page: Page, honeycomb: Honeycomb): Promise<void> {
  await control(page, 'success-dialog').waitFor();
  expect(await readGrid(page)).toBe(honeycomb.solution);
  const shareText = (await control(page, 'share-text').textContent()) ?? '';
  expect(shareText).toMatch(/^Hanidoku · Easy · \d+:\d\d · (no hints|\d+ hints?)/);
  expect(shareText).not.toContain(honeycomb.solution.slice(26, 35));
}

describeInBrowser('playing a honeycomb', () => {
  it('is made on /new and played to the end by tapping on a phone', async () => {
    const page = await openPage('/new', { viewport: PHONE, isMobile: true, hasTouch: true });
    await page.getByLabel('Honeycomb (Hanidoku)').check();
    expect(await page.getByLabel('Expert').isDisabled()).toBe(true);
    expect(await page.getByLabel('Mirror (left–right)').isDisabled()).toBe(true);
    await page.getByLabel('Easy').check();
    await page.getByLabel('None').check();
    await page.getByTestId('new-seed').fill('honeycomb-phone');
    await page.getByTestId('new-submit').tap();
    await waitForBoard(page);
    expect(page.url()).toContain('kind=hanidoku');
    const honeycomb = await makeHoneycomb('honeycomb-phone');
    expect((await readCells(page)).map((view) => view.digit).join('')).toBe(honeycomb.puzzle);

    const { widths, rows } = await layoutOf(page);
    expect(rows).toEqual([5, 6, 7, 8, 9, 8, 7, 6, 5]);
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(32);
    const { scrollWidth, width } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(width);

    // A digit equal to a given of its row is a conflict, drawn red.
    const blanks = blanksOf(honeycomb.puzzle);
    const first = blanks[0];
    const given = clashingGiven(honeycomb, first);
    await cell(page, first).tap();
    await control(page, `pad-${honeycomb.puzzle[given]}`).tap();
    const views = await readCells(page);
    expect(views[first].conflict && views[given].conflict).toBe(true);
    const [color, danger] = await cell(page, first).evaluate((element) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--danger)';
      element.append(probe);
      const colors = [getComputedStyle(element).color, getComputedStyle(probe).color];
      probe.remove();
      return colors;
    });
    expect(color).toBe(danger);
    await control(page, 'erase').tap();

    for (const index of blanks) {
      await cell(page, index).tap();
      await control(page, `pad-${honeycomb.solution[index]}`).tap();
    }
    await expectSolved(page, honeycomb);
  });

  it('is opened from its /p/ code on a desktop, hinted, noted, checked, revealed and played to the end by clicking', async () => {
    const honeycomb = await makeHoneycomb('honeycomb-desktop');
    const page = await openPage(`/p/${honeycomb.code}`, { viewport: DESKTOP });
    expect(await readGrid(page)).toBe(honeycomb.puzzle);
    expect(await page.locator('img.board-picture').count()).toBe(0);

    // The three lines through the selected cell are tinted: 8 + 8 + 8 cells round the middle.
    await cell(page, 30).click();
    expect(await player(page).locator('[role="gridcell"].peer').count()).toBe(24);

    await control(page, 'hint').click();
    await control(page, 'hint-panel').waitFor();
    expect(await control(page, 'hint-text').textContent()).toMatch(/\w/);
    await control(page, 'hint-more').click();
    await control(page, 'hint-apply').click();
    await expect
      .poll(async () => blanksOf(await readGrid(page)).length)
      .toBeLessThan(blanksOf(honeycomb.puzzle).length);
    await control(page, 'hint-close').click();
    const afterHint = await readGrid(page);
    for (const index of blanksOf(honeycomb.puzzle)) {
      if (afterHint[index] !== '.') expect(afterHint[index]).toBe(honeycomb.solution[index]);
    }

    // Fill notes gives every empty cell its candidates, the solution's digit among them.
    await chooseFromMenu(page, 'auto-notes');
    const noted = await readCells(page);
    for (const index of blanksOf(await readGrid(page))) {
      expect(noted[index].notes).toContain(honeycomb.solution[index]);
    }
    // Check marks a wrong digit; Reveal writes the solution's.
    const [wrongAt, revealAt] = blanksOf(afterHint);
    const wrongDigit = honeycomb.solution[wrongAt] === '1' ? '2' : '1';
    await cell(page, wrongAt).click();
    await control(page, `pad-${wrongDigit}`).click();
    await chooseFromMenu(page, 'check');
    await control(page, 'confirm-ok').click();
    await expect
      .poll(async () => (await cell(page, wrongAt).getAttribute('class')) ?? '')
      .toContain('wrong');
    await cell(page, revealAt).click();
    await chooseFromMenu(page, 'reveal');
    await control(page, 'confirm-ok').click();
    await expect
      .poll(async () => (await readCells(page))[revealAt].digit)
      .toBe(honeycomb.solution[revealAt]);

    for (const index of blanksOf(await readGrid(page)).concat(wrongAt)) {
      await cell(page, index).click();
      await control(page, `pad-${honeycomb.solution[index]}`).click();
    }
    await expectSolved(page, honeycomb);
    expect(await control(page, 'success-hints').textContent()).toBe('1 hint, 1 cell revealed');
  });

  it('is played to the end with the keyboard alone', async () => {
    const honeycomb = await makeHoneycomb('honeycomb-keys');
    const page = await openPage(`/p/${honeycomb.code}`, { viewport: DESKTOP });
    for (let presses = 0; ; presses++) {
      expect(presses, 'Tab into the honeycomb').toBeLessThan(40);
      await page.keyboard.press('Tab');
      const role = await page.evaluate(() => document.activeElement?.getAttribute('role'));
      if (role === 'gridcell') break;
    }
    const focusedCell = () =>
      page.evaluate(() => Number(document.activeElement?.getAttribute('data-cell')));
    expect(await focusedCell()).toBe(0);
    // Along the row, wrapping; up and down between rows; the six neighbours by Q E A D Z C.
    await page.keyboard.press('ArrowLeft');
    expect(await focusedCell()).toBe(4);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await focusedCell()).toBe(4);
    await page.keyboard.press('c');
    expect(await focusedCell()).toBe(cellAt(CELL_Q[4], CELL_R[4] + 1));
    await page.keyboard.press('q');
    expect(await focusedCell()).toBe(4);

    let at = 4;
    for (const index of blanksOf(honeycomb.puzzle)) {
      for (const key of pathBetween(at, index)) await page.keyboard.press(key);
      at = index;
      expect(await focusedCell()).toBe(index);
      await page.keyboard.press(honeycomb.solution[index]);
    }
    await expectSolved(page, honeycomb);
  });

  it('keeps its game over a reload, and loads its code on its own pages only', async () => {
    const honeycomb = await makeHoneycomb('honeycomb-reload');
    const home = await openPage('/');
    const path = `/p/${honeycomb.code}`;
    const page = await openPage(path);
    const [first, second] = blanksOf(honeycomb.puzzle);
    await cell(page, first).click();
    await page.keyboard.press(honeycomb.solution[first]);
    await cell(page, second).click();
    await page.keyboard.press('Shift+Digit5');
    await page.reload();
    await waitForBoard(page);
    const views = await readCells(page);
    expect(views[first].digit).toBe(honeycomb.solution[first]);
    expect(views[second].notes).toBe('5');

    // The honeycomb's geometry names its diagonals "falling" and "rising": a mark of its code.
    expect(await loadsHoneycombCode(page)).toBe(true);
    expect(await loadsHoneycombCode(home)).toBe(false);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious accessibility violation in the ${colorScheme} theme`, async () => {
      const honeycomb = await makeHoneycomb('honeycomb-axe');
      const page = await openPage(`/p/${honeycomb.code}`, { viewport: PHONE, colorScheme });
      const [first] = blanksOf(honeycomb.puzzle);
      await cell(page, first).click();
      await control(page, `pad-${honeycomb.puzzle[clashingGiven(honeycomb, first)]}`).click();
      await control(page, 'notes').click();
      await cell(page, blanksOf(honeycomb.puzzle)[1]).click();
      await control(page, 'pad-4').click();
      expect(await cell(page, first).getAttribute('aria-label')).toMatch(
        /^Cell \d of horizontal row \d, in falling diagonal \d and rising diagonal \d, \d, conflict$/,
      );
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
