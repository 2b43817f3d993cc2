import {
  almostLockedSets,
  narrowTargets,
  overlap,
  pushEliminations,
  SCRATCH,
  startTargets,
} from './als.ts';
import { alsLinks } from './als-links.ts';
import { cellSet, describeAllLosses, describeSet } from './als-words.ts';
import { spendChainWork } from './implications.ts';
import { lowestDigit } from './state.ts';
import type { CellDigit, Technique } from './types.ts';

/**
 * ALS-XY-Wing: a pivot almost locked set C linked to set A by a restricted common digit x and
 * to set B by another, y (the three share no cell). C cannot lose both x and y, so A has no x (and is locked on its other
 * digits) or B has no y (likewise). For a digit z of both A and B other than x and y, z is then
 * in A or in B, and a cell seeing every z of both cannot be z.
 *
 * A step's cells are A's, C's, then B's, `sets` [A, C, B], digits [x, y, z].
 */
export const alsXyWing: Technique = {
  id: 'als-xy-wing',
  name: 'ALS-XY-Wing',
  level: 'expert',
  score: 320,
  find(state) {
    if (state.geometry.size > 9) return null;
    const als = almostLockedSets(state);
    const { start, to, rcc } = alsLinks(als);
    const { count, mask, reach } = als;
    let tried = 0;
    for (let c = 0; c < count; c++) {
      for (let i = start[c]; i < start[c + 1]; i++) {
        const reachI = mask[to[i]] & reach[to[i]];
        for (let j = i + 1; j < start[c + 1]; j++) {
          // z is a digit both outer sets reach (some cell sees all its cells in each).
          const common = reachI & mask[to[j]] & reach[to[j]];
          if (common === 0) continue;
          // A is the lower of the two sets, so a wing is told the same way round however found.
          const ia = to[i] < to[j] ? i : j;
          const ib = ia === i ? j : i;
          const a = to[ia];
          const b = to[ib];
          if (overlap(als, a, b)) continue;
          tried++;
          for (let m = common; m !== 0; m &= m - 1) {
            const zBit = m & -m;
            const xs = rcc[ia] & ~zBit;
            const ys = rcc[ib] & ~zBit;
            // x and y must differ: impossible only when both are the same single digit.
            if (xs === 0 || ys === 0 || (xs === ys && (xs & (xs - 1)) === 0)) continue;
            const z = lowestDigit(zBit);
            startTargets(als, a, z);
            if (!narrowTargets(als, b, z)) continue;
            let x = lowestDigit(xs);
            let ysLeft = ys & ~(1 << (x - 1));
            if (ysLeft === 0) {
              x = lowestDigit(xs & ~ys);
              ysLeft = ys;
            }
            const y = lowestDigit(ysLeft);
            const eliminations: CellDigit[] = [];
            pushEliminations(eliminations, SCRATCH[0], SCRATCH[1], SCRATCH[2], z);
            spendChainWork(tried);
            const sets = [cellSet(als, a), cellSet(als, c), cellSet(als, b)];
            return {
              technique: 'als-xy-wing',
              placements: [],
              eliminations,
              cells: sets.flatMap((set) => set.cells),
              digits: [x, y, z],
              units: [als.unit[c], als.unit[a], als.unit[b]],
              sets,
            };
          }
        }
      }
    }
    spendChainWork(tried);
    return null;
  },
  explain(step, geometry) {
    const [a, c, b] = step.sets ?? [];
    const [x, y, z] = step.digits;
    return `Three sets of cells each hold one digit more than they have cells: first ${describeSet(geometry, a)}; then ${describeSet(geometry, c)}; last ${describeSet(geometry, b)}. Every ${x} of the first sees every ${x} of the second, and every ${y} of the second every ${y} of the last. The second cannot lose both ${x} and ${y}, so the first has no ${x} or the last no ${y}, and that set is locked on its other digits, ${z} among them: ${z} is in the first set or the last, so ${describeAllLosses(geometry, step.eliminations)}.`;
  },
};
