import { expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { describeInBrowser, openPage } from './browser.ts';
import { todaysPuzzle } from './player.ts';

describeInBrowser('accessibility (axe-core)', () => {
  const paths: [string, () => Promise<string>][] = [
    ["today's puzzle", async () => '/'],
    ['a shared puzzle', async () => `/p/${(await todaysPuzzle('medium')).code}`],
    ['the archive', async () => '/archive'],
    ['the stats', async () => '/stats'],
    ['a new puzzle', async () => '/new'],
    ['the solver', async () => '/solve'],
    ['how to play', async () => '/how-to-play'],
    ['the API reference', async () => '/api'],
  ];
  const pages = paths.flatMap(([name, path]) =>
    (['light', 'dark'] as const).map((theme) => [`${name} (${theme})`, path, theme] as const),
  );
  for (const [name, path, colorScheme] of pages) {
    it(`finds no serious or critical violation on ${name}`, async () => {
      const page = await openPage(await path(), { colorScheme, board: false });
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`finds no serious or critical violation in the player's menu and settings (${colorScheme})`, async () => {
      const page = await openPage('/', { colorScheme, viewport: { width: 360, height: 740 } });
      await page.getByTestId('menu-button').click();
      await page.getByTestId('check').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('settings').click();
      await page.getByTestId('settings-done').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
