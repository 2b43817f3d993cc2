import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, ORIGIN } from './api.ts';
import { expectPreviewTags, previewTags } from './preview-tags.ts';

/**
 * The daily pages' previews by address (functions/daily-meta.ts): a shared day and level gets
 * its own title and picture, from the public origin. Needs the built site (dist/) for the pages.
 */

const PUBLIC = env.PUBLIC_ORIGIN;
const DATE = '2026-11-29';
const built = (await env.ASSETS.fetch(`${ORIGIN}/honeycomb`).then((r) => r.text())).includes(
  '<html',
);
/** Whether the Worker serves / (functions/daily-page.ts), whose tags it can then fill in too. */
const home = await call('/');
const servesHome = built && home.headers.get('content-type')?.startsWith('text/html') === true;
await home.arrayBuffer();

/** The tags of the page at `path`, after checking it is a page. */
async function tagsOf(path: string): Promise<Record<string, string[]>> {
  const response = await call(path);
  const html = await response.text();
  expect(response.status, html.slice(0, 200)).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html\b/);
  return expectPreviewTags(html);
}

describe.runIf(built)('the daily pages’ preview tags (needs the built site)', () => {
  it.runIf(servesHome)(
    'names a shared day and level of the grids, with that puzzle’s picture',
    async () => {
      const tags = await tagsOf(`/?date=${DATE}&level=hard`);
      expect(tags).toMatchObject({
        'og:title': ['Sudoku · Sunday 29 November 2026 · Hard'],
        'og:url': [`${PUBLIC}/?date=${DATE}&level=hard`],
        'og:image': [`${PUBLIC}/api/v1/daily/${DATE}/hard.png`],
        'og:image:alt': ['The hard daily sudoku of Sunday 29 November 2026: its board and givens.'],
      });
      const image = await call(new URL(tags['og:image'][0]).pathname);
      expect(image.headers.get('content-type')).toBe('image/png');
      await image.arrayBuffer();
    },
  );

  it('names a shared day and level of the honeycomb, with that puzzle’s picture', async () => {
    const tags = await tagsOf(`/honeycomb?date=${DATE}&level=medium`);
    expect(tags).toMatchObject({
      'og:title': ['Hanidoku · Sunday 29 November 2026 · Medium'],
      'og:url': [`${PUBLIC}/honeycomb?date=${DATE}&level=medium`],
      'og:image': [`${PUBLIC}/api/v1/daily/${DATE}/honeycomb/medium.png`],
    });
  });

  it('names the day alone, with the site’s picture, when the level is missing or unknown', async () => {
    for (const path of [`/honeycomb?date=${DATE}`, `/honeycomb?date=${DATE}&level=expert`]) {
      const tags = await tagsOf(path);
      expect(tags['og:title']).toEqual(['Hanidoku · Sunday 29 November 2026']);
      expect(tags['og:image']).toEqual([`${PUBLIC}/preview.png`]);
    }
  });

  it('keeps the built tags without a published date', async () => {
    const built = previewTags(await env.ASSETS.fetch(`${ORIGIN}/honeycomb`).then((r) => r.text()));
    for (const date of ['', 'tomorrow', '2026-02-30', '2099-01-01']) {
      expect(await tagsOf(`/honeycomb?date=${date}&level=easy`), date).toEqual(built);
    }
  });

  it('makes every link from the public origin, never from the Host', async () => {
    const paths = [`/honeycomb?date=${DATE}&level=easy`];
    if (servesHome) paths.push(`/?date=${DATE}&level=easy`);
    for (const path of paths) {
      const forged = new Request(`https://forged.example${path}`, {
        headers: { Host: 'forged.example', 'X-Forwarded-Host': 'forged.example' },
      });
      const html = await exports.default.fetch(forged).then((response) => response.text());
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).not.toContain('forged.example');
      expect(previewTags(head)['og:url'], path).toEqual([`${PUBLIC}${path}`]);
    }
  });
});
