import { describe, expect, it } from 'vitest';
import { findConflicts } from '../../../shared/check.ts';
import { parsePuzzle } from '../../../shared/format.ts';
import { generatePuzzle } from '../../../shared/generate.ts';
import { jigsawGeometry } from '../../../shared/geometry.ts';
import { formatGrid } from '../../../shared/print.ts';
import { encodeShareCode } from '../../../shared/share.ts';
import { JIGSAW_9 } from '../../fixtures.ts';
import { expectMade } from '../../made.ts';
import {
  addDays,
  call,
  expectDocumented,
  expectProblem,
  expectRefused,
  post,
  postDocumented,
} from '../api.ts';
import {
  cellsOf,
  HANIDOKU,
  hanidokuCase,
  hanidokuInProgress,
  PUZZLE,
  quietMistake,
  SOLUTION,
  withCell,
} from '../fixtures.ts';

interface VerifyBody {
  complete: boolean;
  correct: boolean;
  conflicts: [number, number][];
  wrongCells?: number[];
}

const CODE = encodeShareCode({ variant: 'classic', size: 9, level: null, givens: cellsOf(PUZZLE) });
const { geometry } = parsePuzzle(PUZZLE);

/** Fails when `body` carries a solution in any form: the string, 81 digits in a row, 81 numbers. */
function expectNoSolution(text: string): void {
  expect(text).not.toContain(SOLUTION);
  expect(text).not.toMatch(/\d{81}/);
  expect(text).not.toMatch(/"solution"/i);
  const lists = text.match(/\[[\d,\s]*\]/g) ?? [];
  for (const list of lists) expect(list.split(',').length).toBeLessThan(81);
}

async function verify(request: Record<string, unknown>): Promise<VerifyBody> {
  const response = await call('/api/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  expectNoSolution(await response.clone().text());
  return expectDocumented<VerifyBody>(response, 'POST', '/api/verify');
}

describe('POST /api/verify', () => {
  it('calls a complete grid that is the solution complete and correct', async () => {
    const body = await postDocumented<VerifyBody>('/api/verify', { code: CODE, grid: SOLUTION });
    expect(body).toMatchObject({ complete: true, correct: true, conflicts: [] });
  });

  it('calls the bare puzzle incomplete, with no conflicts', async () => {
    const body = await verify({ code: CODE, grid: PUZZLE });
    expect(body.complete).toBe(false);
    expect(body.conflicts).toEqual([]);
    expect(body.wrongCells).toBeUndefined();
  });

  it('lists clashing cells as 0-based index pairs, as the core finds them', async () => {
    // r1c3 (cell 2) gets the 5 that r1c1 (cell 0) already holds.
    const grid = withCell(PUZZLE, 2, '5');
    const body = await verify({ code: CODE, grid });
    expect(body.conflicts).toEqual(findConflicts(geometry, cellsOf(grid)));
    expect(body.conflicts).toContainEqual([0, 2]);
    expect(body.correct).toBe(false);
  });

  it('calls an unfinished grid with no wrong digit correct so far', async () => {
    expect(await verify({ code: CODE, grid: PUZZLE })).toMatchObject({
      complete: false,
      correct: true,
      conflicts: [],
    });
  });

  it('names wrong cells only when reveal is asked, and never the solution', async () => {
    const { cell, digit } = quietMistake();
    const grid = withCell(PUZZLE, cell, String(digit));
    const hidden = await verify({ code: CODE, grid });
    expect(hidden).toMatchObject({ complete: false, correct: false, conflicts: [] });
    expect(hidden.wrongCells).toBeUndefined();
    const revealed = await verify({ code: CODE, grid, reveal: true });
    expect(revealed.wrongCells).toEqual([cell]);
  });

  it('finds the wrong cells of a full grid without giving the right digits', async () => {
    // Two digits of row 9 that are not givens, swapped: complete, and wrong in those two cells.
    const blanks = [...PUZZLE.slice(72)].flatMap((ch, i) => (ch === '.' ? [72 + i] : []));
    const [a, b] = blanks;
    let grid = withCell(SOLUTION, a, SOLUTION[b]);
    grid = withCell(grid, b, SOLUTION[a]);
    const body = await verify({ code: CODE, grid, reveal: true });
    expect(body).toMatchObject({ complete: true, correct: false });
    expect(body.wrongCells).toEqual([a, b]);
  });

  it('finds clashes inside a jigsaw region that no row or column shows', async () => {
    const geometry = jigsawGeometry(JIGSAW_9);
    const made = expectMade(generatePuzzle({ seed: 'verify-jigsaw', level: 'easy', geometry }));
    const givens = formatGrid(made.givens);
    const code = encodeShareCode({
      variant: 'jigsaw',
      size: 9,
      level: 'easy',
      givens: made.givens,
      regions: Uint8Array.from(JIGSAW_9),
    });
    // Two blank cells of one region, in different rows, columns and boxes, get the same digit.
    const blanks = [...givens].flatMap((ch, cell) => (ch === '.' ? [cell] : []));
    const [a, b] = blanks.flatMap((a) =>
      blanks
        .filter(
          (b) =>
            b > a &&
            JIGSAW_9[a] === JIGSAW_9[b] &&
            a % 9 !== b % 9 &&
            Math.floor(a / 9) !== Math.floor(b / 9),
        )
        .map((b) => [a, b]),
    )[0];
    const grid = withCell(withCell(givens, a, '1'), b, '1');
    const body = await verify({ code, grid });
    expect(body.conflicts).toContainEqual([a, b]);
    expect(body.conflicts).toEqual(findConflicts(geometry, cellsOf(grid)));
  });

  it('reads a grid in the forms a puzzle takes: the multi-line .sdk form too', async () => {
    const rows = Array.from({ length: 9 }, (_, r) => SOLUTION.slice(9 * r, 9 * r + 9));
    const sdk = await verify({ code: CODE, grid: `${rows.join('\n')}\n` });
    expect(sdk).toMatchObject({ complete: true, correct: true, conflicts: [] });
    const hint = await post('/api/hint', { code: CODE, grid: PUZZLE.match(/.{9}/g)!.join('\r\n') });
    expect(hint.status).toBe(200);
    await hint.arrayBuffer();
  });

  it('says plainly what is wrong with a field of the wrong type or size', async () => {
    await expectRefused('/api/verify', [
      [
        { code: CODE, grid: PUZZLE, reveal: 'yes' },
        'reveal',
        'reveal: expected true or false, got a string',
      ],
      [
        { code: 'A'.repeat(600), grid: PUZZLE },
        'code',
        'code: expected at most 512 characters, got 600',
      ],
    ]);
    await expectRefused('/api/hint', [
      [
        { code: CODE, grid: PUZZLE, candidates: [0, 0, 0, 0, 0, 0, 0, 70_000] },
        'candidates.7',
        'candidates.7: expected a whole number from 0 to 65535, got 70000',
      ],
      [
        { code: CODE, grid: PUZZLE, candidates: 'all' },
        'candidates',
        'candidates: expected an array, got a string',
      ],
    ]);
  });

  it('names a missing field, nested or not, as required; a body that is no object says so', async () => {
    await expectRefused('/api/verify', [
      [{ code: CODE }, 'grid', 'grid: required'],
      [{ daily: { level: 'easy' }, grid: PUZZLE }, 'daily.date', 'daily.date: required'],
      [{ daily: { date: '2026-03-01' }, grid: PUZZLE }, 'daily.level', 'daily.level: required'],
      [{ daily: null, grid: PUZZLE }, 'daily', 'daily: expected a JSON object, got null'],
      [[PUZZLE], undefined, 'expected a JSON object, got an array'],
      [
        { code: CODE, grid: PUZZLE, reveals: true },
        'reveals',
        'reveals: unknown field; the fields are code, daily, grid, reveal',
      ],
    ]);
  });

  it('refuses a grid that drops a given, naming grid and the first given dropped', async () => {
    for (const path of ['/api/verify', '/api/hint']) {
      const response = await post(path, { code: CODE, grid: '.'.repeat(81) });
      const body = await expectProblem(response, 400, 'validation', 'grid');
      expect(body.detail).toBe('grid: r1c1 is a given 5, but the grid has a blank');
    }
  });

  it('checks a grid against a daily puzzle', async () => {
    const date = addDays(new Date().toISOString().slice(0, 10), -1);
    const daily = (await (await call(`/api/daily/${date}/easy`)).json()) as { puzzle: string };
    const body = await verify({ daily: { date, level: 'easy' }, grid: daily.puzzle, reveal: true });
    expect(body).toMatchObject({ complete: false, conflicts: [], wrongCells: [] });
  });
});

describe('POST /api/verify for Hanidoku', () => {
  const c = hanidokuCase('verify-hanidoku', 'easy');

  /** POST /api/verify for `c`'s code, checking the answer never carries the solution. */
  async function verifyHanidoku(grid: string, reveal = false): Promise<VerifyBody> {
    const response = await post('/api/verify', { code: c.code, grid, reveal });
    expect(await response.clone().text()).not.toContain(c.solution);
    return expectDocumented<VerifyBody>(response, 'POST', '/api/verify');
  }

  it('calls the solution complete and correct, and the bare puzzle incomplete', async () => {
    expect(await verifyHanidoku(c.solution)).toEqual({
      complete: true,
      correct: true,
      conflicts: [],
    });
    expect(await verifyHanidoku(hanidokuInProgress(c, 10))).toEqual({
      complete: false,
      correct: true,
      conflicts: [],
    });
  });

  it('lists the cells of a row holding one digit twice, as the core finds them', async () => {
    // The first two blank cells that share a row, each given a 1.
    const blanks = [...c.puzzle].flatMap((ch, cell) => (ch === '.' ? [cell] : []));
    const digit = '1';
    const same = (a: number, b: number) => withCell(withCell(c.puzzle, a, digit), b, digit);
    const [a, b] = blanks
      .flatMap((a) => blanks.filter((b) => b > a).map((b) => [a, b]))
      .find(([a, b]) =>
        HANIDOKU.conflicts(cellsOf(same(a, b))).some(([x, y]) => x === a && y === b),
      )!;
    const grid = same(a, b);
    const body = await verifyHanidoku(grid, true);
    expect(body.conflicts).toContainEqual([a, b]);
    expect(body.conflicts).toEqual(HANIDOKU.conflicts(cellsOf(grid)));
    expect(body.correct).toBe(false);
    expect(body.wrongCells).toEqual([a, b].filter((cell) => c.solution[cell] !== digit));
  });

  it('names wrong cells only when reveal is asked', async () => {
    const cell = c.puzzle.indexOf('.');
    const grid = withCell(c.puzzle, cell, c.solution[cell] === '1' ? '2' : '1');
    const hidden = await verifyHanidoku(grid);
    expect(hidden).toMatchObject({ complete: false, correct: false });
    expect(hidden.wrongCells).toBeUndefined();
    expect((await verifyHanidoku(grid, true)).wrongCells).toEqual([cell]);
  });
});
