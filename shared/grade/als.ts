import type { Geometry } from '../geometry.ts';
import { listWithAnd, nameCells } from '../words.ts';
import { spendChainWork } from './implications.ts';
import { digitsOf, type GradeState, popcount } from './state.ts';
import type { CellDigit, CellSet } from './types.ts';

/**
 * Almost locked sets (ALS), shared by ALS-XZ, ALS-XY-Wing and death blossom: n empty cells of
 * one unit holding n + 1 digits between them (a bivalue cell is one of one cell). Lose any one
 * of its digits and the set is locked on the others.
 *
 * A set of cells is a bitset of three words, cells 0–26, 27–53 and 54–80 (grids up to 9×9):
 * cell c is bit c % 27 of word ⌊c / 27⌋. The list of a position is found once and kept while
 * the position stays the same, since the techniques ask for it in turn on one position.
 *
 * For set i: `cells[3i..3i+3)` its cells, `mask[i]` its digits, `size[i]` its cell count,
 * `unit[i]` the unit it lies in, and `seers[(9i + d − 1) · 3 ..]` the cells that see every
 * cell of it holding d (no cell of the set among them), for each d of mask[i].
 */
export interface AlsList {
  count: number;
  cells: Int32Array;
  mask: Uint16Array;
  size: Uint8Array;
  unit: Uint16Array;
  seers: Int32Array;
  /**
   * The digits d of each set that some other cell holding d sees at every d of the set: only
   * these can link two sets or be removed by them, so pairs are screened by them first.
   */
  reach: Uint16Array;
  /** The cells holding d, at `(d − 1) · 3` (three words per digit). */
  digitCells: Int32Array;
  /** Each cell's peers, at `cell · 3`. */
  peers: Int32Array;
}

const WORD = 27;

/** Which word a cell is in, and its bit there. */
export function wordOf(cell: number): number {
  return (cell / WORD) | 0;
}
export function bitOf(cell: number): number {
  return 1 << (cell % WORD);
}

const tables = new WeakMap<Geometry, { peers: Int32Array; units: Int32Array }>();

/** Peer and unit bitsets of a geometry (three words per cell or unit), built once. */
export function geometryTables(geometry: Geometry): { peers: Int32Array; units: Int32Array } {
  let found = tables.get(geometry);
  if (!found) {
    const { cellCount, peers, peerStart, unitCount, unitCells, size } = geometry;
    const peerBits = new Int32Array(cellCount * 3);
    for (let cell = 0; cell < cellCount; cell++) {
      for (let p = peerStart[cell]; p < peerStart[cell + 1]; p++) {
        peerBits[cell * 3 + wordOf(peers[p])] |= bitOf(peers[p]);
      }
    }
    const unitBits = new Int32Array(unitCount * 3);
    for (let u = 0; u < unitCount; u++) {
      for (let i = u * size; i < u * size + size; i++) {
        unitBits[u * 3 + wordOf(unitCells[i])] |= bitOf(unitCells[i]);
      }
    }
    found = { peers: peerBits, units: unitBits };
    tables.set(geometry, found);
  }
  return found;
}

let list: AlsList = {
  count: 0,
  cells: new Int32Array(3 * 1024),
  mask: new Uint16Array(1024),
  size: new Uint8Array(1024),
  unit: new Uint16Array(1024),
  seers: new Int32Array(27 * 1024),
  reach: new Uint16Array(1024),
  digitCells: new Int32Array(27),
  peers: new Int32Array(0),
};
/** The position the list was found for: its state object and candidates. */
let listState: GradeState | null = null;
let listCand = new Uint16Array(0);
let listGeometry: Geometry | null = null;
/** Counts the lists found, so what is derived from one (its links) knows when it is stale. */
let generation = 0;

const EMPTIES = new Int32Array(16);
const PICK = new Int32Array(16);

/** Room for one more set, doubling the arrays when full (rarely: a few hundred sets is usual). */
function grow(): void {
  const room = list.mask.length * 2;
  const bigger = (a: Int32Array, n: number) => {
    const b = new Int32Array(room * n);
    b.set(a);
    return b;
  };
  const mask = new Uint16Array(room);
  mask.set(list.mask);
  const size = new Uint8Array(room);
  size.set(list.size);
  const unit = new Uint16Array(room);
  unit.set(list.unit);
  const reach = new Uint16Array(room);
  reach.set(list.reach);
  list = {
    ...list,
    cells: bigger(list.cells, 3),
    seers: bigger(list.seers, 27),
    mask,
    size,
    unit,
    reach,
  };
}

/**
 * Every almost locked set of the position (9×9 and smaller grids), each once: a set lying in
 * two units (a row and a box) is listed under the first. Reads `state`, never changes it; the
 * answer is shared and valid until the next call.
 */
export function almostLockedSets(state: GradeState): AlsList {
  const { geometry, cand, values } = state;
  const { cellCount, unitCount, unitCells, size, cellUnits, cellUnitStart } = geometry;
  if (state === listState && sameCandidates(cand)) return list;
  const { peers, units } = geometryTables(geometry);
  listState = null;
  listGeometry = geometry;
  generation++;
  list.peers = peers;
  list.count = 0;
  const digitCells = list.digitCells;
  digitCells.fill(0);
  for (let cell = 0; cell < cellCount; cell++) {
    for (let m = cand[cell]; m !== 0; m &= m - 1) {
      digitCells[(31 - Math.clz32(m & -m)) * 3 + wordOf(cell)] |= bitOf(cell);
    }
  }
  let work = 0;
  for (let u = 0; u < unitCount; u++) {
    let k = 0;
    for (let i = u * size; i < u * size + size; i++) {
      if (values[unitCells[i]] === 0) EMPTIES[k++] = unitCells[i];
    }
    // Subsets of the unit's empty cells in lexicographic order, PICK holding their indices.
    let depth = 0;
    PICK[0] = -1;
    const masks = MASKS;
    while (depth >= 0) {
      const next = ++PICK[depth];
      if (next >= k) {
        depth--;
        continue;
      }
      work++;
      const m = (depth === 0 ? 0 : masks[depth - 1]) | cand[EMPTIES[next]];
      masks[depth] = m;
      const n = depth + 1;
      const digits = popcount(m);
      if (digits === n + 1 && !inEarlierUnit(u, n, cellUnits, cellUnitStart, units)) {
        record(u, n, m);
      }
      // A superset can be an ALS only while the digits fit the largest one, of k - 1 cells.
      if (digits <= k && n < k - 1) {
        depth++;
        PICK[depth] = next;
      }
    }
  }
  fillSeers();
  spendChainWork(work + list.count);
  listState = state;
  if (listCand.length !== cellCount) listCand = new Uint16Array(cellCount);
  listCand.set(cand);
  return list;
}

const MASKS = new Uint16Array(16);

function sameCandidates(cand: Uint16Array): boolean {
  if (listCand.length !== cand.length) return false;
  for (let i = 0; i < cand.length; i++) if (listCand[i] !== cand[i]) return false;
  return true;
}

/** Whether the picked cells all lie in a unit before u (the set is listed there already). */
function inEarlierUnit(
  u: number,
  n: number,
  cellUnits: Geometry['cellUnits'],
  cellUnitStart: Geometry['cellUnitStart'],
  units: Int32Array,
): boolean {
  if (n === 1) {
    // A bivalue cell lies in all its units: keep it under its first.
    return cellUnits[cellUnitStart[EMPTIES[PICK[0]]]] !== u;
  }
  const first = EMPTIES[PICK[0]];
  for (let j = cellUnitStart[first]; j < cellUnitStart[first + 1]; j++) {
    const v = cellUnits[j];
    if (v >= u) continue;
    let inside = true;
    for (let i = 1; i < n && inside; i++) {
      const cell = EMPTIES[PICK[i]];
      inside = (units[v * 3 + wordOf(cell)] & bitOf(cell)) !== 0;
    }
    if (inside) return true;
  }
  return false;
}

function record(u: number, n: number, m: number): void {
  if (list.count === list.mask.length) grow();
  const i = list.count++;
  const { cells } = list;
  cells[i * 3] = 0;
  cells[i * 3 + 1] = 0;
  cells[i * 3 + 2] = 0;
  for (let j = 0; j < n; j++) {
    const cell = EMPTIES[PICK[j]];
    cells[i * 3 + wordOf(cell)] |= bitOf(cell);
  }
  list.mask[i] = m;
  list.size[i] = n;
  list.unit[i] = u;
}

/** seers of every set and digit: the AND of the peers of the set's cells holding the digit. */
function fillSeers(): void {
  const { cells, mask, seers, digitCells, peers, count, reach } = list;
  for (let i = 0; i < count; i++) {
    let r = 0;
    for (let m = mask[i]; m !== 0; m &= m - 1) {
      const d0 = 31 - Math.clz32(m & -m);
      const at = (i * 9 + d0) * 3;
      let s0 = -1;
      let s1 = -1;
      let s2 = -1;
      for (let w = 0; w < 3; w++) {
        for (let bits = cells[i * 3 + w] & digitCells[d0 * 3 + w]; bits !== 0; bits &= bits - 1) {
          const cell = w * WORD + (31 - Math.clz32(bits & -bits));
          s0 &= peers[cell * 3];
          s1 &= peers[cell * 3 + 1];
          s2 &= peers[cell * 3 + 2];
        }
      }
      seers[at] = s0;
      seers[at + 1] = s1;
      seers[at + 2] = s2;
      const dc = d0 * 3;
      if (((s0 & digitCells[dc]) | (s1 & digitCells[dc + 1]) | (s2 & digitCells[dc + 2])) !== 0) {
        r |= 1 << d0;
      }
    }
    reach[i] = r;
  }
}

/** Whether sets a and b share a cell. */
export function overlap(als: AlsList, a: number, b: number): boolean {
  const { cells } = als;
  return (
    (cells[a * 3] & cells[b * 3]) !== 0 ||
    (cells[a * 3 + 1] & cells[b * 3 + 1]) !== 0 ||
    (cells[a * 3 + 2] & cells[b * 3 + 2]) !== 0
  );
}

/**
 * The restricted common digits of two sets that share no cell: digits both hold, where every
 * cell of one holding it sees every cell of the other holding it, so at most one set has it.
 */
export function restrictedCommons(als: AlsList, a: number, b: number): number {
  const { cells, mask, seers, digitCells } = als;
  let rcc = 0;
  for (let m = mask[a] & mask[b]; m !== 0; m &= m - 1) {
    const d0 = 31 - Math.clz32(m & -m);
    const at = (a * 9 + d0) * 3;
    const dc = d0 * 3;
    if (
      (cells[b * 3] & digitCells[dc] & ~seers[at]) === 0 &&
      (cells[b * 3 + 1] & digitCells[dc + 1] & ~seers[at + 1]) === 0 &&
      (cells[b * 3 + 2] & digitCells[dc + 2] & ~seers[at + 2]) === 0
    ) {
      rcc |= 1 << d0;
    }
  }
  return rcc;
}

/** Three words of scratch for a cell set being narrowed: SCRATCH = seers of d in set a, ANDed. */
export const SCRATCH = new Int32Array(3);

/** Sets SCRATCH to the cells holding d that see every d of set a. */
export function startTargets(als: AlsList, a: number, d: number): void {
  const at = (a * 9 + d - 1) * 3;
  const dc = (d - 1) * 3;
  SCRATCH[0] = als.seers[at] & als.digitCells[dc];
  SCRATCH[1] = als.seers[at + 1] & als.digitCells[dc + 1];
  SCRATCH[2] = als.seers[at + 2] & als.digitCells[dc + 2];
}

/** Narrows SCRATCH to the cells that also see every d of set b; whether any is left. */
export function narrowTargets(als: AlsList, b: number, d: number): boolean {
  const at = (b * 9 + d - 1) * 3;
  SCRATCH[0] &= als.seers[at];
  SCRATCH[1] &= als.seers[at + 1];
  SCRATCH[2] &= als.seers[at + 2];
  return (SCRATCH[0] | SCRATCH[1] | SCRATCH[2]) !== 0;
}

/** The cells of a three-word set, ascending. */
export function cellsOf(w0: number, w1: number, w2: number): number[] {
  const out: number[] = [];
  const words = [w0, w1, w2];
  for (let w = 0; w < 3; w++) {
    for (let bits = words[w]; bits !== 0; bits &= bits - 1) {
      out.push(w * WORD + (31 - Math.clz32(bits & -bits)));
    }
  }
  return out;
}

/** The cells of set i, ascending. */
export function alsCells(als: AlsList, i: number): number[] {
  return cellsOf(als.cells[i * 3], als.cells[i * 3 + 1], als.cells[i * 3 + 2]);
}

/** Set i as a step tells it: its cells and digits. */
export function cellSet(als: AlsList, i: number): CellSet {
  return { cells: alsCells(als, i), digits: digitsOf(als.mask[i]) };
}

/**
 * Cells named for a sentence: one row or column as nameCells does, others row by row.
 * @example nameGroup(geometry, [60, 62, 78]) // "row 7, columns 7 and 9 and row 9, column 7"
 */
export function nameGroup(geometry: Geometry, cells: readonly number[]): string {
  const { size } = geometry;
  const rows = [...new Set(cells.map((cell) => Math.floor(cell / size)))];
  const columns = new Set(cells.map((cell) => cell % size));
  if (rows.length === 1 || columns.size === 1) return nameCells(geometry, cells);
  return listWithAnd(
    rows.map((r) =>
      nameCells(
        geometry,
        cells.filter((cell) => Math.floor(cell / size) === r),
      ),
    ),
    ', ',
  );
}

/** A set with its digits, for a sentence: "row 1, columns 2 and 3 (1, 3 and 5)". */
export function describeSet(geometry: Geometry, set: CellSet): string {
  return `${nameGroup(geometry, set.cells)} (${listWithAnd(set.digits.map(String))})`;
}

/**
 * Eliminations of any digits, cells losing the same digits named together: "row 4, column 4 and
 * row 5, column 8 lose 5 and row 4, column 5 loses 5 and 7".
 */
export function describeAllLosses(geometry: Geometry, eliminations: readonly CellDigit[]): string {
  const lost = new Map<number, number>();
  for (const { cell, digit } of eliminations)
    lost.set(cell, (lost.get(cell) ?? 0) | (1 << (digit - 1)));
  const byDigits = new Map<number, number[]>();
  for (const [cell, mask] of lost) byDigits.set(mask, [...(byDigits.get(mask) ?? []), cell]);
  const parts = [...byDigits].map(([mask, cells]) => {
    const verb = cells.length === 1 ? 'loses' : 'lose';
    return `${nameGroup(geometry, cells)} ${verb} ${listWithAnd(digitsOf(mask).map(String))}`;
  });
  return listWithAnd(parts, '; ');
}

/** Pushes the cells of a three-word set as eliminations of d. */
export function pushEliminations(out: CellDigit[], w0: number, w1: number, w2: number, d: number) {
  for (const cell of cellsOf(w0, w1, w2)) out.push({ cell, digit: d });
}

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
/** The list generation the links were found for. */
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
  const geometry = listGeometry as Geometry;
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

/** The list generation the buckets were filled for. */
let bucketsGeneration = -1;

/** Sorts the sets into buckets by unit and digit: those whose cells with the digit lie in it. */
function fillBuckets(als: AlsList, geometry: Geometry, units: Int32Array): void {
  if (bucketsGeneration === generation) return;
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
  bucketsGeneration = generation;
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
  if (linksGeneration === generation && als === list) return links;
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
  linksGeneration = generation;
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
