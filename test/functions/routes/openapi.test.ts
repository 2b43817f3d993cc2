import { describe, expect, it } from 'vitest';
import committed from '../../../docs/openapi.json' with { type: 'json' };
import { call, openApiDocument } from '../api.ts';
import { ANNOTATIONS, KEYWORDS } from '../json-schema.ts';

/** Every schema object in the document: components and those written inline. */
function collectSchemas(node: unknown, inSchema: boolean, found: Record<string, unknown>[]): void {
  if (Array.isArray(node)) {
    for (const item of node) collectSchemas(item, inSchema, found);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const object = node as Record<string, unknown>;
  if (inSchema) found.push(object);
  for (const [key, value] of Object.entries(object)) {
    if (key === 'schema') collectSchemas(value, true, found);
    else if (inSchema && (key === 'properties' || key === 'patternProperties')) {
      for (const sub of Object.values(value as Record<string, unknown>))
        collectSchemas(sub, true, found);
    } else if (
      inSchema &&
      ['items', 'additionalProperties', 'prefixItems', 'oneOf', 'anyOf', 'allOf', 'not'].includes(
        key,
      )
    ) {
      collectSchemas(value, true, found);
    } else if (key === 'schemas' && !inSchema) {
      for (const sub of Object.values(value as Record<string, unknown>))
        collectSchemas(sub, true, found);
    } else if (!inSchema) collectSchemas(value, false, found);
  }
}

/** A path of the document: its operations by method. */
type PathItem = Partial<Record<'get' | 'post', { responses: Record<string, unknown> }>>;

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of every route', async () => {
    const document = await openApiDocument();
    expect(String(document.openapi)).toMatch(/^3\.1\./);
    const paths = Object.keys(document.paths as object).map((path) =>
      path.replace(/^\/api(\/v1)?/, ''),
    );
    for (const route of [
      '/daily',
      '/daily/{date}',
      '/daily/{date}/{level}',
      '/puzzles',
      '/puzzles/{code}',
      '/solve',
      '/verify',
      '/hint',
      '/grade',
    ]) {
      expect(paths).toContain(route);
    }
  });

  it('uses only the JSON Schema keywords the tests check', async () => {
    const schemas: Record<string, unknown>[] = [];
    collectSchemas(await openApiDocument(), false, schemas);
    expect(schemas.length).toBeGreaterThan(10);
    const unknown = new Set<string>();
    for (const schema of schemas) {
      for (const key of Object.keys(schema)) {
        if (!KEYWORDS.has(key) && !ANNOTATIONS.has(key) && !key.startsWith('x-')) unknown.add(key);
      }
    }
    expect([...unknown]).toEqual([]);
  });

  it('documents the errors of every route that reads input, as problem+json', async () => {
    const document = await openApiDocument();
    type Operation = {
      parameters?: unknown[];
      requestBody?: unknown;
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    const paths = document.paths as Record<string, Record<string, Operation>>;
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const errors = Object.entries(operation.responses).filter(([status]) =>
          /^[45]/.test(status),
        );
        if ((operation.parameters?.length ?? 0) > 0 || operation.requestBody) {
          expect(Object.keys(operation.responses), `${method} ${path}`).toContain('400');
        }
        for (const [status, response] of errors) {
          expect(Object.keys(response.content ?? {}), `${method} ${path} ${status}`).toEqual([
            'application/problem+json',
          ]);
        }
      }
    }
  });

  it("lists every POST's body problems (body.ts) and both 404s of every route taking a date", async () => {
    const document = await openApiDocument();
    type Operation = { responses: Record<string, { description: string }> };
    const paths = document.paths as Record<string, Record<string, Operation>>;
    for (const [path, item] of Object.entries(paths)) {
      const post = item.post?.responses;
      if (post)
        expect(Object.keys(post), path).toEqual(expect.arrayContaining(['408', '413', '415']));
      if (post) expect(post['400'].description, path).toMatch(/Malformed JSON.*Unreadable body/);
      if (path.includes('{date}')) {
        expect(item.get.responses['404'].description, path).toMatch(/Not found; Not published yet/);
      }
    }
  });

  it('lists the 304 that every GET answers to a matching If-None-Match', async () => {
    const document = await openApiDocument();
    for (const [path, item] of Object.entries(document.paths as Record<string, PathItem>)) {
      if (item.get) expect(Object.keys(item.get.responses), path).toContain('304');
    }
    for (const path of ['/api/puzzles?seed=etag', '/api/results/2026-03-01/easy']) {
      const first = await call(path);
      await first.arrayBuffer();
      const headers = { 'if-none-match': first.headers.get('etag') ?? '' };
      const again = await call(path, { headers });
      expect(again.status, path).toBe(304);
      await again.arrayBuffer();
    }
  });

  it("is docs/openapi.json, the copy the site's /api page is built from", async () => {
    expect(
      await openApiDocument(),
      'docs/openapi.json is not what the Worker serves: run `npm run openapi` and commit it',
    ).toEqual(committed);
  });

  it('is the same document under /api/v1', async () => {
    const response = await call('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(await openApiDocument());
  });
});
