import {
  type AlsList,
  almostLockedSets,
  narrowTargets,
  pushEliminations,
  SCRATCH,
  startTargets,
} from './als.ts';
import { visitLinks } from './als-links.ts';
import { cellSet, describeAllLosses, describeSet } from './als-words.ts';
import { lowestDigit } from './state.ts';
import type { CellDigit, Step, Technique } from './types.ts';

/**
 * ALS-XZ: two almost locked sets A and B with no cell in common, and a digit x both hold where
 * every x of A sees every x of B (a restricted common digit): at most one set holds x, so the
 * other is locked on its remaining digits. For any other digit z both hold, z is then in A or
 * in B, and a cell seeing every z of both cannot be z.
 *
 * Doubly linked: with two restricted common digits x and y, neither set can lose both (one
 * would lose x, the other y), so both are locked: x and y each fill one of the two sets (no
 * cell seeing all of that digit's cells in both can hold it), and every other digit of a set
 * fills that set (no cell seeing all its cells with that digit can hold it).
 *
 * A step's cells are A's then B's, `sets` [A, B], digits [x, z] (doubly linked: [x, y]).
 */
export const alsXz: Technique = {
  id: 'als-xz',
  name: 'ALS-XZ',
  level: 'expert',
  score: 300,
  find(state) {
    if (state.geometry.size > 9) return null;
    const als = almostLockedSets(state);
    found = null;
    visitLinks(als, (a, b, rcc) => {
      const eliminations: CellDigit[] = [];
      if ((rcc & (rcc - 1)) === 0) {
        for (let m = als.mask[a] & als.mask[b] & ~rcc; m !== 0; m &= m - 1) {
          const z = lowestDigit(m);
          startTargets(als, a, z);
          if (narrowTargets(als, b, z))
            pushEliminations(eliminations, SCRATCH[0], SCRATCH[1], SCRATCH[2], z);
        }
        if (eliminations.length === 0) return false;
        found = alsStep(als, a, b, [lowestDigit(rcc), eliminations[0].digit], eliminations, false);
        return true;
      }
      doublyLinked(als, a, b, rcc, eliminations);
      if (eliminations.length === 0) return false;
      found = alsStep(
        als,
        a,
        b,
        [lowestDigit(rcc), lowestDigit(rcc & (rcc - 1))],
        eliminations,
        true,
      );
      return true;
    });
    return found;
  },
  explain(step, geometry) {
    const [a, b, back] = step.sets ?? [];
    const [x, z] = step.digits;
    const losses = describeAllLosses(geometry, step.eliminations);
    const head = `Two sets of cells each hold one digit more than they have cells: ${describeSet(geometry, a)} and ${describeSet(geometry, b)}.`;
    if (back) {
      return `${head} Every ${x} of one set sees every ${x} of the other, and so does every ${z}, so neither set can lose both and both are locked: ${x} and ${z} each fill one of them and every other digit fills its own set, so ${losses}.`;
    }
    return `${head} Every ${x} of one set sees every ${x} of the other, so one set has no ${x} and is locked on its other digits, ${z} among them: ${z} is in one of the two sets, so ${losses}.`;
  },
};

let found: Step | null = null;

/** The step of sets a and b (doubly linked: the sets close on a). */
function alsStep(
  als: AlsList,
  a: number,
  b: number,
  digits: number[],
  eliminations: CellDigit[],
  doubly: boolean,
): Step {
  const setA = cellSet(als, a);
  const setB = cellSet(als, b);
  return {
    technique: 'als-xz',
    placements: [],
    eliminations,
    cells: [...setA.cells, ...setB.cells],
    digits,
    units: [als.unit[a], als.unit[b]],
    sets: doubly ? [setA, setB, setA] : [setA, setB],
  };
}
/** The eliminations of a doubly linked pair with restricted common digits `rcc`. */
function doublyLinked(als: AlsList, a: number, b: number, rcc: number, out: CellDigit[]): void {
  const { mask } = als;
  for (let m = rcc; m !== 0; m &= m - 1) {
    const x = lowestDigit(m);
    startTargets(als, a, x);
    if (narrowTargets(als, b, x)) pushEliminations(out, SCRATCH[0], SCRATCH[1], SCRATCH[2], x);
  }
  for (const set of [a, b]) {
    for (let m = mask[set] & ~rcc; m !== 0; m &= m - 1) {
      const z = lowestDigit(m);
      startTargets(als, set, z);
      pushEliminations(out, SCRATCH[0], SCRATCH[1], SCRATCH[2], z);
    }
  }
}
