import { describe, expect, it } from 'vitest';
import { readLimited } from '../../functions/body.ts';
import { BODY_TIMEOUT_MS, MAX_BODY_BYTES } from '../../functions/limits.ts';
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

  it('answers 408 when a body has not arrived in full within 5 seconds', {
    timeout: 20_000,
  }, async () => {
    const started = Date.now();
    // A body that sends a start and then nothing, as a client that declared more than it sent.
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"puzzle":'));
      },
    });
    await expectProblem(await postRaw(stalled), 408, 'request-timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 100);
  });

  it('answers 400 when the body breaks off, as a broken chunked framing makes it', async () => {
    // Through the runtime the Worker sees such a body end early: a 400, never a 500.
    const broken = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"puzzle":"12'));
          controller.error(new TypeError('Network connection lost.'));
        },
      });
    const response = await postRaw(broken());
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    // Read directly, the stream's error is the body's problem.
    const read = readLimited(broken(), MAX_BODY_BYTES, BODY_TIMEOUT_MS);
    await expect(read).rejects.toMatchObject({ slug: 'unreadable-body', status: 400 });
    await expect(read).rejects.toThrow(/Network connection lost/);
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const response = await call('/api/solve', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '1000000' },
      body: endless,
    });
    await expectProblem(response, 413, 'payload-too-large');
    expect(pulled).toBeLessThan(MAX_BODY_BYTES / 1024 + 4);
  });

  it('refuses a body that is not UTF-8 as malformed JSON', async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]);
    await expectProblem(await postRaw(bytes), 400, 'malformed-json');
  });
});
