import { type Folded, foldOldest, HISTORY_LIMIT, readFoldedText } from './stats-history.ts';

/**
 * What the site keeps in localStorage, all under the `sudoku:` prefix:
 * - `sudoku:game:<key>` — a game in progress or done, as `serializeGame` writes it; the key is
 *   the puzzle's share code, so a daily and its `/p/{code}` link share one game;
 * - `sudoku:results` — one `Result` per puzzle key played, for stats, streaks and the archive's
 *   marks: the newest HISTORY_LIMIT of them (stats-history.ts);
 * - `sudoku:stats` — the totals and streak days of the older ones, folded (`Folded`, versioned).
 * Storage can be full or switched off (private windows): every access is allowed to fail.
 */

const GAME_PREFIX = 'sudoku:game:';
const RESULTS = 'sudoku:results';
const FOLDED = 'sudoku:stats';

/** A puzzle the player has changed at least once; `solved` is set by the first solve only. */
export interface Result {
  /** A grid's level ('hard'), a honeycomb's prefixed ('honeycomb-hard', resultLevel). */
  level: string | null;
  /** The daily's date (YYYY-MM-DD, the player's calendar date) when it was played as a daily. */
  date?: string;
  /** When the first change was made (ms since the epoch). */
  started: number;
  /** Wrong digits placed while the player had mistakes shown at once. */
  mistakes?: number;
  solved?: { ms: number; hints: number; reveals: number; at: number };
}

export type Results = Record<string, Result>;

/** The saved game text for a puzzle key, or null. */
export function loadGame(key: string): string | null {
  try {
    return localStorage.getItem(GAME_PREFIX + key);
  } catch {
    return null;
  }
}

/** Saves a game's text; a full or disabled storage is ignored. */
export function storeGame(key: string, text: string): void {
  try {
    localStorage.setItem(GAME_PREFIX + key, text);
  } catch {}
}

/** Every result recorded on this device. */
export function readResults(): Results {
  try {
    const parsed = JSON.parse(localStorage.getItem(RESULTS) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** The totals of the results folded away, or null while there are none. */
export function readFolded(): Folded | null {
  try {
    return readFoldedText(localStorage.getItem(FOLDED));
  } catch {
    return null;
  }
}

/**
 * Merges `change` into the result of `key` (created with `started` when missing) and saves.
 * @example updateResult(code, { level: 'hard', date: '2026-11-29' }, Date.now())
 */
export function updateResult(key: string, change: Partial<Result>, now: number): Result {
  const results = readResults();
  const result: Result = { ...(results[key] ?? { level: null, started: now }), ...change };
  const added = !(key in results);
  results[key] = result;
  try {
    const kept = added
      ? foldOldest(results, readFolded(), HISTORY_LIMIT)
      : { results, folded: null };
    if (kept.results !== results) localStorage.setItem(FOLDED, JSON.stringify(kept.folded));
    localStorage.setItem(RESULTS, JSON.stringify(kept.results));
  } catch {}
  return result;
}
