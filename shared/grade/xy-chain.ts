import { nameCell } from '../words.ts';
import { collectCommonPeers, describeLosses, isBivalue, sharedUnit } from './bivalue.ts';
import { type GradeState, lowestDigit } from './state.ts';
import type { CellDigit, Technique } from './types.ts';

/**
 * XY-Chain: bivalue cells c0, c1, ..., ck, each seeing the next. Suppose c0 is not z: it is its
 * other digit, so c1 (which holds that digit too) is not, so c1 is its other digit, and so on;
 * when the last cell is then forced to z, either c0 or ck is z, and no cell seeing both (off the
 * chain) can be z.
 *
 * The search is a breadth-first search over states (cell, e) = "cell is not e, so it is its
 * other digit", from every start (c0, z) in cell and digit order, keeping the shortest chain
 * that removes something (ties go to the earlier start). A state is packed as cell * 16 + e - 1
 * (digits go to 16). A step's chain lists, for each cell, the digit it is not, then the digit it
 * is: (c0,z) (c0,a) (c1,a) (c1,b) ... (ck,z), strong links inside cells, weak links between them.
 */
export const xyChain: Technique = {
  id: 'xy-chain',
  name: 'XY-Chain',
  level: 'expert',
  score: 260,
  find(state) {
    const length = findShortestChain(state);
    if (length === 0) return null;
    const { geometry } = state;
    const start = BEST[0];
    const end = BEST[length - 1];
    const z = BEST_NOT[0];
    const chain: CellDigit[] = [];
    const cells: number[] = [];
    const units: number[] = [];
    for (let i = 0; i < length; i++) {
      const cell = BEST[i];
      cells.push(cell);
      chain.push({ cell, digit: BEST_NOT[i] });
      chain.push({ cell, digit: lowestDigit(state.cand[cell] & ~(1 << (BEST_NOT[i] - 1))) });
      if (i > 0) {
        const u = sharedUnit(geometry, BEST[i - 1], cell);
        if (!units.includes(u)) units.push(u);
      }
      ON_CHAIN[cell] = 1;
    }
    const eliminations: CellDigit[] = [];
    collectCommonPeers(state, start, end, -1, z, ON_CHAIN, eliminations);
    for (const cell of cells) ON_CHAIN[cell] = 0;
    return {
      technique: 'xy-chain',
      placements: [],
      eliminations,
      cells,
      digits: [z],
      units,
      chain,
    };
  },
  explain(step, geometry) {
    const chain = step.chain ?? [];
    const name = (i: number) => nameCell(geometry, chain[i].cell);
    const z = chain[0].digit;
    const links: string[] = [];
    for (let i = 3; i < chain.length; i += 2) links.push(`${name(i)} is ${chain[i].digit}`);
    const first = name(0);
    const last = name(chain.length - 1);
    return `XY-Chain: ${first} is ${z} or ${chain[1].digit}; if ${chain[1].digit}, then ${links.join(', then ')}. So either ${first} or ${last} is ${z}, and a cell seeing both cannot be ${z}: ${describeLosses(geometry, step.eliminations)}.`;
  },
};

/** The longest chain searched, in cells. */
const MAX_CELLS = 10;
/** States are cell * 16 + (d - 1): up to 16 digits per cell, 256 cells. */
const STATES = 256 * 16;

const SEEN = new Int32Array(STATES);
const PARENT = new Int32Array(STATES);
const DEPTH = new Uint8Array(STATES);
const QUEUE = new Int32Array(STATES);
const ON_CHAIN = new Uint8Array(256);
/** The best chain so far: its cells, and for each the digit it is not. */
const BEST = new Int32Array(MAX_CELLS);
const BEST_NOT = new Int32Array(MAX_CELLS);
/** SEEN[state] === stamp: reached in the current search; a new stamp clears SEEN at once. */
let stamp = 0;
/**
 * The links of the search, built once per call: LINKS[LINK_FROM[key] .. LINK_TO[key]) are the
 * peers holding e, and two candidates, of a cell with two candidates (key = cell * 16 + e - 1),
 * in peer order: where the cell being e leads.
 */
const LINK_FROM = new Int32Array(STATES);
const LINK_TO = new Int32Array(STATES);
let LINKS = new Int32Array(0);

/** Fills the links of every bivalue cell's two digits (see LINKS). */
function linkBivalues(state: GradeState): void {
  const { geometry, cand } = state;
  const { cellCount, peers, peerStart } = geometry;
  // Two digits a cell, each leading to at most every peer.
  if (LINKS.length < 2 * peers.length) LINKS = new Int32Array(2 * peers.length);
  let length = 0;
  for (let c = 0; c < cellCount; c++) {
    if (!isBivalue(cand[c])) continue;
    for (let rest = cand[c]; rest !== 0; rest &= rest - 1) {
      const bit = rest & -rest;
      const key = c * 16 + 31 - Math.clz32(bit);
      LINK_FROM[key] = length;
      for (let p = peerStart[c]; p < peerStart[c + 1]; p++) {
        const next = peers[p];
        if (cand[next] & bit && isBivalue(cand[next])) LINKS[length++] = next;
      }
      LINK_TO[key] = length;
    }
  }
}

/**
 * Fills BEST and BEST_NOT with the shortest productive chain and returns its length in cells,
 * or 0 when there is none within MAX_CELLS.
 */
function findShortestChain(state: GradeState): number {
  const { geometry, cand, values } = state;
  const { cellCount } = geometry;
  let bestLength = MAX_CELLS + 1;
  linkBivalues(state);
  for (let s = 0; s < cellCount && bestLength > 2; s++) {
    const ms = cand[s];
    if (values[s] !== 0 || !isBivalue(ms)) continue;
    for (let rest = ms; rest !== 0 && bestLength > 2; rest &= rest - 1) {
      const z = lowestDigit(rest);
      if (++stamp === 2 ** 31 - 1) {
        SEEN.fill(0);
        stamp = 1;
      }
      const root = s * 16 + z - 1;
      SEEN[root] = stamp;
      PARENT[root] = -1;
      DEPTH[root] = 1;
      QUEUE[0] = root;
      let head = 0;
      let tail = 1;
      while (head < tail) {
        const node = QUEUE[head++];
        const c = node >> 4;
        const takes = lowestDigit(cand[c] & ~(1 << (node & 15)));
        if (c !== s && takes === z && removesSomething(state, s, c, z, node)) {
          bestLength = DEPTH[node];
          for (let at = node, i = bestLength - 1; at >= 0; at = PARENT[at], i--) {
            BEST[i] = at >> 4;
            BEST_NOT[i] = (at & 15) + 1;
          }
          break;
        }
        if (DEPTH[node] + 1 >= bestLength) continue;
        const key = c * 16 + takes - 1;
        for (let j = LINK_FROM[key]; j < LINK_TO[key]; j++) {
          const next = LINKS[j];
          const state2 = next * 16 + takes - 1;
          if (SEEN[state2] === stamp || onPath(node, next)) continue;
          SEEN[state2] = stamp;
          PARENT[state2] = node;
          DEPTH[state2] = DEPTH[node] + 1;
          QUEUE[tail++] = state2;
        }
      }
    }
  }
  return bestLength > MAX_CELLS ? 0 : bestLength;
}

/** Whether cell is on the chain ending at node (chains are short: walk the parents). */
function onPath(node: number, cell: number): boolean {
  for (let at = node; at >= 0; at = PARENT[at]) if (at >> 4 === cell) return true;
  return false;
}

/** Whether z leaves some cell off the chain ending at node that sees both start and end. */
function removesSomething(
  state: GradeState,
  start: number,
  end: number,
  z: number,
  node: number,
): boolean {
  for (let at = node; at >= 0; at = PARENT[at]) ON_CHAIN[at >> 4] = 1;
  const found = collectCommonPeers(state, start, end, -1, z, ON_CHAIN, null);
  for (let at = node; at >= 0; at = PARENT[at]) ON_CHAIN[at >> 4] = 0;
  return found > 0;
}
