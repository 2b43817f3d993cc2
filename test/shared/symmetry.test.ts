import { describe, expect, it } from 'vitest';
import { SIZES } from '../../shared/geometry.ts';
import { mirrorCell, orbitsOf, SYMMETRIES, type Symmetry } from '../../shared/symmetry.ts';

/** How many cells are their own image: all, the centre, the middle column, the diagonal. */
function fixedCount(size: number, symmetry: Symmetry): number {
  const odd = size % 2 === 1;
  switch (symmetry) {
    case 'none':
      return size * size;
    case 'rotational':
      return odd ? 1 : 0;
    case 'mirror':
      return odd ? size : 0;
    case 'diagonal':
      return size;
  }
}

describe('mirrorCell', () => {
  it('maps known cells of a 9×9 grid', () => {
    // r1c2 (cell 1): turned about the centre it is r9c8, mirrored r1c8, reflected r2c1.
    expect(mirrorCell(1, 9, 'none')).toBe(1);
    expect(mirrorCell(1, 9, 'rotational')).toBe(79);
    expect(mirrorCell(1, 9, 'mirror')).toBe(7);
    expect(mirrorCell(1, 9, 'diagonal')).toBe(9);
    // The centre stays put under every symmetry.
    for (const symmetry of SYMMETRIES) expect(mirrorCell(40, 9, symmetry)).toBe(40);
    // r3c7 (cell 24) of a 9×9 grid, and r2c5 (cell 10) of a 6×6 one.
    expect(mirrorCell(24, 9, 'rotational')).toBe(56);
    expect(mirrorCell(24, 9, 'diagonal')).toBe(56);
    expect(mirrorCell(10, 6, 'rotational')).toBe(25);
    expect(mirrorCell(10, 6, 'mirror')).toBe(7);
    expect(mirrorCell(10, 6, 'diagonal')).toBe(25);
  });

  it('is an involution onto the grid for every symmetry and size', () => {
    for (const size of SIZES) {
      for (const symmetry of SYMMETRIES) {
        const images = new Set<number>();
        for (let cell = 0; cell < size * size; cell++) {
          const image = mirrorCell(cell, size, symmetry);
          expect(Number.isInteger(image) && image >= 0 && image < size * size).toBe(true);
          expect(mirrorCell(image, size, symmetry)).toBe(cell);
          images.add(image);
        }
        expect(images.size).toBe(size * size);
      }
    }
  });

  it('moves rows and columns as the symmetry says', () => {
    for (const size of SIZES) {
      for (let cell = 0; cell < size * size; cell++) {
        const r = Math.floor(cell / size);
        const c = cell % size;
        const at = (image: number) => [Math.floor(image / size), image % size];
        expect(at(mirrorCell(cell, size, 'rotational'))).toEqual([size - 1 - r, size - 1 - c]);
        expect(at(mirrorCell(cell, size, 'mirror'))).toEqual([r, size - 1 - c]);
        expect(at(mirrorCell(cell, size, 'diagonal'))).toEqual([c, r]);
      }
    }
  });
});

describe('orbitsOf', () => {
  it('partitions the cells into orbits closed under the symmetry', () => {
    for (const size of SIZES) {
      for (const symmetry of SYMMETRIES) {
        const image = (cell: number) => mirrorCell(cell, size, symmetry);
        const orbits = orbitsOf(size * size, image);
        const cells = orbits.flat().sort((a, b) => a - b);
        expect(cells).toEqual(Array.from({ length: size * size }, (_, cell) => cell));
        for (const orbit of orbits) {
          expect(orbit.map(image).sort((a, b) => a - b)).toEqual([...orbit].sort((a, b) => a - b));
        }
      }
    }
  });

  it('counts the orbits of one and two cells for every symmetry and size', () => {
    for (const size of SIZES) {
      for (const symmetry of SYMMETRIES) {
        const orbits = orbitsOf(size * size, (cell) => mirrorCell(cell, size, symmetry));
        const singles = orbits.filter((orbit) => orbit.length === 1).length;
        const pairs = orbits.filter((orbit) => orbit.length === 2).length;
        expect(singles + pairs).toBe(orbits.length);
        expect(singles).toBe(fixedCount(size, symmetry));
        expect(pairs).toBe((size * size - singles) / 2);
      }
    }
  });

  it('lists the orbits of a 4×4 grid in order of their first cell', () => {
    expect(orbitsOf(16, (cell) => mirrorCell(cell, 4, 'rotational'))).toEqual([
      [0, 15],
      [1, 14],
      [2, 13],
      [3, 12],
      [4, 11],
      [5, 10],
      [6, 9],
      [7, 8],
    ]);
    expect(orbitsOf(16, (cell) => mirrorCell(cell, 4, 'diagonal'))).toEqual([
      [0],
      [1, 4],
      [2, 8],
      [3, 12],
      [5],
      [6, 9],
      [7, 13],
      [10],
      [11, 14],
      [15],
    ]);
  });

  it('keeps 9×9 orbits at the sizes a symmetric generator relies on', () => {
    const count = (symmetry: Symmetry) =>
      orbitsOf(81, (cell) => mirrorCell(cell, 9, symmetry)).length;
    // 81 alone; 40 pairs and the centre; 36 pairs and the 9 middle-column (or diagonal) cells.
    expect(count('none')).toBe(81);
    expect(count('rotational')).toBe(41);
    expect(count('mirror')).toBe(45);
    expect(count('diagonal')).toBe(45);
  });
});
