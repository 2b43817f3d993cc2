import type { Geometry } from '../geometry.ts';
import { nameCell } from '../words.ts';
import { describeCells, isBivalue } from './bivalue.ts';
import { digitsOf, type GradeState } from './state.ts';
import type { CellDigit, Step, Technique } from './types.ts';

/**
 * Unique rectangle, type 1. Four empty cells in two rows and two columns, two in each of two
 * boxes; three hold only {x,y}. If the fourth were x or y too, x and y could be swapped around
 * the rectangle and the puzzle would have two solutions (a deadly pattern), so the fourth loses
 * x and y. This assumes the puzzle has one solution.
 *
 * Corners are named by their place: P and its row partner Q, its column partner R, and the
 * fourth F opposite P. In a deadly pattern P and F hold the same digit, Q and R the other.
 * A step's cells are the four corners in reading order; its digits [x, y].
 */
export const uniqueRectangle1: Technique = {
  id: 'unique-rectangle-1',
  name: 'Unique rectangle type 1',
  level: 'hard',
  score: 100,
  assumesUnique: true,
  find(state) {
    return searchRectangles(state, checkType1);
  },
  explain(step, geometry) {
    const [x, y] = step.digits;
    const fourth = nameCell(geometry, step.eliminations[0].cell);
    return `${describeCells(geometry, step.cells)} would form a deadly pattern on {${x},${y}} (two solutions), so ${fourth} cannot be ${x} or ${y}.`;
  },
};

function checkType1(state: GradeState, p: number, q: number, r: number, f: number): Step | null {
  const { cand, geometry } = state;
  const m = cand[p];
  if (cand[q] !== m || cand[r] !== m || cand[f] === m) return null;
  const [x, y] = digitsOf(m);
  const eliminations: CellDigit[] = [
    { cell: f, digit: x },
    { cell: f, digit: y },
  ];
  // Units run rows, columns, then boxes (or regions): box b is unit 2N + b.
  const boxes = 2 * geometry.size;
  return {
    technique: 'unique-rectangle-1',
    placements: [],
    eliminations,
    cells: [p, q, r, f].sort((i, j) => i - j),
    digits: [x, y],
    units: [boxes + geometry.regionOf[f], boxes + geometry.regionOf[p]],
  };
}

/** What a unique rectangle type asks of a rectangle found by searchRectangles: its step, or null. */
export type RectangleCheck = (
  state: GradeState,
  p: number,
  q: number,
  r: number,
  f: number,
) => Step | null;

/**
 * Every rectangle that could become deadly, in a fixed order, until `check` answers a step.
 * Every unique rectangle type has a corner P holding only its two digits {x,y}; the search takes
 * each such P in reading order, its row partner Q and column partner R (each in reading order),
 * and the fourth corner F, whenever all four hold x and y and the shape is deadly. A rectangle
 * comes once for each of its bivalue corners. Contract: `check` reads `state`, never changes it.
 */
export function searchRectangles(state: GradeState, check: RectangleCheck): Step | null {
  const { geometry, cand, values } = state;
  const { cellCount, size, regionOf } = geometry;
  const diagonals = geometry.variant === 'x';
  for (let p = 0; p < cellCount; p++) {
    const m = cand[p];
    if (values[p] !== 0 || !isBivalue(m)) continue;
    const row = p - (p % size);
    const col = p % size;
    for (let q = row; q < row + size; q++) {
      if (q === p || (cand[q] & m) !== m) continue;
      for (let r = col; r < cellCount; r += size) {
        if (r === p || (cand[r] & m) !== m) continue;
        const f = r - col + (q % size);
        if ((cand[f] & m) !== m) continue;
        // Two boxes (or regions), split along the rows or along the columns: with rows and
        // columns, that is every unit a corner has, but for an X-sudoku's diagonals.
        const rowsSplit = regionOf[p] === regionOf[q] && regionOf[r] === regionOf[f];
        const colsSplit = regionOf[p] === regionOf[r] && regionOf[q] === regionOf[f];
        if (rowsSplit === colsSplit || (diagonals && !isDeadlyShape(geometry, p, q, r, f)))
          continue;
        const step = check(state, p, q, r, f);
        if (step) return step;
      }
    }
  }
  return null;
}

/**
 * Whether swapping the two digits around the rectangle keeps every unit valid: each unit that
 * holds a corner must hold exactly two, one of each colour (P and F are one colour, Q and R the
 * other). This holds for boxes and jigsaw regions split two and two, and rules out corners on
 * an X-sudoku diagonal, where a unit would hold one corner or two of the same colour.
 */
function isDeadlyShape(geometry: Geometry, p: number, q: number, r: number, f: number): boolean {
  return (
    unitsPairCorners(geometry, p, p, q, r, f) &&
    unitsPairCorners(geometry, q, p, q, r, f) &&
    unitsPairCorners(geometry, r, p, q, r, f) &&
    unitsPairCorners(geometry, f, p, q, r, f)
  );
}

/** Whether every unit of `corner` holds exactly one corner of each colour. */
function unitsPairCorners(
  geometry: Geometry,
  corner: number,
  p: number,
  q: number,
  r: number,
  f: number,
): boolean {
  const { cellUnits, cellUnitStart } = geometry;
  for (let k = cellUnitStart[corner]; k < cellUnitStart[corner + 1]; k++) {
    const u = cellUnits[k];
    const even = Number(inUnit(geometry, p, u)) + Number(inUnit(geometry, f, u));
    const odd = Number(inUnit(geometry, q, u)) + Number(inUnit(geometry, r, u));
    if (even !== 1 || odd !== 1) return false;
  }
  return true;
}

/** Whether `cell` lies in unit u. */
export function inUnit(geometry: Geometry, cell: number, u: number): boolean {
  const { cellUnits, cellUnitStart } = geometry;
  for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) {
    if (cellUnits[k] === u) return true;
  }
  return false;
}
