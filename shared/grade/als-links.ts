import type { Geometry } from '../geometry.ts';
import { type AlsList, geometryTables, restrictedCommons, WORD } from './als.ts';
import { spendChainWork } from './implications.ts';

/**
 * The restricted common digits between sets, as lists: the sets linked to set i are
 * `to[start[i] .. start[i + 1])`, with their digits in `rcc`. Found once per position.
 */
export interface AlsLinks {
  start: Int32Array;
  to: Int32Array;
  rcc: Uint16Array;
}

const links: AlsLinks = {
  start: new Int32Array(1025),
  to: new Int32Array(4096),
  rcc: new Uint16Array(4096),
};
/** The list and generation the links were found for. */
let linksOf: AlsList | null = null;
let linksGeneration = -1;

/**
 * Visits the links between the sets of `als` (the list almostLockedSets last answered), each
 * pair once as (a, b, digits) with a < b, a ascending, until `visit` answers true; answers
 * whether it did. Two sets linked by x have their cells with x all seeing one another, so all in
 * one unit (on grids of rows, columns and boxes; elsewhere links not so placed are missed): only
 * sets whose x-cells share a unit are paired, found through buckets of sets by unit and digit.
 */
export function visitLinks(
  als: AlsList,
  visit: (a: number, b: number, rcc: number) => boolean,
): boolean {
  const { count, mask, cells, reach } = als;
  const geometry = als.geometry as Geometry;
  const { cellUnits, cellUnitStart } = geometry;
  const { units } = geometryTables(geometry);
  fillBuckets(als, geometry, units);
  if (STAMP.length < count) STAMP = new Int32Array(count * 2);
  STAMP.fill(-1, 0, count);
  let tried = 0;
  for (let a = 0; a < count; a++) {
    const a0 = cells[a * 3];
    const a1 = cells[a * 3 + 1];
    const a2 = cells[a * 3 + 2];
    for (let m = mask[a] & reach[a]; m !== 0; m &= m - 1) {
      const d0 = 31 - Math.clz32(m & -m);
      const n = unitsHolding(als, a, d0, cellUnits, cellUnitStart, units);
      for (let j = 0; j < n; j++) {
        const key = UNITS_FOUND[j] * 9 + d0;
        for (let k = BUCKET_START[key]; k < BUCKET_START[key + 1]; k++) {
          const b = BUCKET[k];
          if (b <= a || STAMP[b] === a) continue;
          STAMP[b] = a;
          tried++;
          if (((a0 & cells[b * 3]) | (a1 & cells[b * 3 + 1]) | (a2 & cells[b * 3 + 2])) !== 0) {
            continue;
          }
          const r = restrictedCommons(als, a, b);
          if (r !== 0 && visit(a, b, r)) {
            spendChainWork(count + tried);
            return true;
          }
        }
      }
    }
  }
  spendChainWork(count + tried);
  return false;
}

/** The list and generation the buckets were filled for. */
let bucketsOf: AlsList | null = null;
let bucketsGeneration = -1;

/** Sorts the sets into buckets by unit and digit: those whose cells with the digit lie in it. */
function fillBuckets(als: AlsList, geometry: Geometry, units: Int32Array): void {
  if (bucketsGeneration === als.generation && als === bucketsOf) return;
  const { count, mask, reach } = als;
  const { unitCount, cellUnits, cellUnitStart } = geometry;
  // One flat list grouped by key (unit * 9 + digit): count, then fill.
  const keys = unitCount * 9;
  if (BUCKET_START.length < keys + 1) BUCKET_START = new Int32Array(keys + 1);
  if (BUCKET_FILL.length < keys) BUCKET_FILL = new Int32Array(keys);
  BUCKET_START.fill(0, 0, keys + 1);
  for (let pass = 0; pass < 2; pass++) {
    if (pass === 1) {
      for (let k = 0; k < keys; k++) BUCKET_START[k + 1] += BUCKET_START[k];
      if (BUCKET.length < BUCKET_START[keys]) BUCKET = new Int32Array(BUCKET_START[keys] * 2);
      BUCKET_FILL.set(BUCKET_START.subarray(0, keys));
    }
    for (let a = 0; a < count; a++) {
      for (let m = mask[a] & reach[a]; m !== 0; m &= m - 1) {
        const d0 = 31 - Math.clz32(m & -m);
        const n = unitsHolding(als, a, d0, cellUnits, cellUnitStart, units);
        for (let j = 0; j < n; j++) {
          const key = UNITS_FOUND[j] * 9 + d0;
          if (pass === 0) BUCKET_START[key + 1]++;
          else BUCKET[BUCKET_FILL[key]++] = a;
        }
      }
    }
  }
  bucketsOf = als;
  bucketsGeneration = als.generation;
}

let pairs = 0;

function collectPair(a: number, b: number, r: number): boolean {
  if (pairs === PAIR_A.length) growPairs();
  PAIR_A[pairs] = a;
  PAIR_B[pairs] = b;
  PAIR_R[pairs++] = r;
  return false;
}

/** The links between the sets of `als`, as lists per set (visitLinks, kept for the position). */
export function alsLinks(als: AlsList): AlsLinks {
  if (linksGeneration === als.generation && als === linksOf) return links;
  const { count } = als;
  pairs = 0;
  visitLinks(als, collectPair);
  if (links.start.length < count + 1) links.start = new Int32Array(count * 2 + 1);
  if (links.to.length < 2 * pairs) {
    links.to = new Int32Array(pairs * 4);
    links.rcc = new Uint16Array(pairs * 4);
  }
  const { start, to, rcc } = links;
  start.fill(0, 0, count + 1);
  for (let k = 0; k < pairs; k++) {
    start[PAIR_A[k] + 1]++;
    start[PAIR_B[k] + 1]++;
  }
  for (let i = 0; i < count; i++) start[i + 1] += start[i];
  if (FILL.length < count) FILL = new Int32Array(count * 2);
  FILL.set(start.subarray(0, count));
  for (let k = 0; k < pairs; k++) {
    const a = PAIR_A[k];
    const b = PAIR_B[k];
    to[FILL[a]] = b;
    rcc[FILL[a]++] = PAIR_R[k];
    to[FILL[b]] = a;
    rcc[FILL[b]++] = PAIR_R[k];
  }
  linksOf = als;
  linksGeneration = als.generation;
  return links;
}

let BUCKET_START = new Int32Array(28 * 9 + 1);
let BUCKET_FILL = new Int32Array(28 * 9);
let BUCKET = new Int32Array(4096);
let STAMP = new Int32Array(1024);
const UNITS_FOUND = new Int32Array(8);

/** Writes to UNITS_FOUND the units holding every cell of set a with digit d0 + 1; their count. */
function unitsHolding(
  als: AlsList,
  a: number,
  d0: number,
  cellUnits: Geometry['cellUnits'],
  cellUnitStart: Geometry['cellUnitStart'],
  units: Int32Array,
): number {
  const { cells, digitCells } = als;
  const x0 = cells[a * 3] & digitCells[d0 * 3];
  const x1 = cells[a * 3 + 1] & digitCells[d0 * 3 + 1];
  const x2 = cells[a * 3 + 2] & digitCells[d0 * 3 + 2];
  const w = x0 !== 0 ? 0 : x1 !== 0 ? 1 : 2;
  const bits = w === 0 ? x0 : w === 1 ? x1 : x2;
  const first = w * WORD + (31 - Math.clz32(bits & -bits));
  let n = 0;
  for (let j = cellUnitStart[first]; j < cellUnitStart[first + 1]; j++) {
    const u = cellUnits[j];
    if (
      (x0 & ~units[u * 3]) === 0 &&
      (x1 & ~units[u * 3 + 1]) === 0 &&
      (x2 & ~units[u * 3 + 2]) === 0
    ) {
      UNITS_FOUND[n++] = u;
    }
  }
  return n;
}

let PAIR_A = new Int32Array(4096);
let PAIR_B = new Int32Array(4096);
let PAIR_R = new Uint16Array(4096);

function growPairs(): void {
  const n = PAIR_A.length * 2;
  const a = new Int32Array(n);
  a.set(PAIR_A);
  PAIR_A = a;
  const b = new Int32Array(n);
  b.set(PAIR_B);
  PAIR_B = b;
  const r = new Uint16Array(n);
  r.set(PAIR_R);
  PAIR_R = r;
}

let FILL = new Int32Array(1024);
