import { describe, expect, it } from 'vitest';
import { hexagonCentre } from '../../../functions/preview/board.ts';
import { BOARD_CENTRE, boardLayout, HEXAGON_RADIUS } from '../../../functions/preview/card.ts';
import { CELL_COUNT } from '../../../shared/hanidoku/geometry.ts';
import { kindOf } from '../../../shared/kind/kind.ts';
import { shapeOf } from '../../../shared/kind/shape.ts';
import { encodeShareCode } from '../../../shared/share.ts';
import { JIGSAW_9 } from '../../fixtures.ts';
import { expectMade } from '../../made.ts';
import { call, expectProblem } from '../api.ts';
import { type DecodedPng, decodePng, inkIn } from '../png.ts';

/**
 * The link previews: each route answers a 1200×630 palette PNG whose board shows the givens
 * and nothing else, read back by an independent decoder (../png.ts) and checked cell by cell:
 * a cell with a given has a digit's ink in it, a blank cell none, so the solution is not drawn.
 */

async function picture(path: string): Promise<DecodedPng> {
  const response = await call(path);
  const body = new Uint8Array(await response.arrayBuffer());
  expect(response.status, new TextDecoder().decode(body.subarray(0, 300))).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('cache-control')).toMatch(/\bimmutable\b/);
  const png = await decodePng(body);
  expect({ width: png.width, height: png.height }).toEqual({ width: 1200, height: 630 });
  return png;
}

/** Checks a grid's cells: ink exactly where `givens` has a digit. */
function expectGridGivens(png: DecodedPng, size: number, givens: ArrayLike<number>): void {
  const { x, y, cell, thick } = boardLayout(size);
  const margin = Math.ceil(cell * 0.12);
  for (let i = 0; i < size * size; i++) {
    const left = x + thick / 2 + (i % size) * cell;
    const top = y + thick / 2 + Math.floor(i / size) * cell;
    const ink = inkIn(png, left + margin, top + margin, left + cell - margin, top + cell - margin);
    if (givens[i] === 0) expect(ink, `blank cell ${i}`).toBe(0);
    else expect(ink, `given cell ${i}`).toBeGreaterThan(cell);
  }
}

/** Checks the honeycomb's cells likewise, inside a square around each centre. */
function expectHoneycombGivens(png: DecodedPng, givens: ArrayLike<number>): void {
  const half = HEXAGON_RADIUS * 0.45;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const [cx, cy] = hexagonCentre(cell, BOARD_CENTRE[0], BOARD_CENTRE[1], HEXAGON_RADIUS);
    const ink = inkIn(png, cx - half, cy - half, cx + half, cy + half);
    if (givens[cell] === 0) expect(ink, `blank cell ${cell}`).toBe(0);
    else expect(ink, `given cell ${cell}`).toBeGreaterThan(HEXAGON_RADIUS);
  }
}

/** A generated puzzle of `spec` and its share code. */
function shared(spec: Parameters<typeof shapeOf>[0], level: 'easy' | 'hard') {
  const kind = kindOf(shapeOf(spec));
  const made = expectMade(kind.generate({ seed: 'previews', level }));
  return { kind, made, code: kind.shareCode(made.givens, level) };
}

describe('GET /api/v1/puzzles/{code}.png', () => {
  const regions = JIGSAW_9.map((r) => String.fromCharCode(65 + r)).join('');
  const grids = {
    'a 9×9 sudoku': shared({ id: 'classic', size: 9 }, 'hard'),
    'a 6×6 sudoku': shared({ id: 'classic', size: 6 }, 'easy'),
    'an X-sudoku': shared({ id: 'x', size: 9 }, 'easy'),
    'a jigsaw': shared({ id: 'jigsaw', regions }, 'easy'),
  };
  for (const [what, { kind, made, code }] of Object.entries(grids)) {
    it(`draws the givens of ${what} and no digit of its solution`, async () => {
      expect(made.solution.some((d, i) => d !== made.givens[i])).toBe(true);
      expectGridGivens(await picture(`/api/v1/puzzles/${code}.png`), kind.size, made.givens);
    });
  }

  it('draws a Hanidoku on its honeycomb, givens only', async () => {
    const { made, code } = shared({ id: 'hanidoku' }, 'easy');
    expectHoneycombGivens(await picture(`/api/v1/puzzles/${code}.png`), made.givens);
  });

  it('is not blank: the site’s background, board and text colours are there', async () => {
    const png = await picture(`/api/v1/puzzles/${grids['a 9×9 sudoku'].code}.png`);
    expect(png.palette).toEqual(expect.arrayContaining([0xf4f2ec, 0xffffff, 0x1a1d24, 0x3451c6]));
    expect(png.color(5, 5)).toBe(0xf4f2ec);
  });

  it('answers a damaged code with a 400 and a code breaking the rules with a 422', async () => {
    await expectProblem(await call('/api/v1/puzzles/not-a-code.png'), 400, 'validation', 'code');
    const clashing = new Uint8Array(81);
    clashing[0] = clashing[1] = 5;
    const code = encodeShareCode({ variant: 'classic', size: 9, level: null, givens: clashing });
    await expectProblem(await call(`/api/v1/puzzles/${code}.png`), 422, 'unprocessable');
  });
});

describe('GET /api/v1/daily/{date}/{level}.png and …/honeycomb/{level}.png', () => {
  const DATE = '2026-11-29';

  it("draws the day's puzzle of the level, givens only", async () => {
    const set = (await (await call(`/api/v1/daily/${DATE}`)).json()) as {
      puzzles: { level: string; puzzle: string }[];
    };
    const { puzzle } = set.puzzles.find((p) => p.level === 'expert')!;
    const givens = [...puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
    expectGridGivens(await picture(`/api/v1/daily/${DATE}/expert.png`), 9, givens);
  });

  it("draws the day's honeycomb of the level, givens only", async () => {
    const set = (await (await call(`/api/v1/daily/${DATE}/honeycomb`)).json()) as {
      puzzles: { level: string; puzzle: string }[];
    };
    const { puzzle } = set.puzzles.find((p) => p.level === 'medium')!;
    const givens = [...puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
    expectHoneycombGivens(await picture(`/api/v1/daily/${DATE}/honeycomb/medium.png`), givens);
  });

  it('names the field of a bad date or level, and refuses a day not yet published', async () => {
    await expectProblem(await call('/api/v1/daily/2026-02-30/easy.png'), 400, 'validation');
    await expectProblem(await call(`/api/v1/daily/${DATE}/easiest.png`), 400, 'validation');
    await expectProblem(
      await call(`/api/v1/daily/${DATE}/honeycomb/expert.png`),
      400,
      'validation',
    );
    await expectProblem(await call('/api/v1/daily/2099-01-01/easy.png'), 404, 'not-published');
  });
});
