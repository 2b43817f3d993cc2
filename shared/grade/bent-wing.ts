import type { Geometry } from '../geometry.ts';
import { listWithAnd, nameCell, nameCells } from '../words.ts';
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
const ELIGIBLE = new Uint8Array(256);
const BIVALUES = new Int32Array(256);
let bivalueCount = 0;
/** PAIRS[mask] = how many bivalue cells hold exactly the two digits of mask (9×9 masks). */
const PAIRS = new Uint8Array(1 << 9);

const seeTables = new WeakMap<Geometry, Uint8Array>();

let lastGeometry: Geometry | null = null;
let lastTable: Uint8Array = new Uint8Array(0);

/** SEES[a * cellCount + b] = 1 when cells a and b share a unit (built once per geometry). */
function seeTable(geometry: Geometry): Uint8Array {
  if (geometry === lastGeometry) return lastTable;
  let table = seeTables.get(geometry);
  if (!table) {
    const { cellCount, peers, peerStart } = geometry;
    table = new Uint8Array(cellCount * cellCount);
    for (let a = 0; a < cellCount; a++) {
      for (let p = peerStart[a]; p < peerStart[a + 1]; p++) table[a * cellCount + peers[p]] = 1;
    }
    seeTables.set(geometry, table);
  }
  lastGeometry = geometry;
  lastTable = table;
  return table;
}

interface Best {
  tenths: number;
  step: Step;
}

let found: Best | null = null;

/** Offers the wings of the set SET[0..n) (digits `mask`) with every bivalue cell. */
function wingsOf(state: GradeState, n: number, mask: number, id: TechniqueId, base: number): void {
  const { cand } = state;
  if (!holdsPair(mask)) return;
  let largest = 0;
  for (let i = 0; i < n; i++) largest = Math.max(largest, popcount(cand[SET[i]]));
  const tenths = base + n - 2 - Math.abs(3 - largest);
  if (found && found.tenths <= tenths) return;
  for (let b = 0; b < bivalueCount; b++) {
    const yz = BIVALUES[b];
    const m = cand[yz];
    if ((m & mask) !== m) continue;
    let inSet = false;
    for (let i = 0; i < n; i++) if (SET[i] === yz) inSet = true;
    if (inSet) continue;
    for (let k = 0; k < 2; k++) {
      const low = m & -m;
      const x = 32 - Math.clz32(k === 0 ? low : m & ~low);
      const z = 32 - Math.clz32(k === 0 ? m & ~low : low);
      if (!restricted(state, n, x, yz)) continue;
      const eliminations = victims(state, n, z, yz);
      if (eliminations.length === 0) continue;
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

/** Whether some bivalue cell holds two digits of mask. */
function holdsPair(mask: number): boolean {
  for (let a = mask; a !== 0; a &= a - 1) {
    const low = a & -a;
    for (let b = a & (a - 1); b !== 0; b &= b - 1) if (PAIRS[low | (b & -b)] !== 0) return true;
  }
  return false;
}

/** Whether every cell of the set holding x sees `yz`. */
function restricted(state: GradeState, n: number, x: number, yz: number): boolean {
  const sees = seeTable(state.geometry);
  const { cellCount } = state.geometry;
  for (let i = 0; i < n; i++) {
    if (state.cand[SET[i]] & (1 << (x - 1)) && sees[SET[i] * cellCount + yz] === 0) return false;
  }
  return true;
}

/** Cells off the pattern holding z that see `yz` and every z of the set. */
function victims(state: GradeState, n: number, z: number, yz: number): CellDigit[] {
  const { geometry, cand } = state;
  const { peers, peerStart, cellCount } = geometry;
  const sees = seeTable(geometry);
  const bit = 1 << (z - 1);
  const out: CellDigit[] = [];
  for (let p = peerStart[yz]; p < peerStart[yz + 1]; p++) {
    const cell = peers[p];
    if (!(cand[cell] & bit)) continue;
    let ok = true;
    for (let i = 0; i < n && ok; i++) {
      if (SET[i] === cell) ok = false;
      else if (cand[SET[i]] & bit && sees[SET[i] * cellCount + cell] === 0) ok = false;
    }
    if (ok) out.push({ cell, digit: z });
  }
  return out;
}

/** Every set of n mutually seeing cells with n + 1 digits, in cell order. */
function searchSets(state: GradeState, n: number, id: TechniqueId, base: number): void {
  const { geometry, cand, values } = state;
  const { cellCount, peers, peerStart } = geometry;
  bivalueCount = 0;
  PAIRS.fill(0);
  for (let cell = 0; cell < cellCount; cell++) {
    const k = values[cell] === 0 ? popcount(cand[cell]) : 0;
    ELIGIBLE[cell] = k >= 2 && k <= n + 1 ? 1 : 0;
    if (k === 2) {
      BIVALUES[bivalueCount++] = cell;
      PAIRS[cand[cell]]++;
    }
  }
  // The lowest rating an instance can have: once found, nothing can beat it.
  const floor = base + n - 2 - Math.max(3 - 2, n + 1 - 3);
  const SEES = seeTable(geometry);
  let tried = 0;
  // The first cell is the lowest; the others are its peers above it, ascending.
  const extend = (depth: number, from: number, mask: number): void => {
    if (depth === n) {
      if (popcount(mask) === n + 1) wingsOf(state, n, mask, id, base);
      return;
    }
    const first = SET[0];
    tried += peerStart[first + 1] - from;
    for (let p = from; p < peerStart[first + 1]; p++) {
      if (found && found.tenths <= floor) return;
      const cell = peers[p];
      if (ELIGIBLE[cell] === 0 || cell < first) continue;
      const next = mask | cand[cell];
      if (popcount(next) > n + 1) continue;
      let sees = true;
      for (let j = 1; j < depth && sees; j++) sees = SEES[SET[j] * cellCount + cell] === 1;
      if (!sees) continue;
      SET[depth] = cell;
      extend(depth + 1, p + 1, next);
    }
  };
  for (let cell = 0; cell < cellCount; cell++) {
    if (ELIGIBLE[cell] === 0) continue;
    SET[0] = cell;
    extend(1, peerStart[cell], cand[cell]);
    if (found && found.tenths <= floor) break;
  }
  spendChainWork(cellCount + tried); // the wings share the chains' work budget
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
