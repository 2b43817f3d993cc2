import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from './browser.ts';

/**
 * Requests no fetch client would send, written to a socket of `wrangler dev` as `npm start`
 * runs it: bodies that never arrive, chunked bodies over the limit, odd methods. A chunked body
 * with broken framing is not among them: wrangler dev's own entry worker (miniflare) answers it
 * 500 before the Worker runs, and at Cloudflare the edge refuses it.
 */

const { hostname, port } = new URL(ORIGIN);

/** What the server sends back on one connection for `request`, until it closes or `ms` pass. */
function exchange(
  request: string,
  ms = 15_000,
): Promise<{ head: string; body: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let text = '';
    const finish = () => {
      socket.destroy();
      const [head, ...body] = text.split('\r\n\r\n');
      resolve({ head, body: body.join('\r\n\r\n'), ms: Date.now() - started });
    };
    const timer = setTimeout(finish, ms);
    socket.on('data', (chunk) => {
      text += chunk.toString();
      // One whole answer is enough: the connection may stay open.
      const length = /content-length: (\d+)/i.exec(text);
      const end = text.indexOf('\r\n\r\n');
      if (length && end >= 0 && text.length - end - 4 >= Number(length[1])) {
        clearTimeout(timer);
        finish();
      }
    });
    socket.on('close', () => {
      clearTimeout(timer);
      finish();
    });
    socket.on('error', reject);
    socket.write(request);
  });
}

const post = (headers: string, body: string) =>
  `POST /api/solve HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n${headers}\r\n${body}`;

/** The status and problem of an answer, after checking it is problem+json. */
function problemOf(answer: { head: string; body: string }): { status: number; type: string } {
  expect(answer.head).toMatch(/^content-type: application\/problem\+json/im);
  const status = Number(answer.head.split(' ')[1]);
  const { type } = JSON.parse(answer.body) as { type: string };
  return { status, type };
}

describe('raw requests to wrangler dev', () => {
  it('answers 408 problem+json when a declared body never arrives', async () => {
    const answer = await exchange(post('Content-Length: 100\r\n', '{"puzzle":'));
    expect(problemOf(answer)).toEqual({ status: 408, type: '/problems/request-timeout' });
    expect(answer.ms).toBeLessThan(14_000);
  });

  it('answers 408 to a chunked body that stops before its last chunk', async () => {
    const answer = await exchange(post('Transfer-Encoding: chunked\r\n', '5\r\n{"puz\r\n'));
    expect(problemOf(answer)).toEqual({ status: 408, type: '/problems/request-timeout' });
  });

  it('answers 413 problem+json to a chunked body over the limit, counting its bytes', async () => {
    const chunk = `2000\r\n${'a'.repeat(0x2000)}\r\n`;
    const answer = await exchange(
      post('Transfer-Encoding: chunked\r\n', `${chunk.repeat(3)}0\r\n\r\n`),
    );
    expect(problemOf(answer)).toEqual({ status: 413, type: '/problems/payload-too-large' });
  });

  it('answers a method a path does not take with 405 problem+json and Allow, /p/ too', async () => {
    for (const [method, path, allow] of [
      ['PUT', '/api/daily', 'GET, HEAD, OPTIONS'],
      ['DELETE', '/api/solve', 'POST, OPTIONS'],
      ['PATCH', '/p/BGAT59k89', 'GET, HEAD, OPTIONS'],
      ['PROPFIND', '/api/puzzles/BGAT59k89.cnf', 'GET, HEAD, OPTIONS'],
    ]) {
      const answer = await exchange(
        `${method} ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Length: 0\r\n\r\n`,
      );
      expect(problemOf(answer), `${method} ${path}`).toEqual({
        status: 405,
        type: '/problems/method-not-allowed',
      });
      expect(answer.head).toContain(`Allow: ${allow}`);
    }
  });

  it('leaves a method workerd does not know to workerd, which answers 501 before any Worker', async () => {
    const answer = await exchange(`FOO /api/daily HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
    expect(answer.head).toMatch(/^HTTP\/1\.1 501/);
    expect(answer.body).toBe('ERROR: Unrecognized request method.');
  });
});
