import { nameCell } from '../words.ts';
import { isBivalue } from './bivalue.ts';
import { lowestDigit, popcount } from './state.ts';
import type { Technique } from './types.ts';

/**
 * BUG+1 (bivalue universal grave plus one). A grid where every empty cell holds two candidates
 * and every candidate appears exactly twice in each unit has no solution or two: swap every cell
 * to its other candidate and each unit still holds each digit once. So when all empty cells but
 * one are bivalue and that one holds three candidates, it must take the digit whose removal
 * would leave such a grave: the one appearing three times in each of its units. This assumes
 * the puzzle has one solution.
 *
 * A step places that digit; its cells are [the cell], its units the cell's units.
 */
export const bugPlusOne: Technique = {
  id: 'bug-plus-1',
  name: 'BUG+1',
  level: 'hard',
  score: 100,
  assumesUnique: true,
  find(state) {
    const { geometry, cand, values } = state;
    const { cellCount, unitCount, unitCells, size, cellUnits, cellUnitStart } = geometry;
    let t = -1;
    for (let cell = 0; cell < cellCount; cell++) {
      if (values[cell] !== 0 || isBivalue(cand[cell])) continue;
      if (t >= 0 || popcount(cand[cell]) !== 3) return null;
      t = cell;
    }
    if (t < 0) return null;
    // Every unit must hold every candidate 0 or 2 times once the BUG digit leaves t; in the
    // units of t that digit is the one candidate of t with an odd count, the same in each unit.
    const counts = new Uint8Array(size + 1);
    let bug = 0;
    for (let u = 0; u < unitCount; u++) {
      counts.fill(0);
      let holdsT = false;
      for (let i = u * size; i < u * size + size; i++) {
        const cell = unitCells[i];
        if (cell === t) holdsT = true;
        for (let m = cand[cell]; m !== 0; m &= m - 1) counts[lowestDigit(m)]++;
      }
      let odd = 0;
      for (let d = 1; d <= size; d++) {
        let n = counts[d];
        if (holdsT && (n & 1) === 1 && (cand[t] & (1 << (d - 1))) !== 0 && odd === 0) {
          odd = d;
          n--;
        }
        if (n !== 0 && n !== 2) return null;
      }
      if (!holdsT) continue;
      if (odd === 0 || (bug !== 0 && odd !== bug)) return null;
      bug = odd;
    }
    const units: number[] = [];
    for (let k = cellUnitStart[t]; k < cellUnitStart[t + 1]; k++) units.push(cellUnits[k]);
    return {
      technique: 'bug-plus-1',
      placements: [{ cell: t, digit: bug }],
      eliminations: [],
      cells: [t],
      digits: [bug],
      units,
    };
  },
  explain(step, geometry) {
    const { cell, digit } = step.placements[0];
    const name = nameCell(geometry, cell);
    return `BUG+1: every empty cell but ${name} has two candidates, and ${digit} appears three times in each unit of ${name}; without ${digit} there, every candidate would appear twice in every unit, a deadly pattern with two solutions, so ${name} is ${digit}.`;
  },
};
