import type { Geometry } from '../geometry.ts';
import type { GradeState } from './state.ts';

/**
 * Strong links of one digit, shared by the single-digit techniques (skyscraper, 2-string kite,
 * empty rectangle, simple colouring, X-chain). A strong link on d is a pair of cells that are
 * the only two candidates of d in some unit: one of them is d. Two cells that merely see each
 * other form a weak link: at most one of them is d.
 *
 * Layout: link k joins cells `a[k]` and `b[k]` (a before b in the unit's cell order, so along
 * a row or column a is the left or upper cell) inside unit `unit[k]`; `ofUnit[u]` is the link
 * of unit u, or -1. A pair linked in two units (a row and a box) appears once per unit.
 * The adjacency lists every link at both of its cells: the strong neighbours of `cell` are
 * `next[start[cell] .. start[cell+1])`, and `via[i]` is the unit of the link to `next[i]`.
 *
 * The buffers live at module level and are reused: a `StrongLinks` is valid until the next call
 * of `findStrongLinks` (techniques never interleave, so each reads its digit's links in peace).
 */
export interface StrongLinks {
  count: number;
  a: Int32Array;
  b: Int32Array;
  unit: Int32Array;
  ofUnit: Int32Array;
  start: Int32Array;
  next: Int32Array;
  via: Int32Array;
}

const LINKS: StrongLinks = {
  count: 0,
  a: new Int32Array(0),
  b: new Int32Array(0),
  unit: new Int32Array(0),
  ofUnit: new Int32Array(0),
  start: new Int32Array(0),
  next: new Int32Array(0),
  via: new Int32Array(0),
};

/** Grows the shared buffers to fit a geometry (once per larger geometry, never per call). */
function growBuffers(geometry: Geometry): void {
  const { unitCount, cellCount } = geometry;
  if (LINKS.ofUnit.length < unitCount) {
    LINKS.a = new Int32Array(unitCount);
    LINKS.b = new Int32Array(unitCount);
    LINKS.unit = new Int32Array(unitCount);
    LINKS.ofUnit = new Int32Array(unitCount);
    LINKS.next = new Int32Array(2 * unitCount);
    LINKS.via = new Int32Array(2 * unitCount);
  }
  if (LINKS.start.length < cellCount + 1) LINKS.start = new Int32Array(cellCount + 1);
}

/** The strong links of d in every unit of the position, in unit order (no adjacency). */
export function findStrongLinks(state: GradeState, d: number): StrongLinks {
  const { geometry, cand } = state;
  const { unitCount, unitCells, size } = geometry;
  growBuffers(geometry);
  const bit = 1 << (d - 1);
  let count = 0;
  for (let u = 0; u < unitCount; u++) {
    let first = -1;
    let second = -1;
    let n = 0;
    for (let i = u * size; i < u * size + size && n < 3; i++) {
      const cell = unitCells[i];
      if ((cand[cell] & bit) === 0) continue;
      if (n === 0) first = cell;
      else second = cell;
      n++;
    }
    if (n !== 2) {
      LINKS.ofUnit[u] = -1;
      continue;
    }
    LINKS.a[count] = first;
    LINKS.b[count] = second;
    LINKS.unit[count] = u;
    LINKS.ofUnit[u] = count++;
  }
  LINKS.count = count;
  return LINKS;
}

/** Fills the adjacency of links found by `findStrongLinks` (a counting sort by cell). */
export function linkAdjacency(links: StrongLinks, cellCount: number): void {
  const { a, b, unit, start, next, via, count } = links;
  start.fill(0, 0, cellCount + 1);
  for (let k = 0; k < count; k++) {
    start[a[k] + 1]++;
    start[b[k] + 1]++;
  }
  for (let cell = 0; cell < cellCount; cell++) start[cell + 1] += start[cell];
  // start[cell] now marks where cell's list begins; use it as a cursor, then shift it back.
  for (let k = 0; k < count; k++) {
    const i = start[a[k]]++;
    next[i] = b[k];
    via[i] = unit[k];
    const j = start[b[k]]++;
    next[j] = a[k];
    via[j] = unit[k];
  }
  for (let cell = cellCount - 1; cell > 0; cell--) start[cell] = start[cell - 1];
  start[0] = 0;
}
