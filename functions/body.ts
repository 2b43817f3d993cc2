import type { MiddlewareHandler } from 'hono';
import { BODY_TIMEOUT_MS, MAX_BODY_BYTES } from './limits.ts';
import { ProblemError, type ProblemSlug, problem } from './problem.ts';

/**
 * The rules every POST body follows, before any route reads it: a declared Content-Length over
 * MAX_BODY_BYTES is refused unread (413); the body must be declared `application/json` (415);
 * it is read counting bytes, whatever its framing, so a chunked body over the limit stops being
 * read at the limit (413), a body that breaks off is a 400 and one that has not all arrived
 * within BODY_TIMEOUT_MS a 408; then it must be UTF-8 JSON (400 malformed-json). The bytes read
 * become the request's body again, for the route's validator.
 */

const JSON_TYPE = /^application\/json\s*(;|$)/i;

const tooLarge = () =>
  problem('payload-too-large', `A request body may hold at most ${MAX_BODY_BYTES} bytes.`);

/**
 * The bytes of `body`, at most `limit` of them, read within `ms`; a ProblemError otherwise
 * (413, 408, or 400 when the stream fails, as a broken chunked framing makes it).
 */
export async function readLimited(
  body: ReadableStream<Uint8Array>,
  limit: number,
  ms: number,
): Promise<Uint8Array> {
  const reader = body.getReader();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const read = await Promise.race([reader.read(), timeout]);
      if (read === 'timeout') {
        throw problem(
          'request-timeout',
          `The request body did not arrive in full within ${ms / 1000} seconds.`,
        );
      }
      if (read.done) break;
      size += read.value.byteLength;
      if (size > limit) throw tooLarge();
      chunks.push(read.value);
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    if (error instanceof ProblemError) throw error;
    throw problem('unreadable-body', `The request body could not be read: ${String(error)}`);
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const readJson: MiddlewareHandler = async (c, next) => {
  const declared = c.req.header('Content-Length');
  if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) throw tooLarge();
  const type = c.req.header('Content-Type');
  if (!type || !JSON_TYPE.test(type)) {
    const got = type ? `'${type}'` : 'none';
    throw problem(
      'unsupported-media-type',
      `Send the body as application/json (Content-Type was ${got}).`,
    );
  }
  const { body } = c.req.raw;
  const bytes = body ? await readLimited(body, MAX_BODY_BYTES, BODY_TIMEOUT_MS) : new Uint8Array();
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    JSON.parse(text);
  } catch (error) {
    throw problem('malformed-json', `The body is not JSON: ${(error as Error).message}`);
  }
  c.req.raw = new Request(c.req.raw, { body: bytes });
  await next();
};

/** Middleware for POST routes: size, media type, reading, JSON. */
export const jsonBody: MiddlewareHandler[] = [readJson];

/** The problems jsonBody answers, for the responses of each route that takes it. */
export const BODY_PROBLEMS: ProblemSlug[] = [
  'malformed-json',
  'unreadable-body',
  'request-timeout',
  'payload-too-large',
  'unsupported-media-type',
];
