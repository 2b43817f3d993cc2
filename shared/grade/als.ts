import type { Geometry } from '../geometry.ts';
import { spendChainWork } from './implications.ts';
import { type GradeState, popcount } from './state.ts';
import type { CellDigit } from './types.ts';

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
  /** The grid's geometry. */
  geometry: Geometry | null;
  /** Counts the lists found, so what is derived from one (its links) knows when it is stale. */
  generation: number;
}

export const WORD = 27;

/** Which word a cell is in, and its bit there. */
export function wordOf(cell: number): number {
  return (cell / WORD) | 0;
}
export function bitOf(cell: number): number {
  return 1 << (cell % WORD);
}

/**
 * Fills out[(d - 1) * 3 + w] with the cells holding d, as words, for each digit; the rest of
 * `out` is cleared, so no digit of a larger grid searched before stays.
 */
export function fillDigitPlanes(cand: Uint16Array, cellCount: number, out: Int32Array): void {
  out.fill(0);
  for (let cell = 0; cell < cellCount; cell++) {
    for (let m = cand[cell]; m !== 0; m &= m - 1) {
      out[(31 - Math.clz32(m & -m)) * 3 + wordOf(cell)] |= bitOf(cell);
    }
  }
}

/**
 * Writes to out[at ..at + 3) the cells that see every cell of the set c0, c1, c2 (three words),
 * by an AND of their peer words; every cell when the set is empty.
 */
export function seeingAll(
  peers: Int32Array,
  c0: number,
  c1: number,
  c2: number,
  out: Int32Array,
  at: number,
): void {
  let s0 = -1;
  let s1 = -1;
  let s2 = -1;
  for (let w = 0; w < 3; w++) {
    for (let bits = w === 0 ? c0 : w === 1 ? c1 : c2; bits !== 0; bits &= bits - 1) {
      const cell = w * WORD + (31 - Math.clz32(bits & -bits));
      s0 &= peers[cell * 3];
      s1 &= peers[cell * 3 + 1];
      s2 &= peers[cell * 3 + 2];
    }
  }
  out[at] = s0;
  out[at + 1] = s1;
  out[at + 2] = s2;
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
  geometry: null,
  generation: 0,
};
/** The position the list was found for: its state object and candidates. */
let listState: GradeState | null = null;
let listCand = new Uint16Array(0);

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
  list.geometry = geometry;
  list.generation++;
  list.peers = peers;
  list.count = 0;
  fillDigitPlanes(cand, cellCount, list.digitCells);
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
      const dc = d0 * 3;
      const c = i * 3;
      seeingAll(
        peers,
        cells[c] & digitCells[dc],
        cells[c + 1] & digitCells[dc + 1],
        cells[c + 2] & digitCells[dc + 2],
        seers,
        at,
      );
      const seen =
        (seers[at] & digitCells[dc]) |
        (seers[at + 1] & digitCells[dc + 1]) |
        (seers[at + 2] & digitCells[dc + 2]);
      if (seen !== 0) {
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

/** Pushes the cells of a three-word set as eliminations of d. */
export function pushEliminations(out: CellDigit[], w0: number, w1: number, w2: number, d: number) {
  for (const cell of cellsOf(w0, w1, w2)) out.push({ cell, digit: d });
}
