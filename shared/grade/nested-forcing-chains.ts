import { jellyfish, swordfish, xWing } from './fish.ts';
import {
  cellForcingChain,
  dynamicForcingChain,
  dynamicSearch,
  dynamicsOf,
  explainChains,
  forcingChain,
  nestedBy,
  unitForcingChain,
} from './forcing-chains.ts';
import {
  type Branch,
  chainWorkLeft,
  extendDynamic,
  hasReached,
  nodeOf,
  propagateDynamic,
  spendChainWork,
  withChainWork,
} from './implications.ts';
import { claiming, pointing } from './locked-candidates.ts';
import { lengthTenths } from './se-scale.ts';
import type { GradeState } from './state.ts';
import {
  hiddenPair,
  hiddenQuad,
  hiddenTriple,
  nakedPair,
  nakedQuad,
  nakedTriple,
} from './subsets.ts';
import type { Step, Technique } from './types.ts';

/**
 * Nested forcing chains, Sudoku Explainer's last chains: dynamic forcing chains (contradictions,
 * double, cell and unit chains) whose propagation, where it stalls, looks for a smaller
 * deduction in the position the supposition has made, takes it, and goes on. SE's levels, each
 * tried only when the one before finds nothing, and rated by it (plus the length increment):
 * 1. locked candidates, subsets and fish inside the supposition ("Dynamic Forcing Chains (+)",
 *    9.0);
 * 2. and forcing chains (X and XY) inside it (9.5);
 * 3. and cell and unit forcing chains (10.0);
 * 4. and dynamic forcing chains (10.5).
 * The nested searches spend the same work meter as every chain (implications.ts), within the
 * allowance below.
 *
 * A node a nested step gives has as parents the candidates the supposition had already removed
 * from the step's cells (what the step read), so its chain can be followed and measured; SE
 * also counts the nested chain's own nodes in the complexity, which this does not.
 */

/** SE's base difficulty of each level, in tenths. */
const LEVEL_TENTHS = [0, 90, 95, 100, 105];

const LEVEL_1: readonly Technique[] = [
  pointing,
  claiming,
  nakedPair,
  xWing,
  hiddenPair,
  nakedTriple,
  swordfish,
  hiddenTriple,
  nakedQuad,
  jellyfish,
  hiddenQuad,
];

/** The nested steps of each level: each adds to the one before. */
const LEVEL_STEPS: readonly (readonly Technique[])[] = [
  [],
  LEVEL_1,
  [...LEVEL_1, forcingChain],
  [...LEVEL_1, forcingChain, cellForcingChain, unitForcingChain],
  [...LEVEL_1, forcingChain, cellForcingChain, unitForcingChain, dynamicForcingChain],
];

/**
 * Chain work one search of this technique may spend (all four levels together), and never more
 * than an eighth of what the grade has left: a search that runs out gives up (the position is
 * left to guessing, as without this technique) instead of spending the grade's whole budget, so
 * a grade that was extreme without nested chains never turns into one out of budget.
 */
const NESTED_CHAIN_WORK = 10_000_000;

let level = 1;

/** A dynamic propagation that takes nested steps where it stalls. True on a contradiction. */
function propagateNested(state: GradeState, branch: Branch, starts: readonly number[]): boolean {
  let by = nestedBy.get(branch);
  if (!by) {
    by = new Map();
    nestedBy.set(branch, by);
  }
  by.clear();
  const { geometry, values } = state;
  const { size } = geometry;
  const inside: GradeState = { geometry, values, cand: branch.cand, empty: state.empty };
  let conflict = propagateDynamic(state, branch, starts);
  while (!conflict) {
    let step: Step | null = null;
    for (const technique of LEVEL_STEPS[level]) {
      spendChainWork(geometry.cellCount); // a nested step reads the whole grid at least
      step = technique.find(inside);
      if (step) break;
    }
    if (!step) return false;
    const nodes: number[] = [];
    for (const { cell, digit } of step.placements) nodes.push(nodeOf(size, cell, digit, true));
    for (const { cell, digit } of step.eliminations) {
      if (branch.cand[cell] & (1 << (digit - 1))) nodes.push(nodeOf(size, cell, digit, false));
    }
    const fresh = nodes.filter((n) => !hasReached(branch, n));
    if (fresh.length === 0) return false; // nothing new: the step only repeats the branch
    for (const n of fresh) by.set(n, step.technique);
    conflict = extendDynamic(state, branch, fresh, readBy(state, branch, step));
  }
  return true;
}

/**
 * What a nested step read, as the branch's nodes: the candidates the supposition removed from the
 * step's cells (and its chains' cells), and those of its digits removed from its units (a hidden
 * pair's digits gone from the rest of its row). These are the new nodes' parents.
 */
function readBy(state: GradeState, branch: Branch, step: Step): number[] {
  const { size, unitCells } = state.geometry;
  const cells = new Set(step.cells);
  for (const path of step.branches ?? []) for (const n of path) cells.add(n.cell);
  let digits = 0;
  for (const d of step.digits) digits |= 1 << (d - 1);
  const inUnits = new Set<number>();
  for (const u of step.units) {
    for (let i = u * size; i < u * size + size; i++) inUnits.add(unitCells[i]);
  }
  const parents: number[] = [];
  for (let cell = 0; cell < state.geometry.cellCount; cell++) {
    const read = cells.has(cell) ? -1 : inUnits.has(cell) ? digits : 0;
    let gone = state.cand[cell] & ~branch.cand[cell] & read;
    while (gone !== 0) {
      const b = gone & -gone;
      gone ^= b;
      const off = nodeOf(size, cell, 32 - Math.clz32(b), false);
      if (hasReached(branch, off)) parents.push(off);
    }
  }
  return parents;
}

const NESTED = dynamicsOf('nested-forcing-chain', propagateNested);

/** The easiest nested forcing chain, lowest level first, with its SE tenths; null if none. */
function findNested(state: GradeState): Step | null {
  if (state.geometry.size > 9) return null; // sized for 9×9, like the other chains
  const allowance = Math.min(NESTED_CHAIN_WORK, Math.floor(chainWorkLeft() / 8));
  const found = withChainWork(allowance, () => {
    for (level = 1; level < LEVEL_STEPS.length; level++) {
      const step = dynamicSearch(state, NESTED);
      if (step) {
        step.seTenths = LEVEL_TENTHS[level] + lengthTenths(step.complexity ?? 0);
        return step;
      }
    }
    return null;
  });
  return found ?? null;
}

export const nestedForcingChain: Technique = {
  id: 'nested-forcing-chain',
  name: 'Nested forcing chain',
  level: 'expert',
  score: 800,
  find: findNested,
  explain: explainChains,
};
