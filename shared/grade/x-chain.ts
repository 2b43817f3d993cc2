import { nameCell } from '../words.ts';
import { collectCommonPeers, describeLosses, sharedUnit } from './bivalue.ts';
import { skippingUnchanged } from './changed-digits.ts';
import type { GradeState } from './state.ts';
import { findStrongLinks, linkAdjacency, type StrongLinks } from './strong-links.ts';
import type { CellDigit, Step, Technique } from './types.ts';

/**
 * X-Chain: cells x0 = x1 - x2 = x3 … = xn holding d, where `=` is a strong link (the only two
 * d of a unit) and `-` a weak one (the cells see each other). If x0 is not d then x1 is, so x2
 * is not, so x3 is, … so xn is: one of the ends is d, and a cell off the chain seeing both
 * ends loses d.
 *
 * Search: breadth first over states (cell, how it was reached), from every start cell, digits
 * ascending, chains of 4 to MAX_NODES nodes. The shortest chain wins; among equals, the lowest
 * digit, then the lowest start, then breadth-first order. A path whose cells repeat is skipped.
 * A step's `chain` and `cells` are the nodes in order; its units are those of the links.
 */
export const xChain: Technique = {
  id: 'x-chain',
  name: 'X-Chain',
  level: 'expert',
  score: 260,
  find: skippingUnchanged(findXChain),
  explain(step, geometry) {
    const d = step.digits[0];
    const chain = step.cells.map(
      (c, i) => `${i === 0 ? '' : i % 2 === 1 ? ' = ' : ' - '}(${nameCell(geometry, c)})`,
    );
    const first = nameCell(geometry, step.cells[0]);
    const last = nameCell(geometry, step.cells[step.cells.length - 1]);
    return `X-Chain on ${d}: ${chain.join('')} (= the only two ${d}s of a unit, - two cells that see each other), so ${first} or ${last} is ${d}: ${describeLosses(geometry, step.eliminations)}.`;
  },
};

/** The shortest X-chain on the given digits (a mask); see above for ties. */
function findXChain(state: GradeState, digits: number): Step | null {
  const { size, cellCount } = state.geometry;
  growScratch(cellCount);
  let best: Step | null = null;
  let bestLinks = MAX_NODES + 1;
  for (let d = 1; d <= size; d++) {
    if ((digits & (1 << (d - 1))) === 0) continue;
    const links = findStrongLinks(state, d);
    if (links.count < 2) continue;
    linkAdjacency(links, cellCount);
    linkWeak(state, links, d);
    for (let start = 0; start < cellCount; start++) {
      if (links.start[start] === links.start[start + 1]) continue;
      const step = searchFrom(state, links, d, start, bestLinks);
      if (!step) continue;
      best = step;
      bestLinks = step.cells.length - 1;
      if (bestLinks === 3) return best;
    }
  }
  return best;
}

const MAX_NODES = 12;

/*
 * Breadth-first scratch over states s = 2*cell + p: p = 1 when the cell was reached by a strong
 * link (it is d if the start is not), p = 0 by a weak link or at the start (it is not d). A
 * state is visited in this search when SEEN[s] === stamp; PARENT, DEPTH (links from the start)
 * and VIA (the strong link's unit) describe how. ON_CHAIN marks a path's cells while it is built.
 */
let QUEUE = new Int32Array(0);
let SEEN = new Int32Array(0);
let PARENT = new Int32Array(0);
let DEPTH = new Uint8Array(0);
let VIA = new Int32Array(0);
let ON_CHAIN = new Uint8Array(0);
let stamp = 0;
/**
 * The weak links of the digit searched, listed once per digit: WEAK[WEAK_FROM[cell] ..
 * WEAK_FROM[cell + 1]) are the peers of cell holding d, in peer order, that have a strong link
 * (a weak link must be followed by a strong one: cells without one lead nowhere).
 */
let WEAK_FROM = new Int32Array(0);
let WEAK = new Int32Array(0);

function linkWeak(state: GradeState, links: StrongLinks, d: number): void {
  const { geometry, cand } = state;
  const { cellCount, peers, peerStart } = geometry;
  const bit = 1 << (d - 1);
  if (WEAK.length < peers.length) WEAK = new Int32Array(peers.length);
  let length = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    WEAK_FROM[cell] = length;
    if (links.start[cell] === links.start[cell + 1]) continue;
    for (let p = peerStart[cell]; p < peerStart[cell + 1]; p++) {
      const other = peers[p];
      if (cand[other] & bit && links.start[other] !== links.start[other + 1])
        WEAK[length++] = other;
    }
  }
  WEAK_FROM[cellCount] = length;
}

function growScratch(cellCount: number): void {
  if (ON_CHAIN.length >= cellCount) return;
  WEAK_FROM = new Int32Array(cellCount + 1);
  QUEUE = new Int32Array(2 * cellCount);
  SEEN = new Int32Array(2 * cellCount);
  PARENT = new Int32Array(2 * cellCount);
  DEPTH = new Uint8Array(2 * cellCount);
  VIA = new Int32Array(2 * cellCount);
  ON_CHAIN = new Uint8Array(cellCount);
  stamp = 0;
}

/**
 * The first chain from start (in breadth-first order) shorter than `limit` links that
 * eliminates something, as a step; or null. Starts with a strong link, so the start's state
 * is p = 0.
 */
function searchFrom(
  state: GradeState,
  links: StrongLinks,
  d: number,
  start: number,
  limit: number,
): Step | null {
  if (++stamp === 0x7fffffff) {
    SEEN.fill(0);
    stamp = 1;
  }
  let head = 0;
  let tail = 0;
  QUEUE[tail++] = 2 * start;
  SEEN[2 * start] = stamp;
  PARENT[2 * start] = -1;
  DEPTH[2 * start] = 0;
  while (head < tail) {
    const s = QUEUE[head++];
    const cell = s >> 1;
    const depth = DEPTH[s] + 1;
    if (depth >= limit) break;
    if ((s & 1) === 0) {
      for (let i = links.start[cell]; i < links.start[cell + 1]; i++) {
        const other = links.next[i];
        const t = 2 * other + 1;
        if (other === start || SEEN[t] === stamp) continue;
        SEEN[t] = stamp;
        PARENT[t] = s;
        DEPTH[t] = depth;
        VIA[t] = links.via[i];
        QUEUE[tail++] = t;
        if (depth < 3 || collectCommonPeers(state, start, other, -1, d, null, null) === 0) continue;
        const step = chainStep(state, d, t);
        if (step) return step;
      }
    } else {
      for (let j = WEAK_FROM[cell]; j < WEAK_FROM[cell + 1]; j++) {
        const other = WEAK[j];
        const t = 2 * other;
        if (other === start || SEEN[t] === stamp) continue;
        SEEN[t] = stamp;
        PARENT[t] = s;
        DEPTH[t] = depth;
        QUEUE[tail++] = t;
      }
    }
  }
  return null;
}

/** The step of the chain ending in state `end`, or null when its cells repeat or it removes nothing. */
function chainStep(state: GradeState, d: number, end: number): Step | null {
  const cells: number[] = [];
  const strongUnits: number[] = [];
  for (let s = end; s >= 0; s = PARENT[s]) {
    cells.push(s >> 1);
    if (s & 1) strongUnits.push(VIA[s]);
  }
  cells.reverse();
  strongUnits.reverse();
  let simple = true;
  for (const cell of cells) {
    if (ON_CHAIN[cell]) simple = false;
    ON_CHAIN[cell] = 1;
  }
  const eliminations: CellDigit[] = [];
  const last = cells[cells.length - 1];
  if (simple) collectCommonPeers(state, cells[0], last, -1, d, ON_CHAIN, eliminations);
  for (const cell of cells) ON_CHAIN[cell] = 0;
  if (eliminations.length === 0) return null;
  const units: number[] = [];
  for (let i = 1; i < cells.length; i++) {
    const u =
      i % 2 === 1 ? strongUnits[i >> 1] : sharedUnit(state.geometry, cells[i - 1], cells[i]);
    if (!units.includes(u)) units.push(u);
  }
  return {
    technique: 'x-chain',
    placements: [],
    eliminations,
    cells,
    digits: [d],
    units,
    chain: cells.map((cell) => ({ cell, digit: d })),
  };
}
