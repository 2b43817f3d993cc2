import { formatTime, localDate } from './play/clock.ts';
import { dayCount, fillLevelTable, timeOrDash } from './play/stats.ts';
import { type Bucket, histogram } from './play/stats-histogram.ts';
import { HONEYCOMB_PREFIX, streakOf } from './play/stats-history.ts';
import { readFolded, readResults } from './play/storage.ts';

// /stats: the player's streaks, numbers per level and a histogram of solve times, all from this
// browser's storage. The markup (pages/stats.astro) has a row and a filter button per level,
// named at build time; a new visitor gets the way to today's puzzle instead.

const byTestId = <T extends HTMLElement>(id: string) =>
  document.querySelector<T>(`[data-testid="${id}"]`)!;

/** A bucket's range as the chart labels it: "4:00–5:00", "20:00 or more". */
function rangeOf({ from, to }: Bucket): string {
  return to === null ? `${formatTime(from)} or more` : `${formatTime(from)}–${formatTime(to)}`;
}

/** Draws the histogram of `times` as table rows, a bar and the count in each. */
function drawHistogram(times: number[]): void {
  const buckets = histogram(times);
  const most = Math.max(...buckets.map((bucket) => bucket.count));
  const rows = buckets.map((bucket) => {
    const row = document.createElement('tr');
    const range = document.createElement('th');
    range.scope = 'row';
    range.textContent = rangeOf(bucket);
    const bin = document.createElement('div');
    bin.className = bucket.count === 0 ? 'bin none' : 'bin';
    const bar = document.createElement('span');
    bar.className = 'bar';
    bar.style.setProperty('--share', String(bucket.count / most));
    bin.append(bar, String(bucket.count));
    row.append(range, document.createElement('td'));
    row.cells[1].append(bin);
    return row;
  });
  byTestId('histogram')
    .querySelector('tbody')!
    .replaceChildren(...rows);
  byTestId('histogram').hidden = times.length === 0;
  byTestId('histogram-empty').hidden = times.length > 0;
}

const results = readResults();
const folded = readFolded();
if (Object.keys(results).length === 0 && !folded) {
  byTestId('stats-empty').hidden = false;
} else {
  byTestId('stats-content').hidden = false;
  const streak = streakOf(results, localDate(), folded);
  byTestId('streak-current').textContent = dayCount(streak.current);
  byTestId('streak-best').textContent = dayCount(streak.best);
  // The grids' levels, then the honeycomb's (kept under 'honeycomb-<level>', resultLevel).
  const stats = ['level-stats', 'honeycomb-stats'].flatMap((id) =>
    fillLevelTable(byTestId<HTMLTableElement>(id), results, folded, (level) => [
      ...[level.played, level.solved, level.clean].map(String),
      timeOrDash(level.best),
      timeOrDash(level.median),
    ]),
  );
  // A grid level's own times; the honeycomb's filter ('honeycomb-') takes all its levels'.
  const timesOf = (level: string) =>
    stats.flatMap((entry) =>
      level === '' ||
      entry.level === level ||
      (level === HONEYCOMB_PREFIX && entry.level.startsWith(level))
        ? entry.times
        : [],
    );
  const filter = byTestId('histogram-filter');
  const showLevel = () => {
    const chosen = filter.querySelector<HTMLInputElement>(':checked')!;
    byTestId('histogram').querySelector('caption')!.textContent =
      `Solves per time range, ${chosen.value ? chosen.parentElement!.textContent!.trim() : 'all levels'}`;
    drawHistogram(timesOf(chosen.value));
  };
  filter.addEventListener('change', showLevel);
  showLevel();
  byTestId('history-note').hidden = !folded;
}
