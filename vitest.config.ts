import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// One project per runtime: `core` in Node, `workers` in workerd through
// @cloudflare/vitest-plugin (the Worker of wrangler.toml, its KV, rate limiter and cron), and
// `browser`: playwright-core driving Debian's chromium against `wrangler dev` serving the Worker
// and the built site (test/browser/global-setup.ts; `npm test` builds the site first).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          include: [
            'test/shared/**/*.test.ts',
            'test/cli/**/*.test.ts',
            'test/site/**/*.test.ts',
            'test/bench/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              // The production configuration (ENVIRONMENT=production) with a known secret, so
              // the tests can work out the daily puzzles themselves.
              // TEST_MIGRATIONS: migrations/, which test/functions/apply-migrations.ts applies
              // to each test file's fresh local D1.
              bindings: {
                DAILY_SECRET: 'test-daily-secret',
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
              },
              // The limit of wrangler.toml, lowered so one test can reach it in a few requests;
              // every other request comes from its own client address (test/functions/api.ts).
              ratelimits: {
                RATE_LIMITER: { namespace_id: '1001', simple: { limit: 5, period: 60 } },
              },
            },
          }),
        ],
        test: {
          name: 'workers',
          include: ['test/functions/**/*.test.ts'],
          setupFiles: ['test/functions/apply-migrations.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A poll ends as soon as the page agrees; vitest's default of 1 s failed a run here
          // while a seeded hard puzzle was still being made under the load of the whole suite.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
