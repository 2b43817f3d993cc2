import { formatTime, localDate } from './clock.ts';
import { type Folded, type LevelStats, statsByLevel, streakOf } from './stats-history.ts';
import { type Results, readFolded } from './storage.ts';

/** "3 days", "1 day". */
export function dayCount(n: number): string {
  return `${n} day${n === 1 ? '' : 's'}`;
}

/** A time as a clock shows it, or a dash for none. */
export function timeOrDash(ms: number | null): string {
  return ms === null ? '–' : formatTime(ms);
}

/**
 * Fills a LevelTable (components/stats/LevelTable.astro), whose rows name their level in
 * `data-level`, with `columns`' texts after each row's heading; returns the numbers per row.
 * @example fillLevelTable(table, readResults(), readFolded(), (s) => [String(s.played)])
 */
export function fillLevelTable(
  table: HTMLTableElement,
  results: Results,
  folded: Folded | null,
  columns: (stats: LevelStats) => string[],
): LevelStats[] {
  const rows = Array.from(table.tBodies[0].rows);
  const stats = statsByLevel(
    results,
    folded,
    rows.map((row) => row.dataset.level!),
  );
  rows.forEach((row, i) => {
    columns(stats[i]).forEach((text, column) => {
      row.cells[column + 1].textContent = text;
    });
  });
  return stats;
}

/**
 * Fills a stats panel (components/Stats.astro) with the numbers per level and the streak. Its
 * table's rows are headed by the levels' names, written at build time from the core's
 * vocabulary, so no table of names is sent to the browser.
 * @example renderStats(document.querySelector('[data-testid="stats"]')!, readResults())
 */
export function renderStats(panel: HTMLElement, results: Results): void {
  const folded = readFolded();
  const streak = streakOf(results, localDate(), folded);
  fillLevelTable(panel.querySelector('table')!, results, folded, (stats) => [
    String(stats.played),
    String(stats.solved),
    timeOrDash(stats.best),
    timeOrDash(stats.median),
  ]);
  panel.querySelector('[data-testid="streak"]')!.textContent =
    `Streak: ${dayCount(streak.current)} (longest ${dayCount(streak.best)})`;
}
