import {
  type GeneratedPuzzle,
  type GeneratorVersion,
  generatePuzzle,
  type NotGenerated,
} from './generate.ts';
import { type KindGenerated, kindOf } from './kind/kind.ts';
import { KINDS, RATED_LEVELS, type RatedLevel } from './kind/names.ts';
import { HANIDOKU_SHAPE } from './kind/shape.ts';
import { BASE64URL } from './share.ts';

/**
 * The daily puzzle: for each calendar date and level, the seed is HMAC-SHA256(secret,
 * `date:level`) in base64url, cut to 22 characters (132 bits). Without the secret nobody can
 * compute tomorrow's puzzle; with it, every server and every rebuild agrees on today's. The HMAC
 * is Web Crypto's, the same in Node, workerd and browsers. Every level the generator makes
 * (RATED_LEVELS) has a daily puzzle. A date is not a UTC date: each player plays the daily of
 * their own calendar date, so a date is published as soon as it begins anywhere
 * (latestPublishedDate). Each date's puzzles come from the generator version of its day
 * (dailyGeneratorVersion), so a published date keeps its puzzles when the generator changes.
 * The daily honeycomb (a Hanidoku at each of its levels) is keyed the same way from the message
 * `date:hanidoku:level`, so its seeds never equal a grid daily's.
 */

const SEED_LENGTH = 22;

/** True for `YYYY-MM-DD` naming a real day of the Gregorian calendar (2028-02-29, not 2027-02-29). */
export function isDailyDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= days;
}

/**
 * The UTC calendar date of an instant, `YYYY-MM-DD`; a RangeError for an invalid Date or a
 * year outside 0000..9999.
 * @example utcDate(new Date('2026-03-01T23:30:00-05:00')) // '2026-03-02'
 */
export function utcDate(now: Date): string {
  const year = now.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) throw new RangeError(`no daily date for the instant ${now}`);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${two(now.getUTCMonth() + 1)}-${two(now.getUTCDate())}`;
}

/** UTC+14 (Kiribati's Line Islands): the first place where each calendar date begins. */
const EARLIEST_OFFSET_MS = 14 * 3_600_000;

/**
 * The latest date whose puzzles are published at an instant: a date is published once it has
 * begun somewhere on Earth, at its midnight in UTC+14 (10:00 UTC the day before), so every
 * player can play the daily of their own calendar date. Earlier dates stay published.
 * @example latestPublishedDate(new Date('2026-03-01T10:00:00Z')) // '2026-03-02'
 */
export function latestPublishedDate(now: Date): string {
  return utcDate(new Date(now.getTime() + EARLIEST_OFFSET_MS));
}

/**
 * The seed of a day's puzzle of a level: 22 base64url characters. Rejects a date that is not
 * `YYYY-MM-DD`, a level without a daily puzzle or an empty secret with a RangeError.
 * @example await dailySeed('2026-03-02', 'hard', env.DAILY_SECRET) // 'Xq3…' (22 characters)
 */
export async function dailySeed(date: string, level: RatedLevel, secret: string): Promise<string> {
  checkDaily(date, level, RATED_LEVELS);
  return keyedSeed(secret, `${date}:${level}`);
}

/** The levels of the daily honeycomb: every level the Hanidoku generator makes. */
export const HONEYCOMB_LEVELS: readonly RatedLevel[] = KINDS.hanidoku.levels;

/**
 * The seed of a day's honeycomb of a level: HMAC(secret, `date:hanidoku:level`), 22 base64url
 * characters; the same RangeErrors as dailySeed, for a level of HONEYCOMB_LEVELS.
 * @example await dailyHoneycombSeed('2026-12-05', 'hard', env.DAILY_SECRET)
 */
export async function dailyHoneycombSeed(
  date: string,
  level: RatedLevel,
  secret: string,
): Promise<string> {
  checkDaily(date, level, HONEYCOMB_LEVELS);
  return keyedSeed(secret, `${date}:hanidoku:${level}`);
}

/** Throws a RangeError for a date that is not `YYYY-MM-DD` or a level not among `levels`. */
function checkDaily(date: string, level: RatedLevel, levels: readonly RatedLevel[]): void {
  if (!isDailyDate(date)) throw new RangeError(`bad daily date '${date}': expected YYYY-MM-DD`);
  if (!levels.includes(level)) {
    throw new RangeError(`no daily puzzle of level '${level}': expected ${levels.join(', ')}`);
  }
}

/** HMAC-SHA256(secret, message) in base64url from its first bits, cut to SEED_LENGTH characters. */
async function keyedSeed(secret: string, message: string): Promise<string> {
  if (secret === '') throw new RangeError('the daily secret is empty');
  const encoder = new TextEncoder();
  const { subtle } = crypto;
  const key = await subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(message)));
  // Base64url from the first bits on: 17 bytes give the 22 characters' 132 bits and 4 more.
  let bits = 0n;
  for (let i = 0; i < 17; i++) bits = (bits << 8n) | BigInt(mac[i]);
  let seed = '';
  for (let i = 0; i < SEED_LENGTH; i++)
    seed += BASE64URL[Number((bits >> BigInt(130 - 6 * i)) & 63n)];
  return seed;
}

/**
 * From which date each generator version makes the dailies, oldest first; dates before the
 * first use version 1. Version 2 (each level's givens in its range) starts on 2026-12-05, after
 * the dates already published or stored when it shipped (2026-12-02 was published on 2026-12-01).
 */
export const DAILY_GENERATORS: readonly { from: string; version: GeneratorVersion }[] = [
  { from: '2026-12-05', version: 2 },
];

/**
 * The generator version of a date's daily puzzles (dates compare as YYYY-MM-DD text).
 * @example dailyGeneratorVersion('2026-12-04') // 1
 */
export function dailyGeneratorVersion(date: string): GeneratorVersion {
  let version: GeneratorVersion = 1;
  for (const entry of DAILY_GENERATORS) if (date >= entry.from) version = entry.version;
  return version;
}

/**
 * The day's puzzle of a level: a classic 9×9 generated from dailySeed by the generator version
 * of its date.
 * @example await dailyPuzzle(utcDate(new Date()), 'medium', env.DAILY_SECRET)
 */
export async function dailyPuzzle(
  date: string,
  level: RatedLevel,
  secret: string,
): Promise<GeneratedPuzzle | NotGenerated> {
  const seed = await dailySeed(date, level, secret);
  return generatePuzzle({ seed, level, generatorVersion: dailyGeneratorVersion(date) });
}

/**
 * Attempts the daily honeycomb's generator may make: its own default, far above what any seed
 * has needed (limits.ts), since a day without its honeycomb would be an error. The cron makes
 * the dailies ahead of time, so their CPU is not a visitor's.
 */
const HONEYCOMB_ATTEMPTS = 1000;

/**
 * The generator version of a date's honeycombs: the Hanidoku generator has one version so far;
 * a new one would get a cutover table like DAILY_GENERATORS.
 */
export function dailyHoneycombVersion(_date: string): number {
  return 1;
}

/**
 * The day's honeycomb of a level: a Hanidoku generated through the kind interface from
 * dailyHoneycombSeed.
 * @example await dailyHoneycomb('2026-12-05', 'hard', env.DAILY_SECRET)
 */
export async function dailyHoneycomb(
  date: string,
  level: RatedLevel,
  secret: string,
): Promise<KindGenerated | NotGenerated> {
  const seed = await dailyHoneycombSeed(date, level, secret);
  return kindOf(HANIDOKU_SHAPE).generate({
    seed,
    level,
    maxAttempts: HONEYCOMB_ATTEMPTS,
    generatorVersion: dailyHoneycombVersion(date),
  });
}
