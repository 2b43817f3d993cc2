import type { Geometry } from '../geometry.ts';
import { techniqueNoun } from '../hint-clues.ts';
import { nameCell } from '../words.ts';
import {
  ancestorCount,
  type Branch,
  branchAt,
  buildLinkGraph,
  cellOfNode,
  chainTo,
  createBranch,
  digitOfNode,
  hasReached,
  isOn,
  type LinkGraph,
  nodeOf,
  propagateDynamic,
  propagateStatic,
  selfContradictionChain,
  shortestSelfContradiction,
  spendChainWork,
} from './implications.ts';
import { easiestCycle } from './se-cycles.ts';
import { lengthTenths, SE_TENTHS, stepTenths } from './se-scale.ts';

const SE_TENTHS_FORCING_CHAIN = SE_TENTHS['forcing-chain'] ?? 70;

import { type GradeState, popcount } from './state.ts';
import type { CellDigit, ChainNode, Step, Technique, TechniqueId } from './types.ts';

/**
 * Forcing chains, the way Sudoku Explainer looks for them (implications.ts propagates):
 * - forcing X-chain / forcing chain: assuming a candidate leads back to its own negation, so the
 *   negation holds (x-links only, or cells' links too); every AIC elimination is one of these,
 *   its victim being the assumption;
 * - cell / unit forcing chains: each candidate of a cell, or each place of a digit in a unit,
 *   leads to the same conclusion, which then holds;
 * - dynamic forcing chains: the same with candidates dropping as they turn off, plus
 *   contradictions (an assumption that empties a cell or a unit is false) and double chains
 *   (a candidate on and off lead to the same conclusion).
 * Each search returns the instance with the fewest nodes (SE's complexity; ties go to the first
 * found, cells and digits ascending). A step's `complexity` is that node count.
 */

interface Found {
  technique: TechniqueId;
  /** The conclusion node. */
  node: number;
  complexity: number;
  /** The assumption nodes, one branch each, and the branches. */
  starts: number[];
  /** Nodes whose chains tell the step (the conclusion, or a contradiction's two ends). */
  paths: number[][];
  /** For nested chains: the technique that gave each node of `paths`, where one did. */
  by?: (TechniqueId | undefined)[][];
}

/** Nested propagations' record of the nodes their nested steps gave (nested-forcing-chains.ts). */
export const nestedBy = new WeakMap<Branch, Map<number, TechniqueId>>();

/**
 * The chain to `target` to tell: by first parents, except that in a nested propagation it passes
 * through the nested steps it rests on, where it can, so the telling shows them.
 */
function pathTo(branch: Branch, target: number): number[] {
  const by = nestedBy.get(branch);
  if (!by?.size) return chainTo(branch, target);
  // Nodes that are, or follow from, a nested step's node (parents come before children).
  const nested = new Set<number>();
  for (let i = 0; i < branch.length; i++) {
    const node = branch.order[i];
    const from = branch.parentStart[node];
    let hit = by.has(node);
    for (let k = from; k < from + branch.parentCount[node] && !hit; k++) {
      hit = nested.has(branch.parents[k]);
    }
    if (hit) nested.add(node);
  }
  const path: number[] = [];
  for (let node = target; node >= 0 && path.length < branch.length; ) {
    path.push(node);
    const from = branch.parentStart[node];
    const count = branch.parentCount[node];
    let next = count > 0 ? branch.parents[from] : -1;
    if (!by.has(node)) {
      for (let k = from; k < from + count; k++) {
        if (nested.has(branch.parents[k])) {
          next = branch.parents[k];
          break;
        }
      }
    }
    node = next;
  }
  return path.reverse();
}

/** The `by` of paths[i] read in branches[i], or undefined when no node came by a nested step. */
function byOf(branches: Branch[], paths: number[][]): Found['by'] {
  if (!branches.some((b) => nestedBy.get(b)?.size)) return undefined;
  return paths.map((path, i) => path.map((n) => nestedBy.get(branches[i])?.get(n)));
}

let best: Found | null = null;

function offer(found: Found): void {
  if (!best || found.complexity < best.complexity) best = found;
}

/** Sudoku Explainer's unary chains: an assumption that negates itself, shortest first. */
function unary(state: GradeState, xOnly: boolean, longest: number): void {
  const { cellCount, size } = state.geometry;
  const branch = branchAt(state.geometry, 0);
  const graph = buildLinkGraph(state, true, !xOnly);
  const technique: TechniqueId = xOnly ? 'forcing-x-chain' : 'forcing-chain';
  for (let cell = 0; cell < cellCount; cell++) {
    const m = state.cand[cell];
    if (state.values[cell] !== 0 || popcount(m) < 2) continue;
    for (let d = 1; d <= size; d++) {
      if (!(m & (1 << (d - 1)))) continue;
      for (let on = 1; on >= 0; on--) {
        const start = nodeOf(size, cell, d, on === 1);
        // Only a shorter chain than the best so far can win (steps = nodes - 1).
        const cap = best ? best.complexity - 2 : longest - 1;
        const steps = shortestSelfContradiction(graph, branch, start, cap);
        if (steps < 0) continue;
        offer({
          technique,
          node: start ^ 1,
          complexity: steps + 1,
          starts: [start],
          paths: [selfContradictionChain(branch)],
        });
      }
    }
  }
}

/** The nodes every branch reached (on a candidate still open), by complexity, into `offer`. */
function common(
  state: GradeState,
  branches: Branch[],
  technique: TechniqueId,
  starts: number[],
): void {
  const { size } = state.geometry;
  let smallest = branches[0];
  for (const b of branches) if (b.length < smallest.length) smallest = b;
  spendChainWork(smallest.length * branches.length);
  for (let i = 0; i < smallest.length; i++) {
    const node = smallest.order[i];
    const cell = cellOfNode(size, node);
    if (!(state.cand[cell] & (1 << (digitOfNode(size, node) - 1)))) continue;
    if (!branches.every((b) => hasReached(b, node) && b.conflictA < 0)) continue;
    if (starts.includes(node)) continue;
    let complexity = 0;
    for (const b of branches) {
      complexity += ancestorCount(b, [node]);
      if (best && complexity >= best.complexity) break;
    }
    if (best && complexity >= best.complexity) continue;
    const paths = branches.map((b) => pathTo(b, node));
    offer({ technique, node, complexity, starts, paths, by: byOf(branches, paths) });
  }
}

/** Branches for each candidate of a cell, or each place of d in a unit. */
function assumptions(
  state: GradeState,
  graph: LinkGraph | null,
  starts: number[],
  technique: TechniqueId,
  dynamics: Dynamics,
): void {
  const branches: Branch[] = [];
  for (let k = 0; k < starts.length; k++) {
    let b: Branch;
    if (graph) {
      b = branchAt(state.geometry, k + 1);
      propagateStatic(graph, b, starts[k], Number.MAX_SAFE_INTEGER);
    } else {
      b = dynamics.on(state, starts[k]);
      if (b.conflictA >= 0) return; // a contradiction is found apart
    }
    branches.push(b);
  }
  common(state, branches, technique, starts);
}

function multiple(
  state: GradeState,
  dynamic: boolean,
  cells = true,
  units = true,
  dynamics = PLAIN,
): void {
  const { cellCount, size, unitCount, unitCells } = state.geometry;
  const least = dynamic ? 2 : 3;
  const cellTechnique: TechniqueId = dynamic ? dynamics.technique : 'cell-forcing-chain';
  const unitTechnique: TechniqueId = dynamic ? dynamics.technique : 'unit-forcing-chain';
  const graph = dynamic ? null : buildLinkGraph(state, true, true);
  for (let cell = 0; cells && cell < cellCount; cell++) {
    const m = state.cand[cell];
    if (state.values[cell] !== 0 || popcount(m) < least) continue;
    const starts: number[] = [];
    for (let d = 1; d <= size; d++)
      if (m & (1 << (d - 1))) starts.push(nodeOf(size, cell, d, true));
    assumptions(state, graph, starts, cellTechnique, dynamics);
  }
  for (let u = 0; units && u < unitCount; u++) {
    for (let d = 1; d <= size; d++) {
      const starts: number[] = [];
      for (let i = u * size; i < u * size + size; i++) {
        const x = unitCells[i];
        if (state.values[x] === 0 && state.cand[x] & (1 << (d - 1)))
          starts.push(nodeOf(size, x, d, true));
      }
      if (starts.length >= least) assumptions(state, graph, starts, unitTechnique, dynamics);
    }
  }
}

/**
 * How a dynamic search propagates an assumption: plainly (here), or with nested steps at the
 * fixed points (nested-forcing-chains.ts). Each keeps its own branches, so a nested search may
 * run plain searches inside its propagations.
 */
export interface Dynamics {
  technique: TechniqueId;
  /** The propagation of an "on" assumption, kept for one search (startSearch). */
  on(state: GradeState, node: number): Branch;
  /** A scratch branch for "off" assumptions. */
  off(state: GradeState): Branch;
  propagate(state: GradeState, branch: Branch, starts: readonly number[]): boolean;
  /** Forgets the kept propagations: a new search (or position) begins. */
  startSearch(): void;
}

/**
 * Dynamics over `propagate`. Propagations of "on" assumptions are kept for one search:
 * contradictions, cell chains and the three unit chains of a candidate all start from the same
 * assumption.
 */
export function dynamicsOf(technique: TechniqueId, propagate: Dynamics['propagate']): Dynamics {
  const cache = new WeakMap<GradeState['geometry'], Map<number, Branch>>();
  const offs = new WeakMap<GradeState['geometry'], Branch>();
  const stamp = new Map<Branch, number>();
  let epoch = 0;
  return {
    technique,
    propagate,
    startSearch: () => {
      epoch++;
    },
    off(state) {
      let branch = offs.get(state.geometry);
      if (!branch) {
        branch = createBranch(state.geometry);
        offs.set(state.geometry, branch);
      }
      return branch;
    },
    on(state, on) {
      let byNode = cache.get(state.geometry);
      if (!byNode) {
        byNode = new Map();
        cache.set(state.geometry, byNode);
      }
      let branch = byNode.get(on);
      if (!branch) {
        branch = createBranch(state.geometry);
        byNode.set(on, branch);
      }
      if (stamp.get(branch) !== epoch) {
        propagate(state, branch, [on]);
        stamp.set(branch, epoch);
      }
      return branch;
    },
  };
}

const PLAIN = dynamicsOf('dynamic-forcing-chain', propagateDynamic);

/** Dynamic contradictions and double chains (a candidate on and off agree). */
function contradictions(state: GradeState, dynamics = PLAIN): void {
  const { cellCount, size } = state.geometry;
  const offBranch = dynamics.off(state);
  for (let cell = 0; cell < cellCount; cell++) {
    const m = state.cand[cell];
    if (state.values[cell] !== 0 || popcount(m) < 2) continue;
    for (let d = 1; d <= size; d++) {
      if (!(m & (1 << (d - 1)))) continue;
      const on = nodeOf(size, cell, d, true);
      const onBranch = dynamics.on(state, on);
      const onFails = onBranch.conflictA >= 0;
      const offFails = dynamics.propagate(state, offBranch, [on ^ 1]);
      for (const [branch, start, fails] of [
        [onBranch, on, onFails],
        [offBranch, on ^ 1, offFails],
      ] as const) {
        if (!fails) continue;
        const complexity = ancestorCount(branch, [branch.conflictA, branch.conflictB]);
        if (best && complexity >= best.complexity) continue;
        const paths = [pathTo(branch, branch.conflictA), pathTo(branch, branch.conflictB)];
        offer({
          technique: dynamics.technique,
          node: start ^ 1,
          complexity,
          starts: [start],
          paths,
          by: byOf([branch, branch], paths),
        });
      }
      if (!onFails && !offFails && popcount(m) >= 3) {
        common(state, [onBranch, offBranch], dynamics.technique, [on, on ^ 1]);
      }
    }
  }
}

/**
 * The easiest forcing chain of one kind, as a step, or null. A nested search runs searches inside
 * its own, so the best found so far is put back after.
 */
function search(state: GradeState, run: () => void): Step | null {
  const outer = best;
  best = null;
  PLAIN.startSearch();
  try {
    run();
    const found = best as Found | null;
    return found ? toStep(state.geometry.size, found) : null;
  } finally {
    best = outer;
  }
}

/** The easiest dynamic forcing chain propagated by `dynamics` (contradictions first), or null. */
export function dynamicSearch(state: GradeState, dynamics: Dynamics): Step | null {
  dynamics.startSearch();
  return search(state, () => {
    contradictions(state, dynamics);
    multiple(state, true, true, true, dynamics);
  });
}

function toStep(size: number, found: Found): Step {
  const cell = cellOfNode(size, found.node);
  const digit = digitOfNode(size, found.node);
  const change: CellDigit[] = [{ cell, digit }];
  const cells = found.starts.map((s) => cellOfNode(size, s));
  const chain: CellDigit[] = found.paths[0].map((n) => ({
    cell: cellOfNode(size, n),
    digit: digitOfNode(size, n),
  }));
  return {
    technique: found.technique,
    placements: isOn(found.node) ? change : [],
    eliminations: isOn(found.node) ? [] : change,
    cells: [...new Set(cells)],
    digits: [...new Set(found.starts.map((s) => digitOfNode(size, s)))],
    units: [],
    chain,
    complexity: found.complexity,
    branches: found.paths.map((path, i) =>
      path.map((n, j) => {
        const node: ChainNode = {
          cell: cellOfNode(size, n),
          digit: digitOfNode(size, n),
          on: isOn(n),
        };
        const by = found.by?.[i][j];
        if (by) node.by = by;
        return node;
      }),
    ),
  };
}

/** "row 1, column 2 is 5" or "… is not 5". */
function sayNode(geometry: Geometry, node: CellDigit, on: boolean): string {
  return `${nameCell(geometry, node.cell)} ${on ? 'is' : 'is not'} ${node.digit}`;
}

/** One branch in words: "if A, then B, so C, …", naming a nested step where one gave a node. */
function sayBranch(geometry: Geometry, nodes: readonly ChainNode[]): string {
  const parts = nodes.map((n) =>
    n.by
      ? `${sayNode(geometry, n, n.on)} (${techniqueNoun(n.by)} shows it there)`
      : sayNode(geometry, n, n.on),
  );
  return `if ${parts[0]}, then ${parts.slice(1).join(', so ')}`;
}

export function explainChains(step: Step, geometry: Geometry): string {
  const branches = step.branches ?? [];
  const change = step.placements[0] ?? step.eliminations[0];
  const conclusion = sayNode(geometry, change, step.placements.length > 0);
  const said = branches.map((b) => sayBranch(geometry, b));
  if (branches.length === 1) {
    return `Suppose the opposite: ${said[0]}, which contradicts the supposition. So ${conclusion}.`;
  }
  const [a, b] = branches;
  const sameStart = branches.length === 2 && a[0].cell === b[0].cell && a[0].digit === b[0].digit;
  if (sameStart && a[0].on === b[0].on) {
    return `Suppose the opposite: ${said[0]}; but also ${said[1]}, and both cannot hold. So ${conclusion}.`;
  }
  if (sameStart) return `Either way the same follows: ${said.join('; and ')}. So ${conclusion}.`;
  return `Whichever way it goes, the same follows: ${said.join('; ')}. So ${conclusion}.`;
}

function chainTechnique(
  id: TechniqueId,
  name: string,
  score: number,
  run: (s: GradeState) => void,
): Technique {
  return {
    id,
    name,
    level: 'expert',
    score,
    // Sized for 9×9: on bigger grids the searches would take too long for a hint.
    find: (state) => (state.geometry.size > 9 ? null : search(state, () => run(state))),
    explain: explainChains,
  };
}

export const forcingXChain = chainTechnique('forcing-x-chain', 'Forcing X-chain', 300, (s) =>
  unary(s, true, Number.MAX_SAFE_INTEGER),
);
export const forcingChain = chainTechnique('forcing-chain', 'Forcing chain', 400, (s) =>
  unary(s, false, Number.MAX_SAFE_INTEGER),
);
export const cellForcingChain = chainTechnique(
  'cell-forcing-chain',
  'Cell forcing chain',
  500,
  (s) => multiple(s, false, true, false),
);
export const unitForcingChain = chainTechnique(
  'unit-forcing-chain',
  'Unit forcing chain',
  500,
  (s) => multiple(s, false, false, true),
);
export const dynamicForcingChain = chainTechnique(
  'dynamic-forcing-chain',
  'Dynamic forcing chain',
  700,
  (s) => {
    contradictions(s);
    multiple(s, true);
  },
);

/**
 * The easiest chain step in Sudoku Explainer's order with its difficulty in tenths, or null:
 * unary chains and bidirectional cycles (X-only chains at 6.6, X- and Y-cycles at 6.5, other
 * chains at 7.0, plus the length increment, the lower difficulty first), then cell and unit
 * chains (8.0 + length), then dynamic chains (8.5 + length).
 */
export function easiestChain(state: GradeState): { step: Step; tenths: number } | null {
  const x = search(state, () => unary(state, true, Number.MAX_SAFE_INTEGER));
  // SE weighs its bidirectional cycles (6.5 + length here) against its unary chains.
  const cycle = easiestCycle(state, x ? stepTenths(x) + 1 : Number.POSITIVE_INFINITY);
  const lowest = Math.min(...[x, cycle].map((s) => (s ? stepTenths(s) : Number.POSITIVE_INFINITY)));
  // A forcing chain (7.0 + length) can only beat an X-chain or a cycle rated below or at its own rating.
  let longest = Number.MAX_SAFE_INTEGER;
  if (lowest < Number.POSITIVE_INFINITY) {
    longest = 0;
    while (SE_TENTHS_FORCING_CHAIN + lengthTenths(longest + 1) <= lowest) longest++;
  }
  const xy = longest < 3 ? null : search(state, () => unary(state, false, longest));
  const unaryBest = [x, xy, cycle]
    .filter((s): s is Step => s !== null)
    .map((step) => ({ step, tenths: stepTenths(step) }))
    .sort((a, b) => a.tenths - b.tenths || (a.step.complexity ?? 0) - (b.step.complexity ?? 0))[0];
  if (unaryBest) return unaryBest;
  for (const run of [
    () => multiple(state, false),
    () => {
      contradictions(state);
      multiple(state, true);
    },
  ]) {
    const step = search(state, run);
    if (step) return { step, tenths: stepTenths(step) };
  }
  return null;
}
