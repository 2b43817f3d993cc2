import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, openPage, PHONE } from './browser.ts';
import { inlineScripts } from './inline-scripts.ts';

/**
 * The first visit's weight: everything a phone fetches for / until the board is playable and
 * the network is quiet, each answer counted gzipped (as the edge sends text; fonts and images
 * count as they are). Budgets: 60 KB in all, 25 KB of it JavaScript, inline scripts included.
 */

const TOTAL_BUDGET = 60_000;
const SCRIPT_BUDGET = 25_000;
const COMPRESSED = /font|image\/png/;

describeInBrowser('the first visit', () => {
  it('stays within 60 KB compressed, 25 KB of it JavaScript', async () => {
    const answers: Response[] = [];
    // A fresh context on a page that loads nothing, then / with the counting in place.
    const page = await openPage('/favicon.svg', { viewport: PHONE, board: false });
    page.on('response', (response) => answers.push(response));
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('[role="grid"][aria-busy="false"] [role="gridcell"]').first().waitFor();
    let total = 0;
    let scripts = 0;
    const lines: string[] = [];
    for (const response of answers) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      const type = response.headers()['content-type'] ?? '';
      const size = COMPRESSED.test(type) ? body.length : gzipSync(body, { level: 9 }).length;
      total += size;
      if (response.request().resourceType() === 'script') scripts += size;
      lines.push(`${size}\t${response.url()}`);
      // Scripts inline in a page (all of /'s) count as JavaScript too, each gzipped alone.
      if (response.request().resourceType() === 'document') {
        for (const script of inlineScripts(body.toString())) {
          const inline = gzipSync(script, { level: 9 }).length;
          scripts += inline;
          lines.push(`${inline}\t(inline script of ${response.url()})`);
        }
      }
    }
    const report = lines.join('\n');
    expect(
      answers.some((a) => a.url().endsWith('.woff2')),
      report,
    ).toBe(true);
    expect(total, report).toBeLessThanOrEqual(TOTAL_BUDGET);
    expect(scripts, report).toBeLessThanOrEqual(SCRIPT_BUDGET);
    console.log(`first visit: ${total} B compressed, ${scripts} B of JavaScript\n${report}`);
  });
});
