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
  const { count, cells } = als;
  fillBuckets(als);
  if (STAMP.length < count) STAMP = new Int32Array(count * 2);
  STAMP.fill(-1, 0, count);
  let tried = 0;
  for (let a = 0; a < count; a++) {
    const a0 = cells[a * 3];
    const a1 = cells[a * 3 + 1];
    const a2 = cells[a * 3 + 2];
    for (let kk = KEY_START[a]; kk < KEY_START[a + 1]; kk++) {
      const key = KEYS[kk];
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
  spendChainWork(count + tried);
  return false;
}

/** The list and generation the buckets were filled for. */
let bucketsOf: AlsList | null = null;
let bucketsGeneration = -1;

/**
 * Sorts the sets into buckets by unit and digit (key unit · 9 + digit − 1): a set goes in the
 * bucket of each digit it reaches and each unit holding all its cells with that digit. A set's
 * keys are KEYS[KEY_START[a] .. KEY_START[a + 1]), a bucket's sets BUCKET[BUCKET_START[key] ..).
 */
function fillBuckets(als: AlsList): void {
  if (bucketsGeneration === als.generation && als === bucketsOf) return;
  const { count, mask, reach } = als;
  const geometry = als.geometry as Geometry;
  const { unitCount, cellUnits, cellUnitStart } = geometry;
  const { units } = geometryTables(geometry);
  const keys = unitCount * 9;
  if (BUCKET_START.length < keys + 1) BUCKET_START = new Int32Array(keys + 1);
  if (BUCKET_FILL.length < keys) BUCKET_FILL = new Int32Array(keys);
  if (KEY_START.length < count + 1) KEY_START = new Int32Array(count * 2 + 1);
  BUCKET_START.fill(0, 0, keys + 1);
  let nk = 0;
  for (let a = 0; a < count; a++) {
    KEY_START[a] = nk;
    for (let m = mask[a] & reach[a]; m !== 0; m &= m - 1) {
      const d0 = 31 - Math.clz32(m & -m);
      const n = unitsHolding(als, a, d0, cellUnits, cellUnitStart, units);
      if (nk + n > KEYS.length) KEYS = grown(KEYS, nk + n);
      for (let j = 0; j < n; j++) {
        const key = UNITS_FOUND[j] * 9 + d0;
        KEYS[nk++] = key;
        BUCKET_START[key + 1]++;
      }
    }
  }
  KEY_START[count] = nk;
  for (let k = 0; k < keys; k++) BUCKET_START[k + 1] += BUCKET_START[k];
  if (BUCKET.length < nk) BUCKET = new Int32Array(nk * 2);
  BUCKET_FILL.set(BUCKET_START.subarray(0, keys));
  for (let a = 0; a < count; a++) {
    for (let kk = KEY_START[a]; kk < KEY_START[a + 1]; kk++) BUCKET[BUCKET_FILL[KEYS[kk]]++] = a;
  }
  bucketsOf = als;
  bucketsGeneration = als.generation;
}

function grown(array: Int32Array, least: number): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(Math.max(least, array.length * 2));
  bigger.set(array);
  return bigger;
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
let KEY_START = new Int32Array(1025);
let KEYS = new Int32Array(8192);
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
  PAIR_A = grown(PAIR_A, 0);
  PAIR_B = grown(PAIR_B, 0);
  const r = new Uint16Array(PAIR_R.length * 2);
  r.set(PAIR_R);
  PAIR_R = r;
}

let FILL = new Int32Array(1024);
