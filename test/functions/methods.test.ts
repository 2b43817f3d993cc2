import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../shared/format.ts';
import { shapeOf } from '../../shared/kind/shape.ts';
import { call, expectProblem, openApiDocument } from './api.ts';
import { PUZZLE } from './fixtures.ts';

/**
 * Every path the Worker serves answers a method it does not take with 405 problem+json and an
 * Allow header; HEAD follows GET, OPTIONS is answered (CORS under /api, Allow on the pages).
 */

/** Methods workerd lets through to a Worker (it refuses the rest itself, see below). */
const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'TRACE',
  'QUERY',
  'PROPFIND',
  'PURGE',
];

const CODE = shapeOf({ id: 'classic' }).shareCode(parsePuzzle(PUZZLE).givens, null);

/** A path of the OpenAPI document with an example value in each parameter. */
const fill = (template: string) =>
  `/api${template}`
    .replaceAll('{date}', '2026-06-15')
    .replaceAll('{level}', 'easy')
    .replaceAll('{code}', CODE);

describe('methods a path does not take', () => {
  it('answers 405 problem+json with Allow on every documented path', async () => {
    const document = await openApiDocument();
    const paths = document.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths).length).toBeGreaterThan(10);
    for (const [template, operations] of Object.entries(paths)) {
      const allowed = Object.keys(operations).map((m) => m.toUpperCase());
      if (allowed.includes('GET')) allowed.push('HEAD');
      const path = fill(template);
      for (const method of METHODS.filter((m) => !allowed.includes(m))) {
        const response = await call(path, { method });
        const allow = (response.headers.get('allow') ?? '').split(', ');
        expect(allow, `${method} ${path}`).toEqual(expect.arrayContaining(allowed));
        expect(allow).not.toContain(method);
        if (method === 'HEAD') {
          // The headers of the answer a GET would get, without its body.
          expect(response.status).toBe(405);
          expect(response.headers.get('content-type')).toBe('application/problem+json');
          expect(await response.text()).toBe('');
        } else {
          const problem = await expectProblem(response, 405, 'method-not-allowed');
          expect(problem.detail).toContain(method);
        }
      }
    }
  });

  it('answers 405 on the share pages, GET and HEAD still served', async () => {
    for (const path of [`/p/${CODE}`, '/p/not-a-code', '/p/']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'QUERY']) {
        const response = await call(path, { method });
        await expectProblem(response, 405, 'method-not-allowed');
        expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      }
    }
    const head = await call(`/p/${CODE}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers OPTIONS: a CORS preflight under /api, Allow on the pages', async () => {
    const preflight = await call('/api/solve', {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const page = await call(`/p/${CODE}`, { method: 'OPTIONS' });
    expect(page.status).toBe(204);
    expect(page.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    // A 204 has no body, so no type of one.
    expect(page.headers.get('content-type')).toBeNull();
    expect(await page.text()).toBe('');
  });

  it('answers OPTIONS on a path the API does not serve 404, not a preflight', async () => {
    const headers = { origin: 'https://app.example', 'access-control-request-method': 'GET' };
    for (const path of ['/api/nothing', '/api/v1/nothing', '/api/v2/daily']) {
      const response = await call(path, { method: 'OPTIONS', headers });
      await expectProblem(response, 404, 'not-found');
      expect(response.headers.get('access-control-allow-methods'), path).toBeNull();
    }
    const served = await call('/api/v1/daily', { method: 'OPTIONS', headers });
    expect(served.status).toBe(204);
    expect(served.headers.get('access-control-allow-methods')).toContain('GET');
    // The preflight is CORS's answer alone, with none of the 405 middleware's it follows.
    expect(served.headers.get('allow')).toBeNull();
    expect(served.headers.get('cache-control')).toBeNull();
  });

  it('cannot even be asked a method workerd does not know: its Request refuses it', () => {
    // Over HTTP, workerd itself answers such a request 501 text/plain before any Worker runs.
    for (const method of ['FOO', 'M-SEARCH', 'CONNECT']) {
      expect(() => new Request('https://sudoku.test/api/daily', { method })).toThrow(
        /Invalid HTTP method/,
      );
    }
  });
});
