import { expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { describeInBrowser, openPage } from './browser.ts';
import { todaysPuzzle } from './player.ts';

describeInBrowser('accessibility (axe-core)', () => {
  const pages: [string, () => Promise<string>, 'light' | 'dark'][] = [
    ["today's puzzle", async () => '/', 'light'],
    ["today's puzzle, dark", async () => '/', 'dark'],
    ['a shared puzzle', async () => `/p/${(await todaysPuzzle('medium')).code}`, 'light'],
    ['the archive', async () => '/archive', 'light'],
    ['the solver', async () => '/solve', 'light'],
  ];
  for (const [name, path, colorScheme] of pages) {
    it(`finds no serious or critical violation on ${name}`, async () => {
      const page = await openPage(await path(), { colorScheme, board: false });
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
