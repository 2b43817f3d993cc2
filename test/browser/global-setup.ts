import { existsSync } from 'node:fs';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, startDevServer } from './dev-server.ts';

/**
 * The browser project's setup, once per run: `wrangler dev` serving the Worker and the built
 * site on a free port, and one headless Debian chromium that every test file connects to
 * (each file opens its own contexts, so storage never leaks between tests). Without
 * /usr/bin/chromium the browser tests skip (test/browser/browser.ts); the server still starts
 * for the tests that only fetch.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dev server, `http://127.0.0.1:PORT`. */
    origin: string;
    /** The shared chromium's endpoint for `chromium.connect`, or '' without a chromium. */
    wsEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startDevServer();
  let browser: BrowserServer | undefined;
  try {
    if (existsSync(CHROMIUM)) {
      browser = await chromium.launchServer({ executablePath: CHROMIUM });
    } else {
      console.warn(
        `${CHROMIUM} is missing: the browser tests are skipped (apt-get install chromium).`,
      );
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('origin', server.origin);
  project.provide('wsEndpoint', browser?.wsEndpoint() ?? '');
  return async () => {
    await browser?.close();
    await server.stop();
  };
}
