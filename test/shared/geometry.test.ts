import { describe, expect, it } from 'vitest';
import {
  BOX_SHAPES,
  classicGeometry,
  describeCell,
  describeUnit,
  type Geometry,
  jigsawGeometry,
  regionFault,
} from '../../shared/geometry.ts';

function peersOf(geometry: Geometry, cell: number): number[] {
  return Array.from(
    geometry.peers.subarray(geometry.peerStart[cell], geometry.peerStart[cell + 1]),
  );
}

function unitsOf(geometry: Geometry, cell: number): number[] {
  return Array.from(
    geometry.cellUnits.subarray(geometry.cellUnitStart[cell], geometry.cellUnitStart[cell + 1]),
  );
}

function cellsOf(geometry: Geometry, u: number): number[] {
  return Array.from(geometry.unitCells.subarray(u * geometry.size, (u + 1) * geometry.size));
}

/** A 9×9 jigsaw map whose regions happen to be the classic boxes. */
function boxRegionMap(): number[] {
  return Array.from({ length: 81 }, (_, cell) => {
    const r = Math.floor(cell / 9);
    const c = cell % 9;
    return Math.floor(r / 3) * 3 + Math.floor(c / 3);
  });
}

describe('classicGeometry', () => {
  it('gives every cell of the 9×9 grid 20 peers and 3 units', () => {
    const geometry = classicGeometry(9);
    expect(geometry.cellCount).toBe(81);
    expect(geometry.unitCount).toBe(27);
    for (let cell = 0; cell < 81; cell++) {
      expect(peersOf(geometry, cell)).toHaveLength(20);
      expect(unitsOf(geometry, cell)).toHaveLength(3);
    }
  });

  it('lists a cell’s peers sorted, without the cell itself, and each sharing a unit with it', () => {
    const geometry = classicGeometry(9);
    for (let cell = 0; cell < 81; cell++) {
      const peers = peersOf(geometry, cell);
      expect(peers).toEqual([...peers].sort((a, b) => a - b));
      expect(new Set(peers).size).toBe(peers.length);
      expect(peers).not.toContain(cell);
      for (const peer of peers) {
        const shared = unitsOf(geometry, peer).filter((u) => unitsOf(geometry, cell).includes(u));
        expect(shared.length).toBeGreaterThan(0);
      }
    }
  });

  it('names the peers of r1c1 as its row, column and box', () => {
    const geometry = classicGeometry(9);
    expect(peersOf(geometry, 0)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20, 27, 36, 45, 54, 63, 72,
    ]);
  });

  it('orders units as rows, then columns, then boxes, each holding every cell once', () => {
    const geometry = classicGeometry(9);
    expect(geometry.unitKinds).toEqual([
      ...Array(9).fill('row'),
      ...Array(9).fill('column'),
      ...Array(9).fill('box'),
    ]);
    expect(cellsOf(geometry, 2)).toEqual([18, 19, 20, 21, 22, 23, 24, 25, 26]);
    expect(cellsOf(geometry, 9 + 4)).toEqual([4, 13, 22, 31, 40, 49, 58, 67, 76]);
    expect(cellsOf(geometry, 18 + 4)).toEqual([30, 31, 32, 39, 40, 41, 48, 49, 50]);
    for (let kind = 0; kind < 3; kind++) {
      const covered = new Set<number>();
      for (let u = kind * 9; u < kind * 9 + 9; u++)
        for (const cell of cellsOf(geometry, u)) covered.add(cell);
      expect(covered.size).toBe(81);
    }
  });

  it('places each cell in the box its row and column name', () => {
    const geometry = classicGeometry(9);
    expect(geometry.regionOf[0]).toBe(0);
    expect(geometry.regionOf[8]).toBe(2);
    expect(geometry.regionOf[40]).toBe(4);
    expect(geometry.regionOf[80]).toBe(8);
    expect(geometry.allDigits).toBe(0x1ff);
  });

  it.each([4, 6, 8, 12, 16])(
    'gives every cell of size %i (N-1)*2 + (N - boxHeight - boxWidth + 1) peers',
    (size) => {
      const geometry = classicGeometry(size);
      const [h, w] = BOX_SHAPES[size];
      expect([geometry.boxHeight, geometry.boxWidth]).toEqual([h, w]);
      expect(geometry.cellCount).toBe(size * size);
      expect(geometry.unitCount).toBe(3 * size);
      expect(geometry.allDigits).toBe((1 << size) - 1);
      const expected = (size - 1) * 2 + (size - h - w + 1);
      for (let cell = 0; cell < size * size; cell++) {
        expect(peersOf(geometry, cell)).toHaveLength(expected);
        expect(unitsOf(geometry, cell)).toHaveLength(3);
      }
    },
  );

  it('returns the same tables for the same size and variant', () => {
    expect(classicGeometry(9)).toBe(classicGeometry());
    expect(classicGeometry(9, 'x')).not.toBe(classicGeometry(9));
  });

  it('rejects an unsupported size, naming it', () => {
    expect(() => classicGeometry(5)).toThrow(RangeError);
    expect(() => classicGeometry(5)).toThrow(/unsupported size 5/);
  });
});

describe('X-sudoku geometry', () => {
  const geometry = classicGeometry(9, 'x');

  it('adds the two diagonals after the boxes', () => {
    expect(geometry.unitCount).toBe(29);
    expect(geometry.unitKinds.slice(27)).toEqual(['diagonal', 'diagonal']);
    expect(cellsOf(geometry, 27)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80]);
    expect(cellsOf(geometry, 28)).toEqual([8, 16, 24, 32, 40, 48, 56, 64, 72]);
  });

  it('gives diagonal cells more peers and the centre, on both diagonals, the most', () => {
    const onMain = (cell: number) => Math.floor(cell / 9) === cell % 9;
    const onAnti = (cell: number) => Math.floor(cell / 9) + (cell % 9) === 8;
    for (let cell = 0; cell < 81; cell++) {
      const diagonals = Number(onMain(cell)) + Number(onAnti(cell));
      expect(unitsOf(geometry, cell)).toHaveLength(3 + diagonals);
      if (diagonals === 0) expect(peersOf(geometry, cell)).toHaveLength(20);
      else expect(peersOf(geometry, cell).length).toBeGreaterThan(20);
    }
    // r1c1: 20 classic peers, and 6 diagonal cells outside its box (r4c4 … r9c9).
    expect(peersOf(geometry, 0)).toHaveLength(26);
    // r5c5: 20 classic peers, and 6 + 6 diagonal cells outside the centre box.
    expect(peersOf(geometry, 40)).toHaveLength(32);
  });
});

describe('jigsawGeometry', () => {
  it('builds regions from the map, naming them regions', () => {
    const geometry = jigsawGeometry(boxRegionMap());
    expect(geometry.variant).toBe('jigsaw');
    expect(geometry.unitKinds.slice(18)).toEqual(Array(9).fill('region'));
    expect(cellsOf(geometry, 18)).toEqual([0, 1, 2, 9, 10, 11, 18, 19, 20]);
    for (let cell = 0; cell < 81; cell++) expect(peersOf(geometry, cell)).toHaveLength(20);
  });

  it('counts peers from the regions it is given: regions equal to the rows leave 16 peers', () => {
    const geometry = jigsawGeometry(Array.from({ length: 81 }, (_, cell) => Math.floor(cell / 9)));
    for (let cell = 0; cell < 81; cell++) expect(peersOf(geometry, cell)).toHaveLength(16);
  });

  it('rejects a region of the wrong size, naming the region and its count', () => {
    const map = boxRegionMap();
    map[0] = 1;
    expect(() => jigsawGeometry(map)).toThrow(RangeError);
    expect(() => jigsawGeometry(map)).toThrow('region 0 has 8 cells; every region needs 9');
  });

  it('rejects a map of the wrong length', () => {
    expect(() => jigsawGeometry(boxRegionMap().slice(1))).toThrow(/got 80/);
    expect(() => jigsawGeometry(new Array(25).fill(0))).toThrow(RangeError);
  });

  it('rejects a region number outside 0..N-1, naming the cell', () => {
    const map = boxRegionMap();
    map[5] = 9;
    expect(() => jigsawGeometry(map)).toThrow('region 9 of cell 5 is outside 0..8');
  });

  it('finds the first entry outside 0..N-1 before any region of the wrong size, else none', () => {
    const map = boxRegionMap();
    expect(regionFault(map, 9)).toBeNull();
    map[0] = 1;
    map[80] = 2;
    expect(regionFault(map, 9)).toEqual({ kind: 'size', region: 0, cells: 8 });
    map[7] = -1;
    map[5] = 1.5;
    expect(regionFault(map, 9)).toEqual({ kind: 'outside', cell: 5, region: 1.5 });
  });
});

describe('describeUnit and describeCell', () => {
  it('names units 1-based within their kind', () => {
    const geometry = classicGeometry(9, 'x');
    expect(describeUnit(geometry, 0)).toBe('row 1');
    expect(describeUnit(geometry, 8)).toBe('row 9');
    expect(describeUnit(geometry, 9)).toBe('column 1');
    expect(describeUnit(geometry, 17)).toBe('column 9');
    expect(describeUnit(geometry, 22)).toBe('box 5');
    expect(describeUnit(geometry, 28)).toBe('diagonal 2');
    expect(describeUnit(jigsawGeometry(boxRegionMap()), 20)).toBe('region 3');
  });

  it('names cells as r<row>c<column>, 1-based', () => {
    expect(describeCell(classicGeometry(9), 0)).toBe('r1c1');
    expect(describeCell(classicGeometry(9), 25)).toBe('r3c8');
    expect(describeCell(classicGeometry(9), 80)).toBe('r9c9');
    expect(describeCell(classicGeometry(16), 255)).toBe('r16c16');
    expect(describeCell(classicGeometry(16), 17)).toBe('r2c2');
  });
});
