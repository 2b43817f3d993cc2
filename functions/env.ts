import type { Context } from 'hono';
import { problem } from './problem.ts';

/** The Hono environment of every handler: the Worker's bindings (Env, from `wrangler types`). */
export type AppEnv = { Bindings: Env };

/** The fixed secret of ENVIRONMENT=development: `npm start` needs no setup. */
const DEVELOPMENT_SECRET = 'development-only-daily-secret';

/**
 * The secret that seeds the daily puzzles: DAILY_SECRET, or under ENVIRONMENT=development a
 * fixed one; null when it is missing elsewhere (the Worker then refuses to serve).
 */
export function dailySecret(env: Env): string | null {
  if (env.DAILY_SECRET) return env.DAILY_SECRET;
  return env.ENVIRONMENT === 'development' ? DEVELOPMENT_SECRET : null;
}

/** The daily secret, or a 503 problem: the Worker refuses to serve without it. */
export function requireSecret(env: Env): string {
  const secret = dailySecret(env);
  if (secret === null)
    throw problem('misconfigured', 'server misconfigured: DAILY_SECRET is not set');
  return secret;
}

/** A request's waitUntil, for work that may finish after the answer (a KV write). */
export const deferOf = (c: Context<AppEnv>) => (work: Promise<unknown>) =>
  c.executionCtx.waitUntil(work);
