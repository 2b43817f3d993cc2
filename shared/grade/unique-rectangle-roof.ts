import { describeUnit, type Geometry } from '../geometry.ts';
import { listWithAnd, listWithOr } from '../words.ts';
import { collectCommonPeers, describeCells } from './bivalue.ts';
import { digitsOf, type GradeState, lowestDigit, popcount } from './state.ts';
import { nextTightSet } from './subsets.ts';
import type { CellDigit, Step, Technique, TechniqueId } from './types.ts';
import { inUnit, type RectangleCheck, searchRectangles } from './unique-rectangle.ts';

/**
 * Unique rectangles whose two corners on one side (the roof) hold more than {x,y} while the two
 * on the other side (the floor) hold only {x,y}. The rectangle is not deadly only if a roof
 * corner takes one of its extra candidates, or if the roof does not take x and y both:
 * - type 2: both roof corners hold one extra digit z, the same: one of them is z, so a cell
 *   that sees both is not;
 * - type 3: the roof's extra digits act as one more cell in a unit both roof corners share; with
 *   k-1 other cells of that unit holding k digits between them, the k digits fill those cells
 *   and the roof, so the unit's other cells lose them (a naked set);
 * - type 4: x fits only the roof in a unit both roof corners share, so one of them is x; then
 *   neither can be y, or the roof would hold x and y: both lose y.
 * These assume the puzzle has one solution. A step's cells are the floor, then the roof (each in
 * reading order), then type 3's other cells of the naked set; its digits start with x and y.
 */

/** The roof of the rectangle findRoof last accepted. */
const roof = new Int32Array(2);

/** Whether rectangle p, q, r, f (p bivalue) has a floor and a roof whose corners both hold more. */
function findRoof(state: GradeState, p: number, q: number, r: number, f: number): boolean {
  const { cand } = state;
  const m = cand[p];
  if (cand[f] === m) return false;
  if (cand[q] === m && cand[r] !== m) roof[0] = r;
  else if (cand[r] === m && cand[q] !== m) roof[0] = q;
  else return false;
  roof[1] = f;
  return true;
}

/** A step on rectangle p, q, r, f (p bivalue), its cells the corners by role (cornersByRole). */
export function rectangleStep(
  state: GradeState,
  technique: TechniqueId,
  p: number,
  q: number,
  r: number,
  f: number,
  eliminations: CellDigit[],
  digits: number[],
  units: number[],
): Step {
  const cells = cornersByRole(state, p, q, r, f);
  return { technique, placements: [], eliminations, cells, digits, units };
}

/** Cells a and b losing d, in reading order. */
export function bothLose(a: number, b: number, d: number): CellDigit[] {
  return [
    { cell: Math.min(a, b), digit: d },
    { cell: Math.max(a, b), digit: d },
  ];
}

/** The four corners, those holding only {x,y} first, each group in reading order. */
function cornersByRole(state: GradeState, p: number, q: number, r: number, f: number) {
  const m = state.cand[p];
  const byCell = (i: number, j: number) => i - j;
  const corners = [p, q, r, f];
  const plain = corners.filter((c) => state.cand[c] === m).sort(byCell);
  return plain.concat(corners.filter((c) => state.cand[c] !== m).sort(byCell));
}

/**
 * The step of types 2 and 5 on rectangle p, q, r, f (p bivalue) when its corners a, b and c
 * (c < 0: only a and b) all hold {x,y} plus z and nothing else: one of them is z, so every cell
 * seeing all of them loses z. Null when they differ or no cell loses anything.
 */
export function extraDigitStep(
  state: GradeState,
  technique: TechniqueId,
  p: number,
  q: number,
  r: number,
  f: number,
  a: number,
  b: number,
  c: number,
): Step | null {
  const { cand } = state;
  const zBit = cand[a] & ~cand[p];
  if (popcount(zBit) !== 1 || cand[b] !== cand[a] || (c >= 0 && cand[c] !== cand[a])) return null;
  const z = lowestDigit(zBit);
  if (collectCommonPeers(state, a, b, c, z, null, null) === 0) return null;
  const eliminations: CellDigit[] = [];
  collectCommonPeers(state, a, b, c, z, null, eliminations);
  // Its units are the rectangle's two boxes, a's first.
  const { regionOf, size } = state.geometry;
  const other = [p, q, r, f].find((corner) => regionOf[corner] !== regionOf[a]) as number;
  const units = [2 * size + regionOf[a], 2 * size + regionOf[other]];
  const digits = [...digitsOf(cand[p]), z];
  return rectangleStep(state, technique, p, q, r, f, eliminations, digits, units);
}

function checkType2(state: GradeState, p: number, q: number, r: number, f: number): Step | null {
  if (!findRoof(state, p, q, r, f)) return null;
  return extraDigitStep(state, 'unique-rectangle-2', p, q, r, f, roof[0], roof[1], -1);
}

function checkType4(state: GradeState, p: number, q: number, r: number, f: number): Step | null {
  if (!findRoof(state, p, q, r, f)) return null;
  const { geometry, cand } = state;
  const { cellUnits, cellUnitStart } = geometry;
  const a = roof[0];
  const b = roof[1];
  const x = lowestDigit(cand[p]);
  const y = lowestDigit(cand[p] & (cand[p] - 1));
  for (let k = cellUnitStart[a]; k < cellUnitStart[a + 1]; k++) {
    const u = cellUnits[k];
    if (!inUnit(geometry, b, u)) continue;
    for (let lock = x; lock !== 0; lock = lock === x ? y : 0) {
      if (!holdsOnly(state, u, lock, a, b)) continue;
      const gone = x + y - lock;
      const eliminations = bothLose(a, b, gone);
      return rectangleStep(
        state,
        'unique-rectangle-4',
        p,
        q,
        r,
        f,
        eliminations,
        [lock, gone],
        [u],
      );
    }
  }
  return null;
}

/** Whether unit u holds candidate d nowhere but in cells a and b. */
export function holdsOnly(state: GradeState, u: number, d: number, a: number, b: number): boolean {
  const { size, unitCells } = state.geometry;
  const bit = 1 << (d - 1);
  for (let i = u * size; i < u * size + size; i++) {
    const cell = unitCells[i];
    if (cell !== a && cell !== b && (state.cand[cell] & bit) !== 0) return false;
  }
  return true;
}

/** Type 3 keeps its smallest naked set over the whole search (the easiest, as SE takes it). */
let best: Step | null = null;
let bestSize = 0;
/** Scratch for one unit: item 0 is the roof (its extra digits), then the unit's other cells. */
const ITEM_CELLS = new Int32Array(32);
const ITEM_MASKS = new Uint16Array(32);
const CHOSEN = new Int32Array(8);
const UNIONS = new Uint16Array(8);

function checkType3(state: GradeState, p: number, q: number, r: number, f: number): Step | null {
  if (!findRoof(state, p, q, r, f)) return null;
  const { geometry, cand, values } = state;
  const { cellUnits, cellUnitStart, size, unitCells } = geometry;
  const a = roof[0];
  const b = roof[1];
  const extra = (cand[a] | cand[b]) & ~cand[p];
  // One extra digit shared by both is type 2's.
  if (popcount(extra) < 2) return null;
  for (let k = cellUnitStart[a]; k < cellUnitStart[a + 1]; k++) {
    const u = cellUnits[k];
    if (!inUnit(geometry, b, u)) continue;
    let count = 1;
    ITEM_MASKS[0] = extra;
    for (let i = u * size; i < u * size + size; i++) {
      const cell = unitCells[i];
      if (cell === a || cell === b || values[cell] !== 0) continue;
      ITEM_CELLS[count] = cell;
      ITEM_MASKS[count++] = cand[cell];
    }
    // Sets of the roof and setSize - 1 other cells, smallest first (SE looks up to 7), leaving
    // at least one other cell to lose digits.
    const largest = Math.min(7, count - 1, best === null ? 7 : bestSize - 1);
    let found = false;
    for (let setSize = 2; setSize <= largest && !found; setSize++) {
      CHOSEN[0] = -1;
      // Tight sets come in lexicographic order: those holding item 0, the roof, first.
      while (nextTightSet(ITEM_MASKS, count, setSize, CHOSEN, UNIONS) && CHOSEN[0] === 0) {
        const digits = UNIONS[setSize - 1];
        if (!losesAny(count, setSize, digits)) continue;
        best = type3Step(state, p, q, r, f, u, count, setSize, digits);
        bestSize = setSize;
        if (setSize === 2) return best;
        found = true;
        break;
      }
    }
  }
  return null;
}

/** Whether an item outside the chosen set holds one of `digits`. */
function losesAny(count: number, setSize: number, digits: number): boolean {
  for (let i = 1, j = 1; i < count; i++) {
    if (j < setSize && CHOSEN[j] === i) j++;
    else if (ITEM_MASKS[i] & digits) return true;
  }
  return false;
}

function type3Step(
  state: GradeState,
  p: number,
  q: number,
  r: number,
  f: number,
  u: number,
  count: number,
  setSize: number,
  digits: number,
): Step {
  const { cand } = state;
  const set: number[] = [];
  const eliminations: CellDigit[] = [];
  for (let i = 1, j = 1; i < count; i++) {
    const cell = ITEM_CELLS[i];
    if (j < setSize && CHOSEN[j] === i) {
      set.push(cell);
      j++;
    } else for (const d of digitsOf(cand[cell] & digits)) eliminations.push({ cell, digit: d });
  }
  return {
    technique: 'unique-rectangle-3',
    placements: [],
    eliminations,
    cells: cornersByRole(state, p, q, r, f).concat(set),
    digits: [...digitsOf(cand[p]), ...digitsOf(digits)],
    units: [u],
    // Sudoku Explainer: 4.5 plus a tenth for each cell of the naked set beyond the roof.
    seTenths: 45 + set.length,
  };
}

/** "…would form a deadly pattern on {2,6} (two solutions)", the start of every type's sentence. */
export function deadlyClause(geometry: Geometry, step: Step): string {
  const x = Math.min(step.digits[0], step.digits[1]);
  const y = Math.max(step.digits[0], step.digits[1]);
  return `${describeCells(geometry, step.cells.slice(0, 4))} would form a deadly pattern on {${x},${y}} (two solutions)`;
}

/** The sentence of types 2 and 5: z fills a corner, so cells seeing every corner with z lose it. */
export function explainExtraDigit(step: Step, geometry: Geometry): string {
  const z = step.digits[2];
  const losers = describeCells(
    geometry,
    step.eliminations.map((e) => e.cell),
  );
  return `${deadlyClause(geometry, step)} unless one of its corners that hold ${z} is ${z}, so ${losers}, seeing all of those corners, cannot be ${z}.`;
}

const SET_NAMES = ['', '', 'pair', 'triple', 'quad'];

function explainType3(step: Step, geometry: Geometry): string {
  const roofCells = describeCells(geometry, step.cells.slice(2, 4));
  const set = step.cells.slice(4);
  const digits = step.digits.slice(2).map(String);
  const name = SET_NAMES[set.length + 1] ?? `set of ${set.length + 1}`;
  const losers = describeCells(geometry, [...new Set(step.eliminations.map((e) => e.cell))]);
  return `${deadlyClause(geometry, step)} unless ${roofCells} take another of their candidates; counting those two as one cell, they and ${describeCells(geometry, set)} hold only ${listWithAnd(digits)} in ${describeUnit(geometry, step.units[0])}, a naked ${name}, so ${losers} cannot be ${listWithOr(digits)}.`;
}

function explainType4(step: Step, geometry: Geometry): string {
  const [x, y] = step.digits;
  const roofCells = describeCells(geometry, step.cells.slice(2, 4));
  return `${deadlyClause(geometry, step)}, and ${describeUnit(geometry, step.units[0])} holds ${x} only in ${roofCells}, so one of them is ${x} and neither can be ${y}.`;
}

/**
 * A unique rectangle technique of types 2 to 6 or the hidden rectangle: 100 points as in HoDoKu,
 * at level expert because they are tried only where every technique up to the expert ones is
 * stuck (TECHNIQUES lists levels in order).
 */
export function rectangleTechnique(
  id: TechniqueId,
  name: string,
  check: RectangleCheck,
  explain: Technique['explain'],
): Technique {
  return {
    id,
    name,
    level: 'expert',
    score: 100,
    assumesUnique: true,
    find: (state) => searchRectangles(state, check),
    explain,
  };
}

export const uniqueRectangle2 = rectangleTechnique(
  'unique-rectangle-2',
  'Unique rectangle type 2',
  checkType2,
  explainExtraDigit,
);

export const uniqueRectangle3: Technique = {
  ...rectangleTechnique('unique-rectangle-3', 'Unique rectangle type 3', checkType3, explainType3),
  find(state) {
    best = null;
    const found = searchRectangles(state, checkType3) ?? best;
    best = null;
    return found;
  },
};

export const uniqueRectangle4 = rectangleTechnique(
  'unique-rectangle-4',
  'Unique rectangle type 4',
  checkType4,
  explainType4,
);
