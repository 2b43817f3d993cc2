import { defineConfig } from 'vitest/config';

// One project per runtime. Later issues add `workers` (workerd through
// @cloudflare/vitest-plugin) and `browser` (playwright-core driving Debian's chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          include: ['test/shared/**/*.test.ts', 'test/cli/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
    ],
  },
});
