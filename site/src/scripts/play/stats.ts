import { formatTime, localDate } from './clock.ts';
import { statsByLevel, streakOf } from './stats-history.ts';
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
 * Fills a stats panel (components/Stats.astro) with the numbers per level and the streak. Its
 * markup has a row per level (`data-level`) headed by the level's name, written at build time
 * from the core's vocabulary, so no table of names is sent to the browser.
 * @example renderStats(document.querySelector('[data-testid="stats"]')!, readResults())
 */
export function renderStats(panel: HTMLElement, results: Results): void {
  const folded = readFolded();
  const streak = streakOf(results, localDate(), folded);
  const rows = Array.from(panel.querySelector('tbody')!.rows);
  const stats = statsByLevel(
    results,
    folded,
    rows.map((row) => row.dataset.level!),
  );
  rows.forEach((row, i) => {
    const { played, solved, best, median } = stats[i];
    const texts = [String(played), String(solved), timeOrDash(best), timeOrDash(median)];
    texts.forEach((text, column) => {
      row.cells[column + 1].textContent = text;
    });
  });
  panel.querySelector('[data-testid="streak"]')!.textContent =
    `Streak: ${dayCount(streak.current)} (longest ${dayCount(streak.best)})`;
}
