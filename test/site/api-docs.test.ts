import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import document from '../../docs/openapi.json' with { type: 'json' };

/** docs/api.md, which the site's /api page and readers of the repository both read. */
const API_DOCS = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');

describe('docs/api.md', () => {
  it("outlines openapi.json with every path the document has, the Worker's own", () => {
    const outline = /"paths": \[\n([^\]]*)\]/.exec(API_DOCS)?.[1] ?? '';
    const listed = [...outline.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
    expect(listed).toEqual(Object.keys(document.paths).sort());
  });
});
