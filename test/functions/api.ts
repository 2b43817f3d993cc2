import { exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import { checkSchema, type JsonSchema, resolveRef } from './json-schema.ts';

/**
 * Requests to the Worker under test (its default export, inside the same workerd), and the
 * checks every answer gets: problem+json for failures, the OpenAPI document's schema for
 * successes.
 */

export const ORIGIN = 'https://sudoku.test';

/**
 * The rate limiter counts per client IP (CF-Connecting-IP), and the workers project sets its
 * limit low; so every request comes from a new address unless the caller names one.
 */
export interface CallOptions extends RequestInit {
  ip?: string;
}

/**
 * A random prefix per file, so files never count against each other, whatever the pool shares.
 * The limiter keys an IPv6 client by its /64 (functions/client-address.ts), so each address
 * differs in the fourth group, then in the third's last digit: 16 × 65,536 addresses a file.
 */
const PREFIX = `2001:db8:${crypto.randomUUID().slice(0, 3)}`;
let lastAddress = 0;

/** A client address (in a /64) no other request of the run used. */
export function freshIp(): string {
  lastAddress++;
  const high = (lastAddress >> 16) & 15;
  return `${PREFIX}${high.toString(16)}:${(lastAddress & 0xffff).toString(16)}::1`;
}

/** The Worker's answer to `path` (a GET unless `options.method` says otherwise). */
export function call(path: string, options: CallOptions = {}): Promise<Response> {
  const { ip = freshIp(), ...init } = options;
  const headers = new Headers(init.headers);
  if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', ip);
  return exports.default.fetch(new Request(ORIGIN + path, { ...init, headers }));
}

/** The Worker's answer to a JSON POST of `body`. */
export function post(path: string, body: unknown, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  headers.set('content-type', 'application/json');
  return call(path, { ...options, method: 'POST', headers, body: JSON.stringify(body) });
}

/** The problem+json body of a failed answer, after checking its shape, status and type slug. */
export async function expectProblem(
  response: Response,
  status: number,
  slug: string,
  field?: string,
): Promise<Record<string, unknown>> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json\b/);
  const problem = JSON.parse(text) as Record<string, unknown>;
  expect(problem).toMatchObject({
    type: `/problems/${slug}`,
    title: expect.any(String),
    status,
    detail: expect.any(String),
  });
  expect(problem.detail).not.toBe('');
  if (field !== undefined) expect(problem.field, text).toBe(field);
  return problem;
}

/** POSTs each body to `path`: a 400 validation problem naming `field` (or none) with `detail`. */
export async function expectRefused(
  path: string,
  cases: [body: unknown, field: string | undefined, detail: string][],
): Promise<void> {
  for (const [body, field, detail] of cases) {
    const problem = await expectProblem(await post(path, body), 400, 'validation');
    expect(problem.field, detail).toBe(field);
    expect(problem.detail).toBe(detail);
  }
}

let documentPromise: Promise<Record<string, unknown>> | undefined;

/** The Worker's own OpenAPI document (fetched once). */
export function openApiDocument(): Promise<Record<string, unknown>> {
  documentPromise ??= call('/api/openapi.json').then(async (response) => {
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  });
  return documentPromise;
}

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

/** The documented path template that `path` (without query) matches, most literal first. */
function findTemplate(paths: Record<string, unknown>, path: string): string {
  const candidates = Object.keys(paths)
    .filter((template) => {
      const pattern = template
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('[^/]+');
      return new RegExp(`^(/api/v1|/api)?${pattern}$`).test(path) || template === path;
    })
    .sort((a, b) => b.replace(/\{[^}]+\}/g, '').length - a.replace(/\{[^}]+\}/g, '').length);
  expect(candidates, `no path of the OpenAPI document matches ${path}`).not.toEqual([]);
  return candidates[0];
}

/** The response schema the OpenAPI document gives `method path` for `status` and media type. */
export async function documentedSchema(
  method: string,
  path: string,
  status: number,
  mediaType = 'application/json',
): Promise<JsonSchema> {
  const document = await openApiDocument();
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const template = findTemplate(paths, path.split('?')[0]);
  const operation = paths[template][method.toLowerCase()];
  expect(operation, `${method} ${template} is not documented`).toBeDefined();
  const response = operation.responses?.[String(status)];
  expect(response, `${method} ${template} documents no ${status}`).toBeDefined();
  let schema = response?.content?.[mediaType]?.schema as JsonSchema | undefined;
  expect(schema, `${method} ${template} ${status} has no ${mediaType} schema`).toBeDefined();
  if (typeof schema?.$ref === 'string') schema = resolveRef(document, schema.$ref);
  return schema as JsonSchema;
}

/** Checks a JSON answer against its documented schema and returns the body. */
export async function expectDocumented<T = Record<string, unknown>>(
  response: Response,
  method: string,
  path: string,
  status = 200,
): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json\b/);
  const body = JSON.parse(text) as T;
  const schema = await documentedSchema(method, path, status);
  expect(checkSchema(schema, body, await openApiDocument())).toEqual([]);
  return body;
}

/** GET `path` and check the answer against the document. */
export async function getDocumented<T = Record<string, unknown>>(
  path: string,
  options: CallOptions = {},
): Promise<T> {
  return expectDocumented<T>(await call(path, options), 'GET', path);
}

/** POST `body` to `path` and check the answer against the document. */
export async function postDocumented<T = Record<string, unknown>>(
  path: string,
  body: unknown,
  options: CallOptions = {},
): Promise<T> {
  return expectDocumented<T>(await post(path, body, options), 'POST', path);
}

/** `date` moved by `days`, both `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
