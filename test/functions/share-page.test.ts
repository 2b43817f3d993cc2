import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { generatePuzzle } from '../../shared/generate.ts';
import { encodeShareCode } from '../../shared/share.ts';
import { expectMade } from '../made.ts';
import { call, ORIGIN } from './api.ts';

/** The share pages are the built site's play page (npm run build → dist/), rewritten. */
const playPage = await env.ASSETS.fetch(`${ORIGIN}/play/`);
const built = playPage.ok;
await playPage.arrayBuffer();

/** The site's security headers (dist/_headers, which a build older than it lacks). */
const SITE_HEADERS = ['content-security-policy', 'referrer-policy', 'permissions-policy'];
const sitePolicy = playPage.headers.get('content-security-policy');

const made = expectMade(generatePuzzle({ seed: 'share-page', level: 'hard' }));
const CODE = encodeShareCode({ variant: 'classic', size: 9, level: 'hard', givens: made.givens });

function ogTags(html: string): Record<string, string[]> {
  const tags: Record<string, string[]> = {};
  for (const [, property, content] of html.matchAll(
    /<meta property="(og:[^"]+)" content="([^"]*)"/g,
  )) {
    tags[property] ??= [];
    tags[property].push(content);
  }
  return tags;
}

describe('GET /p/{code}', () => {
  it.runIf(built)(
    'serves the play page with Open Graph tags naming the puzzle (needs the built site)',
    async () => {
      const response = await call(`/p/${CODE}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html\b/);
      const tags = ogTags(await response.text());
      const givens = made.givens.filter((d) => d !== 0).length;
      expect(tags).toMatchObject({
        'og:title': ['A hard 9×9 sudoku'],
        'og:description': [expect.stringContaining(`${givens} givens`)],
        'og:image': [`${ORIGIN}/api/v1/puzzles/${CODE}.svg`],
        'og:url': [`${ORIGIN}/p/${CODE}`],
      });
    },
  );

  it.runIf(sitePolicy)(
    "keeps the site's security headers on a share page and its 404 (needs the built site)",
    async () => {
      const damaged = `${CODE.slice(0, -1)}${CODE.endsWith('A') ? 'B' : 'A'}`;
      for (const response of [await call(`/p/${CODE}`), await call(`/p/${damaged}`)]) {
        for (const name of SITE_HEADERS) {
          expect(response.headers.get(name), name).toBe(playPage.headers.get(name));
        }
        expect(sitePolicy).toMatch(/script-src 'self' 'sha256-/);
        await response.arrayBuffer();
      }
    },
  );

  it('answers a damaged code with a 404', async () => {
    const damaged = `${CODE.slice(0, -1)}${CODE.endsWith('A') ? 'B' : 'A'}`;
    const response = await call(`/p/${damaged}`);
    expect(response.status).toBe(404);
    if (built) expect(response.headers.get('content-type')).toMatch(/^text\/html\b/);
    await response.arrayBuffer();
  });

  it('answers a whole code whose givens break the rules with a 404', async () => {
    const clashing = new Uint8Array(81);
    clashing[0] = clashing[1] = 5;
    const code = encodeShareCode({ variant: 'classic', size: 9, level: null, givens: clashing });
    const response = await call(`/p/${code}`);
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  });
});
