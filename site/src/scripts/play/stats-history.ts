import { medianOf, runsOf } from '../../../../shared/time-histogram.ts';
import { localDate } from './clock.ts';
import type { Result, Results } from './storage.ts';

/**
 * The player's statistics, worked out from the results kept on the device (storage.ts): one
 * `Result` per puzzle played, each solve with its time, hints, reveals and instant, plus the
 * `Folded` totals of the oldest results once there were more than HISTORY_LIMIT of them. Pure:
 * no DOM, no storage, so it is tested in Node.
 */

/**
 * How many results the device keeps one by one. The whole record is parsed and rewritten each
 * time a puzzle is started or solved, and localStorage holds about 5 MB per site for it and
 * every saved game, so it cannot grow for ever: at four dailies a day this is most of a year.
 * Older results are folded into totals (`foldOldest`), which keeps the counts, best times and
 * streaks exact; only medians and histograms then cover the last HISTORY_LIMIT games.
 */
export const HISTORY_LIMIT = 1000;

/** What a honeycomb's result level starts with. */
export const HONEYCOMB_PREFIX = 'honeycomb-';

/**
 * The level a result is kept under: a grid's own level ('hard'), a honeycomb's prefixed
 * ('honeycomb-hard'), so the honeycomb's times never mix with the grids' in counts, bests and
 * medians. Results stored before the honeycomb was played are all grids', and keep their keys.
 * @example resultLevel('hard', 'hanidoku') // 'honeycomb-hard'
 */
export function resultLevel(level: string | null, variant: string): string | null {
  return level !== null && variant === 'hanidoku' ? `${HONEYCOMB_PREFIX}${level}` : level;
}

/** Counts of one level's games, and its best time (ms). */
export interface LevelTotals {
  played: number;
  solved: number;
  /** Solved with no hint and no revealed cell. */
  clean: number;
  best: number | null;
}

/**
 * What the results folded away leave behind, stored as `sudoku:stats`: totals per level, and
 * the days a daily was solved on its own date as runs, `[first date, days]`, so that streaks
 * reaching back past the kept results still count. `v` is the version of this shape.
 */
export interface Folded {
  v: 1;
  levels: Record<string, LevelTotals>;
  days: [string, number][];
}

/** A level's totals, with the median time of the kept solves and their times, ascending. */
export interface LevelStats extends LevelTotals {
  level: string;
  median: number | null;
  times: number[];
}

/** Days in a row with a daily solved on its own day: the current run and the longest. */
export interface Streak {
  current: number;
  best: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Solved with no hint and no reveal. */
const isClean = (solved: NonNullable<Result['solved']>) =>
  solved.hints === 0 && solved.reveals === 0;

/**
 * A stored `sudoku:stats` text as a Folded record, or null when it is missing or not one.
 * @example readFoldedText(localStorage.getItem('sudoku:stats'))
 */
export function readFoldedText(text: string | null): Folded | null {
  try {
    const parsed = JSON.parse(text ?? 'null');
    return parsed?.v === 1 && parsed.levels && Array.isArray(parsed.days) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The median of some times, or null for none.
 * @example median([300_000, 100_000, 200_000, 400_000]) // 250_000
 */
export function median(times: readonly number[]): number | null {
  return medianOf(runsOf(times));
}

/**
 * Played, solved, solved without help, best and median time per level, in the order of `levels`,
 * the folded totals included (the median is of the kept solves only).
 * @example statsByLevel(readResults(), readFolded(), RATED_LEVELS)[0].median
 */
export function statsByLevel(
  results: Results,
  folded: Folded | null,
  levels: readonly string[],
): LevelStats[] {
  return levels.map((level) => {
    const before = folded?.levels[level];
    const mine = Object.values(results).filter((result) => result.level === level);
    const solves = mine.flatMap((result) => (result.solved ? [result.solved] : []));
    const times = solves.map((solved) => solved.ms).sort((a, b) => a - b);
    const bests = [...times.slice(0, 1), ...(before?.best == null ? [] : [before.best])];
    return {
      level,
      played: mine.length + (before?.played ?? 0),
      solved: solves.length + (before?.solved ?? 0),
      clean: solves.filter(isClean).length + (before?.clean ?? 0),
      best: bests.length > 0 ? Math.min(...bests) : null,
      median: median(times),
      times,
    };
  });
}

/** The days (day numbers) on which a daily was solved on its own date where the player was. */
function streakDays(results: Results, folded: Folded | null): Set<number> {
  const days = new Set<number>();
  for (const { date, solved } of Object.values(results)) {
    if (date && solved && localDate(solved.at) === date) days.add(dayNumber(date));
  }
  for (const [first, length] of folded?.days ?? []) {
    for (let i = 0; i < length; i++) days.add(dayNumber(first) + i);
  }
  return days;
}

/**
 * The streak of days on which a daily puzzle of that day was solved, days being the player's own
 * (a solve counts when its instant falls on the puzzle's date in the browser's time zone). The
 * current run still counts until today ends, if it reached yesterday.
 * @example streakOf(readResults(), '2026-11-29') // { current: 3, best: 5 }
 */
export function streakOf(results: Results, today: string, folded: Folded | null = null): Streak {
  const days = streakDays(results, folded);
  let best = 0;
  for (const day of days) {
    if (days.has(day - 1)) continue;
    let run = 1;
    while (days.has(day + run)) run++;
    best = Math.max(best, run);
  }
  let day = dayNumber(today);
  if (!days.has(day)) day--;
  let current = 0;
  while (days.has(day - current)) current++;
  return { current, best };
}

/**
 * Keeps the newest `limit` results (by when they were started) and folds the older ones into
 * `folded`'s totals and streak days; returns what to store. Nothing changes under the limit.
 * @example const { results, folded } = foldOldest(readResults(), readFolded(), HISTORY_LIMIT)
 */
export function foldOldest(
  results: Results,
  folded: Folded | null,
  limit: number,
): { results: Results; folded: Folded | null } {
  if (Object.keys(results).length <= limit) return { results, folded };
  const entries = Object.entries(results).sort(([, a], [, b]) => b.started - a.started);
  const old = Object.fromEntries(entries.slice(limit));
  const levels = { ...folded?.levels };
  for (const stats of statsByLevel(old, folded, Object.keys(levels).concat(levelsOf(old)))) {
    const { level, played, solved, clean, best } = stats;
    levels[level] = { played, solved, clean, best };
  }
  const days = [...streakDays(old, folded)].sort((a, b) => a - b);
  const runs: [string, number][] = [];
  for (const [i, day] of days.entries()) {
    if (i > 0 && days[i - 1] === day - 1) runs[runs.length - 1][1]++;
    else runs.push([dateOf(day), 1]);
  }
  return {
    results: Object.fromEntries(entries.slice(0, limit)),
    folded: { v: 1, levels, days: runs },
  };
}

/** The distinct levels of some results (a typed-in puzzle has none). */
function levelsOf(results: Results): string[] {
  return [...new Set(Object.values(results).flatMap((result) => result.level ?? []))];
}
