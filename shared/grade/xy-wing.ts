import { nameCell } from '../words.ts';
import { collectCommonPeers, describeLosses, isBivalue, wingStep } from './bivalue.ts';
import { lowestDigit } from './state.ts';
import type { CellDigit, Technique } from './types.ts';

/**
 * XY-Wing: a bivalue pivot {x,y} sees two bivalue pincers {x,z} and {y,z}. Whichever digit the
 * pivot takes, one pincer is z, so no cell seeing both pincers can be z.
 *
 * A step's cells are [pivot, pincer with x, pincer with y] and its digits [x, y, z].
 */
export const xyWing: Technique = {
  id: 'xy-wing',
  name: 'XY-Wing',
  level: 'hard',
  score: 160,
  find(state) {
    const { geometry, cand, values } = state;
    const { cellCount, peers, peerStart } = geometry;
    for (let pivot = 0; pivot < cellCount; pivot++) {
      const m = cand[pivot];
      if (values[pivot] !== 0 || !isBivalue(m)) continue;
      const end = peerStart[pivot + 1];
      for (let i = peerStart[pivot]; i < end; i++) {
        const p1 = peers[i];
        const m1 = cand[p1];
        if (!isBivalue(m1) || m1 === m || (m1 & m) === 0) continue;
        for (let j = i + 1; j < end; j++) {
          const p2 = peers[j];
          const m2 = cand[p2];
          // Two bivalue masks whose symmetric difference is the pivot share exactly one digit,
          // and it is not one of the pivot's.
          if (!isBivalue(m2) || (m1 ^ m2) !== m) continue;
          const z = lowestDigit(m1 & m2);
          if (collectCommonPeers(state, p1, p2, -1, z, null, null) === 0) continue;
          const eliminations: CellDigit[] = [];
          collectCommonPeers(state, p1, p2, -1, z, null, eliminations);
          return wingStep('xy-wing', geometry, pivot, m, p1, m1, p2, z, eliminations);
        }
      }
    }
    return null;
  },
  explain(step, geometry) {
    const [pivot, p1, p2] = step.cells.map((cell) => nameCell(geometry, cell));
    const [x, y, z] = step.digits;
    return `XY-Wing: ${pivot} is ${x} or ${y}; if ${x} then ${p1} is ${z}, if ${y} then ${p2} is ${z}, so a cell seeing both ${p1} and ${p2} cannot be ${z}: ${describeLosses(geometry, step.eliminations)}.`;
  },
};
