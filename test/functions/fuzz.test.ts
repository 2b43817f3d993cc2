import { expect, it } from 'vitest';
import { createRandom, type Random } from '../../shared/random.ts';
import { encodeShareCode } from '../../shared/share.ts';
import { call, freshIp } from './api.ts';
import { cellsOf, PUZZLE } from './fixtures.ts';

/**
 * 10,000 hostile requests, made from a seeded PRNG (shared/random.ts), across every route of
 * the Worker: odd methods, paths, queries, headers and bodies, mostly near-misses of valid
 * requests. None may answer 5xx; every refusal of the API is problem+json. A failure names the
 * seed and the request, so it can be replayed by setting SEED.
 */

const SEED = 'fuzz-2026-12-01';
const CODE = encodeShareCode({ variant: 'classic', size: 9, level: null, givens: cellsOf(PUZZLE) });
const REQUESTS = 10_000;

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'QUERY', 'TRACE'];
const LEVELS = ['easy', 'medium', 'hard', 'expert', 'EASY', 'none', '', 'easy ', '../easy'];
const VARIANTS = ['classic', 'x', 'jigsaw', 'hanidoku', 'killer', 'X', ''];
const SIZES = ['4', '6', '8', '9', '12', '16', '0', '-9', '9.5', '1e3', 'nine'];
const TYPES = [
  'application/json',
  'text/plain',
  'application/json; charset=latin1',
  'multipart/form-data',
  '',
];
const JUNK = [
  '',
  ' ',
  '%00',
  '%',
  '..%2F..%2Fetc%2Fpasswd',
  '\u0000',
  '😀',
  'ＡＢＣ',
  '<script>',
  "'; DROP TABLE results;--",
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  'null',
  '[]',
  '{}',
];

const pick = <T>(random: Random, items: readonly T[]): T => items[random.below(items.length)];

/** A hostile version of `text`: cut, padded, a character changed, or replaced by junk. */
function mutate(random: Random, text: string): string {
  switch (random.below(7)) {
    case 0:
      return text;
    case 1:
      return text.slice(0, random.below(text.length + 1));
    case 2:
      return text + pick(random, JUNK);
    case 3: {
      const at = random.below(text.length + 1);
      return text.slice(0, at) + String.fromCharCode(random.below(0x3000)) + text.slice(at + 1);
    }
    case 4:
      return text.repeat(1 + random.below(40));
    case 5:
      return pick(random, JUNK);
    default:
      return random.below(2) ? text.toUpperCase() : encodeURIComponent(text);
  }
}

/** A mutation fit for a header value: printable ASCII. */
const headerValue = (random: Random, text: string) =>
  mutate(random, text)
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 4000);

/** A date: real, out of range (the year 0, before the archive, far ahead) or malformed. */
function date(random: Random): string {
  const year = pick(random, ['2026', '2025', '0000', '9999', '2027', '1970']);
  const month = String(1 + random.below(13)).padStart(2, '0');
  const day = String(random.below(33)).padStart(2, '0');
  return mutate(random, `${year}-${month}-${day}`);
}

/** A JSON value of any type, sometimes deep, long or odd. */
function value(random: Random, depth = 0): unknown {
  switch (random.below(depth > 3 ? 4 : 7)) {
    case 0:
      return mutate(random, PUZZLE);
    case 1:
      return random.below(2) ? -random.next() : random.next() / 7;
    case 2:
      return pick(random, [null, true, false, 0, -0, 1e308, '']);
    case 3:
      return mutate(random, pick(random, LEVELS));
    case 4:
      return Array.from({ length: random.below(5) }, () => value(random, depth + 1));
    case 5:
      return { [pick(random, ['puzzle', 'grid', '__proto__', 'a'])]: value(random, depth + 1) };
    default: {
      let nested: unknown = 1;
      for (let i = 0; i < 1 + random.below(2000); i++) nested = [nested];
      return nested;
    }
  }
}

/** A body for one of the POST routes: its fields, each valid, mutated or swapped for junk. */
function body(random: Random): string {
  const fields: Record<string, unknown> = {
    puzzle: PUZZLE,
    grid: PUZZLE,
    code: CODE,
    variant: pick(random, VARIANTS),
    level: pick(random, LEVELS),
    daily: { date: date(random), level: pick(random, LEVELS) },
    reveal: true,
    client: 'fuzzclient0123456789',
    ms: random.next(),
    hints: 0,
  };
  const chosen: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (random.below(3) === 0) continue;
    const roll = random.below(4);
    chosen[name] =
      roll === 0
        ? field
        : roll === 1 && typeof field === 'string'
          ? mutate(random, field)
          : value(random);
  }
  const text = JSON.stringify(random.below(10) === 0 ? value(random) : chosen);
  return random.below(8) === 0 ? mutate(random, text) : text;
}

const GET_PATHS: ((random: Random) => string)[] = [
  () => '/daily',
  (r) => `/daily/${date(r)}`,
  (r) => `/daily/${date(r)}/${pick(r, LEVELS)}`,
  () => '/daily/honeycomb',
  (r) => `/daily/${date(r)}/honeycomb`,
  (r) => `/daily/${date(r)}/honeycomb/${pick(r, LEVELS)}`,
  (r) =>
    `/puzzles?level=${pick(r, LEVELS)}&size=${pick(r, SIZES)}&variant=${pick(r, VARIANTS)}&seed=${mutate(r, 'seed')}&symmetry=${mutate(r, 'rotational')}`,
  (r) => `/puzzles?${mutate(r, 'level=easy&seed=a')}`,
  (r) => `/puzzles/${mutate(r, CODE)}`,
  (r) => `/puzzles/${mutate(r, CODE)}.svg`,
  (r) => `/puzzles/${mutate(r, CODE)}.cnf`,
  () => '/openapi.json',
  (r) => `/results/${date(r)}`,
  (r) => `/results/${date(r)}/${pick(r, LEVELS)}`,
  (r) => `/results/${date(r)}/honeycomb/${pick(r, LEVELS)}`,
  (r) => `/${mutate(r, 'daily')}/${mutate(r, 'x')}`,
];
const POST_PATHS = ['/solve', '/grade', '/hint', '/verify', '/results'];

interface Fuzzed {
  path: string;
  init: RequestInit & { ip?: string };
}

/** One hostile request. */
function request(random: Random, ip: string): Fuzzed {
  const prefix = pick(random, ['/api', '/api/v1', '/api/v2', '/API', '']);
  const post = random.below(3) === 0;
  let path = post ? prefix + pick(random, POST_PATHS) : prefix + pick(random, GET_PATHS)(random);
  if (random.below(20) === 0) path = `/p/${mutate(random, CODE)}`;
  const method = random.below(6) === 0 ? pick(random, METHODS) : post ? 'POST' : 'GET';
  const headers = new Headers();
  if (random.below(4)) headers.set('content-type', pick(random, TYPES));
  if (random.below(10) === 0) headers.set('if-none-match', headerValue(random, '"etag"'));
  if (random.below(10) === 0) headers.set('origin', headerValue(random, 'https://a.example'));
  // A rare forged address of its own, so a few dear requests pass the rate limiter.
  const address = random.below(100) === 0 ? headerValue(random, '2001:db8::1') : ip;
  const init: Fuzzed['init'] = { method, headers, ip: address };
  if (method !== 'GET' && method !== 'HEAD') {
    init.body = random.below(30) === 0 ? 'x'.repeat(8000 + random.below(1000)) : body(random);
  }
  return { path, init };
}

it('answers 10,000 seeded hostile requests without a 5xx, every API refusal problem+json', {
  timeout: 300_000,
}, async () => {
  const random = createRandom(SEED);
  const ip = freshIp();
  const statuses = new Map<number, number>();
  let sent = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const { path, init } = request(random, ip);
    const what = `seed '${SEED}', request ${i}: ${init.method} ${path.slice(0, 200)}`;
    let response: Response;
    try {
      response = await call(path, init);
    } catch (error) {
      // workerd's Request refuses some URLs and headers before any Worker sees them.
      if (error instanceof TypeError) continue;
      throw new Error(`${what} threw ${error}`);
    }
    sent++;
    const text = await response.text();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    expect(response.status, `${what} → ${text.slice(0, 300)}`).toBeLessThan(500);
    const page = path.startsWith('/p/') || !path.startsWith('/api');
    if (response.status >= 400 && !page) {
      expect(response.headers.get('content-type'), what).toBe('application/problem+json');
      if (init.method !== 'HEAD') {
        const problem = JSON.parse(text) as { type: string; status: number; detail: string };
        expect(problem.status, what).toBe(response.status);
        expect(problem.type, what).toMatch(/^\/problems\/[a-z-]+$/);
        expect(problem.detail, what).not.toBe('');
      }
    }
  }
  expect(sent).toBeGreaterThanOrEqual(REQUESTS * 0.95);
  // The requests reach past validation too: some are served, some rate limited.
  expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
  expect(statuses.get(429) ?? 0).toBeGreaterThan(0);
});
