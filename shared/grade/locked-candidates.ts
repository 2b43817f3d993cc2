import { describeUnit, type Geometry } from '../geometry.ts';
import { nameCells } from '../words.ts';
import { skippingUnchanged } from './changed-digits.ts';
import type { GradeState } from './state.ts';
import type { Step, Technique, TechniqueId } from './types.ts';

/**
 * Locked candidates: when every candidate cell of d in a source unit A lies in a target unit B,
 * d must go in A ∩ B, so it leaves the rest of B. Pointing has a box (or jigsaw region) as A
 * and a row, column or diagonal as B; claiming the other way round.
 *
 * Only a box and a line can share two or more cells, so one table per geometry lists, for each
 * unit A, the units B it meets in at least two cells, with the shared cells as two position
 * masks: bit i of `maskA` is A's i-th cell, bit j of `maskB` is B's j-th cell.
 */
interface Intersections {
  /** Pairs of unit A: start[A] .. start[A+1). */
  readonly start: Uint32Array;
  readonly other: Uint16Array;
  readonly maskA: Uint16Array;
  readonly maskB: Uint16Array;
}

const tables = new WeakMap<Geometry, Intersections>();

function isBox(geometry: Geometry, u: number): boolean {
  const kind = geometry.unitKinds[u];
  return kind === 'box' || kind === 'region';
}

/** The intersection table of a geometry, built once. */
function intersectionsOf(geometry: Geometry): Intersections {
  const known = tables.get(geometry);
  if (known) return known;
  const { unitCount, unitCells, cellUnits, cellUnitStart, size } = geometry;
  const start = new Uint32Array(unitCount + 1);
  const other: number[] = [];
  const maskA: number[] = [];
  const maskB: number[] = [];
  const inA = new Uint16Array(unitCount);
  const inB = new Uint16Array(unitCount);
  for (let a = 0; a < unitCount; a++) {
    start[a] = other.length;
    inA.fill(0);
    inB.fill(0);
    for (let i = 0; i < size; i++) {
      const cell = unitCells[a * size + i];
      for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) {
        const b = cellUnits[k];
        if (isBox(geometry, a) === isBox(geometry, b)) continue;
        inA[b] |= 1 << i;
        for (let j = 0; j < size; j++) if (unitCells[b * size + j] === cell) inB[b] |= 1 << j;
      }
    }
    for (let b = 0; b < unitCount; b++) {
      const shared = inA[b];
      if ((shared & (shared - 1)) === 0) continue;
      other.push(b);
      maskA.push(shared);
      maskB.push(inB[b]);
    }
  }
  start[unitCount] = other.length;
  const table = {
    start,
    other: Uint16Array.from(other),
    maskA: Uint16Array.from(maskA),
    maskB: Uint16Array.from(maskB),
  };
  tables.set(geometry, table);
  return table;
}

/** Positions of each digit in the unit being scanned: bit i of POSITIONS[d-1] is cell i. */
const POSITIONS = new Uint16Array(16);

/**
 * The first locked candidate of the digits `digits` (a mask) whose source unit is a box
 * (`fromBox`) or a line (otherwise): units ascending, then digits ascending, then target units
 * ascending.
 */
function findLocked(
  state: GradeState,
  fromBox: boolean,
  technique: TechniqueId,
  digits: number,
): Step | null {
  const { geometry, cand } = state;
  const { unitCount, unitCells, size } = geometry;
  const table = intersectionsOf(geometry);
  for (let a = 0; a < unitCount; a++) {
    if (isBox(geometry, a) !== fromBox || table.start[a] === table.start[a + 1]) continue;
    POSITIONS.fill(0, 0, size);
    for (let i = 0; i < size; i++) {
      let m = cand[unitCells[a * size + i]] & digits;
      while (m !== 0) {
        const bit = m & -m;
        POSITIONS[31 - Math.clz32(bit)] |= 1 << i;
        m ^= bit;
      }
    }
    for (let d = 1; d <= size; d++) {
      const inA = POSITIONS[d - 1];
      // One candidate is a hidden single, not a locked pattern (none: a digit not searched).
      if ((inA & (inA - 1)) === 0) continue;
      for (let k = table.start[a]; k < table.start[a + 1]; k++) {
        if ((inA & ~table.maskA[k]) !== 0) continue;
        const b = table.other[k];
        const sharedInB = table.maskB[k];
        const bit = 1 << (d - 1);
        let reaches = false;
        for (let j = 0; j < size && !reaches; j++) {
          reaches = (sharedInB & (1 << j)) === 0 && (cand[unitCells[b * size + j]] & bit) !== 0;
        }
        if (reaches) return lockedStep(state, technique, a, b, sharedInB, d);
      }
    }
  }
  return null;
}

function lockedStep(
  state: GradeState,
  technique: TechniqueId,
  a: number,
  b: number,
  sharedInB: number,
  d: number,
): Step {
  const { unitCells, size } = state.geometry;
  const bit = 1 << (d - 1);
  const cells: number[] = [];
  for (let i = a * size; i < a * size + size; i++) {
    if (state.cand[unitCells[i]] & bit) cells.push(unitCells[i]);
  }
  const eliminations = [];
  for (let j = 0; j < size; j++) {
    const cell = unitCells[b * size + j];
    if ((sharedInB & (1 << j)) === 0 && state.cand[cell] & bit) {
      eliminations.push({ cell, digit: d });
    }
  }
  cells.sort((x, y) => x - y);
  eliminations.sort((x, y) => x.cell - y.cell);
  return { technique, placements: [], eliminations, cells, digits: [d], units: [a, b] };
}

/** "In box 5, 7 can only be in row 4 (row 4, columns 4 and 6), so 7 is removed from the rest of row 4: row 4, column 1." */
function explainLocked(step: Step, geometry: Geometry): string {
  const [a, b] = step.units;
  const d = step.digits[0];
  const source = describeUnit(geometry, a);
  const target = describeUnit(geometry, b);
  const cells = nameCells(geometry, step.cells);
  const removed = nameCells(
    geometry,
    step.eliminations.map((e) => e.cell),
  );
  return `In ${source}, ${d} can only be in ${target} (${cells}), so ${d} is removed from the rest of ${target}: ${removed}.`;
}

/** A box (or jigsaw region) whose candidates of d all lie in one row, column or diagonal. */
export const pointing: Technique = {
  id: 'pointing',
  name: 'Pointing',
  level: 'medium',
  score: 50,
  // A digit's locked candidates read that digit alone (changed-digits.ts).
  find: skippingUnchanged((state, digits) => findLocked(state, true, 'pointing', digits)),
  explain: explainLocked,
};

/** A row, column or diagonal whose candidates of d all lie in one box (or jigsaw region). */
export const claiming: Technique = {
  id: 'claiming',
  name: 'Claiming',
  level: 'medium',
  score: 50,
  find: skippingUnchanged((state, digits) => findLocked(state, false, 'claiming', digits)),
  explain: explainLocked,
};
