import type { Geometry } from '../geometry.ts';
import { fillDigitPlanes, geometryTables, WORD } from './als.ts';
import { type GradeState, popcount } from './state.ts';

/**
 * The implication engine behind every forcing chain: what follows from assuming one candidate
 * true ("on") or false ("off"), with the parents of each consequence kept so a chain can be
 * measured and told.
 *
 * A node is a candidate with a truth value: node = ((cell * size) + d - 1) * 2 + on, so
 * `node ^ 1` is its negation. A `Branch` holds one propagation: the nodes reached (stamped with
 * the branch's epoch), in order, and each one's parents in a flat list.
 *
 * Static propagation (Sudoku Explainer's plain chains) reads the position as it is:
 * - on(c,d) gives off(p,d) for every peer p holding d, and (with y-links) off(c,e) for the other
 *   candidates of c;
 * - off(c,d) gives on(c,e) when c holds only d and e (a y-link), and on(x,d) when a unit of c
 *   holds d in c and x only (an x-link).
 * Dynamic propagation removes each candidate as it turns off, so a cell or a unit left with one
 * place for a digit makes it on (its parents: every off that emptied the rest), and a cell or a
 * unit left with none, or a node reached both on and off, is a contradiction.
 */

export interface Branch {
  epoch: number;
  /** reached[node] === epoch when the node was reached. */
  readonly reached: Int32Array;
  /** Reached nodes in the order they were reached. */
  readonly order: Int32Array;
  length: number;
  /** A node's parents: parents[parentStart[node] ..] (parentCount[node] of them); see graph. */
  readonly parentStart: Int32Array;
  readonly parentCount: Uint16Array;
  parents: Int32Array;
  /**
   * The graph of a static walk (null for a dynamic one). A static walk keeps no parents: a
   * node's one parent is the first node of the level above, in `order`, linked to it (the node
   * breadth first reached it from), found again when a chain is told (firstParent).
   */
  graph: LinkGraph | null;
  /** The build of `graph` walked (LinkGraph.build). */
  graphBuild: number;
  parentsLength: number;
  /** Candidates left in the branch's dynamic position. */
  readonly cand: Uint16Array;
  /** For static propagation: each reached node's distance from the start. */
  readonly depth: Int32Array;
  /** The two nodes of a contradiction (or -1): both reached, or a node and its negation. */
  conflictA: number;
  conflictB: number;
}

export function nodeOf(size: number, cell: number, d: number, on: boolean): number {
  return ((cell * size + d - 1) << 1) | (on ? 1 : 0);
}
export function cellOfNode(size: number, node: number): number {
  return Math.floor((node >> 1) / size);
}
export function digitOfNode(size: number, node: number): number {
  return ((node >> 1) % size) + 1;
}
export function isOn(node: number): boolean {
  return (node & 1) === 1;
}

let epochs = 1;

/**
 * The chain searches' work meter, in cell visits and links walked: a static walk's links, a
 * dynamic propagation's peers and unit cells looked at, a graph's links built, a chain's nodes
 * measured, counted since the module loaded. `withChainWork` caps what a run may add, so a grade of
 * a very hard puzzle stops (WorkSpent) instead of running its searches to the end.
 */
let workDone = 0;
let workLimit = Number.POSITIVE_INFINITY;

/**
 * Chain work (links walked and cells visited by the forcing-chain and wing searches,
 * below) a grade or a hint may spend when its caller names no limit: over 4 times the most any
 * of the Sudoku Exchange bank's 19,793 puzzles needs (23.1M), about 1.5 s of CPU at worst.
 */
export const DEFAULT_CHAIN_WORK = 100_000_000;

/** Thrown when the chain searches spend the work allowed by `withChainWork`. */
export class WorkSpent extends Error {}

/** Counts `units` of chain work; throws WorkSpent past the limit. */
export function spendChainWork(units: number): void {
  workDone += units;
  if (workDone > workLimit) throw new WorkSpent('chain work budget spent');
}

/** The work meter's count so far (for measuring what a grade spends). */
export function chainWorkDone(): number {
  return workDone;
}

/** Chain work still allowed before the innermost withChainWork limit (Infinity when none). */
export function chainWorkLeft(): number {
  return workLimit - workDone;
}

/** Runs `run` with at most `work` units of chain work; null when they ran out. */
export function withChainWork<T>(work: number, run: () => T): T | null {
  const outer = workLimit;
  workLimit = Math.min(outer, workDone + work);
  try {
    return run();
  } catch (error) {
    if (error instanceof WorkSpent && workLimit < outer) return null;
    throw error;
  } finally {
    workLimit = outer;
  }
}

export function createBranch(geometry: Geometry): Branch {
  const n = geometry.cellCount * geometry.size * 2;
  return {
    epoch: 0,
    reached: new Int32Array(n),
    order: new Int32Array(n),
    length: 0,
    parentStart: new Int32Array(n),
    parentCount: new Uint16Array(n),
    parents: new Int32Array(n * 4),
    parentsLength: 0,
    graph: null,
    graphBuild: 0,
    cand: new Uint16Array(geometry.cellCount),
    depth: new Int32Array(n),
    conflictA: -1,
    conflictB: -1,
  };
}

const branchPools = new WeakMap<Geometry, Branch[]>();

/** The k-th reusable branch of a geometry (branches are scratch space, never kept). */
export function branchAt(geometry: Geometry, k: number): Branch {
  let pool = branchPools.get(geometry);
  if (!pool) {
    pool = [];
    branchPools.set(geometry, pool);
  }
  while (pool.length <= k) pool.push(createBranch(geometry));
  return pool[k];
}

function reset(branch: Branch): void {
  branch.epoch = epochs++;
  branch.length = 0;
  branch.parentsLength = 0;
  branch.graph = null;
  branch.conflictA = -1;
  branch.conflictB = -1;
}

/** Adds a node reached from `parents` (the first `count` entries of PARENTS); false if known. */
function reach(branch: Branch, node: number, count: number): boolean {
  if (branch.reached[node] === branch.epoch) return false;
  branch.reached[node] = branch.epoch;
  branch.order[branch.length++] = node;
  if (branch.parentsLength + count > branch.parents.length) {
    const grown = new Int32Array(branch.parents.length * 2 + count);
    grown.set(branch.parents);
    branch.parents = grown;
  }
  branch.parentStart[node] = branch.parentsLength;
  branch.parentCount[node] = count;
  for (let i = 0; i < count; i++) branch.parents[branch.parentsLength++] = PARENTS[i];
  return true;
}

const PARENTS = new Int32Array(64);

/** The first parent of `node` (reached), or -1 for a start. */
function firstParent(branch: Branch, node: number): number {
  const { graph } = branch;
  if (!graph) return branch.parentCount[node] > 0 ? branch.parents[branch.parentStart[node]] : -1;
  // The buffer is shared: a chain told after it was built for another position would be wrong.
  if (branch.graphBuild !== graph.build) throw new Error('a static walk outlived its link graph');
  const { order, depth } = branch;
  if (depth[node] === 0) return -1;
  for (let i = 0; i < branch.length; i++) {
    const p = order[i];
    if (depth[p] !== depth[node] - 1) continue;
    for (let e = graph.start[p]; e < graph.start[p + 1]; e++) if (graph.next[e] === node) return p;
  }
  return -1;
}

export function hasReached(branch: Branch, node: number): boolean {
  return branch.reached[node] === branch.epoch;
}

/** What on(c,d) turns off: d in every peer holding it, and (with y-links) c's other candidates. */
function reachOffsOf(
  geometry: Geometry,
  branch: Branch,
  cand: Uint16Array,
  node: number,
  yLinks: boolean,
): void {
  const { size, peers, peerStart } = geometry;
  const cell = cellOfNode(size, node);
  const d = digitOfNode(size, node);
  const bit = 1 << (d - 1);
  PARENTS[0] = node;
  if (yLinks) {
    let m = cand[cell] & ~bit;
    while (m !== 0) {
      const b = m & -m;
      m ^= b;
      reach(branch, nodeOf(size, cell, 32 - Math.clz32(b), false), 1);
    }
  }
  for (let p = peerStart[cell]; p < peerStart[cell + 1]; p++) {
    if (cand[peers[p]] & bit) reach(branch, nodeOf(size, peers[p], d, false), 1);
  }
}

/**
 * The static links of a position as a graph over nodes (compressed rows): `next[start[node] ..
 * start[node + 1]]` are the nodes `node` implies. Built once per search, so each propagation
 * only walks edges.
 */
export interface LinkGraph {
  start: Int32Array;
  next: Int32Array;
  /** Counts the times its buffer was built anew: a static walk tells chains off the build it walked. */
  build: number;
}

/**
 * One graph buffer per kind of links (x, y or both): a search builds its graph and is done with
 * it before the next. Each keeps the position it was built for and the work of building it, so
 * a search of the same position with the same links (the unary, cell and unit chains of one
 * position) finds it built and only spends that work again.
 */
interface BuiltGraph extends LinkGraph {
  geometry: Geometry | null;
  cand: Uint16Array;
  values: Uint8Array;
  work: number;
}

const GRAPHS: BuiltGraph[] = [0, 1, 2, 3].map(() => ({
  start: new Int32Array(0),
  next: new Int32Array(4096),
  build: 0,
  geometry: null,
  cand: new Uint16Array(0),
  values: new Uint8Array(0),
  work: 0,
}));

/** Whether `graph` was built for the position of `state`. */
function builtFor(graph: BuiltGraph, state: GradeState): boolean {
  if (graph.geometry !== state.geometry) return false;
  const { cand, values } = state;
  for (let i = 0; i < graph.cand.length; i++) {
    if (graph.cand[i] !== cand[i] || graph.values[i] !== values[i]) return false;
  }
  return true;
}

/** PLANES[(d - 1) * 3 + w]: the cells holding d, as words (chains run on 81 cells at most). */
const PLANES = new Int32Array(27);

const UNIT_COUNTS = {
  count: new Uint8Array(0),
  first: new Int32Array(0),
  second: new Int32Array(0),
};

/** The static link graph of `state`: x-links (units' conjugate pairs), y-links (cells') or both. */
export function buildLinkGraph(state: GradeState, xLinks: boolean, yLinks: boolean): LinkGraph {
  const { geometry, cand, values } = state;
  const { size, cellCount, unitCount, unitCells, peerStart, cellUnits, cellUnitStart } = geometry;
  const n = cellCount * size * 2;
  const graph = GRAPHS[(xLinks ? 1 : 0) + (yLinks ? 2 : 0)];
  if (builtFor(graph, state)) {
    spendChainWork(graph.work);
    return graph;
  }
  graph.geometry = null; // until built
  graph.build++;
  if (UNIT_COUNTS.count.length < unitCount * size) {
    UNIT_COUNTS.count = new Uint8Array(unitCount * size);
    UNIT_COUNTS.first = new Int32Array(unitCount * size);
    UNIT_COUNTS.second = new Int32Array(unitCount * size);
  }
  const { count, first, second } = UNIT_COUNTS;
  count.fill(0, 0, unitCount * size);
  // Each digit's cells as words (als.ts): the peers of a cell holding d are one AND away.
  fillDigitPlanes(cand, cellCount, PLANES);
  const peerWords = geometryTables(geometry).peers;
  for (let u = 0; u < unitCount; u++) {
    for (let i = u * size; i < u * size + size; i++) {
      const x = unitCells[i];
      let m = cand[x];
      while (m !== 0) {
        const b = m & -m;
        m ^= b;
        const k = u * size + 31 - Math.clz32(b);
        if (count[k] === 0) first[k] = x;
        else second[k] = x;
        count[k]++;
      }
    }
  }
  if (graph.start.length < n + 1) graph.start = new Int32Array(n + 1);
  const start = graph.start;
  // Room for every link first (a candidate has at most one y-link and one x-link per unit off,
  // its cell's other candidates and its peers on), so the loop below writes without checks.
  let room = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    if (values[cell] !== 0) continue;
    const k = popcount(cand[cell]);
    room +=
      k *
      (k + cellUnitStart[cell + 1] - cellUnitStart[cell] + peerStart[cell + 1] - peerStart[cell]);
  }
  if (graph.next.length < room) graph.next = new Int32Array(room + 1024);
  const edges = graph.next;
  let length = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const m = values[cell] === 0 ? cand[cell] : 0;
    const pair = yLinks && popcount(m) === 2;
    for (let d = 1; d <= size; d++) {
      const bit = 1 << (d - 1);
      const off = nodeOf(size, cell, d, false);
      // off(c,d)
      start[off] = length;
      if ((m & bit) === 0) {
        start[off + 1] = length;
        continue;
      }
      if (pair) edges[length++] = nodeOf(size, cell, 32 - Math.clz32(m & ~bit), true);
      if (xLinks) {
        for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) {
          const key = cellUnits[k] * size + d - 1;
          if (count[key] !== 2) continue;
          const other = first[key] === cell ? second[key] : first[key];
          edges[length++] = nodeOf(size, other, d, true);
        }
      }
      // on(c,d)
      start[off + 1] = length;
      if (yLinks) {
        for (let rest = m & ~bit; rest !== 0; rest &= rest - 1) {
          edges[length++] = nodeOf(size, cell, 32 - Math.clz32(rest & -rest), false);
        }
      }
      // The peers holding d, ascending (as geometry.peers lists them).
      for (let w = 0; w < 3; w++) {
        const held = peerWords[cell * 3 + w] & PLANES[(d - 1) * 3 + w];
        for (let bits = held; bits !== 0; bits &= bits - 1) {
          edges[length++] = nodeOf(size, WORD * w + 31 - Math.clz32(bits & -bits), d, false);
        }
      }
    }
  }
  start[n] = length;
  if (graph.cand.length !== cellCount) {
    graph.cand = new Uint16Array(cellCount);
    graph.values = new Uint8Array(cellCount);
  }
  graph.cand.set(cand.subarray(0, cellCount));
  graph.values.set(values.subarray(0, cellCount));
  graph.geometry = geometry;
  graph.work = n + length;
  spendChainWork(n + length);
  return graph;
}

/**
 * Static propagation from `start` over `graph`, breadth first, so each node comes by a shortest
 * chain and has one parent: a node's complexity (its chain's node count) is its depth + 1, kept
 * in `branch.depth`. Goes no deeper than `maxDepth`.
 */
export function propagateStatic(
  graph: LinkGraph,
  branch: Branch,
  start: number,
  maxDepth: number,
): void {
  walkStatic(graph, branch, start, maxDepth, -1);
}

/**
 * The shortest static chain from `start` to its own negation, searched from one end only. The
 * link graph is closed under contraposition (a implies b exactly when not-b implies not-a), so
 * start reaches its negation in L steps exactly when some node x and its negation are both
 * reached from start, at depths adding to L; a chain of L steps shows such a pair by depth
 * ceil(L / 2). So a breadth-first search to half the length finds the shortest chain.
 * Returns L (the chain has L + 1 nodes), or -1 when none has at most `longest` steps; the pair is
 * left in branch.conflictA (the deeper, or equal) and branch.conflictB.
 */
export function shortestSelfContradiction(
  graph: LinkGraph,
  branch: Branch,
  start: number,
  longest: number,
): number {
  return walkStatic(graph, branch, start, Number.MAX_SAFE_INTEGER, longest);
}

/** The walk of both: with `longest` >= 0 it also looks for a node met with its negation. */
function walkStatic(
  graph: LinkGraph,
  branch: Branch,
  start: number,
  maxDepth: number,
  longest: number,
): number {
  reset(branch);
  const { reached, order, depth } = branch;
  const { start: from, next } = graph;
  const epoch = branch.epoch;
  const meet = longest >= 0;
  branch.graph = graph;
  branch.graphBuild = graph.build;
  reached[start] = epoch;
  order[0] = start;
  depth[start] = 0;
  let length = 1;
  let best = longest + 1;
  let walked = 0;
  for (let head = 0; head < length; head++) {
    const node = order[head];
    const deeper = depth[node] + 1;
    if (deeper > maxDepth) continue;
    walked += from[node + 1] - from[node];
    // Past half the best length, no pair can make a shorter chain.
    if (meet && 2 * deeper - 1 > best - 1) break;
    for (let e = from[node]; e < from[node + 1]; e++) {
      const t = next[e];
      if (reached[t] === epoch) continue;
      reached[t] = epoch;
      order[length++] = t;
      depth[t] = deeper;
      if (meet && reached[t ^ 1] === epoch && deeper + depth[t ^ 1] < best) {
        best = deeper + depth[t ^ 1];
        branch.conflictA = t;
        branch.conflictB = t ^ 1;
      }
    }
  }
  branch.length = length;
  spendChainWork(length + walked);
  return meet && best <= longest ? best : -1;
}

/**
 * The chain of a self-contradiction found by shortestSelfContradiction: from the start to the
 * pair's deeper node x, then on by the contrapositive of the way to not-x, to the start's
 * negation.
 */
export function selfContradictionChain(branch: Branch): number[] {
  const toX = chainTo(branch, branch.conflictA);
  const toNotX = chainTo(branch, branch.conflictB);
  const back = toNotX.reverse().map((node) => node ^ 1);
  return [...toX, ...back.slice(1)];
}

/**
 * Dynamic propagation from the nodes `starts` (assumed together): candidates drop as they turn
 * off, and singles follow. Ends at the first contradiction (conflictA/B set) or when nothing
 * more follows. Returns true on a contradiction.
 */
export function propagateDynamic(
  state: GradeState,
  branch: Branch,
  starts: readonly number[],
): boolean {
  visited = 0;
  const conflict = walkDynamic(state, branch, starts);
  spendChainWork(visited);
  return conflict;
}

/** Cells walkDynamic looked at (peers of an on, unit cells of an off). */
let visited = 0;

/**
 * Adds `nodes` to a dynamic propagation that has stopped (each with the parents `parents`: what
 * a nested step, nested-forcing-chains.ts, read from the branch's position) and propagates on.
 * Returns true on a contradiction.
 */
export function extendDynamic(
  state: GradeState,
  branch: Branch,
  nodes: readonly number[],
  parents: readonly number[],
): boolean {
  visited = 0;
  const from = branch.length;
  const count = Math.min(parents.length, PARENTS.length);
  for (const node of nodes) {
    for (let i = 0; i < count; i++) PARENTS[i] = parents[i];
    reach(branch, node, count);
  }
  const conflict = walkDynamicFrom(state, branch, from);
  spendChainWork(visited);
  return conflict;
}

function walkDynamic(state: GradeState, branch: Branch, starts: readonly number[]): boolean {
  reset(branch);
  branch.cand.set(state.cand);
  for (const s of starts) reach(branch, s, 0);
  return walkDynamicFrom(state, branch, 0);
}

/** The dynamic walk from the branch's `from`-th node on, its candidates as they stand. */
function walkDynamicFrom(state: GradeState, branch: Branch, from: number): boolean {
  const { geometry, cand: cand0 } = state;
  const { size, cellUnits, cellUnitStart, unitCells } = geometry;
  const cand = branch.cand;
  for (let head = from; head < branch.length; head++) {
    const node = branch.order[head];
    visited++;
    if (hasReached(branch, node ^ 1)) {
      branch.conflictA = node;
      branch.conflictB = node ^ 1;
      return true;
    }
    const cell = cellOfNode(size, node);
    const d = digitOfNode(size, node);
    const bit = 1 << (d - 1);
    if (isOn(node)) {
      visited += geometry.peerStart[cell + 1] - geometry.peerStart[cell];
      reachOffsOf(geometry, branch, cand, node, true);
      continue;
    }
    if (!(cand[cell] & bit)) continue;
    cand[cell] &= ~bit;
    const left = cand[cell];
    if (left === 0 || popcount(left) === 1) {
      // The cell's other original candidates are all off: they are the parents.
      let n = 0;
      let m = cand0[cell] & ~left;
      while (m !== 0) {
        const b = m & -m;
        m ^= b;
        PARENTS[n++] = nodeOf(size, cell, 32 - Math.clz32(b), false);
      }
      if (left === 0) return conflictOver(branch, n);
      reach(branch, nodeOf(size, cell, 32 - Math.clz32(left), true), n);
    }
    visited += (cellUnitStart[cell + 1] - cellUnitStart[cell]) * size;
    for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) {
      const u = cellUnits[k];
      let place = -1;
      let count = 0;
      let n = 0;
      for (let i = u * size; i < u * size + size; i++) {
        const x = unitCells[i];
        if (state.values[x] === d) count = 2; // placed already: no single, no conflict
        if (cand[x] & bit) {
          count++;
          place = x;
        } else if (cand0[x] & bit) PARENTS[n++] = nodeOf(size, x, d, false);
      }
      if (count === 0) return conflictOver(branch, n);
      if (count === 1) reach(branch, nodeOf(size, place, d, true), n);
    }
  }
  return false;
}

/** A cell or unit emptied: the contradiction's nodes are its first and last emptying offs. */
function conflictOver(branch: Branch, n: number): boolean {
  branch.conflictA = PARENTS[0];
  branch.conflictB = PARENTS[n - 1];
  return true;
}

const SEEN = { stamp: new Int32Array(0), epoch: 0 };
const QUEUE = { list: new Int32Array(0) };

/**
 * How many distinct nodes the chains to `targets` (in `branch`) pass through, themselves and
 * the start included: Sudoku Explainer's measure of a chain's complexity.
 */
export function ancestorCount(branch: Branch, targets: readonly number[]): number {
  if (branch.graph && targets.length === 1) {
    // A static chain to one node is a path, one node per level: depth + 1 of them.
    const t = targets[0];
    const length = t >= 0 && branch.reached[t] === branch.epoch ? branch.depth[t] + 1 : 0;
    spendChainWork(length);
    return length;
  }
  const n = branch.reached.length;
  if (SEEN.stamp.length < n) {
    SEEN.stamp = new Int32Array(n);
    QUEUE.list = new Int32Array(n);
  }
  const e = ++SEEN.epoch;
  const { stamp } = SEEN;
  const queue = QUEUE.list;
  let length = 0;
  for (const t of targets) {
    if (t >= 0 && stamp[t] !== e && branch.reached[t] === branch.epoch) {
      stamp[t] = e;
      queue[length++] = t;
    }
  }
  for (let head = 0; head < length; head++) {
    const node = queue[head];
    if (branch.graph) {
      const p = firstParent(branch, node);
      if (p >= 0 && stamp[p] !== e) {
        stamp[p] = e;
        queue[length++] = p;
      }
      continue;
    }
    const from = branch.parentStart[node];
    for (let i = from; i < from + branch.parentCount[node]; i++) {
      const p = branch.parents[i];
      if (stamp[p] !== e) {
        stamp[p] = e;
        queue[length++] = p;
      }
    }
  }
  spendChainWork(length);
  return length;
}

/** The chain to `target`, start first (following first parents): for telling a chain. */
export function chainTo(branch: Branch, target: number): number[] {
  const path: number[] = [];
  let node = target;
  for (let guard = 0; node >= 0 && guard < branch.order.length; guard++) {
    path.push(node);
    node = firstParent(branch, node);
  }
  return path.reverse();
}
