import { describe, expect, it } from 'vitest';
import {
  BOX_SHAPES,
  classicGeometry,
  type Geometry,
  jigsawGeometry,
} from '../../shared/geometry.ts';
import { BUDGET_SPENT, DEFAULT_BUDGET, type SearchStats } from '../../shared/search.ts';
import { searchGeneric } from '../../shared/solve-generic.ts';
import { hasData, readTdokuCases } from '../data.ts';
import { JIGSAW_6, JIGSAW_9 } from '../fixtures.ts';

/** A grid of up to 9 digits from text: '.' or '0' is a blank. */
function parseGrid(text: string): Uint8Array {
  return Uint8Array.from(text, (ch) => (ch === '.' ? 0 : Number(ch)));
}

function freshStats(): SearchStats {
  return { nodes: -7, guesses: -7 };
}

function search(geometry: Geometry, givens: Uint8Array, limit: number, budget = DEFAULT_BUDGET) {
  const solution = new Uint8Array(geometry.cellCount);
  const stats = freshStats();
  const count = searchGeneric(geometry, givens, limit, budget, solution, stats);
  return { count, solution, stats };
}

/** Why `grid` is not a solution of `givens` in `geometry`, or '' when it is one. */
function solutionProblem(geometry: Geometry, givens: Uint8Array, grid: Uint8Array): string {
  const { size, unitCount, unitCells } = geometry;
  for (let u = 0; u < unitCount; u++) {
    const digits = new Set<number>();
    for (let i = u * size; i < (u + 1) * size; i++) digits.add(grid[unitCells[i]]);
    for (let d = 1; d <= size; d++) if (!digits.has(d)) return `unit ${u} lacks ${d}`;
  }
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (givens[cell] !== 0 && givens[cell] !== grid[cell])
      return `cell ${cell} differs from its given`;
  }
  return '';
}

/** A tiny deterministic PRNG (mulberry32) so generated puzzles are the same on every run. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A random solved 16×16 with 60% of its cells blanked. */
function puzzle16(random: () => number): Uint8Array {
  const geometry = classicGeometry(16);
  const firstRow = Array.from({ length: 16 }, (_, i) => i + 1);
  for (let i = 15; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [firstRow[i], firstRow[j]] = [firstRow[j], firstRow[i]];
  }
  const seeded = new Uint8Array(256);
  seeded.set(firstRow);
  const { count, solution } = search(geometry, seeded, 1);
  expect(count).toBe(1);
  for (let cell = 0; cell < 256; cell++) if (random() < 0.6) solution[cell] = 0;
  return solution;
}

/** Every permutation of 1..n. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((rest) =>
    Array.from({ length: n }, (_, at) => [...rest.slice(0, at), n, ...rest.slice(at)]),
  );
}

/** Counts 4×4 X-sudoku grids by stacking rows that are permutations, independent of the engine. */
function countX4ByEnumeration(): number {
  const rows = permutations(4);
  const grid: number[][] = [];
  const fits = (row: number[]): boolean => {
    const r = grid.length;
    for (let c = 0; c < 4; c++) {
      for (let above = 0; above < r; above++) {
        const d = grid[above][c];
        if (d === row[c]) return false;
        const sameBox = Math.floor(above / 2) === Math.floor(r / 2);
        if (sameBox && Math.floor(c / 2) === row.indexOf(d) >> 1) return false;
        if (c === above && row[r] === d) return false;
        if (c === 3 - above && row[3 - r] === d) return false;
      }
    }
    return true;
  };
  const count = (): number => {
    if (grid.length === 4) return 1;
    let total = 0;
    for (const row of rows) {
      if (!fits(row)) continue;
      grid.push(row);
      total += count();
      grid.pop();
    }
    return total;
  };
  return count();
}

describe('searchGeneric', () => {
  it('solves a known 4×4 puzzle to its unique solution', () => {
    const givens = parseGrid('.4..1.3...4....1');
    const { count, solution, stats } = search(classicGeometry(4), givens, 2);
    expect(count).toBe(1);
    expect(solution.join('')).toBe('3412123421434321');
    expect(stats.nodes).toBe(stats.guesses + 1);
  });

  it('solves a known 6×6 puzzle to its unique solution', () => {
    const givens = parseGrid('........6.2.1.2.5.......2....4.4.3..');
    const { count, solution } = search(classicGeometry(6), givens, 2);
    expect(count).toBe(1);
    expect(solution.join('')).toBe('321645456123132456564231213564645312');
  });

  it('counts 288 solutions of the empty 4×4 grid', () => {
    expect(search(classicGeometry(4), new Uint8Array(16), 1000).count).toBe(288);
  });

  it('counts the empty 4×4 X-sudoku as enumeration over permutations does', () => {
    const expected = countX4ByEnumeration();
    expect(expected).toBeGreaterThan(0);
    expect(search(classicGeometry(4, 'x'), new Uint8Array(16), 1000).count).toBe(expected);
  });

  for (const size of Object.keys(BOX_SHAPES).map(Number)) {
    for (const variant of ['classic', 'x'] as const) {
      it(`fills the empty ${size}×${size} ${variant} grid with a valid solution`, () => {
        const geometry = classicGeometry(size, variant);
        const givens = new Uint8Array(geometry.cellCount);
        const { count, solution } = search(geometry, givens, 1);
        expect(count).toBe(1);
        expect(solutionProblem(geometry, givens, solution)).toBe('');
      });

      it(`finds two solutions of the empty ${size}×${size} ${variant} grid when asked for two`, () => {
        const geometry = classicGeometry(size, variant);
        expect(search(geometry, new Uint8Array(geometry.cellCount), 2).count).toBe(2);
      });
    }

    it(`gives X-sudoku ${size}×${size} solutions distinct digits on both diagonals`, () => {
      const { solution } = search(classicGeometry(size, 'x'), new Uint8Array(size * size), 1);
      const main = new Set<number>();
      const anti = new Set<number>();
      for (let r = 0; r < size; r++) {
        main.add(solution[r * size + r]);
        anti.add(solution[r * size + size - 1 - r]);
      }
      expect(main.size).toBe(size);
      expect(anti.size).toBe(size);
    });
  }

  it('solves a 9×9 jigsaw of irregular regions, with and without givens', () => {
    const geometry = jigsawGeometry(JIGSAW_9);
    const empty = new Uint8Array(81);
    const first = search(geometry, empty, 1);
    expect(first.count).toBe(1);
    expect(solutionProblem(geometry, empty, first.solution)).toBe('');
    for (let r = 0; r < 9; r++) {
      const cells = JIGSAW_9.flatMap((region, cell) =>
        region === r ? [first.solution[cell]] : [],
      );
      expect(new Set(cells).size).toBe(9);
    }
    const givens = first.solution.map((d, cell) => (cell % 3 === 0 ? d : 0));
    const again = search(geometry, givens, 1);
    expect(again.count).toBe(1);
    expect(solutionProblem(geometry, givens, again.solution)).toBe('');
  });

  it('solves a 6×6 jigsaw of irregular regions', () => {
    const geometry = jigsawGeometry(JIGSAW_6);
    const givens = new Uint8Array(36);
    const { count, solution } = search(geometry, givens, 1);
    expect(count).toBe(1);
    expect(solutionProblem(geometry, givens, solution)).toBe('');
  });

  it('finds no solution for duplicate givens and leaves the solution untouched', () => {
    const givens = new Uint8Array(81);
    givens[0] = 5;
    givens[8] = 5;
    const { count, solution, stats } = search(classicGeometry(9), givens, 2);
    expect(count).toBe(0);
    expect(solution.every((d) => d === 0)).toBe(true);
    expect(stats).toEqual({ nodes: 1, guesses: 0 });
  });

  it('finds no solution for givens that leave a cell without candidates', () => {
    const givens = parseGrid('123....4........');
    expect(search(classicGeometry(4), givens, 2).count).toBe(0);
    const jigsaw = new Uint8Array(81);
    jigsaw[0] = 3;
    jigsaw[9] = 3;
    expect(search(jigsawGeometry(JIGSAW_9), jigsaw, 2).count).toBe(0);
  });

  it('returns BUDGET_SPENT when a budget of 1 meets an empty 16×16 with limit 2', () => {
    const { count, stats } = search(classicGeometry(16), new Uint8Array(256), 2, 1);
    expect(count).toBe(BUDGET_SPENT);
    expect(stats.nodes).toBe(1);
  });

  it('unique-checks 16×16 grids with 40% givens within the default budget', () => {
    const geometry = classicGeometry(16);
    const random = prng(2024);
    for (let k = 0; k < 10; k++) {
      const givens = puzzle16(random);
      const { count, solution } = search(geometry, givens, 2);
      expect(count).toBeGreaterThanOrEqual(1);
      expect(solutionProblem(geometry, givens, solution)).toBe('');
    }
  });

  it('with a digit struck from a cell, finds another solution exactly when one exists', () => {
    // The oracle is the test that went before: one search per other digit, placed in the cell.
    const random = prng(77);
    const cases: [Geometry, number][] = [
      [classicGeometry(16), 0.5],
      [classicGeometry(9, 'x'), 0.62],
      [jigsawGeometry(JIGSAW_9), 0.62],
    ];
    // Each with a share of blanks where some blank cells can change and others cannot.
    for (const [geometry, blanks] of cases) {
      const { cellCount, size } = geometry;
      const solved = search(geometry, new Uint8Array(cellCount), 1).solution;
      const givens = solved.map((d) => (random() < blanks ? 0 : d));
      let differ = 0;
      for (let cell = 0; cell < cellCount; cell++) {
        if (givens[cell] !== 0) continue;
        let expected = 0;
        for (let d = 1; d <= size && expected === 0; d++) {
          if (d === solved[cell]) continue;
          givens[cell] = d;
          expected = search(geometry, givens, 1).count;
        }
        givens[cell] = 0;
        if (expected > 0) differ++;
        for (const prefer of [null, solved]) {
          const other = new Uint8Array(cellCount);
          const exclude = { cell, digit: solved[cell], prefer };
          const count = searchGeneric(
            geometry,
            givens,
            1,
            DEFAULT_BUDGET,
            other,
            freshStats(),
            exclude,
          );
          expect(count, `cell ${cell}`).toBe(expected);
          if (count === 0) continue;
          expect(other[cell]).not.toBe(solved[cell]);
          expect(solutionProblem(geometry, givens, other)).toBe('');
        }
      }
      // Both answers come up (61 of 137 blanks can change on the 16×16, 14 of 46, 21 of 51).
      expect(differ).toBeGreaterThan(0);
      expect(differ).toBeLessThan(givens.filter((d) => d === 0).length);
    }
  });

  describe.skipIf(!hasData)('on tdoku test puzzles (needs ../shared/data)', () => {
    it('counts min(count, 2) for every line and finds the given unique solution', () => {
      const geometry = classicGeometry(9);
      const cases = readTdokuCases();
      expect(cases.length).toBeGreaterThan(0);
      for (const { puzzle, count, solution: expected } of cases) {
        const found = search(geometry, parseGrid(puzzle), 2);
        expect(found.count, puzzle).toBe(Math.min(count, 2));
        if (count === 1) expect(found.solution.join(''), puzzle).toBe(expected);
      }
    });
  });
});
