import { randomUUID } from 'node:crypto';
import type { DailyOne } from '../../shared/api-types.ts';
import { kindOf } from '../../shared/kind/kind.ts';
import type { RatedLevel } from '../../shared/kind/names.ts';
import { readShareCode, type Shape } from '../../shared/kind/shape.ts';
import { localDate } from '../../site/src/scripts/play/clock.ts';
import type { Start } from './session.ts';

/**
 * Where `sudoku play` finds its puzzle: the generator (a seed, the same puzzle the API and the
 * site give for it), a share code, or the day's puzzle from the API.
 */

/** A new puzzle of `shape` at `level` for `seed` (a random one when absent), or why none. */
export function generated(
  shape: Shape,
  level: RatedLevel,
  seed = randomUUID().slice(0, 8),
): { ok: true; start: Start } | { ok: false; message: string } {
  const made = kindOf(shape).generate({ seed, level });
  if (!made.ok) {
    return { ok: false, message: `no ${level} puzzle found for seed '${seed}'; try another seed` };
  }
  const { givens, solution } = made;
  return { ok: true, start: { shape, givens, level, solution, origin: `seed ${seed}` } };
}

/**
 * The `count`-th new puzzle of a game that began as `start` (same shape, `level` or its own,
 * medium for a code without one). From a command-line seed it is seed `SEED/count`, so a
 * scripted or replayed game repeats; else a random one.
 */
export function nextPuzzle(
  start: Start,
  seed: string | undefined,
  count: number,
  level: RatedLevel = (start.level as RatedLevel | null) ?? 'medium',
): { ok: true; start: Start } | { ok: false; message: string } {
  return generated(start.shape, level, seed === undefined ? undefined : `${seed}/${count}`);
}

/** The puzzle a share code names, or what is wrong with the code. */
export function fromCode(
  code: string,
): { ok: true; start: Start } | { ok: false; message: string } {
  const read = readShareCode(code);
  if (!read.ok) return { ok: false, message: `--code: ${read.message}` };
  const { shape, givens, level } = read;
  return { ok: true, start: { shape, givens, level, origin: `code ${code}` } };
}

/**
 * Today's daily puzzle of `level` from the API at `api` (the honeycomb's when `honeycomb`), or
 * a message saying why it could not be had: no answer within 10 s, or the API's problem.
 */
export async function fromDaily(
  api: string,
  level: RatedLevel,
  honeycomb: boolean,
): Promise<{ ok: true; start: Start } | { ok: false; message: string }> {
  // This machine's calendar date, as the site asks for its player's.
  const date = localDate();
  const url = `${api.replace(/\/+$/, '')}/api/v1/daily/${date}/${honeycomb ? 'honeycomb/' : ''}${level}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    return {
      ok: false,
      message: `the puzzle server at ${api} could not be reached (${cause}); start it with 'npm start' or pass --api URL`,
    };
  }
  const body = (await response.json().catch(() => null)) as {
    detail?: string;
    title?: string;
  } | null;
  if (!response.ok || !body) {
    const detail = body?.detail ?? body?.title ?? `answer ${response.status}`;
    return { ok: false, message: `${url}: ${detail}` };
  }
  const daily = body as DailyOne;
  const read = fromCode(String(daily.code));
  if (!read.ok) return { ok: false, message: `${url} answered a bad code: ${read.message}` };
  return { ok: true, start: { ...read.start, origin: `daily ${daily.date}` } };
}
