import { applyD1Migrations, type D1Migration } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// Every test file gets a fresh local D1: give it the tables of migrations/, which
// vitest.config.ts reads into the TEST_MIGRATIONS binding (a test binding only, so not in Env).
// Applying is idempotent: a file whose setup runs again changes nothing.
const { TEST_MIGRATIONS } = env as unknown as { TEST_MIGRATIONS: D1Migration[] };
await applyD1Migrations(env.DB, TEST_MIGRATIONS);
