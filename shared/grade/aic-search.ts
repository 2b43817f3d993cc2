import type { Geometry } from '../geometry.ts';
import { fillDigitPlanes, geometryTables, WORD } from './als.ts';
import { spendChainWork } from './implications.ts';
import { type Segments, segmentsOf } from './segments.ts';
import { type GradeState, popcount } from './state.ts';

/**
 * The search behind AICs, X-cycles and nice loops (aic.ts) and Sudoku Explainer's
 * bidirectional cycles (se-cycles.ts).
 *
 * A node is a candidate, or a grouped node: a digit's candidates in one box-line segment
 * (segments.ts), "d is in one of these cells". Node n < C = cellCount * size is candidate
 * (cell, d) with n = cell * size + d - 1; node C + s * size + d - 1 is the group of d in segment
 * s (it exists when the segment holds d at least twice). A state is node * 2 + on.
 * - Strong link, off(N) => on(M): a unit holding all of N holds d only in N and M (x-link), or
 *   N is a candidate of a cell with two candidates and M the other one (y-link).
 * - Weak link, on(N) => off(M): same digit, and every cell of M sees every cell of N; or two
 *   candidates of one cell (the latter only with y-links).
 * An AIC off(A) => on(B) => off(C) => … => on(Z) shows A or Z is true. A candidate weakly linked
 * to both ends is false; A = Z is placed; when Z is weakly linked to A the chain closes into a
 * continuous loop, where either every odd node or every even node is true, so a candidate
 * weakly linked to one of each is false.
 *
 * Search: breadth first from every start off(A), so each reached state comes by a shortest
 * path (one per state: a chain whose shortest path repeats or overlaps a node is missed). The
 * productive chain with the fewest nodes wins, ties going to the lower start, then to breadth
 * first order. The graph of every link is built once per position and kept, as is the answer
 * of the last search, for a search of the same position (with the same options object).
 */

export interface ChainSearch {
  /** Allow x-links (units' conjugates) and y-links (cells' pairs and, weak, their candidates). */
  xLinks: boolean;
  yLinks: boolean;
  groups: boolean;
  /** Which kinds count (bits of KIND_*). */
  kinds: number;
  /** Sudoku Explainer's cycle victims: cells off the loop seeing two of its nodes (se-cycles.ts). */
  seVictims: boolean;
  /** The most nodes a chain may have. */
  maxNodes: number;
}

export const KIND_AIC = 1;
/** A loop through the victim or the placed candidate, broken at one node. */
export const KIND_DISCONTINUOUS = 2;
export const KIND_CONTINUOUS = 4;

/** The best chain found: its nodes (states, on at odd indices), kind and changes. */
export interface FoundChain {
  nodes: number[];
  /** The cells of each node. */
  cells: number[][];
  kind: number;
  /** Candidate nodes (cell * size + d - 1) eliminated, or placed. */
  eliminations: number[];
  placement: number;
}

interface Scratch {
  n: number;
  seen: Int32Array;
  parent: Int32Array;
  queue: Int32Array;
  weakA: Int32Array;
  /** Nodes weakly linked to a candidate that is weakly linked to the start. */
  near2: Int32Array;
  weakOff: Int32Array;
  onPath: Int32Array;
  /** places[u * size + d - 1]: the places of unit u holding d, as bits. */
  places: Int32Array;
  segCount: Int32Array;
}

let S: Scratch | null = null;
/** seen, weakA and near2 hold the current start's stamp; onPath and weakOff a check's mark. */
let searchStamp = 0;
let markStamp = 0;

function scratchFor(nodes: number, unitKeys: number, segKeys: number): Scratch {
  if (
    !S ||
    S.n < nodes ||
    S.places.length < unitKeys ||
    S.segCount.length < segKeys ||
    searchStamp > 0x3fffffff ||
    markStamp > 0x3fffffff
  ) {
    S = {
      n: nodes,
      seen: new Int32Array(2 * nodes),
      parent: new Int32Array(2 * nodes),
      queue: new Int32Array(2 * nodes),
      weakA: new Int32Array(nodes),
      near2: new Int32Array(nodes),
      weakOff: new Int32Array(nodes),
      onPath: new Int32Array(nodes),
      places: new Int32Array(unitKeys),
      segCount: new Int32Array(segKeys),
    };
    searchStamp = 0;
    markStamp = 0;
    built.geometry = null;
  }
  return S;
}

/** The search's view of one position, set by findChain. */
let st: GradeState;
let seg: Segments;
let opt: ChainSearch;
let C = 0;
let sc: Scratch;
/** Links walked, for the work meter. */
let walked = 0;

/** The cells of node n, into out; returns how many. */
function cellsOf(n: number, out: Int32Array): number {
  const { size } = st.geometry;
  if (n < C) {
    out[0] = (n / size) | 0;
    return 1;
  }
  const s = ((n - C) / size) | 0;
  const bit = 1 << ((n - C) % size);
  let k = 0;
  for (let i = seg.cellStart[s]; i < seg.cellStart[s + 1]; i++) {
    const cell = seg.cells[i];
    if (st.cand[cell] & bit) out[k++] = cell;
  }
  return k;
}

/** The link graph of the position (compressed rows), built once per search; see buildGraph. */
let edges = new Int32Array(1 << 15);
let edgeCount = 0;

function emit(m: number): void {
  if (edgeCount === edges.length) {
    const grown = new Int32Array(edges.length * 2);
    grown.set(edges);
    edges = grown;
  }
  edges[edgeCount++] = m;
}

const CELLS_A = new Int32Array(16);

/** on(M) for every strong link from off(n): x-links first, then (candidates) the y-link. */
function expandStrong(n: number): void {
  const { geometry, cand } = st;
  const { size, cellCount, cellUnits, cellUnitStart } = geometry;
  const d = (n % size) + 1;
  if (n < C) {
    const cell = (n / size) | 0;
    for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) {
      const u = cellUnits[k];
      strongInUnit(u, d, -1, 1 << seg.unitPos[u * cellCount + cell]);
    }
    strongYStart[n] = edgeCount;
    const bit = 1 << (d - 1);
    if (popcount(cand[cell]) === 2) emit(cell * size + 31 - Math.clz32(cand[cell] & ~bit));
    return;
  }
  const s = ((n - C) / size) | 0;
  strongInUnit(seg.box[s], d, s, seg.boxMask[s]);
  strongInUnit(seg.line[s], d, s, seg.lineMask[s]);
  strongYStart[n] = edgeCount;
}

/**
 * The strong link inside unit u from a node of d at places `own` of u (segment s, or -1 for a
 * candidate): the rest of d's places in u, when they are one cell or one other segment.
 */
function strongInUnit(u: number, d: number, s: number, own: number): void {
  const { size, unitCells } = st.geometry;
  const places = sc.places[u * size + d - 1];
  const rest = places & ~own;
  if (rest === 0 || (places & own) !== own) return;
  if ((rest & (rest - 1)) === 0) {
    emit(unitCells[u * size + 31 - Math.clz32(rest)] * size + d - 1);
    return;
  }
  if (!built.groups) return;
  for (let i = seg.ofUnitStart[u]; i < seg.ofUnitStart[u + 1]; i++) {
    const t = seg.ofUnit[i];
    if (t === s) continue;
    const mask = seg.box[t] === u ? seg.boxMask[t] : seg.lineMask[t];
    if ((places & mask) === rest) emit(C + t * size + d - 1);
  }
  walked += seg.ofUnitStart[u + 1] - seg.ofUnitStart[u];
}

/** off(M) for every weak link from on(n): same-digit links first, then (candidates) the cell's. */
function expandWeak(n: number): void {
  const { geometry, cand } = st;
  const { size, peerStart } = geometry;
  const d = (n % size) + 1;
  const bit = 1 << (d - 1);
  if (n < C) {
    const cell = (n / size) | 0;
    // The peers holding d, ascending (as geometry.peers lists them): one AND of words (als.ts).
    for (let w = 0; w < 3; w++) {
      const held = peerWords[cell * 3 + w] & PLANES[(d - 1) * 3 + w];
      for (let bits = held; bits !== 0; bits &= bits - 1) {
        emit((WORD * w + 31 - Math.clz32(bits & -bits)) * size + d - 1);
      }
    }
    walked += peerStart[cell + 1] - peerStart[cell];
    for (let i = seg.seenByStart[cell]; i < seg.seenByStart[cell + 1] && built.groups; i++) {
      const t = seg.seenBy[i];
      if (sc.segCount[t * size + d - 1] >= 2) emit(C + t * size + d - 1);
    }
    inCellStart[n] = edgeCount;
    for (let m = cand[cell] & ~bit; m !== 0; m &= m - 1) {
      emit(cell * size + 31 - Math.clz32(m & -m));
    }
    return;
  }
  const s = ((n - C) / size) | 0;
  for (let i = seg.peersStart[s]; i < seg.peersStart[s + 1]; i++) {
    const cell = seg.peers[i];
    if (cand[cell] & bit) emit(cell * size + d - 1);
  }
  walked += seg.peersStart[s + 1] - seg.peersStart[s];
  for (let i = seg.nearStart[s]; i < seg.nearStart[s + 1]; i++) {
    const t = seg.near[i];
    if (sc.segCount[t * size + d - 1] >= 2) emit(C + t * size + d - 1);
  }
  inCellStart[n] = edgeCount;
}

/**
 * The graph of every link of the position, whatever a search allows: node n's strong links
 * (off(n) => on(m)) are edges[strongStart[n] .. weakStart[n]), the y-link from strongYStart[n];
 * its weak links (on(n) => off(m)) edges[weakStart[n] .. strongStart[n + 1]), those inside its
 * cell from inCellStart[n]. Absent nodes have none. Built once per position (graphFor).
 */
let strongStart = new Int32Array(0);
let strongYStart = new Int32Array(0);
let weakStart = new Int32Array(0);
let inCellStart = new Int32Array(0);

/** The position the graph was built for. */
const built = {
  geometry: null as Geometry | null,
  cand: new Uint16Array(0),
  values: new Uint8Array(0),
  groups: false,
};

/** Builds the graph (and the digit counts) unless it was built for this very position; true when kept. */
function graphFor(nodes: number): boolean {
  const { geometry, cand, values } = st;
  let same = built.geometry === geometry && built.groups === opt.groups;
  for (let i = 0; same && i < cand.length; i++) {
    same = built.cand[i] === cand[i] && built.values[i] === values[i];
  }
  if (same) return true;
  built.geometry = geometry;
  built.groups = opt.groups;
  built.cand = Uint16Array.from(cand);
  built.values = Uint8Array.from(values);
  countDigits();
  buildGraph(nodes);
  return false;
}

function buildGraph(nodes: number): void {
  if (strongStart.length < nodes + 1) {
    strongStart = new Int32Array(nodes + 1);
    strongYStart = new Int32Array(nodes);
    weakStart = new Int32Array(nodes);
    inCellStart = new Int32Array(nodes);
  }
  edgeCount = 0;
  for (let n = 0; n < nodes; n++) {
    strongStart[n] = edgeCount;
    if (!exists(n)) {
      strongYStart[n] = edgeCount;
      weakStart[n] = edgeCount;
      inCellStart[n] = edgeCount;
      continue;
    }
    expandStrong(n);
    weakStart[n] = edgeCount;
    expandWeak(n);
  }
  strongStart[nodes] = edgeCount;
  walked += edgeCount;
}

/** Marks in `mark` every node weakly linked to n (with in-cell links when `inCell`). */
function markWeak(n: number, mark: Int32Array, value: number, inCell: boolean): void {
  const end = inCell ? strongStart[n + 1] : inCellStart[n];
  for (let e = weakStart[n]; e < end; e++) mark[edges[e]] = value;
}

/** PLANES[(d - 1) * 3 + w]: the cells holding d, as words (chains run on 81 cells at most). */
const PLANES = new Int32Array(27);
/** Each cell's peers as words (als.ts). */
let peerWords: Int32Array = new Int32Array(0);

/** Each digit's places per unit (as bits), its cells (PLANES) and its count per segment. */
function countDigits(): void {
  const { geometry, cand } = st;
  const { size, unitCount, unitCells } = geometry;
  sc.places.fill(0, 0, unitCount * size);
  for (let u = 0; u < unitCount; u++) {
    for (let i = 0; i < size; i++) {
      for (let m = cand[unitCells[u * size + i]]; m !== 0; m &= m - 1) {
        sc.places[u * size + 31 - Math.clz32(m & -m)] |= 1 << i;
      }
    }
  }
  fillDigitPlanes(cand, geometry.cellCount, PLANES);
  peerWords = geometryTables(geometry).peers;
  sc.segCount.fill(0, 0, seg.count * size);
  for (let s = 0; s < seg.count; s++) {
    for (let i = seg.cellStart[s]; i < seg.cellStart[s + 1]; i++) {
      for (let m = cand[seg.cells[i]]; m !== 0; m &= m - 1) {
        sc.segCount[s * size + 31 - Math.clz32(m & -m)]++;
      }
    }
  }
  walked += unitCount * size + seg.count * 3;
}

/**
 * The shortest productive chains `options` allow, two at once: the best AIC (slot 0, kind
 * KIND_AIC) and the best loop (slot 1, the other kinds), each null when none is found or its
 * kinds are not asked for. Pure: reads `state` only.
 */
export function findChains(
  state: GradeState,
  options: ChainSearch,
): [FoundChain | null, FoundChain | null] {
  const { geometry } = state;
  const { size, cellCount } = geometry;
  st = state;
  opt = options;
  seg = segmentsOf(geometry);
  C = cellCount * size;
  const nodes = C + seg.count * size;
  sc = scratchFor(nodes, geometry.unitCount * size, seg.count * size);
  walked = 0;
  if (graphFor(nodes) && options === lastOptions) return [best[0], best[1]];
  lastOptions = options;
  best[0] = null;
  best[1] = null;
  limits[0] = options.kinds & KIND_AIC ? options.maxNodes : 0;
  limits[1] = options.kinds & (KIND_DISCONTINUOUS | KIND_CONTINUOUS) ? options.maxNodes : 0;
  // Every node that exists, ascending: candidates cell by cell, read off their masks, then groups.
  for (let cell = 0; cell < cellCount && searching(); cell++) {
    for (let m = state.cand[cell]; m !== 0 && searching(); m &= m - 1) {
      searchFrom(cell * size + 31 - Math.clz32(m & -m));
    }
  }
  for (let a = C; built.groups && a < nodes && searching(); a++) if (exists(a)) searchFrom(a);
  spendChainWork(walked);
  return [best[0], best[1]];
}

/** The shortest productive chain of any kind `options` allow (the shorter slot), or null. */
export function findChain(state: GradeState, options: ChainSearch): FoundChain | null {
  const [chain, loop] = findChains(state, options);
  if (!chain || !loop) return chain ?? loop;
  return loop.nodes.length < chain.nodes.length ? loop : chain;
}

const best: (FoundChain | null)[] = [null, null];
/** The options of the search `best` holds, for the position the graph was built for. */
let lastOptions: ChainSearch | null = null;
/** The most nodes a chain may still have to win its slot. */
const limits = new Int32Array(2);

/** Whether a chain of either slot may still win: the shortest has four nodes. */
function searching(): boolean {
  return Math.max(limits[0], limits[1]) >= 4;
}

function exists(n: number): boolean {
  const { size } = st.geometry;
  if (n < C) return (st.cand[(n / size) | 0] & (1 << (n % size))) !== 0;
  return built.groups && sc.segCount[n - C] >= 2;
}

/** Breadth first from off(a), offering each productive end to its slot. */
function searchFrom(a: number): void {
  const { xLinks, yLinks } = opt;
  // Every chain starts with a strong link.
  if ((xLinks ? strongStart[a] : strongYStart[a]) === (yLinks ? weakStart[a] : strongYStart[a]))
    return;
  const mark = ++searchStamp;
  markWeak(a, sc.weakA, mark, true);
  if (opt.kinds !== KIND_CONTINUOUS) {
    for (let e = weakStart[a]; e < strongStart[a + 1]; e++) {
      const m = edges[e];
      if (m < C) markWeak(m, sc.near2, mark, true);
    }
  }
  const { seen, parent, queue } = sc;
  let tail = 1;
  queue[0] = 2 * a;
  seen[2 * a] = mark;
  parent[2 * a] = -1;
  let head = 0;
  let limit = Math.max(limits[0], limits[1]);
  // The queue holds one level after another: `depth` states (nodes) from the start to
  // queue[head], the level ending at levelEnd.
  let depth = 1;
  let levelEnd = 1;
  for (; head < tail; head++) {
    if (head === levelEnd) {
      depth++;
      levelEnd = tail;
    }
    const s = queue[head];
    const n = s >> 1;
    if (depth > limit) break;
    if (s & 1 && depth >= 4 && productive(a, s, depth)) limit = Math.max(limits[0], limits[1]);
    if (depth >= limit) continue;
    const on = s & 1;
    const from = on ? weakStart[n] : xLinks ? strongStart[n] : strongYStart[n];
    const to = on
      ? yLinks
        ? strongStart[n + 1]
        : inCellStart[n]
      : yLinks
        ? weakStart[n]
        : strongYStart[n];
    walked += to - from;
    for (let e = from; e < to; e++) {
      const m = edges[e];
      const t = 2 * m + (on ^ 1);
      if (seen[t] === mark) continue;
      seen[t] = mark;
      parent[t] = s;
      queue[tail++] = t;
    }
  }
  walked += head;
}

/**
 * Offers the chain of `length` nodes from off(a) to state `end` (on) to its slot: true when it
 * is productive, its nodes are apart, and it is shorter than the slot's best.
 */
function productive(a: number, end: number, length: number): boolean {
  const { size } = st.geometry;
  const z = end >> 1;
  const closes = z !== a && sc.weakA[z] === searchStamp;
  if (z === a || closes) {
    const kind = z === a ? KIND_DISCONTINUOUS : KIND_CONTINUOUS;
    if (length > limits[1] || (opt.kinds & kind) === 0 || (z === a && a >= C)) return false;
  } else if (
    (opt.kinds & (KIND_AIC | KIND_DISCONTINUOUS)) === 0 ||
    length > Math.max(limits[0], limits[1]) ||
    !endsShareVictim(z)
  ) {
    return false;
  }
  const path: number[] = [];
  for (let s = end; s >= 0; s = sc.parent[s]) path.push(s);
  path.reverse();
  const pathMark = apart(path, z === a);
  if (pathMark < 0) return false;
  const eliminations: number[] = [];
  let kind = KIND_AIC;
  let placement = -1;
  if (z === a) {
    kind = KIND_DISCONTINUOUS;
    placement = a;
  } else if (closes) {
    kind = KIND_CONTINUOUS;
    loopVictims(path, pathMark, eliminations);
  } else {
    endVictims(z, pathMark, eliminations);
    for (const e of eliminations) {
      const cell = (e / size) | 0;
      for (const node of [a, z]) {
        const k = cellsOf(node, CELLS_A);
        for (let i = 0; i < k; i++) if (CELLS_A[i] === cell) kind = KIND_DISCONTINUOUS;
      }
    }
  }
  const slot = kind === KIND_AIC ? 0 : 1;
  if ((kind & opt.kinds) === 0 || length > limits[slot]) return false;
  if (eliminations.length === 0 && placement < 0) return false;
  const cells = path.map((state) => Array.from(CELLS_A.subarray(0, cellsOf(state >> 1, CELLS_A))));
  best[slot] = { nodes: path, cells, kind, eliminations, placement };
  limits[slot] = length - 1;
  return true;
}

/** Whether some candidate weakly linked to z is also weakly linked to the start (cheap test). */
function endsShareVictim(z: number): boolean {
  return sc.near2[z] === searchStamp;
}

/**
 * Marks the candidates of the path's nodes in onPath and returns the mark, or -1 when two nodes
 * share a candidate (a loop's ends aside).
 */
function apart(path: readonly number[], loop: boolean): number {
  const { size } = st.geometry;
  const mark = ++markStamp;
  const last = loop ? path.length - 1 : path.length;
  for (let i = 0; i < last; i++) {
    const n = path[i] >> 1;
    const k = cellsOf(n, CELLS_A);
    const d = (n % size) + 1;
    for (let j = 0; j < k; j++) {
      const c = CELLS_A[j] * size + d - 1;
      if (sc.onPath[c] === mark) return -1;
      sc.onPath[c] = mark;
    }
  }
  return mark;
}

/** Candidates weakly linked to both ends and not on the chain. */
function endVictims(z: number, pathMark: number, out: number[]): void {
  for (let e = weakStart[z]; e < strongStart[z + 1]; e++) {
    const c = edges[e];
    if (c < C && sc.weakA[c] === searchStamp && sc.onPath[c] !== pathMark) out.push(c);
  }
  out.sort((x, y) => x - y);
}

/**
 * A continuous loop's victims: weakly linked to an odd node and to an even one. Sudoku
 * Explainer's rule (seVictims) counts only same-digit links and cells off the loop.
 */
function loopVictims(path: readonly number[], pathMark: number, out: number[]): void {
  const mark = ++markStamp;
  const { size } = st.geometry;
  const inCell = !opt.seVictims;
  for (let i = 0; i < path.length; i += 2) markWeak(path[i] >> 1, sc.weakOff, mark, inCell);
  for (let i = 1; i < path.length; i += 2) {
    const n = path[i] >> 1;
    const end = inCell ? strongStart[n + 1] : inCellStart[n];
    for (let e = weakStart[n]; e < end; e++) {
      const c = edges[e];
      if (c >= C || sc.weakOff[c] !== mark || sc.onPath[c] === pathMark) continue;
      sc.weakOff[c] = 0;
      if (opt.seVictims && onLoopCell(c, pathMark, size)) continue;
      out.push(c);
    }
  }
  out.sort((x, y) => x - y);
}

/** Whether candidate c's cell holds a candidate of the loop. */
function onLoopCell(c: number, pathMark: number, size: number): boolean {
  const cell = (c / size) | 0;
  for (let d = 0; d < size; d++) if (sc.onPath[cell * size + d] === pathMark) return true;
  return false;
}
