import type { Level } from '../../../../shared/kind/names.ts';
import { formatTime, localDate } from './clock.ts';
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
 * The streak of days on which a daily puzzle of that day was solved, days being the player's own
 * (a solve counts when its instant falls on the puzzle's date in the browser's time zone). The
 * current run still counts until today ends, if it reached yesterday.
 * @example streakOf(readResults(), '2026-11-29') // { current: 3, best: 5 }
 */
export function streakOf(results: Results, today: string): Streak {
  const days = new Set<number>();
  for (const { date, solved } of Object.values(results)) {
    if (date && solved && localDate(solved.at) === date) days.add(dayNumber(date));
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
 * Fills a stats panel (components/Stats.astro) with the numbers per level and the streak. Its
 * markup has a row per level (`data-level`) headed by the level's name, written at build time
 * from the core's vocabulary, so no table of names is sent to the browser.
 * @example renderStats(document.querySelector('[data-testid="stats"]')!, readResults())
 */
export function renderStats(panel: HTMLElement, results: Results): void {
  const streak = streakOf(results, localDate());
  const rows = Array.from(panel.querySelector('tbody')!.rows);
  const stats = statsByLevel(
    results,
    rows.map((row) => row.dataset.level as Level),
  );
  rows.forEach((row, i) => {
    const { played, solved, best, average } = stats[i];
    const texts = [
      String(played),
      String(solved),
      best === null ? '–' : formatTime(best),
      average === null ? '–' : formatTime(average),
    ];
    texts.forEach((text, column) => {
      row.cells[column + 1].textContent = text;
    });
  });
  panel.querySelector('[data-testid="streak"]')!.textContent =
    `Streak: ${dayCount(streak.current)} (longest ${dayCount(streak.best)})`;
}
