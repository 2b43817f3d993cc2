import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { readPublicOrigin } from '../../site/integrations/public-origin.ts';
import { describeInBrowser, ORIGIN, openPage } from './browser.ts';
import { todaysPuzzle } from './player.ts';

/**
 * Link previews as served by `wrangler dev`: every page kind has its preview tags, absolute
 * links from the configured public origin whatever Host a request names, and the pictures they
 * point to are 1200×630 PNGs, which Chromium decodes.
 */

const PUBLIC_ORIGIN = readPublicOrigin();

/** A page's tags: `og:*` by property, `twitter:*` by name, entities decoded. */
function tags(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, key, content] of html.matchAll(
    /<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g,
  )) {
    found[key] = content.replace(/&#(\d+);|&amp;/g, (_, n) =>
      n ? String.fromCharCode(Number(n)) : '&',
    );
  }
  return found;
}

/** The page at `path`, asked for with the Host header `host`. */
function get(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, ORIGIN);
    const asked = request(url, { headers: { Host: host, 'X-Forwarded-Host': host } }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk) => {
        body += chunk;
      });
      answer.on('end', () => resolve(body));
    });
    asked.on('error', reject);
    asked.end();
  });
}

/** The local address of a public link, to fetch it from the dev server. */
const local = (link: string) => `${ORIGIN}${new URL(link).pathname}`;

describe('preview tags on every kind of page', async () => {
  const { code, date } = await todaysPuzzle('easy');
  const pages: Record<string, [path: string, url: string, image: string]> = {
    home: ['/', '/', '/preview.png'],
    honeycomb: ['/honeycomb', '/honeycomb', '/preview.png'],
    'a shared day': [
      `/?date=${date}&level=easy`,
      `/?date=${date}&level=easy`,
      `/api/v1/daily/${date}/easy.png`,
    ],
    'a shared honeycomb day': [
      `/honeycomb?date=${date}&level=hard`,
      `/honeycomb?date=${date}&level=hard`,
      `/api/v1/daily/${date}/honeycomb/hard.png`,
    ],
    'a shared puzzle': [`/p/${code}`, `/p/${code}`, `/api/v1/puzzles/${code}.png`],
    archive: ['/archive', '/archive', '/preview.png'],
    'API reference': ['/api', '/api', '/preview.png'],
    'How to play': ['/how-to-play', '/how-to-play', '/preview.png'],
    '404 page': ['/missing-page', '/', '/preview.png'],
  };

  for (const [what, [path, url, image]] of Object.entries(pages)) {
    it(`gives ${what} its tags, from the public origin whatever the Host`, async () => {
      const html = await get(path, 'forged.example');
      expect(html).not.toContain('forged.example');
      expect(tags(html)).toMatchObject({
        'og:url': `${PUBLIC_ORIGIN}${url}`,
        'og:image': `${PUBLIC_ORIGIN}${image}`,
        'og:image:type': 'image/png',
        'og:image:width': '1200',
        'og:image:height': '630',
        'og:image:alt': expect.stringMatching(/\w/),
        'og:title': expect.stringMatching(/\w/),
        'twitter:card': 'summary_large_image',
      });
      const picture = await fetch(local(tags(html)['og:image']));
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await picture.arrayBuffer());
      const view = new DataView(bytes.buffer);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    });
  }
});

describeInBrowser('the preview pictures in the browser', () => {
  it('decode as 1200×630 images', async () => {
    const { code } = await todaysPuzzle('hard');
    const page = await openPage('/archive');
    for (const path of ['/preview.png', `/api/v1/puzzles/${code}.png`]) {
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return [image.naturalWidth, image.naturalHeight];
      }, path);
      expect(size, path).toEqual([1200, 630]);
    }
  });
});
