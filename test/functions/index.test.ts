import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../functions/index.ts';
import { call, expectProblem, ORIGIN, post } from './api.ts';
import { PUZZLE } from './fixtures.ts';

/** The Worker's answer to GET `path` with `vars` in place of the configured ones and no secret. */
async function fetchWith(vars: Partial<Env>, path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const { DAILY_SECRET: _, ...bindings } = env;
  const response = await worker.fetch!(
    new Request(`${ORIGIN}${path}`) as Request<unknown, IncomingRequestCfProperties>,
    { ...bindings, ...vars } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

describe('the Worker', () => {
  it('answers a CORS preflight from any origin, without credentials', async () => {
    const response = await call('/api/solve', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toMatch(
      /content-type/,
    );
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('lets any origin read answers and errors alike', async () => {
    const headers = { origin: 'https://app.example' };
    for (const response of [
      await call('/api/puzzles?seed=cors&size=4', { headers }),
      await call('/api/nothing-here', { headers }),
      await post('/api/solve', { puzzle: 'bad' }, { headers }),
    ]) {
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      await response.arrayBuffer();
    }
  });

  it('sets the secure headers on answers and errors', async () => {
    for (const response of [await call('/api/daily/2026-06-15'), await call('/api/nothing-here')]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBeTruthy();
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(response.headers.get('referrer-policy')).toBeTruthy();
      expect(response.headers.get('x-powered-by')).toBeNull();
      await response.arrayBuffer();
    }
  });

  it('gives its own answers a policy that allows nothing, no framing, no referrer and no powerful features', async () => {
    for (const response of [
      await call('/api/daily/2026-06-15'),
      await call('/api/nothing-here'),
      await call('/api/solve', { method: 'DELETE' }),
    ]) {
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('permissions-policy')).toMatch(
        /^accelerometer=\(\), camera=\(\)/,
      );
      await response.arrayBuffer();
    }
  });

  it('serves /api as an alias of /api/v1', async () => {
    for (const path of [
      '/daily/2026-06-15',
      '/daily/2026-06-15/medium',
      '/puzzles?seed=alias&level=hard',
      '/openapi.json',
    ]) {
      const [current, v1] = await Promise.all([call(`/api${path}`), call(`/api/v1${path}`)]);
      expect(current.status, path).toBe(200);
      expect(await current.text(), path).toBe(await v1.text());
    }
    for (const [path, body] of [
      ['/solve', { puzzle: PUZZLE }],
      ['/grade', { puzzle: PUZZLE }],
      ['/hint', { puzzle: PUZZLE, grid: PUZZLE, detail: 3 }],
    ] as const) {
      const [current, v1] = await Promise.all([
        post(`/api${path}`, body),
        post(`/api/v1${path}`, body),
      ]);
      expect(current.status, path).toBe(200);
      expect(await current.text(), path).toBe(await v1.text());
    }
  });

  it('tags a lasting answer and answers 304 to If-None-Match naming its tag, or *', async () => {
    const path = '/api/puzzles?seed=etag&size=4';
    const first = await call(path, { headers: { origin: 'https://app.example' } });
    const tag = first.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"[0-9a-f]{40}"$/);
    await first.arrayBuffer();
    for (const match of [tag, `"other", ${tag}`, `W/${tag}`, '*']) {
      const headers = { 'if-none-match': match, origin: 'https://app.example' };
      const again = await call(path, { headers });
      expect(again.status, match).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(tag);
      expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
      expect(again.headers.get('access-control-allow-origin')).toBe('*');
    }
    const other = await call(path, { headers: { 'if-none-match': '"other"' } });
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });

  it('tags no no-store answer, so a puzzle of its own seed never answers 304', async () => {
    for (const match of [undefined, '*']) {
      const headers: Record<string, string> = match ? { 'if-none-match': match } : {};
      const response = await call('/api/puzzles?size=4', { headers });
      expect(response.status, match).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('etag')).toBeNull();
      expect(await response.json()).toHaveProperty('puzzle');
    }
  });

  it('refuses to serve in production without DAILY_SECRET (503 misconfigured)', async () => {
    const response = await fetchWith({ ENVIRONMENT: 'production' }, '/api/puzzles?seed=a');
    const problem = await expectProblem(response, 503, 'misconfigured');
    expect(problem.detail).toMatch(/DAILY_SECRET/);
  });

  it('serves without DAILY_SECRET under ENVIRONMENT=development', async () => {
    const response = await fetchWith({ ENVIRONMENT: 'development' }, '/api/daily/2026-06-15');
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  });
});
