import { type Folded, foldOldest, HISTORY_LIMIT, readFoldedText } from './stats-history.ts';

/**
 * What the site keeps in localStorage, all under the `sudoku:` prefix:
 * - `sudoku:game:<key>` — a game in progress or done, as `serializeGame` writes it; the key is
 *   the puzzle's share code, so a daily and its `/p/{code}` link share one game;
 * - `sudoku:results` — one `Result` per puzzle key played, for stats, streaks and the archive's
 *   marks: the newest HISTORY_LIMIT of them (stats-history.ts);
 * - `sudoku:stats` — the totals and streak days of the older ones, folded (`Folded`, versioned).
 * - `sudoku:device` — a random id sent with each daily solved, for the global stats, whose API
 *   keeps only its hash (one result per device and puzzle);
 * - `sudoku:pending-results` — solves of dailies still to post to it, kept from the moment of the
 *   solve until the API took or refused them (global-stats.ts).
 * Storage can be full or switched off (private windows): every access is allowed to fail, and a
 * full one makes room by dropping the oldest saved games (writeItem), so results and the game
 * being played are kept.
 */

const GAME_PREFIX = 'sudoku:game:';
const RESULTS = 'sudoku:results';
const FOLDED = 'sudoku:stats';
export const DEVICE_KEY = 'sudoku:device';
const PENDING_RESULTS = 'sudoku:pending-results';
/** Solves kept waiting at most; the oldest give way. */
const MOST_PENDING = 30;

/** A solve of a daily for the global stats, as POST /results takes it but for the device id. */
export interface PendingResult {
  daily: { date: string; level: string; kind: 'grid' | 'honeycomb' };
  grid: string;
  ms: number;
  hints: number;
  reveals: number;
  mistakes: number;
}

/** The solves waiting to be posted, by puzzle key. */
export function readPendingResults(): Record<string, PendingResult> {
  return readObject<PendingResult>(PENDING_RESULTS);
}

/** Keeps `result` waiting under `key` (null: forgets it); the oldest go past MOST_PENDING. */
export function keepPendingResult(key: string, result: PendingResult | null): void {
  const pending = readPendingResults();
  if (result) pending[key] = result;
  else if (key in pending) delete pending[key];
  else return;
  const keys = Object.keys(pending).slice(-MOST_PENDING);
  if (keys.length > 0) {
    writeItem(
      PENDING_RESULTS,
      JSON.stringify(Object.fromEntries(keys.map((k) => [k, pending[k]]))),
      key,
    );
    return;
  }
  try {
    localStorage.removeItem(PENDING_RESULTS);
  } catch {}
}

/** Whether solves wait to be posted to the global stats (checked without loading their code). */
export function hasPendingResults(): boolean {
  try {
    return localStorage.getItem(PENDING_RESULTS) !== null;
  } catch {
    return false;
  }
}

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

/** The puzzle key of a saved game's storage name (`sudoku:game:<key>`); null for another name. */
export function gameKeyOf(name: string | null): string | null {
  return name?.startsWith(GAME_PREFIX) ? name.slice(GAME_PREFIX.length) : null;
}

/** Saves a game's text (see writeItem: a full storage drops older games, never this one). */
export function storeGame(key: string, text: string): void {
  writeItem(GAME_PREFIX + key, text, key);
}

/** Whether `error` says the storage is full (browsers name it differently). */
function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

/**
 * Stores `value` under `name`. When the storage is full, saved games make room, a quarter of
 * them at a time: finished ones first (their results stay), then unfinished ones, oldest first,
 * never the game of `keep` (the one being played). A value that cannot be stored (a disabled
 * storage, or nothing left to drop) is let go, as every access here may fail.
 */
function writeItem(name: string, value: string, keep = ''): void {
  for (;;) {
    try {
      localStorage.setItem(name, value);
      return;
    } catch (error) {
      if (!isQuotaError(error) || !dropOldGames(keep)) return;
    }
  }
}

/** Removes a quarter (at least one) of the saved games but `keep`'s; false when there is none. */
function dropOldGames(keep: string): boolean {
  const results = readResults();
  const games: { key: string; finished: boolean; at: number }[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = gameKeyOf(localStorage.key(i));
      if (key === null || key === keep) continue;
      const result = results[key];
      games.push({
        key,
        finished: !!result?.solved,
        at: result?.solved?.at ?? result?.started ?? 0,
      });
    }
    if (games.length === 0) return false;
    games.sort((a, b) => Number(b.finished) - Number(a.finished) || a.at - b.at);
    for (const { key } of games.slice(0, Math.ceil(games.length / 4))) {
      localStorage.removeItem(GAME_PREFIX + key);
    }
    return true;
  } catch {
    return false;
  }
}

/** The JSON object kept under `key`, or an empty one (none, not an object, storage failing). */
function readObject<T>(key: string): Record<string, T> {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** Every result recorded on this device. */
export function readResults(): Results {
  return readObject<Result>(RESULTS);
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
  const kept = added ? foldOldest(results, readFolded(), HISTORY_LIMIT) : { results, folded: null };
  if (kept.results !== results) writeItem(FOLDED, JSON.stringify(kept.folded));
  writeItem(RESULTS, JSON.stringify(kept.results), key);
  return result;
}
