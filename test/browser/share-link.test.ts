import { describe, expect, it } from 'vitest';
import { describeInBrowser, ORIGIN, openPage } from './browser.ts';
import { givensOf, todaysPuzzle } from './player.ts';

/** The `content` of every `<meta property="og:…">` of an HTML page. */
function ogTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, property, content] of html.matchAll(
    /<meta property="(og:[a-z:]+)" content="([^"]*)"/g,
  )) {
    tags[property] = content.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
  }
  return tags;
}

describe('a shared link /p/{code}', () => {
  it('is served with preview tags naming its puzzle and an image of it', async () => {
    const { code } = await todaysPuzzle('hard');
    const response = await fetch(`${ORIGIN}/p/${code}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html\b/);
    const tags = ogTags(await response.text());
    expect(tags['og:title']).toMatch(/^A hard 9×9 sudoku$/);
    expect(tags['og:description']).toMatch(/\d+ givens/);
    expect(tags['og:url']).toBe(`${ORIGIN}/p/${code}`);
    expect(tags['og:image']).toBe(`${ORIGIN}/api/v1/puzzles/${code}.svg`);
    const image = await fetch(tags['og:image']);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml\b/);
  });
});

describeInBrowser('a shared link in the browser', () => {
  it('opens the puzzle it names, ready to play', async () => {
    const { puzzle, code } = await todaysPuzzle('hard');
    const page = await openPage(`/p/${code}`);
    await expect.poll(() => givensOf(page)).toBe(puzzle);
    await expect.poll(() => page.title()).toMatch(/hard/i);
  });
});
