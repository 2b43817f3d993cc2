import type { DailySet } from '../../../shared/api-types.ts';
import { longDate } from '../../../shared/date-words.ts';
import { type Fetched, getJson } from './api.ts';
import { hideNotice, showNotice } from './notice.ts';
import { localDate } from './play/clock.ts';
import { createPlayer, type PlayEntry } from './play/player.ts';
import { markNavigation } from './site-nav.ts';
import { wireTabs } from './tabs.ts';

/** The game part of a player's entry: the puzzle, and its board kit when not a grid's. */
export type PlayablePart = Pick<PlayEntry, 'puzzle' | 'board'>;

/** What sets the daily pages apart: the grids' (/) and the honeycomb's (/honeycomb). */
export interface DailyPage {
  /** The prefix of the page's ids: `${id}-heading`, `${id}-date`, `${id}-notice`, `${id}-player`. */
  id: string;
  /** The API's path after the date: '' for the grids, '/honeycomb'. */
  api: string;
  /** The page's own path, for share links and the archive's: '/', '/honeycomb'. */
  page: string;
  /** The puzzle's name in share texts and titles: 'Sudoku', 'Hanidoku'. */
  name: string;
  /** What a day holds, one of them: 'puzzle', 'honeycomb'. */
  noun: string;
  /** The game part of an entry for a puzzle line of the API (a honeycomb's loads its board). */
  playable(line: string): PlayablePart | Promise<PlayablePart>;
  /** Runs after a result is recorded. */
  onResult?: () => void;
}

/**
 * The daily sets the Worker wrote into the page (functions/daily-page.ts: the days a visitor
 * anywhere may be on), so that the board needs no request of its own; none in the page as built.
 */
function inlineDailies(): DailySet[] {
  const data = document.getElementById('dailies')?.textContent;
  try {
    const sets: unknown = data ? JSON.parse(data) : [];
    return Array.isArray(sets) ? sets : [];
  } catch {
    return [];
  }
}

/**
 * Plays a daily page: the puzzles of the visitor's own date (the API serves a date once it has
 * begun anywhere), or `?date=YYYY-MM-DD` a past day's as the archive links it, one level per
 * tab (`#level`), with a notice and a retry when they cannot be loaded, or a notice with links
 * onward when the date has none (no-day.ts). A past day puts the site's navigation at the
 * archive. Resolves once the first board is drawn and titled (or the notice shown).
 * @example playDailies({ id: 'daily', api: '', page: '/', name: 'Sudoku', noun: 'puzzle', playable })
 */
export function playDailies(config: DailyPage): Promise<void> {
  const { id, api, page, name, noun } = config;
  const requested = new URLSearchParams(location.search).get('date') || null;
  // A past day is known for one before its puzzles arrive: its heading is set at once.
  const pastRequested = requested !== null && requested < localDate();
  const heading = document.getElementById(`${id}-heading`)!;
  const date = document.getElementById(`${id}-date`) as HTMLTimeElement;
  const notice = document.getElementById(`${id}-notice`)!;
  const playerRoot = document.getElementById(`${id}-player`)!;
  const tabs = document.querySelector<HTMLElement>('[role="tablist"]')!;
  const player = createPlayer(playerRoot, config.onResult);
  let daily: DailySet | undefined;
  let level = '';

  /** A level's name as its tab shows it (LEVEL_NAMES, written into the markup at build time). */
  const levelName = (level: string) =>
    document.getElementById(`tab-${level}`)?.textContent ?? level;

  async function showLevel(): Promise<void> {
    const entry = daily?.puzzles.find((puzzle) => puzzle.level === level);
    if (!daily || !entry) return;
    const shown = { date: daily.date, level };
    const part = await config.playable(entry.puzzle);
    // Another level (or day) chosen while a board loaded: that one is shown instead.
    if (shown.date !== daily.date || shown.level !== level) return;
    player.open({
      key: entry.code,
      ...part,
      title: `${levelName(level)} · ${longDate(daily.date, false)}`,
      level,
      date: daily.date,
      shareTitle: `${name} · ${daily.date} · ${levelName(level)}`,
      // The level in the query too, which the link's preview reads (the Worker never sees '#').
      shareLink: new URL(`${page}?date=${daily.date}&level=${level}#${level}`, location.origin)
        .href,
    });
  }

  /** A day not the visitor's own: the heading and title say so, and the site's navigation is at the archive. */
  function showArchived(day: string): void {
    heading.textContent = `Daily ${noun} from the archive`;
    document.title = `${name} · daily ${noun} of ${day}`;
    markNavigation('/archive');
  }

  async function load(): Promise<void> {
    hideNotice(notice);
    const day = requested ?? localDate();
    const inline = inlineDailies().find((set) => set.date === day);
    let result: Fetched<DailySet> = inline
      ? { ok: true, data: inline }
      : await getJson<DailySet>(`/daily/${encodeURIComponent(day)}${api}`);
    // A device whose clock runs ahead asks for a date not begun anywhere: today in UTC will do.
    if (!requested && !result.ok && result.status === 404) {
      result = await getJson<DailySet>(`/daily${api}`);
    }
    if (!result.ok) {
      const passing = result.status === 0 || result.status >= 500 || result.status === 429;
      if (requested !== null && !passing) {
        // Rare, and loaded only then: the first visit's script stays small.
        const { showNoDay } = await import('./no-day.ts');
        showNoDay(
          { heading, date, notice, player: playerRoot, tabs, name, noun },
          requested,
          result,
        );
        return;
      }
      showNotice(
        notice,
        `The ${noun}s could not be loaded. ${result.message}`,
        passing ? load : undefined,
      );
      return;
    }
    daily = result.data;
    // Another day than the visitor's, not known before: a later one asked for, or UTC's today
    // for a clock running ahead.
    if (!pastRequested && daily.date !== localDate()) showArchived(daily.date);
    date.dateTime = daily.date;
    date.textContent = longDate(daily.date);
    await showLevel();
  }

  if (pastRequested) showArchived(requested);
  wireTabs(tabs, location.hash.slice(1), (value, byUser) => {
    level = value;
    if (byUser) history.replaceState(null, '', `#${value}`);
    void showLevel();
  });
  return load();
}
