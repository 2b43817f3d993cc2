import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeInBrowser, ORIGIN, openPage } from './browser.ts';
import { inlineScripts } from './inline-scripts.ts';
import { todaysPuzzles } from './player.ts';

/**
 * The security headers as served by `wrangler dev`: the site's pages and assets get them from
 * dist/_headers (written by site/integrations/security-headers.mjs), the Worker's answers from
 * functions/security-headers.ts, and a share page /p/{code} keeps the site's.
 */

/** The addresses a test asks for, `/p/{code}` with today's easy code. */
async function pages(): Promise<Record<string, string>> {
  const { puzzles } = await todaysPuzzles();
  return {
    home: '/',
    'share page': `/p/${puzzles[0].code}`,
    archive: '/archive',
    'API reference': '/api',
    '404 page': '/missing-page',
  };
}

/** A policy's directives by name: `script-src` → `["'self'", "'sha256-…'"]`. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Checks the headers every answer carries, whatever it is. */
function expectCommonHeaders(headers: Headers, what: string): Record<string, string[]> {
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('permissions-policy'), what).toMatch(/\bcamera=\(\).*\bgeolocation=\(\)/);
  const policy = headers.get('content-security-policy');
  expect(policy, what).toBeTruthy();
  const csp = directives(policy ?? '');
  expect(csp['frame-ancestors'], what).toEqual(["'none'"]);
  expect(csp['script-src'] ?? csp['default-src'], what).not.toContain("'unsafe-inline'");
  return csp;
}

describe('security headers', () => {
  it('sends every page the site policy, whose script hashes are those of its inline scripts', async () => {
    const policies = new Set<string>();
    for (const [what, path] of Object.entries(await pages())) {
      const response = await fetch(`${ORIGIN}${path}`);
      expect(response.status, what).toBe(path === '/missing-page' ? 404 : 200);
      expect(response.headers.get('content-type'), what).toMatch(/^text\/html\b/);
      const csp = expectCommonHeaders(response.headers, what);
      expect(csp['default-src'], what).toEqual(["'self'"]);
      expect(csp['object-src'], what).toEqual(["'none'"]);
      expect(csp['base-uri'], what).toEqual(["'none'"]);
      const scripts = inlineScripts(await response.text());
      expect(scripts.length, `${what}: the saved theme's script`).toBeGreaterThan(0);
      for (const script of scripts) {
        const hash = createHash('sha256').update(script).digest('base64');
        expect(csp['script-src'], what).toContain(`'sha256-${hash}'`);
      }
      policies.add(response.headers.get('content-security-policy') ?? '');
    }
    // One policy for the whole site: a share page's is the static pages' own.
    expect(policies.size).toBe(1);
  });

  it('sends static assets the same headers', async () => {
    // The archive's (/ has its scripts inline).
    const html = await (await fetch(`${ORIGIN}/archive`)).text();
    const script = html.match(/<script type="module" src="(\/_astro\/[^"]+)"/)?.[1];
    expect(script).toBeTruthy();
    for (const path of [script, '/favicon.svg']) {
      const response = await fetch(`${ORIGIN}${path}`);
      expect(response.status, path).toBe(200);
      expectCommonHeaders(response.headers, `${path}`);
    }
  });

  it('sends the API a policy that allows nothing', async () => {
    for (const path of ['/api/v1/daily', '/api/v1/nothing-here']) {
      const response = await fetch(`${ORIGIN}${path}`);
      expect(response.headers.get('content-type'), path).toMatch(/json/);
      const csp = expectCommonHeaders(response.headers, path);
      expect(csp['default-src'], path).toEqual(["'none'"]);
    }
  });

  it('does not serve the _headers file', async () => {
    const response = await fetch(`${ORIGIN}/_headers`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/Content-Security-Policy/i);
  });
});

describeInBrowser('pages under the security headers', () => {
  it('runs the inline scripts the policy allows: the saved theme, and the API reference origins', async () => {
    const page = await openPage('/api');
    await page.evaluate(() => localStorage.setItem('sudoku:theme', 'dark'));
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const origins = await page.locator('[data-origin]').allTextContents();
    expect(origins.length).toBeGreaterThan(0);
    expect(new Set(origins)).toEqual(new Set([ORIGIN]));
  });

  for (const path of ['/', '/archive', '/how-to-play', '/new', '/solve', '/stats', '/honeycomb']) {
    it(`shows ${path} without a breach of the policy`, async () => {
      // openPage fails the test on any console report of the Content-Security-Policy.
      const page = await openPage(path);
      await page.waitForLoadState('networkidle');
    });
  }
});
