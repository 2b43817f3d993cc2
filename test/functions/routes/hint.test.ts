import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../../shared/format.ts';
import { generatePuzzle } from '../../../shared/generate.ts';
import { classicGeometry, type Geometry, jigsawGeometry } from '../../../shared/geometry.ts';
import { CELL_COUNT, CELL_ROWS, nameCell } from '../../../shared/hanidoku/geometry.ts';
import { type Hint, nextHint } from '../../../shared/hint.ts';
import { formatGrid } from '../../../shared/print.ts';
import { encodeShareCode } from '../../../shared/share.ts';
import { JIGSAW_9 } from '../../fixtures.ts';
import { expectMade } from '../../made.ts';
import { postDocumented } from '../api.ts';
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

interface HintBody {
  detail: 1 | 2 | 3;
  text: string;
  area: number[];
  technique?: string;
  level?: string | null;
  cells?: number[];
  digits?: number[];
  placements?: { cell: number; digit: number }[];
  eliminations?: { cell: number; digit: number }[];
}

const puzzle = parsePuzzle(PUZZLE);

/**
 * The cells in any of `units`, found cell by cell: a grid's units by their cell lists, the
 * honeycomb's (`geometry` null) by each cell's three lines.
 */
function areaOf(units: readonly number[], geometry: Geometry | null): number[] {
  const count = geometry ? geometry.cellCount : CELL_COUNT;
  return Array.from({ length: count }, (_, cell) => cell).filter((cell) =>
    units.some((u) =>
      geometry
        ? geometry.unitCells.subarray(u * geometry.size, (u + 1) * geometry.size).includes(cell)
        : [0, 1, 2].some((k) => CELL_ROWS[3 * cell + k] === u),
    ),
  );
}

/**
 * What the API should answer at `detail` for the core's hint of a puzzle of `geometry` (null:
 * the honeycomb): the area its units cover, and no more than that detail shows.
 */
function expected(
  hint: Hint<string>,
  detail: 1 | 2 | 3,
  geometry: Geometry | null = classicGeometry(9),
): HintBody {
  const body: HintBody = {
    detail,
    text: hint.text[detail - 1],
    area: areaOf(hint.units, geometry),
  };
  if (detail === 1) return body;
  Object.assign(body, {
    technique: hint.technique,
    level: hint.level,
    cells: hint.cells,
    digits: hint.digits,
  });
  if (detail === 3)
    Object.assign(body, { placements: hint.placements, eliminations: hint.eliminations });
  return body;
}

function coreHint(grid: string, candidates?: number[]): Hint {
  const result = nextHint(puzzle, cellsOf(grid), candidates);
  if (!result.ok) throw new Error(result.error.message);
  return result.hint;
}

describe('POST /api/hint', () => {
  it('points out a wrong digit before anything else, naming its cell from detail 2', async () => {
    const { cell, digit } = quietMistake();
    const grid = withCell(PUZZLE, cell, String(digit));
    const hint = coreHint(grid);
    expect(hint.technique).toBe('wrong-digit');
    const name = `row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1}`;
    for (const detail of [1, 2, 3] as const) {
      const body = await postDocumented<HintBody>('/api/hint', { puzzle: PUZZLE, grid, detail });
      expect(body).toEqual(expected(hint, detail));
    }
    const vague = await postDocumented<HintBody>('/api/hint', { puzzle: PUZZLE, grid });
    expect(vague.detail).toBe(1);
    expect(vague.text).not.toContain(name);
    const concrete = await postDocumented<HintBody>('/api/hint', {
      puzzle: PUZZLE,
      grid,
      detail: 2,
    });
    expect(concrete.technique).toBe('wrong-digit');
    expect(concrete.cells).toEqual([cell]);
    expect(concrete.text).toContain(name);
  });

  it('points out a pencil mark that removed the true digit', async () => {
    const cell = PUZZLE.indexOf('.');
    const candidates = new Array<number>(81).fill(0);
    candidates[cell] = 0x1ff & ~(1 << (Number(SOLUTION[cell]) - 1));
    const hint = coreHint(PUZZLE, candidates);
    expect(hint.technique).toBe('wrong-candidate');
    const body = await postDocumented<HintBody>('/api/hint', {
      puzzle: PUZZLE,
      grid: PUZZLE,
      candidates,
      detail: 2,
    });
    expect(body).toEqual(expected(hint, 2));
    expect(body.cells).toEqual([cell]);
  });

  it('gives, on a clean grid, a step that agrees with the solution', async () => {
    const hint = coreHint(PUZZLE);
    const body = await postDocumented<HintBody>('/api/hint', {
      puzzle: PUZZLE,
      grid: PUZZLE,
      detail: 3,
    });
    expect(body).toEqual(expected(hint, 3));
    expect((body.placements?.length ?? 0) + (body.eliminations?.length ?? 0)).toBeGreaterThan(0);
    for (const { cell, digit } of body.placements ?? []) expect(String(digit)).toBe(SOLUTION[cell]);
    for (const { cell, digit } of body.eliminations ?? [])
      expect(String(digit)).not.toBe(SOLUTION[cell]);
  });

  it('keeps a vague hint vague: detail 1 names no technique, cell or digit', async () => {
    const body = await postDocumented<HintBody>('/api/hint', {
      puzzle: PUZZLE,
      grid: PUZZLE,
      detail: 1,
    });
    expect(Object.keys(body).sort()).toEqual(['area', 'detail', 'text']);
    expect(body.area.length).toBeGreaterThanOrEqual(9);
  });

  it('takes the puzzle as a share code too', async () => {
    const code = encodeShareCode({
      variant: 'classic',
      size: 9,
      level: null,
      givens: puzzle.givens,
    });
    const byCode = await postDocumented<HintBody>('/api/hint', { code, grid: PUZZLE, detail: 3 });
    expect(byCode).toEqual(expected(coreHint(PUZZLE), 3));
  });

  it('says a complete, correct grid is solved', async () => {
    const body = await postDocumented<HintBody>('/api/hint', {
      puzzle: PUZZLE,
      grid: SOLUTION,
      detail: 2,
    });
    expect(body.technique).toBe('solved');
  });

  it('hints X-sudoku and jigsaw codes by their own rules', async () => {
    const x = expectMade(generatePuzzle({ seed: 'hint-x', level: 'hard', variant: 'x' }));
    const jigsaw = expectMade(
      generatePuzzle({
        seed: 'hint-jigsaw',
        level: 'medium',
        geometry: jigsawGeometry(JIGSAW_9),
      }),
    );
    for (const made of [x, jigsaw]) {
      const code = encodeShareCode({
        variant: made.geometry.variant,
        size: 9,
        level: made.level,
        givens: made.givens,
        ...(made.geometry.variant === 'jigsaw' ? { regions: Uint8Array.from(JIGSAW_9) } : {}),
      });
      const line = formatGrid(made.givens);
      const core = nextHint({ geometry: made.geometry, givens: made.givens }, made.givens);
      expect(core.ok).toBe(true);
      const body = await postDocumented<HintBody>('/api/hint', { code, grid: line, detail: 3 });
      if (core.ok) expect(body).toEqual(expected(core.hint, 3, made.geometry));
    }
  });
});

describe('POST /api/hint for Hanidoku', () => {
  const c = hanidokuCase('hint-hanidoku', 'medium');
  const grid = hanidokuInProgress(c, 6);

  /** The core's hint for the Hanidoku `c` and a player's grid. */
  function hanidokuHint(line: string): Hint<string> {
    const result = HANIDOKU.hint(c.givens, cellsOf(line));
    if (!result.ok) throw new Error(result.error.message);
    return result.hint;
  }

  it("gives a Hanidoku in progress the core's hint at detail 1, 2 and 3", async () => {
    const hint = hanidokuHint(grid);
    for (const detail of [1, 2, 3] as const) {
      const request = { puzzle: c.puzzle, variant: 'hanidoku', grid, detail };
      expect(await postDocumented<HintBody>('/api/hint', request)).toEqual(
        expected(hint, detail, null),
      );
    }
  });

  it('gives at detail 3 a move that agrees with the solution and places a digit', async () => {
    const request = { puzzle: c.puzzle, variant: 'hanidoku', grid, detail: 3 };
    const body = await postDocumented<HintBody>('/api/hint', request);
    expect(body.placements?.length).toBeGreaterThan(0);
    for (const { cell, digit } of body.placements ?? []) {
      expect(grid[cell]).toBe('.');
      expect(String(digit)).toBe(c.solution[cell]);
    }
    for (const { cell, digit } of body.eliminations ?? [])
      expect(String(digit)).not.toBe(c.solution[cell]);
  });

  it('points out a wrong digit first, naming its honeycomb cell from detail 2', async () => {
    const cell = grid.indexOf('.');
    const wrong = c.solution[cell] === '1' ? '2' : '1';
    const mistaken = withCell(grid, cell, wrong);
    const body = await postDocumented<HintBody>('/api/hint', {
      puzzle: c.puzzle,
      variant: 'hanidoku',
      grid: mistaken,
      detail: 2,
    });
    expect(body).toEqual(expected(hanidokuHint(mistaken), 2, null));
    expect(body).toMatchObject({
      technique: 'wrong-digit',
      cells: [cell],
      digits: [Number(wrong)],
    });
    expect(body.text).toContain(nameCell(cell));
  });

  it('takes the Hanidoku as a share code too', async () => {
    const request = { code: c.code, grid, detail: 3 };
    expect(await postDocumented<HintBody>('/api/hint', request)).toEqual(
      expected(hanidokuHint(grid), 3, null),
    );
  });

  it('says a complete, correct honeycomb is solved', async () => {
    const body = await postDocumented<HintBody>('/api/hint', {
      code: c.code,
      grid: c.solution,
      detail: 2,
    });
    expect(body.technique).toBe('solved');
  });
});
