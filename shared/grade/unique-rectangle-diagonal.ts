import { describeUnit, type Geometry } from '../geometry.ts';
import { listWithAnd, nameCell } from '../words.ts';
import { describeCells } from './bivalue.ts';
import { type GradeState, lowestDigit } from './state.ts';
import type { Step, Technique } from './types.ts';
import {
  bothLose,
  deadlyClause,
  explainExtraDigit,
  extraDigitStep,
  holdsOnly,
  rectangleStep,
  rectangleTechnique,
} from './unique-rectangle-roof.ts';

/**
 * Unique rectangles whose corners with extra candidates are not one side of it, and the hidden
 * rectangle, which reads strong links instead of extra candidates:
 * - type 5: two opposite corners, or three corners, hold {x,y} plus z and nothing else: one of
 *   them is z, so a cell that sees all of them is not (type 2 with the extras placed otherwise);
 * - type 6: two opposite corners hold only {x,y}; both rows (or both columns) of the rectangle
 *   hold x only in its corners. If another corner were x, the strong links would make the fourth
 *   x as well and the rectangle deadly, so those two corners lose x;
 * - hidden rectangle: corner P holds only {x,y}, and the row and the column of the opposite
 *   corner F hold x only in the rectangle. If F were y, x would fill both corners beside F and
 *   P would be y: deadly. So F loses y.
 * These assume the puzzle has one solution. Types 5 and 6 list the corners holding only {x,y}
 * first; the hidden rectangle lists them in reading order.
 */

function checkType5(state: GradeState, p: number, q: number, r: number, f: number): Step | null {
  const { cand } = state;
  const m = cand[p];
  if (cand[q] === m || cand[r] === m) return null;
  // Opposite corners q and r, or q, r and f.
  const c = cand[f] === m ? -1 : f;
  return extraDigitStep(state, 'unique-rectangle-5', p, q, r, f, q, r, c);
}

function checkType6(state: GradeState, p: number, q: number, r: number, f: number): Step | null {
  const { cand, geometry } = state;
  const m = cand[p];
  if (cand[f] !== m || cand[q] === m || cand[r] === m) return null;
  const { size } = geometry;
  const rowP = Math.floor(p / size);
  const rowR = Math.floor(r / size);
  const colP = size + (p % size);
  const colQ = size + (q % size);
  const x = lowestDigit(m);
  const y = lowestDigit(m & (m - 1));
  for (let lock = x; lock !== 0; lock = lock === x ? y : 0) {
    let units: number[] | null = null;
    if (holdsOnly(state, rowP, lock, p, q) && holdsOnly(state, rowR, lock, r, f)) {
      units = [rowP, rowR];
    } else if (holdsOnly(state, colP, lock, p, r) && holdsOnly(state, colQ, lock, q, f)) {
      units = [colP, colQ];
    }
    if (units === null) continue;
    const digits = [lock, x + y - lock];
    return rectangleStep(
      state,
      'unique-rectangle-6',
      p,
      q,
      r,
      f,
      bothLose(q, r, lock),
      digits,
      units,
    );
  }
  return null;
}

function checkHidden(state: GradeState, p: number, q: number, r: number, f: number): Step | null {
  const { cand, geometry } = state;
  const m = cand[p];
  const { size } = geometry;
  const rowF = Math.floor(f / size);
  const colF = size + (f % size);
  const x = lowestDigit(m);
  const y = lowestDigit(m & (m - 1));
  for (let lock = x; lock !== 0; lock = lock === x ? y : 0) {
    if (!holdsOnly(state, rowF, lock, r, f) || !holdsOnly(state, colF, lock, q, f)) continue;
    const gone = x + y - lock;
    return {
      technique: 'hidden-rectangle',
      placements: [],
      eliminations: [{ cell: f, digit: gone }],
      cells: [p, q, r, f].sort((i, j) => i - j),
      digits: [lock, gone],
      units: [rowF, colF],
    };
  }
  return null;
}

function explainType6(step: Step, geometry: Geometry): string {
  const [x, y] = step.digits;
  const lines = listWithAnd(step.units.map((u) => describeUnit(geometry, u)));
  const [a, b] = step.cells.slice(2, 4).map((cell) => nameCell(geometry, cell));
  return `${deadlyClause(geometry, step)}; ${lines} hold ${x} only in its corners, so if ${a} or ${b} were ${x}, the other would be ${x} too and the two other corners ${y}: ${describeCells(geometry, step.cells.slice(2, 4))} cannot be ${x}.`;
}

function explainHidden(step: Step, geometry: Geometry): string {
  const [x, y] = step.digits;
  const f = step.eliminations[0].cell;
  const { size } = geometry;
  const p = step.cells.find(
    (cell) => Math.floor(cell / size) !== Math.floor(f / size) && cell % size !== f % size,
  ) as number;
  const [row, column] = step.units.map((u) => describeUnit(geometry, u));
  return `${deadlyClause(geometry, step)}; ${row} and ${column} hold ${x} only in its corners, so if ${nameCell(geometry, f)} were ${y}, ${x} would fill the two corners beside it and ${nameCell(geometry, p)} would be ${y}: ${nameCell(geometry, f)} cannot be ${y}.`;
}

export const uniqueRectangle5 = rectangleTechnique(
  'unique-rectangle-5',
  'Unique rectangle type 5',
  checkType5,
  explainExtraDigit,
);

export const uniqueRectangle6 = rectangleTechnique(
  'unique-rectangle-6',
  'Unique rectangle type 6',
  checkType6,
  explainType6,
);

export const hiddenRectangle: Technique = rectangleTechnique(
  'hidden-rectangle',
  'Hidden rectangle',
  checkHidden,
  explainHidden,
);
