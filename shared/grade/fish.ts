import type { Geometry } from '../geometry.ts';
import type { Level } from '../kind/names.ts';
import { listWithAnd, nameCells } from '../words.ts';
import { type GradeState, popcount } from './state.ts';
import { nextTightSet } from './subsets.ts';
import type { Step, Technique, TechniqueId } from './types.ts';

/**
 * Basic fish of size n on digit d: n base rows whose candidates of d all lie in the same n cover
 * columns. Each cover column then holds d in one of the base rows, so d leaves the cover columns
 * everywhere else; likewise with rows and columns swapped. Finding the base lines is a naked
 * subset of lines (masks of column positions whose union has n bits), so the search is
 * `nextTightSet`'s.
 *
 * Positions of d as masks, filled once per `find` for every digit:
 * ROW_POSITIONS[(d-1)*N + r] has bit c set when r,c holds candidate d; COLUMN_POSITIONS
 * [(d-1)*N + c] has bit r set. Rows are units 0..N-1 and columns N..2N-1.
 */
const ROW_POSITIONS = new Uint16Array(256);
const COLUMN_POSITIONS = new Uint16Array(256);
const LINE_IDS = new Uint8Array(16);
const LINE_MASKS = new Uint16Array(16);
const CHOSEN = new Int32Array(4);
const UNIONS = new Uint16Array(4);

/** The first fish of size n: digits ascending, rows as base before columns, lines ascending. */
function findFish(state: GradeState, n: number, id: TechniqueId): Step | null {
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
  for (let d = 1; d <= size; d++) {
    const at = (d - 1) * size;
    for (let byRows = 1; byRows >= 0; byRows--) {
      const base = byRows ? ROW_POSITIONS : COLUMN_POSITIONS;
      const cross = byRows ? COLUMN_POSITIONS : ROW_POSITIONS;
      let count = 0;
      for (let line = 0; line < size; line++) {
        const p = base[at + line];
        const k = popcount(p);
        if (k < 2 || k > n) continue;
        LINE_IDS[count] = line;
        LINE_MASKS[count++] = p;
      }
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

function fishStep(
  state: GradeState,
  id: TechniqueId,
  d: number,
  byRows: boolean,
  baseLines: number,
  coverLines: number,
): Step {
  const { size } = state.geometry;
  const bit = 1 << (d - 1);
  const cells: number[] = [];
  const eliminations = [];
  const baseUnits: number[] = [];
  const coverUnits: number[] = [];
  for (let line = 0; line < size; line++) {
    if (baseLines & (1 << line)) baseUnits.push(byRows ? line : size + line);
    if (coverLines & (1 << line)) coverUnits.push(byRows ? size + line : line);
  }
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const cell = r * size + c;
      const base = byRows ? r : c;
      const cover = byRows ? c : r;
      if ((state.cand[cell] & bit) === 0 || (coverLines & (1 << cover)) === 0) continue;
      if (baseLines & (1 << base)) cells.push(cell);
      else eliminations.push({ cell, digit: d });
    }
  }
  return {
    technique: id,
    placements: [],
    eliminations,
    cells,
    digits: [d],
    units: [...baseUnits, ...coverUnits],
  };
}

/** Lines by their people's numbers: "rows 2 and 7", "columns 1, 4 and 9". */
function describeLines(geometry: Geometry, units: readonly number[]): string {
  const { size } = geometry;
  const kind = units[0] < size ? 'rows' : 'columns';
  return `${kind} ${listWithAnd(units.map((u) => String((u % size) + 1)))}`;
}

/** "X-Wing on 4: in rows 2 and 7, 4 can only be in columns 3 and 8, so ...: row 5, column 3." */
function explainFish(step: Step, geometry: Geometry, name: string): string {
  const d = step.digits[0];
  const n = step.units.length / 2;
  const base = describeLines(geometry, step.units.slice(0, n));
  const cover = describeLines(geometry, step.units.slice(n));
  const removed = nameCells(
    geometry,
    step.eliminations.map((e) => e.cell),
  );
  return `${name} on ${d}: in ${base}, ${d} can only be in ${cover}, so ${d} is removed from ${cover} elsewhere: ${removed}.`;
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
    find: (state) => findFish(state, n, id),
    explain: (step, geometry) => explainFish(step, geometry, name),
  };
}

/** Two rows holding d only in the same two columns (or the other way round). */
export const xWing = fishTechnique('x-wing', 'X-Wing', 'hard', 140, 2);
/** Three rows holding d only in the same three columns (or the other way round). */
export const swordfish = fishTechnique('swordfish', 'Swordfish', 'hard', 150, 3);
/** Four rows holding d only in the same four columns (or the other way round). */
export const jellyfish = fishTechnique('jellyfish', 'Jellyfish', 'expert', 160, 4);
