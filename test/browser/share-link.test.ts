import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TECHNIQUE_BY_ID } from '../../shared/grade/techniques.ts';
import type { TechniqueId } from '../../shared/grade/types.ts';
import { readPublicOrigin } from '../../site/integrations/public-origin.ts';
import { describeInBrowser, ORIGIN, openPage } from './browser.ts';
import {
  blanksOf,
  control,
  type DailySet,
  givensOf,
  todaysPuzzle,
  todaysPuzzles,
  typeAt,
} from './player.ts';

/** The grade GET /api/v1/puzzles/{code} gives a shared puzzle. */
async function gradeOf(code: string): Promise<{ hardestTechnique: string | null }> {
  const response = await fetch(`${ORIGIN}/api/v1/puzzles/${code}`);
  expect(response.status).toBe(200);
  return response.json();
}

/**
 * What would spoil a puzzle before play: the word "score", and its hardest technique as an id,
 * as words and by its name for people. (Its score as a number is not looked for: the grid's
 * digits run together in the page's text.)
 */
async function spoilersOf(code: string): Promise<string[]> {
  const { hardestTechnique: id } = await gradeOf(code);
  if (!id) return ['score'];
  const name = TECHNIQUE_BY_ID.get(id as TechniqueId)?.name;
  return ['score', id, id.replaceAll('-', ' '), ...(name ? [name] : [])];
}

/** The page's text, hidden parts too, lowercased. */
const pageText = async (page: Page) =>
  ((await page.locator('body').textContent()) ?? '').toLowerCase();

/** How many givens a line of digits and dots holds. */
const givenCount = (line: string) => line.replace(/[.0]/g, '').length;

/** The site's public address, which preview tags' links start with. */
const PUBLIC_ORIGIN = readPublicOrigin();

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
    // Absolute links from the configured origin (wrangler.toml), served here by the dev server.
    expect(tags['og:url']).toBe(`${PUBLIC_ORIGIN}/p/${code}`);
    expect(tags['og:image']).toBe(`${PUBLIC_ORIGIN}/api/v1/puzzles/${code}.png`);
    const image = await fetch(`${ORIGIN}${new URL(tags['og:image']).pathname}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});

describeInBrowser('a shared link in the browser', () => {
  it('opens the puzzle it names, ready to play', async () => {
    const { puzzle, code } = await todaysPuzzle('hard');
    const page = await openPage(`/p/${code}`);
    await expect.poll(() => givensOf(page)).toBe(puzzle);
    await expect.poll(() => page.title()).toBe('Hard Sudoku · shared puzzle');
  });

  it('says its level and givens before play, not its score or hardest technique', async () => {
    const { puzzle, code } = await todaysPuzzle('hard');
    const page = await openPage(`/p/${code}`);
    const info = page.getByTestId('puzzle-info');
    await expect.poll(() => info.textContent()).toBe(`Hard · ${givenCount(puzzle)} givens`);
    const text = await pageText(page);
    for (const spoiler of await spoilersOf(code)) expect(text).not.toContain(spoiler.toLowerCase());
  });

  it('names its hardest step once it is solved', async () => {
    const { puzzle, code, solution } = await todaysPuzzle('hard');
    const page = await openPage(`/p/${code}`);
    const info = page.getByTestId('puzzle-info');
    await expect.poll(() => info.textContent()).toBe(`Hard · ${givenCount(puzzle)} givens`);
    for (const index of blanksOf(puzzle)) await typeAt(page, index, solution[index]);
    await control(page, 'success-dialog').waitFor();
    const { hardestTechnique: id } = await gradeOf(code);
    const name = TECHNIQUE_BY_ID.get(id as TechniqueId)!.name;
    await expect
      .poll(() => info.textContent())
      .toBe(`Hard · ${givenCount(puzzle)} givens · hardest step: ${name}`);
  });

  it('names a Hanidoku by its kind and level, without spoiling it', async () => {
    const made = await fetch(`${ORIGIN}/api/v1/puzzles?variant=hanidoku&level=hard&seed=spoilers`);
    expect(made.status).toBe(200);
    const { code } = (await made.json()) as { code: string };
    const page = await openPage(`/p/${code}`, { board: false });
    await expect.poll(() => page.title()).toBe('Hard Hanidoku · shared puzzle');
    const info = page.getByTestId('puzzle-info');
    await expect.poll(() => info.textContent()).toMatch(/^Hard · \d+ givens$/);
    const text = await pageText(page);
    for (const spoiler of await spoilersOf(code)) expect(text).not.toContain(spoiler.toLowerCase());
  });
});

describeInBrowser('the archive', () => {
  it("lists a day's puzzles with their givens, not their scores", async () => {
    const { date, puzzles } = await todaysPuzzles();
    const answer = await fetch(`${ORIGIN}/api/v1/daily/${date}/honeycomb`);
    expect(answer.status).toBe(200);
    const honeycombs = ((await answer.json()) as DailySet).puzzles;
    const page = await openPage('/archive');
    const items = page.getByTestId('day-puzzles').locator('li');
    await expect.poll(() => items.count()).toBe(puzzles.length + honeycombs.length);
    for (const [prefix, set] of [
      ['', puzzles],
      ['honeycomb-', honeycombs],
    ] as const) {
      for (const { level, puzzle } of set) {
        const item = items.and(page.locator(`[data-level="${prefix}${level}"]`));
        await expect.poll(() => item.textContent()).toContain(`${givenCount(puzzle)} givens`);
      }
    }
    const text = await pageText(page);
    expect(text).not.toContain('score');
  });
});

describeInBrowser('a new puzzle', () => {
  it('says its givens and seed, not its score', async () => {
    const page = await openPage('/new?level=hard&kind=classic&symmetry=none&seed=spoilers');
    const info = page.getByTestId('new-info');
    await expect
      .poll(() => info.textContent())
      .toMatch(/^Hard · Sudoku · \d+ givens · seed spoilers$/);
  });

  it('offers the levels of the shape chosen: a 4×4 at easy only, a honeycomb up to hard', async () => {
    const page = await openPage('/new');
    const enabled = () =>
      page.$$eval('input[name="level"]:not(:disabled)', (inputs) =>
        inputs.map((input) => (input as HTMLInputElement).value),
      );
    await page.locator('input[name="kind"][value="classic-4"]').check();
    expect(await enabled()).toEqual(['easy']);
    expect(await page.locator('input[name="level"]:checked').getAttribute('value')).toBe('easy');
    await page.locator('input[name="kind"][value="hanidoku"]').check();
    expect(await enabled()).toEqual(['easy', 'medium', 'hard']);
    await page.locator('input[name="kind"][value="classic-9"]').check();
    expect(await enabled()).toEqual(['easy', 'medium', 'hard', 'expert']);
  });

  it('offers a 6×6 medium without the symmetries too rare to find, yet keeps a seeded link', async () => {
    const page = await openPage('/new');
    const symmetries = () =>
      page.$$eval('input[name="symmetry"]:not(:disabled)', (inputs) =>
        inputs.map((input) => (input as HTMLInputElement).value),
      );
    const checked = () => page.locator('input[name="symmetry"]:checked').getAttribute('value');
    expect(await checked()).toBe('rotational');
    await page.locator('input[name="kind"][value="classic-6"]').check();
    expect(await symmetries()).toEqual(['none', 'diagonal']);
    expect(await checked()).toBe('none');
    await page.locator('input[name="level"][value="hard"]').check();
    expect(await symmetries()).toEqual(['none', 'rotational', 'mirror', 'diagonal']);
    // mirror-0 was made before the rule (in 34 attempts): its link still makes it.
    const linked = await openPage(
      '/new?level=medium&kind=classic-6&symmetry=mirror&seed=mirror-0&v=3',
    );
    const info = linked.getByTestId('new-info');
    await expect
      .poll(() => info.textContent())
      .toMatch(/^Medium · Sudoku 6×6 · 14 givens · seed mirror-0$/);
    expect(await linked.locator('input[name="symmetry"]:checked').getAttribute('value')).toBe(
      'mirror',
    );
  });
});
