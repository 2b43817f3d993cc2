import type { DailySet } from '../../../shared/api-types.ts';
import { HANIDOKU_SHAPE } from '../../../shared/kind/shape.ts';
import { getJson } from './api.ts';
import { hideNotice, showNotice } from './notice.ts';
import { localDate, longDate } from './play/clock.ts';
import { createPlayer } from './play/player.ts';
import { playable } from './play/shared-puzzle.ts';
import { wireTabs } from './tabs.ts';

// /honeycomb plays the daily honeycomb of the visitor's own date, a Hanidoku at each of its
// levels; `/honeycomb?date=YYYY-MM-DD#level` a past day's, linked from the archive. The player
// loads the honeycomb's rules and board (playable) with the first puzzle shown.
const requested = new URLSearchParams(location.search).get('date');
const heading = document.getElementById('honeycomb-heading')!;
const date = document.getElementById('honeycomb-date') as HTMLTimeElement;
const notice = document.getElementById('honeycomb-notice')!;
const player = createPlayer(document.getElementById('honeycomb-player')!);
let daily: DailySet | undefined;
let level = '';

/** A level's name as its tab shows it (written into the markup at build time). */
function levelName(level: string): string {
  return document.getElementById(`tab-${level}`)?.textContent ?? level;
}

/** The givens of a line from the API: 61 characters, a digit or '.' (validated there). */
const givensOfLine = (line: string) => Uint8Array.from(line, (ch) => Number(ch) || 0);

async function showLevel(): Promise<void> {
  const entry = daily?.puzzles.find((puzzle) => puzzle.level === level);
  if (!daily || !entry) return;
  const shown = { date: daily.date, level };
  const game = await playable(HANIDOKU_SHAPE, givensOfLine(entry.puzzle));
  // Another level (or day) chosen while the board loaded: that one is shown instead.
  if (shown.date !== daily.date || shown.level !== level) return;
  player.open({
    key: entry.code,
    ...game,
    title: `${levelName(level)} · ${longDate(daily.date, 'long')}`,
    level,
    date: daily.date,
    shareTitle: `Hanidoku · ${daily.date} · ${levelName(level)}`,
    shareLink: new URL(`/honeycomb?date=${daily.date}#${level}`, location.origin).href,
  });
}

async function load(): Promise<void> {
  hideNotice(notice);
  const day = encodeURIComponent(requested ?? localDate());
  let result = await getJson<DailySet>(`/daily/${day}/honeycomb`);
  // A device whose clock runs ahead asks for a date not begun anywhere: today in UTC will do.
  if (!requested && !result.ok && result.status === 404) {
    result = await getJson<DailySet>('/daily/honeycomb');
  }
  if (!result.ok) {
    const passing = result.status === 0 || result.status >= 500 || result.status === 429;
    showNotice(
      notice,
      `The honeycombs could not be loaded. ${result.message}`,
      passing ? load : undefined,
    );
    return;
  }
  daily = result.data;
  if (daily.date !== localDate()) {
    heading.textContent = 'Daily honeycomb from the archive';
    document.title = `Hanidoku · daily honeycomb of ${daily.date}`;
  }
  date.dateTime = daily.date;
  date.textContent = longDate(daily.date);
  await showLevel();
}

wireTabs(document.querySelector('[role="tablist"]')!, location.hash.slice(1), (value, byUser) => {
  level = value;
  if (byUser) history.replaceState(null, '', `#${value}`);
  showLevel();
});
load();
