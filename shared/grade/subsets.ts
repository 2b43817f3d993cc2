import { describeUnit, type Geometry } from '../geometry.ts';
import type { Level } from '../kind/names.ts';
import { listWithAnd, nameCell, nameCells } from '../words.ts';
import { changedUnits, type Fruitless, fruitless, remember } from './changed-digits.ts';
import { digitsOf, type GradeState, popcount } from './state.ts';
import type { CellDigit, Step, Technique, TechniqueId } from './types.ts';

/**
 * Naked and hidden subsets are one search: pick k items of a unit whose masks together hold
 * exactly k bits. For a naked subset an item is an empty cell (its id the cell's position i in
 * the unit) and its mask the cell's candidates; for a hidden subset an item is a digit (its id
 * d-1) and its mask the digit's positions in the unit. Either way the chosen ids, as bits, and
 * the union of their masks are the pattern's positions and digits, one of each.
 */

/**
 * Advances `chosen` to the next k of the first `count` masks (in lexicographic order) whose
 * union holds exactly k bits, or returns false when none is left. Before the first call set
 * chosen[0] = -1; after a true return, unions[k-1] is the union. Fish use it too.
 */
export function nextTightSet(
  masks: Uint16Array,
  count: number,
  k: number,
  chosen: Int32Array,
  unions: Uint16Array,
): boolean {
  while (nextSetWithin(masks, count, k, k, chosen, unions)) {
    if (popcount(unions[k - 1]) === k) return true;
  }
  return false;
}

/**
 * Advances `chosen` to the next k of the first `count` masks (in lexicographic order) whose
 * union holds at most `limit` bits and whose first mask comes before `firstBefore`, as
 * nextTightSet does (finned fish: masks outside their box, the fin lines first).
 */
export function nextSetWithin(
  masks: Uint16Array,
  count: number,
  k: number,
  limit: number,
  chosen: Int32Array,
  unions: Uint16Array,
  firstBefore = count,
): boolean {
  let depth = chosen[0] < 0 ? 0 : k - 1;
  while (depth >= 0) {
    const before = depth === 0 ? 0 : unions[depth - 1];
    const last = depth === 0 ? Math.min(count - k, firstBefore - 1) : count - k + depth;
    let i = chosen[depth] + 1;
    while (i <= last && popcount(before | masks[i]) > limit) i++;
    if (i > last) {
      depth--;
      continue;
    }
    chosen[depth] = i;
    unions[depth] = before | masks[i];
    if (depth < k - 1) chosen[++depth] = i;
    else return true;
  }
  return false;
}

/** Scratch for the unit being scanned: item ids and masks, the chosen items, their unions. */
const ITEM_IDS = new Uint8Array(16);
const ITEM_MASKS = new Uint16Array(16);
const CHOSEN = new Int32Array(4);
const UNIONS = new Uint16Array(4);
const POSITIONS = new Uint16Array(16);

/** Fills the scratch with unit u's items that could belong to a subset of size k; their count. */
function collectItems(state: GradeState, u: number, k: number, naked: boolean): number {
  const { unitCells, size } = state.geometry;
  let count = 0;
  if (naked) {
    for (let i = 0; i < size; i++) {
      const m = state.cand[unitCells[u * size + i]];
      if (m === 0 || popcount(m) > k) continue;
      ITEM_IDS[count] = i;
      ITEM_MASKS[count++] = m;
    }
    return count;
  }
  POSITIONS.fill(0, 0, size);
  for (let i = 0; i < size; i++) {
    let m = state.cand[unitCells[u * size + i]];
    while (m !== 0) {
      const bit = m & -m;
      POSITIONS[31 - Math.clz32(bit)] |= 1 << i;
      m ^= bit;
    }
  }
  for (let d = 0; d < size; d++) {
    const p = POSITIONS[d];
    if (p === 0 || popcount(p) > k) continue;
    ITEM_IDS[count] = d;
    ITEM_MASKS[count++] = p;
  }
  return count;
}

/** Whether unit v holds every cell of unit u at the given positions. */
function holdsAll(geometry: Geometry, v: number, u: number, positions: number): boolean {
  const { unitCells, cellUnits, cellUnitStart, size } = geometry;
  for (let i = 0; i < size; i++) {
    if ((positions & (1 << i)) === 0) continue;
    const cell = unitCells[u * size + i];
    let found = false;
    for (let j = cellUnitStart[cell]; j < cellUnitStart[cell + 1] && !found; j++) {
      found = cellUnits[j] === v;
    }
    if (!found) return false;
  }
  return true;
}

/** Whether cell is one of unit u's cells at the given positions. */
function isPatternCell(geometry: Geometry, u: number, positions: number, cell: number): boolean {
  const { unitCells, size } = geometry;
  for (let i = 0; i < size; i++) {
    if (positions & (1 << i) && unitCells[u * size + i] === cell) return true;
  }
  return false;
}

/** Unit u's cell at the lowest of the positions. */
function firstCell(geometry: Geometry, u: number, positions: number): number {
  return geometry.unitCells[u * geometry.size + 31 - Math.clz32(positions & -positions)];
}

/** The units holding every pattern cell, u first: where a naked subset eliminates. */
function nakedUnits(geometry: Geometry, u: number, positions: number): number[] {
  const { cellUnits, cellUnitStart } = geometry;
  const first = firstCell(geometry, u, positions);
  const units = [u];
  for (let j = cellUnitStart[first]; j < cellUnitStart[first + 1]; j++) {
    const v = cellUnits[j];
    if (v !== u && holdsAll(geometry, v, u, positions)) units.push(v);
  }
  return units;
}

/** Whether a naked subset removes a candidate from a unit holding all its cells. */
function nakedReaches(state: GradeState, u: number, positions: number, digits: number): boolean {
  const { geometry, cand } = state;
  const { unitCells, cellUnits, cellUnitStart, size } = geometry;
  const first = firstCell(geometry, u, positions);
  for (let j = cellUnitStart[first]; j < cellUnitStart[first + 1]; j++) {
    const v = cellUnits[j];
    if (v !== u && !holdsAll(geometry, v, u, positions)) continue;
    for (let i = v * size; i < v * size + size; i++) {
      const cell = unitCells[i];
      if (cand[cell] & digits && !isPatternCell(geometry, u, positions, cell)) return true;
    }
  }
  return false;
}

/** Whether a hidden subset's cells hold a candidate outside its digits. */
function hiddenReaches(state: GradeState, u: number, positions: number, digits: number): boolean {
  const { unitCells, size } = state.geometry;
  for (let i = 0; i < size; i++) {
    if (positions & (1 << i) && state.cand[unitCells[u * size + i]] & ~digits) return true;
  }
  return false;
}

/**
 * The first subset of size k in units ascending, then items in lexicographic order, searching
 * only the units changed since the search last found nothing (changed-digits.ts).
 */
function findSubset(
  state: GradeState,
  k: number,
  naked: boolean,
  id: TechniqueId,
  memo: Fruitless,
): Step | null {
  const units = changedUnits(memo, state, naked);
  const step = searchUnits(state, k, naked, id, units);
  remember(memo, state, step);
  return step;
}

function searchUnits(
  state: GradeState,
  k: number,
  naked: boolean,
  id: TechniqueId,
  units: Uint8Array,
): Step | null {
  const { unitCount } = state.geometry;
  for (let u = 0; u < unitCount; u++) {
    if (units[u] === 0) continue;
    const count = collectItems(state, u, k, naked);
    if (count < k) continue;
    CHOSEN[0] = -1;
    while (nextTightSet(ITEM_MASKS, count, k, CHOSEN, UNIONS)) {
      let ids = 0;
      for (let j = 0; j < k; j++) ids |= 1 << ITEM_IDS[CHOSEN[j]];
      const positions = naked ? ids : UNIONS[k - 1];
      const digits = naked ? UNIONS[k - 1] : ids;
      if (
        naked
          ? nakedReaches(state, u, positions, digits)
          : hiddenReaches(state, u, positions, digits)
      ) {
        return subsetStep(state, id, u, positions, digits, naked);
      }
    }
  }
  return null;
}

function subsetStep(
  state: GradeState,
  id: TechniqueId,
  u: number,
  positions: number,
  digits: number,
  naked: boolean,
): Step {
  const { geometry, cand } = state;
  const { unitCells, size } = geometry;
  const cells: number[] = [];
  for (let i = 0; i < size; i++) if (positions & (1 << i)) cells.push(unitCells[u * size + i]);
  cells.sort((a, b) => a - b);
  const units = naked ? nakedUnits(geometry, u, positions) : [u];
  const changed: number[] = [];
  if (naked) {
    for (const v of units) {
      for (let i = v * size; i < v * size + size; i++) {
        const cell = unitCells[i];
        if (cand[cell] & digits && !cells.includes(cell) && !changed.includes(cell)) {
          changed.push(cell);
        }
      }
    }
    changed.sort((a, b) => a - b);
  }
  const eliminations: CellDigit[] = [];
  for (const cell of naked ? changed : cells) {
    const removed = naked ? cand[cell] & digits : cand[cell] & ~digits;
    for (const digit of digitsOf(removed)) eliminations.push({ cell, digit });
  }
  return { technique: id, placements: [], eliminations, cells, digits: digitsOf(digits), units };
}

const SIZE_WORDS = ['', 'one', 'two', 'three', 'four'];

/** The technique's name and the pattern: "Naked pair {3,7} in row 2, columns 4 and 6". */
function describePattern(step: Step, geometry: Geometry, name: string): string {
  const cells = nameCells(geometry, step.cells);
  return `${name} {${step.digits.join(',')}} in ${cells}`;
}

function explainNaked(step: Step, geometry: Geometry, name: string): string {
  const digits = listWithAnd(step.digits.map(String));
  const units = listWithAnd(step.units.map((u) => describeUnit(geometry, u)));
  const changed = nameCells(
    geometry,
    step.eliminations.map(({ cell }) => cell),
  );
  return `${describePattern(step, geometry, name)}: those ${SIZE_WORDS[step.cells.length]} cells take ${digits}, so ${digits} leave the rest of ${units}: ${changed}.`;
}

function explainHidden(step: Step, geometry: Geometry, name: string): string {
  const digits = listWithAnd(step.digits.map(String));
  const unit = describeUnit(geometry, step.units[0]);
  const removed: string[] = [];
  for (const cell of step.cells) {
    const gone = step.eliminations.filter((e) => e.cell === cell).map((e) => String(e.digit));
    if (gone.length > 0) removed.push(`${listWithAnd(gone)} from ${nameCell(geometry, cell)}`);
  }
  return `${describePattern(step, geometry, name)}: ${digits} can only go in these ${SIZE_WORDS[step.cells.length]} cells of ${unit}, so their other candidates leave them: ${removed.join('; ')}.`;
}

function subsetTechnique(
  id: TechniqueId,
  name: string,
  level: Level,
  score: number,
  k: number,
  naked: boolean,
): Technique {
  const memo = fruitless();
  return {
    id,
    name,
    level,
    score,
    find: (state) => findSubset(state, k, naked, id, memo),
    explain: (step, geometry) =>
      naked ? explainNaked(step, geometry, name) : explainHidden(step, geometry, name),
  };
}

/** Two cells of a unit with the same two candidates: those digits leave the unit's other cells. */
export const nakedPair = subsetTechnique('naked-pair', 'Naked pair', 'medium', 60, 2, true);
/** Three cells of a unit holding only three digits between them. */
export const nakedTriple = subsetTechnique('naked-triple', 'Naked triple', 'medium', 80, 3, true);
/** Four cells of a unit holding only four digits between them. */
export const nakedQuad = subsetTechnique('naked-quad', 'Naked quad', 'hard', 120, 4, true);
/** Two digits that a unit can hold only in the same two cells: other candidates leave them. */
export const hiddenPair = subsetTechnique('hidden-pair', 'Hidden pair', 'medium', 70, 2, false);
/** Three digits that a unit can hold only in the same three cells. */
export const hiddenTriple = subsetTechnique(
  'hidden-triple',
  'Hidden triple',
  'medium',
  100,
  3,
  false,
);
/** Four digits that a unit can hold only in the same four cells. */
export const hiddenQuad = subsetTechnique('hidden-quad', 'Hidden quad', 'hard', 150, 4, false);
