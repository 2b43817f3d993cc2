import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './dev-server.ts';

/** What axe-core reports of one rule broken on a page. */
interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

const AXE = join(ROOT, 'node_modules/axe-core/axe.min.js');

/**
 * axe-core's serious and critical violations on the page as it is now, one line each.
 * @example expect(await seriousViolations(page)).toEqual([]);
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated by the browser's debugging protocol, which the page's Content-Security-Policy does
  // not govern: a <script> tag (page.addScriptTag) is an inline script the policy refuses.
  // A fading element has, mid-fade, less contrast than it will: let the page's finite animations
  // (the success dialog's title rises in for 0.75 s) end first. Endless ones are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(readFileSync(AXE, 'utf8'));
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
