import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, openPage } from './browser.ts';
import { ROOT } from './dev-server.ts';
import { todaysPuzzle } from './player.ts';

/** What axe-core reports of one rule broken on a page. */
interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

const AXE = join(ROOT, 'node_modules/axe-core/axe.min.js');

/** axe-core's serious and critical violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run()).violations;
  })) as Violation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

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
