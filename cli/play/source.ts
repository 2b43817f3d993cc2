import { randomUUID } from 'node:crypto';
import type { DailyOne } from '../../shared/api-types.ts';
import { kindOf } from '../../shared/kind/kind.ts';
import type { RatedLevel } from '../../shared/kind/names.ts';
import {
  defaultLevel,
  readShareCode,
  type Shape,
  type ShapeSpec,
  shapeOf,
  specOf,
} from '../../shared/kind/shape.ts';
import { localDate } from '../../site/src/scripts/play/clock.ts';
import { createPool, slowToMake, workerScript } from '../pool.ts';
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
 * The first puzzle of a game, made by the generator, saying so on stderr when it is a terminal.
 * A slow one (slowToMake) is made on a worker thread while that line counts the seconds, so a
 * long wait never looks like a hung command; Ctrl-C stops it as ever.
 */
export async function firstPuzzle(
  shape: Shape,
  level: RatedLevel,
  seed: string | undefined,
): Promise<{ ok: true; start: Start } | { ok: false; message: string }> {
  const line = makingLine(shape, level);
  const tty = process.stderr.isTTY === true;
  if (!slowToMake(shape.cellCount, level)) {
    if (tty) process.stderr.write(`${line}\n`);
    return generated(shape, level, seed);
  }
  const started = performance.now();
  const draw = () => {
    const seconds = Math.floor((performance.now() - started) / 1000);
    process.stderr.write(`\r${line} ${seconds} s (Ctrl-C stops)\x1b[K`);
  };
  if (tty) draw();
  const ticking = tty ? setInterval(draw, 1000) : undefined;
  try {
    return await nextPuzzleOffThread(shape, { kind: 'play', spec: specOf(shape), level, seed })
      .made;
  } finally {
    clearInterval(ticking);
    if (tty) process.stderr.write('\n');
  }
}

/** What a worker thread (cli/puzzle-worker.ts) takes to make a puzzle for `sudoku play`. */
export interface PlayMessage {
  kind: 'play';
  /** The game's shape as a spec: shapes hold functions, which cannot go to a worker. */
  spec: ShapeSpec;
  level: RatedLevel;
  seed: string | undefined;
}

/** A made puzzle without its shape, which the thread that asked for it has. */
export type PlayReply = { ok: true; start: Omit<Start, 'shape'> } | { ok: false; message: string };

/** The puzzle a PlayMessage asks for (on a worker thread, or on this one). */
export function answerPlay(message: PlayMessage): PlayReply {
  const made = generated(shapeOf(message.spec), message.level, message.seed);
  if (!made.ok) return made;
  const { shape: _, ...start } = made.start;
  return { ok: true, start };
}

/** "Making a puzzle: Sudoku 16×16, expert…", what the screen says while the generator works. */
export function makingLine(shape: Shape, level: RatedLevel): string {
  return `Making a puzzle: ${shape.title}, ${level}…`;
}

/**
 * The message for the `count`-th new puzzle of a game that began as `start` (same shape,
 * `level` or its own, the shape's default for a code without one). From a command-line seed it is seed
 * `SEED/count`, so a scripted or replayed game repeats; else a random one.
 */
export function nextMessage(
  start: Start,
  seed: string | undefined,
  count: number,
  level: RatedLevel = (start.level as RatedLevel | null) ?? defaultLevel(start.shape),
): PlayMessage {
  const spec = specOf(start.shape);
  return { kind: 'play', spec, level, seed: seed === undefined ? undefined : `${seed}/${count}` };
}

/** The puzzle of `message` for a game of `shape`, made on this thread. */
export function nextPuzzle(
  shape: Shape,
  message: PlayMessage,
): { ok: true; start: Start } | { ok: false; message: string } {
  return startOf(shape, answerPlay(message));
}

function startOf(shape: Shape, reply: PlayReply) {
  return reply.ok ? { ok: true as const, start: { ...reply.start, shape } } : reply;
}

/** A puzzle being made on a worker thread: the thread ends when it is made or cancelled. */
export interface Making {
  made: Promise<{ ok: true; start: Start } | { ok: false; message: string }>;
  /** Stops the worker; `made` then never settles. */
  cancel(): void;
}

/**
 * The puzzle of `message` for a game of `shape`, made on a worker thread so that this one
 * goes on drawing and reading keys (an X 16x16 expert can take 20 s).
 */
export function nextPuzzleOffThread(shape: Shape, message: PlayMessage): Making {
  const pool = createPool<PlayMessage, PlayReply>(workerScript('puzzle-worker'), 1);
  const made = pool.run(message).then((reply) => {
    void pool.close();
    return startOf(shape, reply);
  });
  return { made, cancel: () => void pool.close() };
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
