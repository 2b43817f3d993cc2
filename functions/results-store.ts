import { sha256 } from 'hono/utils/crypto';
import type {
  DailyKindId,
  DailyStatsAnswer,
  DayResultsAnswer,
  ResultAnswer,
  StoredResultAnswer,
} from '../shared/api-types.ts';
import type { RatedLevel } from '../shared/kind/names.ts';
import { histogramOf, medianOf, type TimeCount, totalOf } from '../shared/time-histogram.ts';
import { ProblemError } from './problem.ts';

/**
 * The global daily stats in D1 (binding DB, schema in migrations/): a row per device that solved
 * a daily in `results`, and the same solves counted per whole second in `result_seconds`, which
 * a trigger keeps in step. Every answer is read from the counts: a puzzle's stats cost at most
 * one row per second of time (10,801), not one per solver, whether ten or a million solved it.
 */

/** One daily puzzle: a date's puzzle of a kind and level. */
export interface DailyId {
  date: string;
  kind: DailyKindId;
  level: RatedLevel;
}

/** A result as a device posts it, the device named by the SHA-256 of its id. */
export interface NewResult extends StoredResultAnswer {
  client: string;
}

/**
 * `query`'s answer, or, when D1 fails (overloaded, the plan's daily limits reached, a fault on
 * the way), a 503 with Retry-After instead of a 500: the site keeps the solve and posts it again
 * later. What failed is logged, not told.
 */
async function fromDatabase<T>(query: () => Promise<T>): Promise<T> {
  try {
    return await query();
  } catch (error) {
    console.error('D1 failed:', error);
    const detail = 'the results database did not answer; try again in a minute';
    throw new ProblemError('unavailable', detail, { headers: { 'Retry-After': '60' } });
  }
}

/** Times are counted per second up to 3 hours; slower ones share that last second. */
const LAST_SECOND = 10_800;

const SECONDS = `SELECT second, solvers, clean FROM result_seconds
  WHERE date = ?1 AND kind = ?2 AND level = ?3 ORDER BY second`;

interface SecondRow {
  second: number;
  solvers: number;
  clean: number;
}

/** The stats of `daily` from its per-second counts. */
function statsOf(daily: DailyId, rows: readonly SecondRow[]): DailyStatsAnswer {
  const runs: TimeCount[] = rows.map((row) => ({ ms: row.second * 1000, count: row.solvers }));
  const solvers = totalOf(runs);
  const clean = rows.reduce((sum, row) => sum + row.clean, 0);
  return {
    date: daily.date,
    kind: daily.kind,
    level: daily.level,
    solvers,
    medianMs: medianOf(runs),
    unaidedShare: solvers === 0 ? null : clean / solvers,
    histogram: histogramOf(runs),
  };
}

/**
 * The stats of one daily.
 * @example await readStats(env.DB, { date: '2026-12-01', kind: 'grid', level: 'hard' })
 */
export async function readStats(db: D1Database, daily: DailyId): Promise<DailyStatsAnswer> {
  const { results } = await fromDatabase(() =>
    db.prepare(SECONDS).bind(daily.date, daily.kind, daily.level).all<SecondRow>(),
  );
  return statsOf(daily, results);
}

/**
 * How many solved each daily of `date` that anyone solved.
 * @example (await readDay(env.DB, '2026-12-01')).puzzles // [{ kind: 'grid', level: 'easy', solvers: 12 }, …]
 */
export async function readDay(db: D1Database, date: string): Promise<DayResultsAnswer> {
  const { results } = await fromDatabase(() =>
    db
      .prepare(
        `SELECT kind, level, SUM(solvers) AS solvers FROM result_seconds
          WHERE date = ?1 GROUP BY kind, level ORDER BY kind, level`,
      )
      .bind(date)
      .all<DayResultsAnswer['puzzles'][number]>(),
  );
  return { date, puzzles: results };
}

/**
 * Stores `result` unless its device has one for `daily` already (kept as it was), and answers
 * with the stored one, its place and the stats, all in one round trip (a D1 batch runs as one
 * transaction, so the stats include the result).
 */
export async function storeResult(
  db: D1Database,
  daily: DailyId,
  result: NewResult,
): Promise<ResultAnswer> {
  const { date, kind, level } = daily;
  const [inserted, stored, seconds] = await fromDatabase(() =>
    db.batch([
      db
        .prepare(
          `INSERT INTO results (date, kind, level, client, ms, hints, reveals, mistakes)
          VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT DO NOTHING`,
        )
        .bind(
          date,
          kind,
          level,
          result.client,
          result.ms,
          result.hints,
          result.reveals,
          result.mistakes,
        ),
      db
        .prepare(
          `SELECT ms, hints, reveals, mistakes FROM results
          WHERE date = ?1 AND kind = ?2 AND level = ?3 AND client = ?4`,
        )
        .bind(date, kind, level, result.client),
      db.prepare(SECONDS).bind(date, kind, level),
    ]),
  );
  const kept = stored.results[0] as StoredResultAnswer;
  const rows = seconds.results as SecondRow[];
  const stats = statsOf(daily, rows);
  const second = Math.min(Math.floor(kept.ms / 1000), LAST_SECOND);
  const slower = rows.reduce((sum, row) => (row.second > second ? sum + row.solvers : sum), 0);
  return {
    created: inserted.meta.changes > 0,
    result: kept,
    place: { slower, fasterThan: stats.solvers > 1 ? slower / (stats.solvers - 1) : null },
    stats,
  };
}

/**
 * The hex SHA-256 of a device's id: what the database keeps instead of the id.
 * @example await clientHash('3f1c9a2e-5b7d-4e8f-a0c1-9d2b6e4f7a13') // '9b…' (64 hex digits)
 */
export async function clientHash(client: string): Promise<string> {
  const hex = await sha256(client);
  // null only where Web Crypto is missing, which Workers never are.
  if (hex === null) throw new Error('clientHash needs Web Crypto');
  return hex;
}
