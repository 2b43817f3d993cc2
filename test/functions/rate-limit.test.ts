import { describe, expect, it } from 'vitest';
import { shapeOf } from '../../shared/kind/shape.ts';
import { call, expectProblem, freshIp, post } from './api.ts';
import { PUZZLE } from './fixtures.ts';

/** The workers project lowers the limit to 5 a minute (vitest.config.ts). */
const LIMIT = 5;

/**
 * Sends requests from one address until one is refused. The limiter's windows are aligned to
 * the clock, so a window may roll over once during the burst: 2·LIMIT + 1 requests always
 * reach the limit.
 */
async function untilLimited(send: (ip: string) => Promise<Response>): Promise<Response | null> {
  const ip = freshIp();
  for (let i = 0; i < 2 * LIMIT + 1; i++) {
    const response = await send(ip);
    if (response.status === 429) return response;
    expect(response.status, await response.clone().text()).toBe(200);
    await response.arrayBuffer();
  }
  return null;
}

describe('rate limiting', () => {
  it('answers 429 with Retry-After and RateLimit headers once an address spends its limit', async () => {
    const headers = { origin: 'https://app.example' };
    const refused = await untilLimited((ip) =>
      post('/api/solve', { puzzle: PUZZLE }, { ip, headers }),
    );
    expect(refused).not.toBeNull();
    if (!refused) return;
    const retryAfter = refused.headers.get('retry-after') ?? '';
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(refused.headers.get('ratelimit-policy')).toBeTruthy();
    expect(refused.headers.get('ratelimit')).toBeTruthy();
    // A browser client can read the refusal and when to retry.
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(refused.headers.get('access-control-expose-headers')).toMatch(/retry-after/i);
    await expectProblem(refused, 429, 'rate-limited');
  });

  it('limits hints, grades and generation without a seed too', async () => {
    const routes: ((ip: string) => Promise<Response>)[] = [
      (ip) => post('/api/hint', { puzzle: PUZZLE, grid: PUZZLE }, { ip }),
      (ip) => post('/api/grade', { puzzle: PUZZLE }, { ip }),
      (ip) => call('/api/puzzles?level=easy&size=4', { ip }),
    ];
    for (const send of routes) expect((await untilLimited(send))?.status).toBe(429);
  });

  it('counts generation without a seed whatever its query, as a POST counts whatever its body', async () => {
    const ip = freshIp();
    const bad = ['level=easiest', 'size=16', 'variant=jigsaw'];
    let refused: Response | undefined;
    for (let i = 0; i < 2 * LIMIT + 1 && !refused; i++) {
      const response = await call(`/api/puzzles?${bad[i % bad.length]}`, { ip });
      if (response.status === 429) refused = response;
      else {
        expect(response.headers.get('ratelimit-policy')).toMatch(/^"expensive";q=\d+;w=60$/);
        await expectProblem(response, 400, 'validation');
      }
    }
    expect(refused?.status).toBe(429);
    await refused?.arrayBuffer();
    // With a seed, only the making of a dear shape counts, and a bad query names none.
    const seeded = await call('/api/puzzles?seed=a&level=easiest', { ip });
    expect(seeded.headers.get('ratelimit-policy')).toBeNull();
    await expectProblem(seeded, 400, 'validation', 'query.level');
  });

  it('counts each address on its own', async () => {
    const ip = freshIp();
    expect((await untilLimited(() => post('/api/grade', { puzzle: PUZZLE }, { ip })))?.status).toBe(
      429,
    );
    const other = await post('/api/grade', { puzzle: PUZZLE }, { ip: freshIp() });
    expect(other.status).toBe(200);
  });

  it('does not limit cacheable requests: seeded puzzles, dailies, verify', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2 * LIMIT + 1; i++) {
      const seeded = await call('/api/puzzles?seed=cached&size=4&level=easy', { ip });
      expect(seeded.status).toBe(200);
      await seeded.arrayBuffer();
      const verify = await post('/api/verify', { code: 'x', grid: PUZZLE }, { ip });
      expect(verify.status).not.toBe(429);
      await verify.arrayBuffer();
    }
  });

  it('limits a seeded honeycomb until the edge cache holds its answer', async () => {
    const fresh = (ip: string) =>
      call(`/api/puzzles?variant=hanidoku&level=easy&seed=limit-${crypto.randomUUID()}`, { ip });
    expect((await untilLimited(fresh))?.status).toBe(429);
    const path = '/api/puzzles?variant=hanidoku&level=easy&seed=cached-honeycomb';
    await (await call(path)).arrayBuffer();
    const ip = freshIp();
    for (let i = 0; i < 2 * LIMIT + 1; i++) {
      const cached = await call(path, { ip });
      expect(cached.status).toBe(200);
      await cached.arrayBuffer();
    }
  });

  it('limits every new seed of a dear shape (6×6, X), and never a new classic 9×9 seed', async () => {
    // Fixed seeds (each makes its puzzle), so the run never depends on a seed the budget misses.
    for (const shape of ['size=6&level=easy', 'variant=x&level=easy']) {
      let n = 0;
      const fresh = (ip: string) => call(`/api/puzzles?${shape}&seed=dear-${n++}`, { ip });
      expect((await untilLimited(fresh))?.status, shape).toBe(429);
    }
    const ip = freshIp();
    for (let i = 0; i < 2 * LIMIT + 1; i++) {
      const classic = await call(`/api/puzzles?level=easy&seed=free-${crypto.randomUUID()}`, {
        ip,
      });
      expect(classic.status).toBe(200);
      await classic.arrayBuffer();
    }
  });

  it('caches a seed that finds no puzzle for a day, and limits such new seeds', async () => {
    // Each of these seeds spends a classic 9×9 expert mirror's work budget (250 attempts; about
    // 1 seed in 4,000 does): a 422 kept for a day, as more attempts after a deploy may succeed.
    const spent = [
      8193, 10687, 19844, 20512, 22698, 22752, 23255, 28556, 34551, 36871, 44886, 46933,
    ].map((n) => `spent-${n}`);
    const path = (seed: string) => `/api/puzzles?level=expert&symmetry=mirror&seed=${seed}`;
    const first = await call(path(spent[0]));
    await expectProblem(first, 422, 'unprocessable');
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(first.headers.get('ratelimit-policy')).toBeTruthy();
    // Its repeats are the edge cache's: never counted.
    const ip = freshIp();
    for (let i = 0; i < 2 * LIMIT + 1; i++) {
      const again = await call(path(spent[0]), { ip });
      await expectProblem(again, 422, 'unprocessable');
      expect(again.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(again.headers.get('x-kept-status')).toBeNull();
    }
    // New spent seeds each count, as a dear shape's do.
    let n = 1;
    let last: Response | undefined;
    for (const ip = freshIp(); n < spent.length; n++) {
      last = await call(path(spent[n]), { ip });
      if (last.status === 429) break;
      expect(last.status).toBe(422);
      await last.arrayBuffer();
    }
    expect(last?.status).toBe(429);
    expect(last?.headers.get('cache-control')).toBe('no-store');
    await last?.arrayBuffer();
  });

  it("limits the CNF of a code larger than 9×9, and not a 9×9's", async () => {
    // Codes of distinct 16×16 and 9×9 grids, each with two givens: valid, so each is encoded.
    const codeOf = (size: number, i: number) => {
      const givens = new Uint8Array(size * size);
      givens[i % (size * size)] = 1;
      givens[size * size - 1] = 2;
      return shapeOf({ id: 'classic', size }).shareCode(givens, null);
    };
    let n = 0;
    const large = (ip: string) => call(`/api/puzzles/${codeOf(16, n++)}.cnf`, { ip });
    expect((await untilLimited(large))?.status).toBe(429);
    const ip = freshIp();
    for (let i = 0; i < 2 * LIMIT + 1; i++) {
      const small = await call(`/api/puzzles/${codeOf(9, i)}.cnf`, { ip });
      expect(small.status).toBe(200);
      await small.arrayBuffer();
    }
  });

  it('keys an IPv6 client by its /64 and an IPv4-mapped one as its IPv4', async () => {
    const block = freshIp().replace(/::1$/, '');
    let host = 0;
    const rotating = (_ip: string) =>
      post('/api/grade', { puzzle: PUZZLE }, { ip: `${block}:${(++host).toString(16)}::9` });
    expect((await untilLimited(rotating))?.status).toBe(429);
    let spelling = 0;
    const spellings = ['192.0.2.77', '::ffff:192.0.2.77', '::FFFF:C000:024D', '192.000.002.077'];
    const respelled = (_ip: string) =>
      post('/api/grade', { puzzle: PUZZLE }, { ip: spellings[spelling++ % spellings.length] });
    expect((await untilLimited(respelled))?.status).toBe(429);
  });
});
