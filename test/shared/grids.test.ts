import { describe, expect, it } from 'vitest';
import { isSolved } from '../../shared/check.ts';
import { classicGeometry } from '../../shared/geometry.ts';
import {
  createGridFamily,
  gridIndex,
  nextGridIndex,
  randomGrid,
  writeGrid,
} from '../../shared/grids.ts';
import { createPuzzle } from '../../shared/puzzle.ts';
import { createRandom } from '../../shared/random.ts';

const DIGITS = Uint8Array.from({ length: 10 }, (_, d) => d);
const EMPTY = createPuzzle(classicGeometry(9), new Uint8Array(81));

function grids(seed: string, count: number, first = 0): Uint8Array[] {
  const family = createGridFamily(seed, first);
  const out: Uint8Array[] = [];
  for (let i = 0, k = gridIndex(family, 0); i < count; i++, k = nextGridIndex(family, k)) {
    const grid = new Uint8Array(81);
    writeGrid(family, k, grid, 0, DIGITS);
    out.push(grid);
  }
  return out;
}

describe('grids', () => {
  it('makes a valid random grid from a seed', () => {
    expect(isSolved(EMPTY, randomGrid(createRandom('x')))).toBe(true);
  });

  it('writes only valid solved grids, all distinct', () => {
    const made = grids('distinct', 20_000);
    expect(made.every((grid) => isSolved(EMPTY, grid))).toBe(true);
    expect(new Set(made.map((grid) => grid.join(''))).size).toBe(20_000);
  });

  it('gives the same grids for the same seed and others for another seed', () => {
    expect(grids('same', 50)).toEqual(grids('same', 50));
    expect(grids('same', 50)[0]).not.toEqual(grids('other', 50)[0]);
  });

  it('fixes the top-left digit when asked, keeping the grids distinct', () => {
    const made = grids('first', 5_000, 7);
    expect(made.every((grid) => grid[0] === 7 && isSolved(EMPTY, grid))).toBe(true);
    expect(new Set(made.map((grid) => grid.join(''))).size).toBe(5_000);
  });

  it('steps through indices as gridIndex computes them directly', () => {
    const family = createGridFamily('index');
    let k = gridIndex(family, 0);
    for (let i = 1; i < 1_000; i++) k = nextGridIndex(family, k);
    expect(k).toBe(gridIndex(family, 999));
    expect(gridIndex(family, 9_999_999)).toBeLessThan(family.space);
  });
});
