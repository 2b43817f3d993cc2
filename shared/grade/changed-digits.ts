import type { Geometry } from '../geometry.ts';
import type { GradeState } from './state.ts';
import type { Step } from './types.ts';

/**
 * Single-digit searches (fish, skyscraper, kite, empty rectangle, colouring, X-chain) read one
 * digit's candidates at a time, so a digit whose candidates are as they were when the search
 * last found nothing still finds nothing. Between two calls of the same search (the solvers try
 * every technique in each position, and a step and its singles touch a few digits) most digits
 * are like that, and only the others need searching. The answer is the same: the first (or
 * best) instance over the digits searched, the others having none.
 *
 * Searches unit by unit (subsets) likewise skip the units whose cells are as they were.
 *
 * A `Fruitless` keeps the candidates of the last position where its search found nothing.
 */
export interface Fruitless {
  geometry: Geometry | null;
  cand: Uint16Array;
}

export function fruitless(): Fruitless {
  return { geometry: null, cand: new Uint16Array(0) };
}

/** The digits (as a mask) whose candidates differ from the fruitless position's: all when none is kept. */
export function changedDigits(memo: Fruitless, state: GradeState): number {
  const { geometry, cand } = state;
  if (memo.geometry !== geometry) return geometry.allDigits;
  const kept = memo.cand;
  let changed = 0;
  for (let cell = 0; cell < geometry.cellCount; cell++) changed |= kept[cell] ^ cand[cell];
  return changed;
}

/** Per geometry: for each unit, the other units sharing two cells or more with it (compressed rows). */
const overlaps = new WeakMap<Geometry, { start: Int32Array; units: Int32Array }>();

function overlapsOf(geometry: Geometry): { start: Int32Array; units: Int32Array } {
  let table = overlaps.get(geometry);
  if (!table) {
    const { unitCount, unitCells, size, cellUnits, cellUnitStart } = geometry;
    const lists: number[][] = [];
    const shared = new Int32Array(unitCount);
    for (let u = 0; u < unitCount; u++) {
      shared.fill(0);
      for (let i = u * size; i < u * size + size; i++) {
        const cell = unitCells[i];
        for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) shared[cellUnits[k]]++;
      }
      const list: number[] = [];
      for (let v = 0; v < unitCount; v++) if (v !== u && shared[v] >= 2) list.push(v);
      lists.push(list);
    }
    const start = new Int32Array(unitCount + 1);
    for (let u = 0; u < unitCount; u++) start[u + 1] = start[u] + lists[u].length;
    table = { start, units: Int32Array.from(lists.flat()) };
    overlaps.set(geometry, table);
  }
  return table;
}

let changedOut = new Uint8Array(0);

/**
 * The units to search, non-zero in a scratch array (valid until the next call): those holding a
 * cell whose candidates differ from the fruitless position's, and with `near`, those sharing
 * two cells or more with such a unit (a naked subset removes along every unit holding all its
 * cells). All units when no position is kept.
 */
export function changedUnits(memo: Fruitless, state: GradeState, near: boolean): Uint8Array {
  const { geometry, cand } = state;
  const { unitCount, cellCount, cellUnits, cellUnitStart } = geometry;
  if (changedOut.length < unitCount) changedOut = new Uint8Array(unitCount);
  if (memo.geometry !== geometry) {
    changedOut.fill(1, 0, unitCount);
    return changedOut;
  }
  changedOut.fill(0, 0, unitCount);
  const kept = memo.cand;
  const { start, units } = overlapsOf(geometry);
  for (let cell = 0; cell < cellCount; cell++) {
    if (kept[cell] === cand[cell]) continue;
    for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) {
      const u = cellUnits[k];
      if (changedOut[u] === 2) continue;
      changedOut[u] = 2;
      // Overlap is mutual: the units near u are those u is near.
      if (near) for (let j = start[u]; j < start[u + 1]; j++) changedOut[units[j]] ||= 1;
    }
  }
  return changedOut;
}

/** Keeps `state` as fruitless when `step` is null, else forgets. */
export function remember(memo: Fruitless, state: GradeState, step: Step | null): void {
  if (step) {
    memo.geometry = null;
    return;
  }
  const { geometry, cand } = state;
  if (memo.cand.length < geometry.cellCount) memo.cand = new Uint16Array(geometry.cellCount);
  memo.cand.set(cand.subarray(0, geometry.cellCount));
  memo.geometry = geometry;
}

/** `search` over the digits changed since it last found nothing (see above). */
export function searchChanged(
  memo: Fruitless,
  state: GradeState,
  search: (state: GradeState, digits: number) => Step | null,
): Step | null {
  const digits = changedDigits(memo, state);
  const step = digits === 0 ? null : search(state, digits);
  remember(memo, state, step);
  return step;
}

/**
 * A technique's `find` that searches only the digits changed since it last found nothing, with
 * a memo of its own (searchChanged).
 */
export function skippingUnchanged(
  search: (state: GradeState, digits: number) => Step | null,
): (state: GradeState) => Step | null {
  const memo = fruitless();
  return (state) => searchChanged(memo, state, search);
}
