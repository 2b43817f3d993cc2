import type { Geometry } from '../geometry.ts';
import { changedDigits } from './changed-digits.ts';
import {
  CHOSEN,
  COLUMN_POSITIONS,
  explainFish,
  fillPositions,
  fishStep,
  LINE_IDS,
  LINE_MASKS,
  ROW_POSITIONS,
  UNIONS,
} from './fish.ts';
import { type GradeState, popcount } from './state.ts';
import { nextSetWithin } from './subsets.ts';
import type { Step, Technique, TechniqueId } from './types.ts';

/**
 * Finned fish of size n on digit d: n base rows whose candidates of d lie in n cover columns,
 * but for some, the fins, that all lie in one box. Either a fin holds d, or the fish is basic and
 * d leaves the cover columns outside the base rows; so d leaves the cells of the cover columns
 * outside the base rows that see every fin, which are those in the fins' box. A fish is sashimi
 * when, without its fins, some base row would hold d in one cover column or none (the fish alone
 * would not stand); else finned. Rows and columns swap as for basic fish (fish.ts, whose
 * position tables, step and sentence these share).
 *
 * The search, per digit, orientation and box B: outside B, the base rows hold d only in cover
 * columns, so n rows whose positions outside B have at most n columns together (`required`),
 * which `nextSetWithin` finds as tightly as basic fish are found. The rest of the cover is
 * picked among the other columns of U, the union of the rows' positions, which B crosses.
 * REGION_ALONG_ROWS[b*N + r] holds the columns of box b's cells in row r, and
 * REGION_ALONG_COLUMNS[b*N + c] the rows of its cells in column c; CROSSED_ROWS[b] and
 * CROSSED_COLUMNS[b] the rows and columns box b has cells in: any box shape and jigsaw regions
 * alike.
 */
const REGION_ALONG_ROWS = new Uint16Array(256);
const REGION_ALONG_COLUMNS = new Uint16Array(256);
const CROSSED_ROWS = new Uint16Array(16);
const CROSSED_COLUMNS = new Uint16Array(16);

/** The geometry the REGION_ALONG and CROSSED tables were filled for. */
let regionsOf: Geometry | null = null;

/** Fills the REGION_ALONG and CROSSED tables for `geometry`, unless they hold it already. */
function fillRegions(geometry: Geometry): void {
  if (regionsOf === geometry) return;
  regionsOf = geometry;
  const { size, cellCount, regionOf } = geometry;
  REGION_ALONG_ROWS.fill(0, 0, size * size);
  REGION_ALONG_COLUMNS.fill(0, 0, size * size);
  CROSSED_ROWS.fill(0, 0, size);
  CROSSED_COLUMNS.fill(0, 0, size);
  for (let cell = 0; cell < cellCount; cell++) {
    const r = Math.floor(cell / size);
    const c = cell - r * size;
    const b = regionOf[cell];
    REGION_ALONG_ROWS[b * size + r] |= 1 << c;
    REGION_ALONG_COLUMNS[b * size + c] |= 1 << r;
    CROSSED_ROWS[b] |= 1 << r;
    CROSSED_COLUMNS[b] |= 1 << c;
  }
}

/**
 * The first finned and the first sashimi fish of one size in a position, found by one search:
 * the grader asks for both kinds in turn, usually in a position that has neither. `cand` is the
 * position they were found in (its first cellCount entries, on `geometry`).
 */
interface Found {
  geometry: Geometry | null;
  cand: Uint16Array;
  finned: Step | null;
  sashimi: Step | null;
}

/** Indexed by size n - 2: the memo, and the technique ids of each kind. */
const FOUND: Found[] = [2, 3, 4].map(() => ({
  geometry: null,
  cand: new Uint16Array(256),
  finned: null,
  sashimi: null,
}));
const FINNED_IDS: readonly TechniqueId[] = [
  'finned-x-wing',
  'finned-swordfish',
  'finned-jellyfish',
];
const SASHIMI_IDS: readonly TechniqueId[] = [
  'sashimi-x-wing',
  'sashimi-swordfish',
  'sashimi-jellyfish',
];

/** The first finned (or, with `sashimi`, sashimi) fish of size n that removes a candidate. */
function findFinnedFish(state: GradeState, n: number, sashimi: boolean): Step | null {
  const found = FOUND[n - 2];
  const fresh = found.geometry !== state.geometry;
  const changed = changedDigits(found, state);
  // A position with neither kind leaves only the changed digits to search (changed-digits.ts).
  if (fresh || changed !== 0) {
    const none = !fresh && found.finned === null && found.sashimi === null;
    searchFish(state, n, found, none ? changed : state.geometry.allDigits);
  }
  return sashimi ? found.sashimi : found.finned;
}

/**
 * Fills `found` with the first fish of each kind on the given digits (a mask): digits
 * ascending, rows as base before columns, boxes ascending, base lines in lexicographic order,
 * covers by the columns picked in B.
 */
function searchFish(state: GradeState, n: number, found: Found, digits: number): void {
  const { geometry, cand } = state;
  const { size } = geometry;
  found.geometry = geometry;
  for (let cell = 0; cell < geometry.cellCount; cell++) found.cand[cell] = cand[cell];
  found.finned = null;
  found.sashimi = null;
  fillPositions(state);
  fillRegions(geometry);
  for (let d = 1; d <= size; d++) {
    if ((digits & (1 << (d - 1))) === 0) continue;
    const at = (d - 1) * size;
    for (let byRows = 1; byRows >= 0; byRows--) {
      const base = byRows ? ROW_POSITIONS : COLUMN_POSITIONS;
      const along = byRows ? REGION_ALONG_ROWS : REGION_ALONG_COLUMNS;
      const crossed = byRows ? CROSSED_ROWS : CROSSED_COLUMNS;
      // Lines holding d 2 to n times: the base lines that need no fin.
      let small = 0;
      for (let line = 0; line < size; line++) {
        const k = popcount(base[at + line]);
        if (k >= 2 && k <= n) small |= 1 << line;
      }
      for (let b = 0; b < size; b++) {
        const crossing = collectFinLines(base, along, at, size, n, b, crossed[b], small);
        if (crossing < 0) continue;
        CHOSEN[0] = -1;
        while (nextSetWithin(LINE_MASKS, COUNT[0], n, n, CHOSEN, UNIONS, crossing)) {
          if (recordAt(state, d, at, byRows === 1, n, b, found)) return;
        }
      }
    }
  }
}

/** How many lines collectFinLines found. */
const COUNT = new Int32Array(1);

/**
 * Fills LINE_IDS and LINE_MASKS (their positions outside box b) with the lines that can be base
 * lines of a fish with fins in box b, and COUNT[0] with how many: first the lines of `crossed`
 * (those b has cells in) holding d in b and at most n times outside it, at least once (a fin
 * line needs a body); then the `small` lines, holding d 2 to n times, none in b. Returns how
 * many come first, or -1 when b holds d in fewer than two lines (a fish with fins there removes
 * nothing) or no line can hold a fin.
 */
function collectFinLines(
  base: Uint16Array,
  along: Uint16Array,
  at: number,
  size: number,
  n: number,
  b: number,
  crossed: number,
  small: number,
): number {
  let held = 0;
  let count = 0;
  for (let rest = crossed; rest !== 0; rest &= rest - 1) {
    const line = 31 - Math.clz32(rest & -rest);
    const p = base[at + line];
    const inside = p & along[b * size + line];
    if (inside === 0) continue;
    held |= 1 << line;
    const outside = p & ~inside;
    if (outside === 0 || popcount(outside) > n) continue;
    LINE_IDS[count] = line;
    LINE_MASKS[count++] = outside;
  }
  if ((held & (held - 1)) === 0 || count === 0) return -1;
  const crossing = count;
  for (let rest = small & ~held; rest !== 0; rest &= rest - 1) {
    const line = 31 - Math.clz32(rest & -rest);
    LINE_IDS[count] = line;
    LINE_MASKS[count++] = base[at + line];
  }
  COUNT[0] = count;
  return crossing;
}

/**
 * Records in `found` the fish, of a kind not yet found, that the chosen base lines (CHOSEN, with
 * UNIONS[n-1] their positions outside box b) make with their fins in box b; true once both kinds
 * are found.
 */
function recordAt(
  state: GradeState,
  d: number,
  at: number,
  byRows: boolean,
  n: number,
  b: number,
  found: Found,
): boolean {
  const { size } = state.geometry;
  const base = byRows ? ROW_POSITIONS : COLUMN_POSITIONS;
  const cross = byRows ? COLUMN_POSITIONS : ROW_POSITIONS;
  const across = byRows ? REGION_ALONG_COLUMNS : REGION_ALONG_ROWS;
  let union = 0;
  let baseLines = 0;
  for (let j = 0; j < n; j++) {
    const line = LINE_IDS[CHOSEN[j]];
    union |= base[at + line];
    baseLines |= 1 << line;
  }
  if (popcount(union) <= n) return false;
  // Columns of U where box b holds d off the base lines: a cover column among them loses d.
  let victims = 0;
  for (let rest = union; rest !== 0; rest &= rest - 1) {
    const line = 31 - Math.clz32(rest & -rest);
    if (cross[at + line] & across[b * size + line] & ~baseLines) victims |= 1 << line;
  }
  if (victims === 0) return false;
  const required = UNIONS[n - 1];
  const extra = n - popcount(required);
  const free = union & ~required;
  // Every `extra`-subset of `free` (columns inside box b), beside the required ones.
  for (let pick = free; ; pick = (pick - 1) & free) {
    const cover = required | pick;
    if (popcount(pick) === extra && cover & victims) {
      const sashimi = isSashimi(base, at, cover, n);
      if ((sashimi ? found.sashimi : found.finned) === null) {
        const id = (sashimi ? SASHIMI_IDS : FINNED_IDS)[n - 2];
        const step = fishStep(state, id, d, byRows, baseLines, cover);
        if (sashimi) found.sashimi = step;
        else found.finned = step;
        if (found.finned && found.sashimi) return true;
      }
    }
    if (pick === 0) break;
  }
  return false;
}

/** Whether some base line holds d in one cover line or none, once the fins are left out. */
function isSashimi(base: Uint16Array, at: number, cover: number, n: number): boolean {
  for (let j = 0; j < n; j++)
    if (popcount(base[at + LINE_IDS[CHOSEN[j]]] & cover) <= 1) return true;
  return false;
}

function finnedTechnique(name: string, score: number, n: number, sashimi: boolean): Technique {
  return {
    id: (sashimi ? SASHIMI_IDS : FINNED_IDS)[n - 2],
    name,
    level: 'expert',
    score,
    find: (state) => findFinnedFish(state, n, sashimi),
    explain: (step, geometry) => explainFish(step, geometry, name, n),
  };
}

/** An X-Wing with fins in one box, each base line holding d twice without them (HoDoKu: 130). */
export const finnedXWing = finnedTechnique('Finned X-Wing', 130, 2, false);
/** An X-Wing that stands only with its fins: a base line holds d once without them (150). */
export const sashimiXWing = finnedTechnique('Sashimi X-Wing', 150, 2, true);
/** A Swordfish with fins in one box (200). */
export const finnedSwordfish = finnedTechnique('Finned Swordfish', 200, 3, false);
/** A Swordfish that stands only with its fins (240). */
export const sashimiSwordfish = finnedTechnique('Sashimi Swordfish', 240, 3, true);
/** A Jellyfish with fins in one box (250). */
export const finnedJellyfish = finnedTechnique('Finned Jellyfish', 250, 4, false);
/** A Jellyfish that stands only with its fins (260). */
export const sashimiJellyfish = finnedTechnique('Sashimi Jellyfish', 260, 4, true);
