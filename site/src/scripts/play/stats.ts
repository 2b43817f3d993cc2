import { LEVEL_NAMES, type Level } from '../../../../shared/kind/names.ts';
import { formatTime, utcToday } from './clock.ts';
import type { Results } from './storage.ts';

/** Games played and solved at one level, with the best and average solving times (ms). */
export interface LevelStats {
  level: Level;
  played: number;
  solved: number;
  best: number | null;
  average: number | null;
}

/** Days in a row with a daily solved on its own day: the current run and the longest. */
export interface Streak {
  current: number;
  best: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/**
 * Played, solved, best and average time per level, in the order of `levels`.
 * @example statsByLevel(readResults(), RATED_LEVELS)[0].played
 */
export function statsByLevel(results: Results, levels: readonly Level[]): LevelStats[] {
  return levels.map((level) => {
    const mine = Object.values(results).filter((result) => result.level === level);
    const times = mine.flatMap((result) => (result.solved ? [result.solved.ms] : []));
    const total = times.reduce((sum, ms) => sum + ms, 0);
    return {
      level,
      played: mine.length,
      solved: times.length,
      best: times.length > 0 ? Math.min(...times) : null,
      average: times.length > 0 ? total / times.length : null,
    };
  });
}

/**
 * The streak of days (UTC) on which a daily puzzle of that day was solved. The current run
 * still counts until today ends, if it reached yesterday.
 * @example streakOf(readResults(), '2026-11-29') // { current: 3, best: 5 }
 */
export function streakOf(results: Results, today: string): Streak {
  const days = new Set<number>();
  for (const { date, solved } of Object.values(results)) {
    if (date && solved && utcToday(solved.at) === date) days.add(dayNumber(date));
  }
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

/** "3 days", "1 day". */
export function dayCount(n: number): string {
  return `${n} day${n === 1 ? '' : 's'}`;
}

/**
 * Fills a stats panel (components/Stats.astro) with the table per level (one row per level its
 * markup lists, by `data-level`, which it writes from the core's levels) and the streak.
 * @example renderStats(document.querySelector('[data-testid="stats"]')!, readResults())
 */
export function renderStats(panel: HTMLElement, results: Results): void {
  const streak = streakOf(results, utcToday());
  const body = panel.querySelector('tbody')!;
  const levels = Array.from(body.rows, (row) => row.dataset.level as Level);
  body.replaceChildren(
    ...statsByLevel(results, levels).map((row) => {
      const tr = document.createElement('tr');
      tr.dataset.level = row.level;
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = LEVEL_NAMES[row.level];
      const cells = [
        String(row.played),
        String(row.solved),
        row.best === null ? '–' : formatTime(row.best),
        row.average === null ? '–' : formatTime(row.average),
      ].map((text) => {
        const td = document.createElement('td');
        td.textContent = text;
        return td;
      });
      tr.append(th, ...cells);
      return tr;
    }),
  );
  panel.querySelector('[data-testid="streak"]')!.textContent =
    `Streak: ${dayCount(streak.current)} (longest ${dayCount(streak.best)})`;
}
