import type { Geometry } from '../geometry.ts';
import { listWithAnd, nameCell, nameCells } from '../words.ts';
import { bitOf, fillDigitPlanes, geometryTables, seeingAll, WORD, wordOf } from './als.ts';
import { spendChainWork } from './implications.ts';
import { type GradeState, popcount } from './state.ts';
import type { CellDigit, Step, Technique, TechniqueId } from './types.ts';

/**
 * WXYZ-Wing and VWXYZ-Wing, as Sukaku Explainer defines them: an almost locked set of n cells
 * that all see one another and hold n + 1 digits between them (n = 3 or 4), and a bivalue cell
 * {x, z} outside it. When every cell of the set holding x sees the bivalue cell, x is in one of
 * them (so the set is locked on its other digits, z among them) or in the bivalue cell (which is
 * then not x, so z): either way z is in the set or in the bivalue cell, and no cell seeing the
 * bivalue cell and every z of the set can be z. It is ALS-XZ with one set a single cell.
 *
 * Sukaku Explainer rates it by the largest candidate count of the set's cells (its "pilot"):
 * WXYZ 5.5 + 0.1 × (1 − |3 − largest|), VWXYZ 6.2 + 0.1 × (2 − |3 − largest|), kept in the
 * step's `seTenths`. The search returns the lowest rated instance (ties: the first found).
 */

const SET = new Int32Array(4);
const BIVALUES = new Int32Array(256);
let bivalueCount = 0;

/*
 * Cell sets as three words (als.ts: cell c is bit c % 27 of word ⌊c / 27⌋): ELIGIBLE the
 * cells that can join a set, PAIR_CELLS[mask * 3 + w] the bivalue cells holding mask's two
 * digits, and JOINABLE[depth * 3 + w] the cells that can still join the set SET[0..depth).
 */
const ELIGIBLE = new Int32Array(3);
const PAIR_CELLS = new Int32Array(3 << 9);
const JOINABLE = new Int32Array(15);
/** PLANES[(d - 1) * 3 + w]: the cells holding d; SEEING: see seeingHolders. */
const PLANES = new Int32Array(27);
const SEEING = new Int32Array(27);

/** Per geometry: `after[a * cellCount + b]`, how many of a's (ascending) peers come after b. */
const afterTables = new WeakMap<Geometry, Uint8Array>();

function afterTable(geometry: Geometry): Uint8Array {
  let after = afterTables.get(geometry);
  if (!after) {
    const { cellCount, peers, peerStart } = geometry;
    after = new Uint8Array(cellCount * cellCount);
    for (let a = 0; a < cellCount; a++) {
      for (let p = peerStart[a]; p < peerStart[a + 1]; p++) {
        after[a * cellCount + peers[p]] = peerStart[a + 1] - p - 1;
      }
    }
    afterTables.set(geometry, after);
  }
  return after;
}

interface Best {
  tenths: number;
  step: Step;
}

let found: Best | null = null;

/** Offers the wings of the set SET[0..n) (digits `mask`) with every bivalue cell. */
function wingsOf(state: GradeState, n: number, mask: number, id: TechniqueId, base: number): void {
  const { cand } = state;
  let largest = 0;
  for (let i = 0; i < n; i++) largest = Math.max(largest, popcount(cand[SET[i]]));
  const tenths = base + n - 2 - Math.abs(3 - largest);
  if (found && found.tenths <= tenths) return;
  // The bivalue cells outside the set holding two of its digits, ascending.
  if (UNION_STAMP[mask] !== unionStamp) pairUnion(mask);
  let w0 = UNION[mask * 3];
  let w1 = UNION[mask * 3 + 1];
  let w2 = UNION[mask * 3 + 2];
  if ((w0 | w1 | w2) === 0) return;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  for (let i = 0; i < n; i++) {
    const cell = SET[i];
    const w = wordOf(cell);
    if (w === 0) s0 |= bitOf(cell);
    else if (w === 1) s1 |= bitOf(cell);
    else s2 |= bitOf(cell);
  }
  w0 &= ~s0;
  w1 &= ~s1;
  w2 &= ~s2;
  if ((w0 | w1 | w2) === 0) return;
  seeingKnown = 0;
  for (let w = 0; w < 3; w++) {
    for (let bits = w === 0 ? w0 : w === 1 ? w1 : w2; bits !== 0; bits &= bits - 1) {
      const yz = WORD * w + 31 - Math.clz32(bits & -bits);
      const m = cand[yz];
      const yzBit = bitOf(yz);
      for (let k = 0; k < 2; k++) {
        const low = m & -m;
        const x = 32 - Math.clz32(k === 0 ? low : m & ~low);
        const z = 32 - Math.clz32(k === 0 ? m & ~low : low);
        // Every cell of the set holding x sees yz.
        seeingHolders(x, s0, s1, s2);
        if ((SEEING[(x - 1) * 3 + w] & yzBit) === 0) continue;
        seeingHolders(z, s0, s1, s2);
        // Victims: cells seeing yz and every z of the set, holding z, off the set.
        const at = (z - 1) * 3;
        const v0 = peers[yz * 3] & PLANES[at] & SEEING[at] & ~s0;
        const v1 = peers[yz * 3 + 1] & PLANES[at + 1] & SEEING[at + 1] & ~s1;
        const v2 = peers[yz * 3 + 2] & PLANES[at + 2] & SEEING[at + 2] & ~s2;
        if ((v0 | v1 | v2) === 0) continue;
        const eliminations: CellDigit[] = [];
        for (let vw = 0; vw < 3; vw++) {
          for (let v = vw === 0 ? v0 : vw === 1 ? v1 : v2; v !== 0; v &= v - 1) {
            eliminations.push({ cell: WORD * vw + 31 - Math.clz32(v & -v), digit: z });
          }
        }
        const cells = [...SET.subarray(0, n), yz];
        found = {
          tenths,
          step: {
            technique: id,
            placements: [],
            eliminations,
            cells,
            digits: [x, z],
            units: [],
            seTenths: tenths,
          },
        };
        return;
      }
    }
  }
}

/**
 * UNION[mask * 3 + w]: the bivalue cells holding two digits of mask, worked out once per search
 * (sets with the same digits are many) where UNION_STAMP[mask] is the search's stamp.
 */
const UNION = new Int32Array(3 << 9);
const UNION_STAMP = new Int32Array(1 << 9);
let unionStamp = 0;

function pairUnion(mask: number): void {
  let w0 = 0;
  let w1 = 0;
  let w2 = 0;
  for (let a = mask; a !== 0; a &= a - 1) {
    const low = a & -a;
    for (let b = a & (a - 1); b !== 0; b &= b - 1) {
      const pair = (low | (b & -b)) * 3;
      w0 |= PAIR_CELLS[pair];
      w1 |= PAIR_CELLS[pair + 1];
      w2 |= PAIR_CELLS[pair + 2];
    }
  }
  UNION[mask * 3] = w0;
  UNION[mask * 3 + 1] = w1;
  UNION[mask * 3 + 2] = w2;
  UNION_STAMP[mask] = unionStamp;
}

/** The digits whose SEEING is worked out for the set being tried (wingsOf). */
let seeingKnown = 0;

/**
 * SEEING[(d - 1) * 3 + w]: the cells that see every cell of the set (s0, s1, s2, as words)
 * holding d, worked out once per set.
 */
function seeingHolders(d: number, s0: number, s1: number, s2: number): void {
  const bit = 1 << (d - 1);
  if (seeingKnown & bit) return;
  seeingKnown |= bit;
  const at = (d - 1) * 3;
  seeingAll(peers, s0 & PLANES[at], s1 & PLANES[at + 1], s2 & PLANES[at + 2], SEEING, at);
}

/** The search's view: its state, set size, technique, base rating and floor, links tried. */
let st: GradeState;
let size = 0;
let wingId: TechniqueId;
let baseTenths = 0;
let floor = 0;
let tried = 0;
/** Each cell's peers as words (als.ts), and afterTable's table. */
let peers: Int32Array;
let after: Uint8Array;

/**
 * Every set of n mutually seeing cells with n + 1 digits, in cell order: the lowest cell first,
 * the others among its peers above it, ascending. The work meter counts, for each set short of
 * n cells, the peers of its first cell after its last (a walk of that peer list would look at
 * them); JOINABLE keeps to those that can join.
 */
function searchSets(state: GradeState, n: number, id: TechniqueId, base: number): void {
  const { geometry, cand, values } = state;
  const { cellCount, peerStart } = geometry;
  bivalueCount = 0;
  unionStamp++;
  ELIGIBLE.fill(0);
  fillDigitPlanes(cand, cellCount, PLANES);
  for (let cell = 0; cell < cellCount; cell++) {
    const k = values[cell] === 0 ? popcount(cand[cell]) : 0;
    if (k >= 2 && k <= n + 1) ELIGIBLE[wordOf(cell)] |= bitOf(cell);
    if (k === 2) {
      BIVALUES[bivalueCount++] = cell;
      PAIR_CELLS[cand[cell] * 3 + wordOf(cell)] |= bitOf(cell);
    }
  }
  st = state;
  size = n;
  wingId = id;
  baseTenths = base;
  // The lowest rating an instance can have: once found, nothing can beat it.
  floor = base + n - 2 - Math.max(3 - 2, n + 1 - 3);
  tried = 0;
  peers = geometryTables(geometry).peers;
  after = afterTable(geometry);
  for (let w = 0; w < 3; w++) {
    for (let bits = ELIGIBLE[w]; bits !== 0; bits &= bits - 1) {
      const cell = WORD * w + 31 - Math.clz32(bits & -bits);
      SET[0] = cell;
      tried += peerStart[cell + 1] - peerStart[cell];
      joinAbove(1, cell);
      extend(1, cand[cell]);
      if (found && found.tenths <= floor) break;
    }
    if (found && found.tenths <= floor) break;
  }
  for (let b = 0; b < bivalueCount; b++) {
    const cell = BIVALUES[b];
    PAIR_CELLS[cand[cell] * 3 + wordOf(cell)] = 0;
  }
  spendChainWork(cellCount + tried); // the wings share the chains' work budget
}

/** JOINABLE at `depth`: those at depth - 1 (ELIGIBLE at 1) that see `cell` and come after it. */
function joinAbove(depth: number, cell: number): void {
  const at = depth * 3;
  const from = depth === 1 ? ELIGIBLE : JOINABLE;
  const fromAt = depth === 1 ? 0 : at - 3;
  const word = wordOf(cell);
  for (let w = 0; w < 3; w++) {
    let bits = from[fromAt + w] & peers[cell * 3 + w];
    if (w < word) bits = 0;
    else if (w === word) bits &= ~((bitOf(cell) << 1) - 1);
    JOINABLE[at + w] = bits;
  }
}

/** Adds to SET[0..depth) (digits `mask`) each joinable cell in turn, down to sets of n. */
function extend(depth: number, mask: number): void {
  const { cand } = st;
  const first = SET[0];
  const { cellCount } = st.geometry;
  for (let w = 0; w < 3; w++) {
    for (let bits = JOINABLE[depth * 3 + w]; bits !== 0; bits &= bits - 1) {
      if (found && found.tenths <= floor) return;
      const cell = WORD * w + 31 - Math.clz32(bits & -bits);
      const next = mask | cand[cell];
      const k = popcount(next);
      if (k > size + 1) continue;
      SET[depth] = cell;
      if (depth + 1 === size) {
        if (k === size + 1) wingsOf(st, size, next, wingId, baseTenths);
        continue;
      }
      tried += after[first * cellCount + cell];
      joinAbove(depth + 1, cell);
      extend(depth + 1, next);
    }
  }
}

function explainWing(step: Step, geometry: Geometry): string {
  const set = step.cells.slice(0, -1);
  const yz = step.cells[step.cells.length - 1];
  const [x, z] = step.digits;
  const all = listWithAnd(step.eliminations.map((e) => nameCell(geometry, e.cell)));
  return `${capitalFirst(nameCells(geometry, set))} see one another and hold ${set.length + 1} digits between them, so at most one of those digits is missing from them; ${nameCell(geometry, yz)} holds only ${x} and ${z}, and every one of those cells with ${x} sees it. So ${x} fills one of them or ${nameCell(geometry, yz)}, and either way ${z} is in the set or in ${nameCell(geometry, yz)}: ${all} cannot be ${z}.`;
}

function capitalFirst(text: string): string {
  return text.length === 0 ? text : text[0].toUpperCase() + text.slice(1);
}

function wing(id: TechniqueId, name: string, n: number, base: number, score: number): Technique {
  return {
    id,
    name,
    level: 'expert',
    score,
    find(state) {
      if (state.geometry.size > 9) return null; // sized for 9×9, like the forcing chains
      found = null;
      searchSets(state, n, id, base);
      const step = found ? (found as Best).step : null;
      found = null;
      return step;
    },
    explain: explainWing,
  };
}

export const wxyzWing = wing('wxyz-wing', 'WXYZ-Wing', 3, 55, 240);
export const vwxyzWing = wing('vwxyz-wing', 'VWXYZ-Wing', 4, 62, 280);
