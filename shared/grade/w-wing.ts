import { describeUnit } from '../geometry.ts';
import { nameCell } from '../words.ts';
import { collectCommonPeers, describeLosses, isBivalue } from './bivalue.ts';
import { type GradeState, lowestDigit, seesCell } from './state.ts';
import { findStrongLinks } from './strong-links.ts';
import type { CellDigit, Technique } from './types.ts';

/**
 * W-Wing: two bivalue cells a and b with the same pair {x,y} that do not see each other, and a
 * unit whose only places for x are two other cells, one seeing a and one seeing b (a strong
 * link). a and b cannot both be x (that unit would lose its x), so one of them is y, and no
 * cell seeing both can be y.
 *
 * A step's cells are [a, b, link end seeing a, link end seeing b], its digits [x, y] and its
 * units [the link's unit].
 */
export const wWing: Technique = {
  id: 'w-wing',
  name: 'W-Wing',
  level: 'hard',
  score: 150,
  find(state) {
    const { geometry, cand, values } = state;
    const { cellCount } = geometry;
    for (let a = 0; a < cellCount; a++) {
      const m = cand[a];
      if (values[a] !== 0 || !isBivalue(m)) continue;
      for (let b = a + 1; b < cellCount; b++) {
        if (cand[b] !== m || seesCell(geometry, a, b)) continue;
        for (let rest = m; rest !== 0; rest &= rest - 1) {
          const x = lowestDigit(rest);
          const y = lowestDigit(m & ~(1 << (x - 1)));
          if (collectCommonPeers(state, a, b, -1, y, null, null) === 0) continue;
          if (!findStrongLink(state, a, b, x)) continue;
          const eliminations: CellDigit[] = [];
          collectCommonPeers(state, a, b, -1, y, null, eliminations);
          return {
            technique: 'w-wing',
            placements: [],
            eliminations,
            cells: [a, b, LINK[1], LINK[2]],
            digits: [x, y],
            units: [LINK[0]],
          };
        }
      }
    }
    return null;
  },
  explain(step, geometry) {
    const [a, b, ea, eb] = step.cells.map((cell) => nameCell(geometry, cell));
    const [x, y] = step.digits;
    const unit = describeUnit(geometry, step.units[0]);
    return `W-Wing: ${a} and ${b} are both ${x} or ${y}, and ${unit} can hold ${x} only in ${ea} (seeing ${a}) or ${eb} (seeing ${b}), so ${a} and ${b} cannot both be ${x}; one of them is ${y}, so a cell seeing both cannot be ${y}: ${describeLosses(geometry, step.eliminations)}.`;
  },
};

/** The strong link findStrongLink found last: [unit, end seeing a, end seeing b]. */
const LINK = new Int32Array(3);

/**
 * Whether some unit holds x in exactly two cells, neither a nor b, one seeing a and the other
 * seeing b; the first such link (by unit) is left in LINK.
 */
function findStrongLink(state: GradeState, a: number, b: number, x: number): boolean {
  const { geometry } = state;
  const links = findStrongLinks(state, x);
  for (let k = 0; k < links.count; k++) {
    const first = links.a[k];
    const second = links.b[k];
    if (first === a || first === b || second === a || second === b) continue;
    LINK[0] = links.unit[k];
    if (seesCell(geometry, a, first) && seesCell(geometry, b, second)) {
      LINK[1] = first;
      LINK[2] = second;
      return true;
    }
    if (seesCell(geometry, a, second) && seesCell(geometry, b, first)) {
      LINK[1] = second;
      LINK[2] = first;
      return true;
    }
  }
  return false;
}
