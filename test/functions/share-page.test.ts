import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { generatePuzzle } from '../../shared/generate.ts';
import { kindOf } from '../../shared/kind/kind.ts';
import { HANIDOKU_SHAPE } from '../../shared/kind/shape.ts';
import { encodeShareCode } from '../../shared/share.ts';
import { expectMade } from '../made.ts';
import { call, ORIGIN } from './api.ts';
import { expectPreviewTags, previewTags } from './preview-tags.ts';

/** The share pages are the built site's play page (npm run build → dist/), rewritten. */
const playPage = await env.ASSETS.fetch(`${ORIGIN}/play/`);
const built = playPage.ok;
await playPage.arrayBuffer();

/** The site's security headers (dist/_headers, which a build older than it lacks). */
const SITE_HEADERS = ['content-security-policy', 'referrer-policy', 'permissions-policy'];
const sitePolicy = playPage.headers.get('content-security-policy');

const made = expectMade(generatePuzzle({ seed: 'share-page', level: 'hard' }));
const CODE = encodeShareCode({ variant: 'classic', size: 9, level: 'hard', givens: made.givens });

/** The configured public origin, which every absolute link of the tags starts with. */
const PUBLIC = env.PUBLIC_ORIGIN;

describe('GET /p/{code}', () => {
  it.runIf(built)(
    'serves the play page with preview tags naming the puzzle and its PNG (needs the built site)',
    async () => {
      const response = await call(`/p/${CODE}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html\b/);
      const tags = expectPreviewTags(await response.text());
      const givens = made.givens.filter((d) => d !== 0).length;
      expect(tags).toMatchObject({
        'og:title': ['A hard 9×9 sudoku'],
        'og:description': [expect.stringContaining(`${givens} givens`)],
        'og:image': [`${PUBLIC}/api/v1/puzzles/${CODE}.png`],
        'og:image:alt': [`A hard 9×9 sudoku: the grid with its ${givens} givens.`],
        'og:url': [`${PUBLIC}/p/${CODE}`],
      });
    },
  );

  it.runIf(built)('makes every link from the public origin, never from the Host', async () => {
    const forged = new Request(`https://forged.example/p/${CODE}`, {
      headers: { Host: 'forged.example', 'X-Forwarded-Host': 'forged.example' },
    });
    const html = await exports.default.fetch(forged).then((response) => response.text());
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('forged.example');
    expect(head).not.toContain(new URL(ORIGIN).host);
    expect(previewTags(head)['og:url']).toEqual([`${PUBLIC}/p/${CODE}`]);
  });

  it.runIf(built)('names a Hanidoku as a Hanidoku, in its title and its tags', async () => {
    const kind = kindOf(HANIDOKU_SHAPE);
    const honeycomb = expectMade(kind.generate({ seed: 'share-page', level: 'easy' }));
    const code = kind.shareCode(honeycomb.givens, 'easy');
    const html = await (await call(`/p/${code}`)).text();
    const tags = expectPreviewTags(html);
    expect(tags['og:title']).toEqual(['An easy Hanidoku']);
    expect(tags['og:image:alt']).toEqual([
      expect.stringMatching(/^An easy Hanidoku: the honeycomb/),
    ]);
    expect(html).toMatch(/<title>Hanidoku · shared puzzle<\/title>/);
    const head = html.slice(0, html.indexOf('</head>'));
    const described = [...head.matchAll(/<(?:title|meta)\b[^>]*>(?:[^<]*<\/title>)?/g)].join('');
    expect(described).not.toMatch(/sudoku/i);
  });

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
