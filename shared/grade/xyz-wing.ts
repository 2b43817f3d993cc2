import { nameCell } from '../words.ts';
import { collectCommonPeers, describeLosses, isBivalue, wingStep } from './bivalue.ts';
import { lowestDigit, popcount } from './state.ts';
import type { CellDigit, Technique } from './types.ts';

/**
 * XYZ-Wing: a pivot {x,y,z} sees two bivalue pincers {x,z} and {y,z}. Whichever digit the
 * pivot takes, the pivot or a pincer is z, so no cell seeing all three can be z.
 *
 * A step's cells are [pivot, pincer with x, pincer with y] and its digits [x, y, z].
 */
export const xyzWing: Technique = {
  id: 'xyz-wing',
  name: 'XYZ-Wing',
  level: 'hard',
  score: 180,
  find(state) {
    const { geometry, cand, values } = state;
    const { cellCount, peers, peerStart } = geometry;
    for (let pivot = 0; pivot < cellCount; pivot++) {
      const m = cand[pivot];
      if (values[pivot] !== 0 || popcount(m) !== 3) continue;
      const end = peerStart[pivot + 1];
      for (let i = peerStart[pivot]; i < end; i++) {
        const p1 = peers[i];
        const m1 = cand[p1];
        if (!isBivalue(m1) || (m1 & ~m) !== 0) continue;
        for (let j = i + 1; j < end; j++) {
          const p2 = peers[j];
          const m2 = cand[p2];
          // Two different pairs inside a triple share exactly one digit: z.
          if (!isBivalue(m2) || (m2 & ~m) !== 0 || m2 === m1) continue;
          const z = lowestDigit(m1 & m2);
          if (collectCommonPeers(state, pivot, p1, p2, z, null, null) === 0) continue;
          const eliminations: CellDigit[] = [];
          collectCommonPeers(state, pivot, p1, p2, z, null, eliminations);
          return wingStep('xyz-wing', geometry, pivot, m, p1, m1, p2, z, eliminations);
        }
      }
    }
    return null;
  },
  explain(step, geometry) {
    const [pivot, p1, p2] = step.cells.map((cell) => nameCell(geometry, cell));
    const [x, y, z] = step.digits;
    return `XYZ-Wing: ${pivot} is ${x}, ${y} or ${z}; if ${x} then ${p1} is ${z}, if ${y} then ${p2} is ${z}, so one of the three is ${z} and a cell seeing all three cannot be ${z}: ${describeLosses(geometry, step.eliminations)}.`;
  },
};
