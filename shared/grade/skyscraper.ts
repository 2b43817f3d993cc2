import { describeUnit } from '../geometry.ts';
import { nameCell } from '../words.ts';
import { collectCommonPeers, describeCells, describeLosses } from './bivalue.ts';
import { skippingUnchanged } from './changed-digits.ts';
import type { GradeState } from './state.ts';
import { findStrongLinks } from './strong-links.ts';
import type { CellDigit, Step, Technique } from './types.ts';

/**
 * Skyscraper: two parallel lines (two rows, or two columns) each hold d in exactly two cells,
 * and one end of each (the bases) shares a cross line. The bases see each other, so at most one
 * is d, and one of the other two ends (the tops) is d: no cell seeing both tops can be d.
 * When the tops share a cross line too, the pattern is an X-Wing and is left to it.
 *
 * A step's cells are [base, top] of the first line, then [base, top] of the second; its units
 * are [first line, second line, the bases' cross line].
 */
export const skyscraper: Technique = {
  id: 'skyscraper',
  name: 'Skyscraper',
  level: 'hard',
  score: 130,
  find: skippingUnchanged(findSkyscraper),
  explain(step, geometry) {
    const [, topA, , topB] = step.cells.map((cell) => nameCell(geometry, cell));
    const [l1, l2, cross] = step.units;
    const kind = geometry.unitKinds[l1];
    const first = kind === 'row' ? 0 : geometry.size;
    const lines = `${kind}s ${l1 - first + 1} and ${l2 - first + 1}`;
    const d = step.digits[0];
    return `Skyscraper on ${d}: in ${lines}, ${d} is only in two cells each, and ${describeCells(geometry, [step.cells[0], step.cells[2]])} share ${describeUnit(geometry, cross)}, so one of the tops ${topA} or ${topB} is ${d}: ${describeLosses(geometry, step.eliminations)}.`;
  },
};

/** The first skyscraper on the given digits (a mask), digits ascending. */
function findSkyscraper(state: GradeState, digits: number): Step | null {
  const { size } = state.geometry;
  for (let d = 1; d <= size; d++) {
    if ((digits & (1 << (d - 1))) === 0) continue;
    const { a, b, ofUnit, count } = findStrongLinks(state, d);
    if (count < 2) continue;
    // Rows are units 0..N-1, columns N..2N-1; along a row a cell's place is its column.
    for (let first = 0; first < 2 * size; first += size) {
      const across = first === 0 ? size : 0;
      for (let l1 = first; l1 < first + size; l1++) {
        const k1 = ofUnit[l1];
        if (k1 < 0) continue;
        for (let l2 = l1 + 1; l2 < first + size; l2++) {
          const k2 = ofUnit[l2];
          if (k2 < 0) continue;
          const a1 = place(a[k1], size, first);
          const a2 = place(b[k1], size, first);
          const b1 = place(a[k2], size, first);
          const b2 = place(b[k2], size, first);
          // Ends are in line order, so a1 < a2 and b1 < b2: at most the X-Wing lines up twice.
          if (a1 === b1 && a2 === b2) continue;
          const pos = a1 === b1 || a1 === b2 ? a1 : a2;
          if (pos !== b1 && pos !== b2) continue;
          const baseA = pos === a1 ? a[k1] : b[k1];
          const topA = pos === a1 ? b[k1] : a[k1];
          const baseB = pos === b1 ? a[k2] : b[k2];
          const topB = pos === b1 ? b[k2] : a[k2];
          if (collectCommonPeers(state, topA, topB, -1, d, null, null) === 0) continue;
          const eliminations: CellDigit[] = [];
          collectCommonPeers(state, topA, topB, -1, d, null, eliminations);
          return {
            technique: 'skyscraper',
            placements: [],
            eliminations,
            cells: [baseA, topA, baseB, topB],
            digits: [d],
            units: [l1, l2, across + pos],
          };
        }
      }
    }
  }
  return null;
}

/** A cell's place along a line: its column for a row (first unit 0), its row for a column. */
function place(cell: number, size: number, first: number): number {
  return first === 0 ? cell % size : Math.floor(cell / size);
}
