import { describeUnit } from '../geometry.ts';
import { nameCell } from '../words.ts';
import { describeCells, describeLosses } from './bivalue.ts';
import { skippingUnchanged } from './changed-digits.ts';
import { type GradeState, lowestDigit } from './state.ts';
import { findStrongLinks, type StrongLinks } from './strong-links.ts';
import type { Step, Technique } from './types.ts';

/**
 * Empty rectangle: in a box (or jigsaw region) every candidate of d lies on one row r or one
 * column c (the cross), and not all on one line (that is a pointing pair's job). Take a column that holds d only in two cells, one of them
 * (r, c2) on row r outside the box, the other (r2, c2). If (r2, c2) is d, (r2, c) is not; if
 * (r, c2) is d, the box's d is pushed into column c, outside row r, and again (r2, c) is not d.
 * So (r2, c) loses d when it lies outside the box. Symmetrically a row holding d only in
 * (r2, c) and (r2, c3) removes d from (r, c3).
 *
 * The argument uses nothing but rows, columns and the region, so it holds in jigsaw too.
 * A step's cells are the box's candidates, then the link's end on the cross and its far end;
 * its units are [the box, the link's line, row r, column c].
 */
export const emptyRectangle: Technique = {
  id: 'empty-rectangle',
  name: 'Empty Rectangle',
  level: 'hard',
  score: 120,
  find: skippingUnchanged(findRectangle),
  explain(step, geometry) {
    const d = step.digits[0];
    const [box, line, row, column] = step.units.map((u) => describeUnit(geometry, u));
    const boxCells = step.cells.slice(0, -2);
    const near = nameCell(geometry, step.cells[step.cells.length - 2]);
    const far = nameCell(geometry, step.cells[step.cells.length - 1]);
    const arm = geometry.unitKinds[step.units[1]] === 'column' ? column : row;
    return `Empty rectangle on ${d}: ${box} holds ${d} only in ${row} and ${column} (${describeCells(geometry, boxCells)}), and ${line} holds ${d} only in ${describeCells(geometry, step.cells.slice(-2))}; if ${far} is not ${d} then ${near} is, which pushes ${box}'s ${d} into ${arm}, so either way ${describeLosses(geometry, step.eliminations)}.`;
  },
};

/** The first empty rectangle on the given digits (a mask), digits ascending. */
function findRectangle(state: GradeState, digits: number): Step | null {
  const { geometry, cand } = state;
  const { size, unitCount, unitKinds, unitCells } = geometry;
  for (let d = 1; d <= size; d++) {
    if ((digits & (1 << (d - 1))) === 0) continue;
    const links = findStrongLinks(state, d);
    if (links.count === 0) continue;
    const bit = 1 << (d - 1);
    for (let box = 0; box < unitCount; box++) {
      if (unitKinds[box] !== 'box' && unitKinds[box] !== 'region') continue;
      // Rows and columns of the box's candidates, as bit sets.
      let rows = 0;
      let columns = 0;
      let n = 0;
      for (let i = box * size; i < box * size + size; i++) {
        const cell = unitCells[i];
        if ((cand[cell] & bit) === 0) continue;
        rows |= 1 << Math.floor(cell / size);
        columns |= 1 << (cell % size);
        n++;
      }
      if (n < 2 || (rows & (rows - 1)) === 0 || (columns & (columns - 1)) === 0) continue;
      for (let rs = rows; rs !== 0; rs &= rs - 1) {
        const r = lowestDigit(rs) - 1;
        for (let cs = columns; cs !== 0; cs &= cs - 1) {
          const c = lowestDigit(cs) - 1;
          if (!coversBox(state, box, bit, r, c)) continue;
          const step = linkThroughCross(state, links, d, box, r, c);
          if (step) return step;
        }
      }
    }
  }
  return null;
}

/** Whether every candidate d of the box lies on row r or column c. */
function coversBox(state: GradeState, box: number, bit: number, r: number, c: number): boolean {
  const { size, unitCells } = state.geometry;
  for (let i = box * size; i < box * size + size; i++) {
    const cell = unitCells[i];
    if ((state.cand[cell] & bit) !== 0 && Math.floor(cell / size) !== r && cell % size !== c) {
      return false;
    }
  }
  return true;
}

/**
 * The first strong link on d in a line (rows first, then columns) that meets the cross (r, c)
 * of the box outside it and whose far end removes d from the other arm's line, as a step; or null.
 */
function linkThroughCross(
  state: GradeState,
  links: StrongLinks,
  d: number,
  box: number,
  r: number,
  c: number,
): Step | null {
  const { size, regionOf } = state.geometry;
  const bit = 1 << (d - 1);
  const region = box - 2 * size;
  // Links come in unit order: rows, then columns, then boxes.
  for (let k = 0; k < links.count && links.unit[k] < 2 * size; k++) {
    const line = links.unit[k];
    const isRow = line < size;
    // A row link must meet column c, a column link row r, in exactly one of its two cells.
    const a = links.a[k];
    const b = links.b[k];
    const aOnCross = isRow ? a % size === c : Math.floor(a / size) === r;
    const bOnCross = isRow ? b % size === c : Math.floor(b / size) === r;
    if (aOnCross === bOnCross || line === r || line === size + c) continue;
    const near = aOnCross ? a : b;
    const far = aOnCross ? b : a;
    if (regionOf[near] === region) continue;
    const target = isRow ? r * size + (far % size) : Math.floor(far / size) * size + c;
    if ((state.cand[target] & bit) === 0 || regionOf[target] === region) continue;
    const cells: number[] = [];
    for (let i = box * size; i < box * size + size; i++) {
      const cell = state.geometry.unitCells[i];
      if (state.cand[cell] & bit) cells.push(cell);
    }
    cells.push(near, far);
    return {
      technique: 'empty-rectangle',
      placements: [],
      eliminations: [{ cell: target, digit: d }],
      cells,
      digits: [d],
      units: [box, line, r, size + c],
    };
  }
  return null;
}
