import type { DailySet } from '../../../shared/api-types.ts';
import { getJson } from './api.ts';
import { hideNotice, showNotice } from './notice.ts';
import { localDate, longDate } from './play/clock.ts';
import { createPlayer } from './play/player.ts';
import { puzzleFromLine } from './play/puzzle-line.ts';
import { renderStats } from './play/stats.ts';
import { readResults } from './play/storage.ts';
import { wireTabs } from './tabs.ts';

// `/` plays the puzzles of the visitor's own date (the API serves a date once it has begun
// anywhere); `/?date=YYYY-MM-DD#level` a past day's, linked from the archive.
const requested = new URLSearchParams(location.search).get('date');
const heading = document.getElementById('daily-heading')!;
const date = document.getElementById('daily-date') as HTMLTimeElement;
const notice = document.getElementById('daily-notice')!;
const stats = document.querySelector<HTMLElement>('[data-testid="stats"]')!;
const showStats = () => renderStats(stats, readResults());
const player = createPlayer(document.getElementById('daily-player')!, showStats);
let daily: DailySet | undefined;
let level = '';

/** A level's name as its tab shows it (LEVEL_NAMES, written into the markup at build time). */
function levelName(level: string): string {
  return document.getElementById(`tab-${level}`)?.textContent ?? level;
}

function showLevel(): void {
  const entry = daily?.puzzles.find((puzzle) => puzzle.level === level);
  if (!daily || !entry) return;
  player.open({
    key: entry.code,
    puzzle: puzzleFromLine(entry.puzzle),
    title: `${levelName(level)} · ${longDate(daily.date, 'long')}`,
    level,
    date: daily.date,
    shareTitle: `Sudoku · ${daily.date} · ${levelName(entry.level)}`,
    shareLink: new URL(`/?date=${daily.date}#${level}`, location.origin).href,
  });
}

async function load(): Promise<void> {
  hideNotice(notice);
  let result = await getJson<DailySet>(`/daily/${encodeURIComponent(requested ?? localDate())}`);
  // A device whose clock runs ahead asks for a date not begun anywhere: today in UTC will do.
  if (!requested && !result.ok && result.status === 404) result = await getJson<DailySet>('/daily');
  if (!result.ok) {
    const passing = result.status === 0 || result.status >= 500;
    showNotice(
      notice,
      `The puzzles could not be loaded. ${result.message}`,
      passing ? load : undefined,
    );
    return;
  }
  daily = result.data;
  if (daily.date !== localDate()) {
    heading.textContent = 'Daily puzzle from the archive';
    document.title = `Sudoku · daily puzzle of ${daily.date}`;
  }
  date.dateTime = daily.date;
  date.textContent = longDate(daily.date);
  showLevel();
}

wireTabs(document.querySelector('[role="tablist"]')!, location.hash.slice(1), (value, byUser) => {
  level = value;
  if (byUser) history.replaceState(null, '', `#${value}`);
  showLevel();
});
showStats();
load();
