import { describeUnit } from '../geometry.ts';
import { nameCell } from '../words.ts';
import { collectCommonPeers, describeCells, describeLosses } from './bivalue.ts';
import { skippingUnchanged } from './changed-digits.ts';
import type { GradeState } from './state.ts';
import { findStrongLinks } from './strong-links.ts';
import type { CellDigit, Step, Technique } from './types.ts';

/**
 * 2-String Kite: a row and a column each hold d in exactly two cells, the four cells are
 * different, and one end of each lies in the same box (or jigsaw region). Those two ends see
 * each other, so at most one is d and one of the free ends is d: no cell seeing both free ends
 * can be d (usually the one cell at the row end's column and the column end's row).
 *
 * A step's cells are [row's free end, row's box end, column's box end, column's free end], a
 * chain in that order; its units are [the box, the row, the column].
 */
export const twoStringKite: Technique = {
  id: 'two-string-kite',
  name: '2-String Kite',
  level: 'hard',
  score: 150,
  find: skippingUnchanged(findKite),
  explain(step, geometry) {
    const [rowFree, rowEnd, colEnd, colFree] = step.cells.map((c) => nameCell(geometry, c));
    const rowPair = describeCells(geometry, [step.cells[1], step.cells[0]]);
    const columnPair = describeCells(geometry, [step.cells[2], step.cells[3]]);
    const [box, row, column] = step.units.map((u) => describeUnit(geometry, u));
    const d = step.digits[0];
    return `2-String Kite on ${d}: ${row} has ${d} only in ${rowPair}; ${column} only in ${columnPair}; ${rowEnd} and ${colEnd} share ${box}, so ${rowFree} or ${colFree} is ${d}: ${describeLosses(geometry, step.eliminations)}.`;
  },
};

/** The first 2-String Kite on the given digits (a mask), digits ascending. */
function findKite(state: GradeState, digits: number): Step | null {
  const { size, regionOf } = state.geometry;
  for (let d = 1; d <= size; d++) {
    if ((digits & (1 << (d - 1))) === 0) continue;
    const { a, b, ofUnit, count } = findStrongLinks(state, d);
    if (count < 2) continue;
    for (let row = 0; row < size; row++) {
      const kr = ofUnit[row];
      if (kr < 0) continue;
      for (let column = size; column < 2 * size; column++) {
        const kc = ofUnit[column];
        if (kc < 0) continue;
        const r1 = a[kr];
        const r2 = b[kr];
        const c1 = a[kc];
        const c2 = b[kc];
        // A shared cell makes a different pattern (one of the ends, or both others, is d).
        if (r1 === c1 || r1 === c2 || r2 === c1 || r2 === c2) continue;
        for (let i = 0; i < 4; i++) {
          const rowEnd = i < 2 ? r1 : r2;
          const colEnd = (i & 1) === 0 ? c1 : c2;
          if (regionOf[rowEnd] !== regionOf[colEnd]) continue;
          const rowFree = rowEnd === r1 ? r2 : r1;
          const colFree = colEnd === c1 ? c2 : c1;
          if (collectCommonPeers(state, rowFree, colFree, -1, d, null, null) === 0) continue;
          const eliminations: CellDigit[] = [];
          collectCommonPeers(state, rowFree, colFree, -1, d, null, eliminations);
          return {
            technique: 'two-string-kite',
            placements: [],
            eliminations,
            cells: [rowFree, rowEnd, colEnd, colFree],
            digits: [d],
            units: [2 * size + regionOf[rowEnd], row, column],
          };
        }
      }
    }
  }
  return null;
}
