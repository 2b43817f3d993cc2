/**
 * What the site keeps in localStorage, all under the `sudoku:` prefix:
 * - `sudoku:game:<key>` — a game in progress or done, as `serializeGame` writes it; the key is
 *   the puzzle's share code, so a daily and its `/p/{code}` link share one game;
 * - `sudoku:results` — one `Result` per puzzle key ever played, for stats, streaks and the
 *   archive's marks.
 * Storage can be full or switched off (private windows): every access is allowed to fail.
 */

const GAME_PREFIX = 'sudoku:game:';
const RESULTS = 'sudoku:results';

/** A puzzle the player has changed at least once; `solved` is set by the first solve only. */
export interface Result {
  level: string | null;
  /** The daily's date (YYYY-MM-DD, the player's calendar date) when it was played as a daily. */
  date?: string;
  /** When the first change was made (ms since the epoch). */
  started: number;
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

/**
 * Merges `change` into the result of `key` (created with `started` when missing) and saves.
 * @example updateResult(code, { level: 'hard', date: '2026-11-29' }, Date.now())
 */
export function updateResult(key: string, change: Partial<Result>, now: number): Result {
  const results = readResults();
  const result: Result = { ...(results[key] ?? { level: null, started: now }), ...change };
  results[key] = result;
  try {
    localStorage.setItem(RESULTS, JSON.stringify(results));
  } catch {}
  return result;
}
