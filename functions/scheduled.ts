import { utcDate } from '../shared/daily.ts';
import { loadDailySet, nextDate } from './daily-store.ts';
import { dailySecret } from './env.ts';

/**
 * The Cron Trigger (wrangler.toml, 00:05 UTC): stores tomorrow's daily puzzles in KV, so no
 * visitor waits for their generation, and today's when they are missing.
 */
export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const secret = dailySecret(env);
  if (!secret) throw new Error('server misconfigured: DAILY_SECRET is not set');
  const today = utcDate(new Date(controller.scheduledTime));
  await loadDailySet(env.PUZZLES, nextDate(today), secret);
  await loadDailySet(env.PUZZLES, today, secret);
}
