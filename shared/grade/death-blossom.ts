import { capital, listWithAnd, nameCell } from '../words.ts';
import { type AlsList, almostLockedSets, pushEliminations } from './als.ts';
import { cellSet, describeAllLosses, describeSet } from './als-words.ts';
import { spendChainWork } from './implications.ts';
import { digitsOf, type GradeState, lowestDigit, popcount } from './state.ts';
import type { CellDigit, Step, Technique } from './types.ts';

/**
 * Death blossom: a stem cell and, for each of its digits d, a petal: an almost locked set
 * without the stem in which every cell holding d sees the stem. Whichever digit d the stem
 * takes, its petal loses d and is locked on its other digits. When every petal holds a digit z
 * the stem does not, z is in the petal of the stem's digit, and a cell seeing every z of every
 * petal cannot be z. The petals share no cell.
 *
 * A step's cells are the stem's then each petal's, `sets` the petals in the order of the stem's
 * digits, digits the stem's then z.
 */
export const deathBlossom: Technique = {
  id: 'death-blossom',
  name: 'Death blossom',
  level: 'expert',
  score: 360,
  find(state) {
    if (state.geometry.size > 9) return null;
    const als = almostLockedSets(state);
    const { cellCount } = state.geometry;
    const { cand, values } = state;
    for (let stem = 0; stem < cellCount; stem++) {
      const k = values[stem] === 0 ? popcount(cand[stem]) : 0;
      if (k < 2 || k > MAX_STEM) continue;
      const step = blossomAt(state, als, stem);
      if (step) return step;
    }
    return null;
  },
  explain(step, geometry) {
    const stem = step.cells[0];
    const z = step.digits[step.digits.length - 1];
    const stemDigits = step.digits.slice(0, -1);
    const petals = (step.sets ?? []).map(
      (set, i) => `for ${stemDigits[i]}, ${describeSet(geometry, set)}`,
    );
    const name = nameCell(geometry, stem);
    return `${capital(name)} holds only ${listWithAnd(stemDigits.map(String))}, and each of those digits has a set of cells holding one digit more than it has cells, whose cells with that digit all see ${name}: ${petals.join('; ')}. Whichever digit ${name} takes, its set loses it and is locked on its other digits, ${z} among them: ${z} is in one of the sets, so ${describeAllLosses(geometry, step.eliminations)}.`;
  },
};

/** Stems with more digits than this are not tried (they need as many petals, and are rare). */
const MAX_STEM = 4;

/** The petals of each stem digit: PETALS[slot * room + j], PETAL_COUNT[slot]. */
let PETALS = new Int32Array(MAX_STEM * 256);
const PETAL_COUNT = new Int32Array(MAX_STEM);
const CHOSEN = new Int32Array(MAX_STEM);
/** The cells holding z that see every z of the petals chosen so far, per depth. */
const TARGETS = new Int32Array(3 * (MAX_STEM + 1));
/** The cells of the petals chosen so far, per depth. */
const TAKEN = new Int32Array(3 * (MAX_STEM + 1));
let room = 256;

function blossomAt(state: GradeState, als: AlsList, stem: number): Step | null {
  const { cand } = state;
  const { count, cells, mask, digitCells, seers } = als;
  const peers = als.peers;
  const p0 = peers[stem * 3];
  const p1 = peers[stem * 3 + 1];
  const p2 = peers[stem * 3 + 2];
  const stemDigits = digitsOf(cand[stem]);
  const k = stemDigits.length;
  if (room < count) {
    room = count;
    PETALS = new Int32Array(MAX_STEM * room);
  }
  let zs = ~cand[stem] & state.geometry.allDigits;
  for (let slot = 0; slot < k; slot++) {
    const dc = (stemDigits[slot] - 1) * 3;
    let n = 0;
    let held = 0;
    for (let i = 0; i < count; i++) {
      if ((mask[i] & (1 << (stemDigits[slot] - 1))) === 0) continue;
      // Every cell of the set holding d sees the stem (so the stem is not among them).
      if ((cells[i * 3] & digitCells[dc] & ~p0) !== 0) continue;
      if ((cells[i * 3 + 1] & digitCells[dc + 1] & ~p1) !== 0) continue;
      if ((cells[i * 3 + 2] & digitCells[dc + 2] & ~p2) !== 0) continue;
      PETALS[slot * room + n++] = i;
      held |= mask[i];
    }
    PETAL_COUNT[slot] = n;
    zs &= held;
  }
  spendChainWork(k * count);
  for (; zs !== 0; zs &= zs - 1) {
    const z = lowestDigit(zs);
    const dc = (z - 1) * 3;
    TARGETS[0] = digitCells[dc];
    TARGETS[1] = digitCells[dc + 1];
    TARGETS[2] = digitCells[dc + 2];
    TAKEN.fill(0, 0, 3);
    if (choosePetals(als, seers, k, z, 0)) {
      const eliminations: CellDigit[] = [];
      pushEliminations(eliminations, TARGETS[3 * k], TARGETS[3 * k + 1], TARGETS[3 * k + 2], z);
      const sets = [];
      for (let slot = 0; slot < k; slot++) sets.push(cellSet(als, CHOSEN[slot]));
      return {
        technique: 'death-blossom',
        placements: [],
        eliminations,
        cells: [stem, ...sets.flatMap((set) => set.cells)],
        digits: [...stemDigits, z],
        units: [],
        sets,
      };
    }
  }
  return null;
}

/**
 * Picks a petal holding z for each stem digit from `slot` on, keeping TARGETS (the cells
 * holding z that see every z of the petals so far) non-empty; true when every slot has one.
 */
function choosePetals(als: AlsList, seers: Int32Array, k: number, z: number, slot: number) {
  if (slot === k) return true;
  const zBit = 1 << (z - 1);
  const from = 3 * slot;
  for (let j = 0; j < PETAL_COUNT[slot]; j++) {
    const petal = PETALS[slot * room + j];
    if ((als.mask[petal] & zBit) === 0) continue;
    const c0 = als.cells[petal * 3];
    const c1 = als.cells[petal * 3 + 1];
    const c2 = als.cells[petal * 3 + 2];
    if (((c0 & TAKEN[from]) | (c1 & TAKEN[from + 1]) | (c2 & TAKEN[from + 2])) !== 0) continue;
    const at = (petal * 9 + z - 1) * 3;
    const t0 = TARGETS[from] & seers[at];
    const t1 = TARGETS[from + 1] & seers[at + 1];
    const t2 = TARGETS[from + 2] & seers[at + 2];
    if ((t0 | t1 | t2) === 0) continue;
    TARGETS[from + 3] = t0;
    TARGETS[from + 4] = t1;
    TARGETS[from + 5] = t2;
    TAKEN[from + 3] = TAKEN[from] | c0;
    TAKEN[from + 4] = TAKEN[from + 1] | c1;
    TAKEN[from + 5] = TAKEN[from + 2] | c2;
    CHOSEN[slot] = petal;
    if (choosePetals(als, seers, k, z, slot + 1)) return true;
  }
  return false;
}
