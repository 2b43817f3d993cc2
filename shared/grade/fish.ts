import type { Geometry } from '../geometry.ts';
import type { Level } from '../kind/names.ts';
import { listWithAnd, nameCells } from '../words.ts';
import { skippingUnchanged } from './changed-digits.ts';
import { type GradeState, popcount, seesCell } from './state.ts';
import { nextTightSet } from './subsets.ts';
import type { Step, Technique, TechniqueId } from './types.ts';

/**
 * Basic fish of size n on digit d: n base rows whose candidates of d all lie in the same n cover
 * columns. Each cover column then holds d in one of the base rows, so d leaves the cover columns
 * everywhere else; likewise with rows and columns swapped. Finding the base lines is a naked
 * subset of lines (masks of column positions whose union has n bits), so the search is
 * `nextTightSet`'s. Finned fish (finned-fish.ts) share these tables, the step and its sentence.
 *
 * Positions of d as masks, filled by `fillPositions` for every digit:
 * ROW_POSITIONS[(d-1)*N + r] has bit c set when r,c holds candidate d; COLUMN_POSITIONS
 * [(d-1)*N + c] has bit r set. Rows are units 0..N-1 and columns N..2N-1.
 */
export const ROW_POSITIONS = new Uint16Array(256);
export const COLUMN_POSITIONS = new Uint16Array(256);
/** The candidate base lines of one digit (ids and position masks), chosen ones, their unions. */
export const LINE_IDS = new Uint8Array(16);
export const LINE_MASKS = new Uint16Array(16);
export const CHOSEN = new Int32Array(4);
export const UNIONS = new Uint16Array(4);

/** Fills ROW_POSITIONS and COLUMN_POSITIONS from the candidates of `state`. */
export function fillPositions(state: GradeState): void {
  const { cand } = state;
  const { size, cellCount } = state.geometry;
  ROW_POSITIONS.fill(0, 0, size * size);
  COLUMN_POSITIONS.fill(0, 0, size * size);
  for (let cell = 0; cell < cellCount; cell++) {
    let m = cand[cell];
    const r = Math.floor(cell / size);
    const c = cell - r * size;
    while (m !== 0) {
      const bit = m & -m;
      const at = (31 - Math.clz32(bit)) * size;
      ROW_POSITIONS[at + r] |= 1 << c;
      COLUMN_POSITIONS[at + c] |= 1 << r;
      m ^= bit;
    }
  }
}

/**
 * Fills LINE_IDS and LINE_MASKS with the lines of `positions` (from `at`) that hold the digit 2
 * to n times, and returns how many there are.
 */
function collectLines(positions: Uint16Array, at: number, size: number, n: number): number {
  let count = 0;
  for (let line = 0; line < size; line++) {
    const p = positions[at + line];
    const k = popcount(p);
    if (k < 2 || k > n) continue;
    LINE_IDS[count] = line;
    LINE_MASKS[count++] = p;
  }
  return count;
}

/**
 * The first fish of size n on the given digits (a mask): digits ascending, rows as base before
 * columns, lines ascending.
 */
function findFish(state: GradeState, n: number, id: TechniqueId, digits: number): Step | null {
  const { size } = state.geometry;
  fillPositions(state);
  for (let d = 1; d <= size; d++) {
    if ((digits & (1 << (d - 1))) === 0) continue;
    const at = (d - 1) * size;
    for (let byRows = 1; byRows >= 0; byRows--) {
      const base = byRows ? ROW_POSITIONS : COLUMN_POSITIONS;
      const cross = byRows ? COLUMN_POSITIONS : ROW_POSITIONS;
      const count = collectLines(base, at, size, n);
      if (count < n) continue;
      CHOSEN[0] = -1;
      while (nextTightSet(LINE_MASKS, count, n, CHOSEN, UNIONS)) {
        let baseLines = 0;
        for (let j = 0; j < n; j++) baseLines |= 1 << LINE_IDS[CHOSEN[j]];
        const coverLines = UNIONS[n - 1];
        for (let line = 0; line < size; line++) {
          if (coverLines & (1 << line) && cross[at + line] & ~baseLines) {
            return fishStep(state, id, d, byRows === 1, baseLines, coverLines);
          }
        }
      }
    }
  }
  return null;
}

/**
 * The step of a fish on d: its cells are every candidate of d in the base lines, those outside
 * the cover lines being fins (none for a basic fish). d leaves the cover lines outside the base
 * lines, in the cells that see every fin: if no fin holds d, the fish is basic; if one does, those
 * cells see it. Its units are the base lines, the cover lines, then the fins' box.
 */
export function fishStep(
  state: GradeState,
  id: TechniqueId,
  d: number,
  byRows: boolean,
  baseLines: number,
  coverLines: number,
): Step {
  const { geometry, cand } = state;
  const { size } = geometry;
  const bit = 1 << (d - 1);
  const cells: number[] = [];
  const fins: number[] = [];
  const eliminations = [];
  const baseUnits: number[] = [];
  const coverUnits: number[] = [];
  for (let line = 0; line < size; line++) {
    if (baseLines & (1 << line)) baseUnits.push(byRows ? line : size + line);
    if (coverLines & (1 << line)) coverUnits.push(byRows ? size + line : line);
  }
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if ((cand[cell] & bit) === 0) continue;
    const r = Math.floor(cell / size);
    const c = cell - r * size;
    const inBase = baseLines & (1 << (byRows ? r : c));
    if (!inBase) continue;
    cells.push(cell);
    if ((coverLines & (1 << (byRows ? c : r))) === 0) fins.push(cell);
  }
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if ((cand[cell] & bit) === 0) continue;
    const r = Math.floor(cell / size);
    const c = cell - r * size;
    if (baseLines & (1 << (byRows ? r : c)) || (coverLines & (1 << (byRows ? c : r))) === 0) {
      continue;
    }
    if (fins.every((fin) => seesCell(geometry, fin, cell))) eliminations.push({ cell, digit: d });
  }
  const units = [...baseUnits, ...coverUnits];
  if (fins.length > 0) units.push(2 * size + geometry.regionOf[fins[0]]);
  return { technique: id, placements: [], eliminations, cells, digits: [d], units };
}

/** Lines by their people's numbers: "rows 2 and 7", "columns 1, 4 and 9". */
function describeLines(geometry: Geometry, units: readonly number[]): string {
  const { size } = geometry;
  const kind = units[0] < size ? 'rows' : 'columns';
  return `${kind} ${listWithAnd(units.map((u) => String((u % size) + 1)))}`;
}

/**
 * "X-Wing on 4: in rows 2 and 7, 4 can only be in columns 3 and 8, so 4 is removed from columns
 * 3 and 8 elsewhere: row 5, column 3." A finned fish names its fins and keeps to the cells that
 * see them.
 */
export function explainFish(step: Step, geometry: Geometry, name: string, n: number): string {
  const d = step.digits[0];
  const { size } = geometry;
  const base = describeLines(geometry, step.units.slice(0, n));
  const cover = describeLines(geometry, step.units.slice(n, 2 * n));
  const removed = nameCells(
    geometry,
    step.eliminations.map((e) => e.cell),
  );
  const coverIds = step.units.slice(n, 2 * n).map((u) => u % size);
  const byRows = step.units[0] < size;
  const fins = step.cells.filter((cell) => {
    const crossing = byRows ? cell % size : Math.floor(cell / size);
    return !coverIds.includes(crossing);
  });
  if (fins.length === 0) {
    return `${name} on ${d}: in ${base}, ${d} can only be in ${cover}, so ${d} is removed from ${cover} elsewhere: ${removed}.`;
  }
  const one = fins.length === 1;
  const at = `${one ? 'the fin' : 'the fins'} at ${nameCells(geometry, fins)}`;
  const holds = one ? 'the fin holds' : 'a fin holds';
  const seen = one ? 'see the fin' : 'see every fin';
  return `${name} on ${d}: in ${base}, ${d} can only be in ${cover} or in ${at}, so whether ${holds} ${d} or not, ${d} is removed from the cells of ${cover} outside ${base} that ${seen}: ${removed}.`;
}

function fishTechnique(
  id: TechniqueId,
  name: string,
  level: Level,
  score: number,
  n: number,
): Technique {
  return {
    id,
    name,
    level,
    score,
    find: skippingUnchanged((state, digits) => findFish(state, n, id, digits)),
    explain: (step, geometry) => explainFish(step, geometry, name, n),
  };
}

/** Two rows holding d only in the same two columns (or the other way round). */
export const xWing = fishTechnique('x-wing', 'X-Wing', 'hard', 140, 2);
/** Three rows holding d only in the same three columns (or the other way round). */
export const swordfish = fishTechnique('swordfish', 'Swordfish', 'hard', 150, 3);
/** Four rows holding d only in the same four columns (or the other way round). */
export const jellyfish = fishTechnique('jellyfish', 'Jellyfish', 'expert', 160, 4);
