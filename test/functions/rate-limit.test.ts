import { describe, expect, it } from 'vitest';
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
});
