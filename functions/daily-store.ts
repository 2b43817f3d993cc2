import type { DailyEntry, DailySet } from '../shared/api-types.ts';
import { dailyPuzzle, latestPublishedDate } from '../shared/daily.ts';
import { GENERATOR_VERSION } from '../shared/generate.ts';
import { RATED_LEVELS } from '../shared/kind/names.ts';
import { shapeOf } from '../shared/kind/shape.ts';
import { requireSecret } from './env.ts';
import { problem } from './problem.ts';

/**
 * The daily puzzles in KV: one JSON value per date under `daily:<YYYY-MM-DD>`, holding the
 * puzzle of every level (no solutions). A date missing from KV is generated from the secret
 * (shared/daily.ts), stored and answered; the Cron Trigger (scheduled.ts) fills the next date
 * to be published ahead. Values never expire: the archive stays as it was published, even after a generator
 * change would make different puzzles.
 */

/** What KV holds for a day. */
interface StoredDaily extends DailySet {
  generatorVersion: number;
}

/** The KV key of a date. */
const dailyKey = (date: string) => `daily:${date}`;

/** The day after `date` (both YYYY-MM-DD). */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The daily puzzles' shape: classic 9×9. */
const DAILY_SHAPE = shapeOf({ id: 'classic' });

/** Generates every level's puzzle of `date`; a level its attempts missed is an error (a 500). */
async function generateDailySet(date: string, secret: string): Promise<DailySet> {
  const puzzles: DailyEntry[] = [];
  for (const level of RATED_LEVELS) {
    const made = await dailyPuzzle(date, level, secret);
    if (!made.ok)
      throw new Error(`no ${level} daily puzzle for ${date} in ${made.attempts} attempts`);
    const { givens, score } = made;
    const code = DAILY_SHAPE.shareCode(givens, level);
    puzzles.push({ level, puzzle: DAILY_SHAPE.format(givens), code, score });
  }
  return { date, puzzles };
}

/** The stored set of `date`, or null when KV has none (or cannot be read: it is then remade). */
async function readStored(kv: KVNamespace, date: string): Promise<DailySet | null> {
  try {
    const stored = await kv.get<StoredDaily>(dailyKey(date), 'json');
    if (stored?.puzzles?.length !== RATED_LEVELS.length) return null;
    return { date, puzzles: stored.puzzles };
  } catch (error) {
    console.error(`reading ${dailyKey(date)} from KV failed:`, error);
    return null;
  }
}

/**
 * The daily set of `date`: from KV, else generated and stored. The write is handed to `defer`
 * (a request's waitUntil) when given, else awaited; a failed write is logged, not thrown.
 * @example await loadDailySet(env.PUZZLES, '2026-11-29', secret, (p) => c.executionCtx.waitUntil(p))
 */
export async function loadDailySet(
  kv: KVNamespace,
  date: string,
  secret: string,
  defer?: (write: Promise<unknown>) => void,
): Promise<DailySet> {
  const stored = await readStored(kv, date);
  if (stored) return stored;
  const set = await generateDailySet(date, secret);
  const value: StoredDaily = { ...set, generatorVersion: GENERATOR_VERSION };
  const write = kv.put(dailyKey(date), JSON.stringify(value)).catch((error: unknown) => {
    console.error(`writing ${dailyKey(date)} to KV failed:`, error);
  });
  if (defer) defer(write);
  else await write;
  return set;
}

/**
 * The set of `date` as published at `now`: a date that has not begun anywhere yet (after
 * latestPublishedDate) is a 404 problem naming `field`; otherwise loadDailySet with the Worker's
 * secret, the KV write handed to `defer`.
 */
export function publishedSet(
  env: Env,
  defer: (write: Promise<unknown>) => void,
  date: string,
  now: Date,
  field = 'date',
): Promise<DailySet> {
  const latest = latestPublishedDate(now);
  if (date > latest) {
    const detail = `The puzzles of ${date} are not published yet: a date's appear when it begins in UTC+14, at 10:00 UTC the day before (the latest published is ${latest}).`;
    throw problem('not-published', detail, field);
  }
  return loadDailySet(env.PUZZLES, date, requireSecret(env), defer);
}
