/**
 * Vocabulary, fixed once for the whole core:
 * - `size` N: digits run 1..N, a grid has N×N cells; 0 is a blank.
 * - `cell`: index 0..N²-1, row by row; `r`, `c` its row and column (0-based), `b` its box.
 * - `d`: a digit 1..N. `mask`: a set of digits as bits, digit d at bit d-1 (N ≤ 16 fits 16 bits).
 * - `unit`: a group of N cells that must hold every digit once (row, column, box, diagonal, region).
 * - `peers` of a cell: every other cell that shares a unit with it.
 *
 * A geometry is data, built once: the solver and checks read only these tables.
 * `unitCells` is flat: unit u holds cells unitCells[u*N .. u*N+N). Units come in the
 * order rows 0..N-1, columns 0..N-1, boxes (or jigsaw regions) 0..N-1, then extra units.
 */

export type Variant = 'classic' | 'x' | 'jigsaw';
export type UnitKind = 'row' | 'column' | 'box' | 'region' | 'diagonal';

/** The shape of a grid: its size, its units and the tables derived from them. */
export interface Geometry {
  readonly variant: Variant;
  readonly size: number;
  /** Box shape (rows × columns) for classic and X; 0 × 0 for jigsaw. */
  readonly boxHeight: number;
  readonly boxWidth: number;
  readonly cellCount: number;
  readonly unitCount: number;
  readonly unitKinds: readonly UnitKind[];
  readonly unitCells: Uint16Array;
  /** Units of cell i: cellUnits[cellUnitStart[i] .. cellUnitStart[i+1]). */
  readonly cellUnitStart: Uint16Array;
  readonly cellUnits: Uint16Array;
  /** Peers of cell i: peers[peerStart[i] .. peerStart[i+1]). */
  readonly peerStart: Uint32Array;
  readonly peers: Uint16Array;
  /** Region of each cell for jigsaw (0..N-1), otherwise the box. */
  readonly regionOf: Uint8Array;
  /** Every digit of the size: (1 << N) - 1. */
  readonly allDigits: number;
}

/** Box shapes (height × width) of the regular sizes. */
export const BOX_SHAPES: Readonly<Record<number, readonly [number, number]>> = {
  4: [2, 2],
  6: [2, 3],
  8: [2, 4],
  9: [3, 3],
  12: [3, 4],
  16: [4, 4],
};

/** The sizes the model supports. */
export const SIZES: readonly number[] = Object.keys(BOX_SHAPES).map(Number);

const cache = new Map<string, Geometry>();

/** The classic geometry of size N (4, 6, 8, 9, 12 or 16), or X-sudoku with `variant: 'x'`. */
export function classicGeometry(size = 9, variant: 'classic' | 'x' = 'classic'): Geometry {
  const key = `${variant}:${size}`;
  const known = cache.get(key);
  if (known) return known;
  const shape = BOX_SHAPES[size];
  if (!shape) throw new RangeError(`unsupported size ${size}: expected one of ${SIZES.join(', ')}`);
  const [h, w] = shape;
  const regionOf = new Uint8Array(size * size);
  for (let cell = 0; cell < size * size; cell++) {
    const r = Math.floor(cell / size);
    const c = cell % size;
    regionOf[cell] = Math.floor(r / h) * (size / w) + Math.floor(c / w);
  }
  const geometry = buildGeometry(variant, size, h, w, regionOf);
  cache.set(key, geometry);
  return geometry;
}

/**
 * A jigsaw geometry from a region map: N×N entries, each a region 0..N-1 holding N cells.
 * Throws a RangeError naming the entry outside 0..N-1 or the region that is the wrong size.
 */
export function jigsawGeometry(regionMap: ArrayLike<number>): Geometry {
  const size = Math.round(Math.sqrt(regionMap.length));
  if (size * size !== regionMap.length || !BOX_SHAPES[size]) {
    throw new RangeError(
      `a region map needs N×N entries for N in ${SIZES.join(', ')}; got ${regionMap.length}`,
    );
  }
  const fault = regionFault(regionMap, size);
  if (fault?.kind === 'outside') throw new RangeError(outsideWords(fault, size));
  if (fault) {
    throw new RangeError(
      `region ${fault.region} has ${fault.cells} cells; every region needs ${size}`,
    );
  }
  return buildGeometry('jigsaw', size, 0, 0, Uint8Array.from(regionMap));
}

/** Why a region map is not `size` regions of `size` cells (see regionFault). */
export type RegionFault =
  | { kind: 'outside'; cell: number; region: number }
  | { kind: 'size'; region: number; cells: number };

/**
 * Why a region map is not `size` regions of `size` cells, or null: its first entry (by cell)
 * that is not a region 0..size-1, else its first region (by number) of another size. The
 * callers word the second in their own terms; outsideWords words the first.
 */
export function regionFault(regionMap: ArrayLike<number>, size: number): RegionFault | null {
  const counts = new Uint16Array(size);
  for (let cell = 0; cell < regionMap.length; cell++) {
    const region = regionMap[cell];
    if (!Number.isInteger(region) || region < 0 || region >= size)
      return { kind: 'outside', cell, region };
    counts[region]++;
  }
  const region = counts.findIndex((count) => count !== size);
  return region < 0 ? null : { kind: 'size', region, cells: counts[region] };
}

/** "region 9 of cell 5 is outside 0..8". */
export function outsideWords(fault: { cell: number; region: number }, size: number): string {
  return `region ${fault.region} of cell ${fault.cell} is outside 0..${size - 1}`;
}

function buildGeometry(
  variant: Variant,
  size: number,
  boxHeight: number,
  boxWidth: number,
  regionOf: Uint8Array,
): Geometry {
  const cellCount = size * size;
  const units: number[][] = [];
  const unitKinds: UnitKind[] = [];
  for (let r = 0; r < size; r++) {
    units.push(Array.from({ length: size }, (_, c) => r * size + c));
    unitKinds.push('row');
  }
  for (let c = 0; c < size; c++) {
    units.push(Array.from({ length: size }, (_, r) => r * size + c));
    unitKinds.push('column');
  }
  const regions: number[][] = Array.from({ length: size }, () => []);
  for (let cell = 0; cell < cellCount; cell++) regions[regionOf[cell]].push(cell);
  for (const region of regions) {
    units.push(region);
    unitKinds.push(variant === 'jigsaw' ? 'region' : 'box');
  }
  if (variant === 'x') {
    units.push(Array.from({ length: size }, (_, i) => i * size + i));
    units.push(Array.from({ length: size }, (_, i) => i * size + (size - 1 - i)));
    unitKinds.push('diagonal', 'diagonal');
  }

  const unitCells = new Uint16Array(units.length * size);
  const unitsOf: number[][] = Array.from({ length: cellCount }, () => []);
  units.forEach((unit, u) => {
    unitCells.set(unit, u * size);
    for (const cell of unit) unitsOf[cell].push(u);
  });
  const cellUnitStart = new Uint16Array(cellCount + 1);
  const peerStart = new Uint32Array(cellCount + 1);
  const cellUnitList: number[] = [];
  const peerList: number[] = [];
  // A cell's peers gathered once each (marked with the cell's number) and sorted in place:
  // cheap enough for a page that builds the 9×9 geometry before its first board.
  const seenBy = new Int32Array(cellCount).fill(-1);
  const found = new Uint16Array(cellCount);
  for (let cell = 0; cell < cellCount; cell++) {
    cellUnitStart[cell] = cellUnitList.length;
    peerStart[cell] = peerList.length;
    let count = 0;
    for (const u of unitsOf[cell]) {
      cellUnitList.push(u);
      for (const other of units[u]) {
        if (other === cell || seenBy[other] === cell) continue;
        seenBy[other] = cell;
        found[count++] = other;
      }
    }
    for (const other of found.subarray(0, count).sort()) peerList.push(other);
  }
  cellUnitStart[cellCount] = cellUnitList.length;
  peerStart[cellCount] = peerList.length;

  return {
    variant,
    size,
    boxHeight,
    boxWidth,
    cellCount,
    unitCount: units.length,
    unitKinds,
    unitCells,
    cellUnitStart,
    cellUnits: Uint16Array.from(cellUnitList),
    peerStart,
    peers: Uint16Array.from(peerList),
    regionOf,
    allDigits: (1 << size) - 1,
  };
}

/** A unit's name for messages, 1-based as people count: "row 3", "box 5", "diagonal 1". */
export function describeUnit(geometry: Geometry, u: number): string {
  const kind = geometry.unitKinds[u];
  const first = geometry.unitKinds.indexOf(kind);
  return `${kind} ${u - first + 1}`;
}

/**
 * The cells of `units`, ascending and each once: the area a hint's first level points at.
 * @example cellsOfUnits(classicGeometry(9), [22]) // the nine cells of box 5
 */
export function cellsOfUnits(geometry: Geometry, units: readonly number[]): number[] {
  const { size, unitCells, cellCount } = geometry;
  return cellsOfRuns(
    cellCount,
    unitCells,
    units,
    (u) => u * size,
    (u) => (u + 1) * size,
  );
}

/**
 * The cells of `units`, ascending and each once, where unit u lists its cells in
 * `list[start(u) .. end(u))`: a grid's units (cellsOfUnits) or the honeycomb's lines.
 */
export function cellsOfRuns(
  cellCount: number,
  list: ArrayLike<number>,
  units: readonly number[],
  start: (u: number) => number,
  end: (u: number) => number,
): number[] {
  const inside = new Uint8Array(cellCount);
  for (const u of units) for (let i = start(u); i < end(u); i++) inside[list[i]] = 1;
  const cells: number[] = [];
  for (let cell = 0; cell < cellCount; cell++) if (inside[cell]) cells.push(cell);
  return cells;
}

/** A cell's name for error messages that quote positions, 1-based: "r3c7" (hints say "row 3, column 7": words.ts). */
export function describeCell(geometry: Geometry, cell: number): string {
  return `r${Math.floor(cell / geometry.size) + 1}c${(cell % geometry.size) + 1}`;
}
