import { describe, expect, it } from 'vitest';
import { call, expectProblem, post } from './api.ts';
import { PUZZLE, SOLUTION } from './fixtures.ts';

/** A /solve body of exactly `bytes` bytes: the puzzle and a padding field the schema refuses. */
function bodyOf(bytes: number): string {
  const bare = JSON.stringify({ puzzle: PUZZLE, padding: '' });
  return JSON.stringify({ puzzle: PUZZLE, padding: 'x'.repeat(bytes - bare.length) });
}

function postRaw(body: BodyInit, contentType = 'application/json'): Promise<Response> {
  return call('/api/solve', { method: 'POST', headers: { 'content-type': contentType }, body });
}

describe('request bodies', () => {
  it('reads a body of exactly 8 KB and refuses one byte more with 413', async () => {
    expect(bodyOf(8192)).toHaveLength(8192);
    await expectProblem(await postRaw(bodyOf(8192)), 400, 'validation');
    await expectProblem(await postRaw(bodyOf(8193)), 413, 'payload-too-large');
  });

  it('refuses an oversized body sent without a Content-Length', async () => {
    const bytes = new TextEncoder().encode(bodyOf(20_000));
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.slice(i, i + 1000));
        controller.close();
      },
    });
    await expectProblem(await postRaw(stream), 413, 'payload-too-large');
  });

  it('takes application/json with a charset, in any letter case', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
      const response = await postRaw(JSON.stringify({ puzzle: PUZZLE }), type);
      expect(response.status, type).toBe(200);
      expect(((await response.json()) as { solution: string }).solution).toBe(SOLUTION);
    }
  });

  it('refuses JSON-looking media types that are not application/json', async () => {
    for (const type of ['application/jsonx', 'text/json', 'application/json-patch+json']) {
      await expectProblem(
        await postRaw(JSON.stringify({ puzzle: PUZZLE }), type),
        415,
        'unsupported-media-type',
      );
    }
  });

  it('refuses unknown fields rather than ignoring them', async () => {
    const problem = await expectProblem(
      await post('/api/solve', { puzzle: PUZZLE, sollution: true }),
      400,
      'validation',
    );
    expect(problem.detail).toContain('sollution');
  });
});
