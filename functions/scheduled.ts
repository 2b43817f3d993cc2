import { latestPublishedDate } from '../shared/daily.ts';
import { GRID_DAILY, HONEYCOMB_DAILY, nextDate, storeDailySet } from './daily-store.ts';
import { dailySecret } from './env.ts';

/**
 * The Cron Trigger (wrangler.toml, 00:05 UTC), the only writer of KV: stores the next date to be
 * published, so no visitor waits for its generation, and the latest published one when it is
 * missing. At 00:05 UTC the latest published date is today (UTC) and the next one, tomorrow,
 * begins in UTC+14 at 10:00 UTC: each date is stored about ten hours before anyone can ask for
 * it. The grid dailies first, then the daily honeycomb, whose Hanidoku generation costs the most
 * CPU.
 */
export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const secret = dailySecret(env);
  if (!secret) throw new Error('server misconfigured: DAILY_SECRET is not set');
  const latest = latestPublishedDate(new Date(controller.scheduledTime));
  for (const daily of [GRID_DAILY, HONEYCOMB_DAILY]) {
    await storeDailySet(env.PUZZLES, nextDate(latest), secret, daily);
    await storeDailySet(env.PUZZLES, latest, secret, daily);
  }
}
