import type { Geometry } from '../geometry.ts';
import { nameCell } from '../words.ts';
import { describeCells, describeLosses } from './bivalue.ts';
import { skippingUnchanged } from './changed-digits.ts';
import { type GradeState, seesCell } from './state.ts';
import { findStrongLinks, linkAdjacency, type StrongLinks } from './strong-links.ts';
import type { CellDigit, Step, Technique } from './types.ts';

/**
 * Simple colouring: the strong links of d join cells into clusters; colour each cluster with
 * two colours, alternating along every link. In each cluster one colour is all d, the other
 * none. Colour wrap: two cells of one colour see each other, so that colour is false and all
 * its cells lose d. Colour trap: a cell outside the cluster that sees both colours loses d.
 *
 * Clusters of two cells (one strong link) are skipped: all they can remove is what locked
 * candidates remove first. Clusters are visited from their lowest cell, digits ascending, and
 * a wrap is looked for before a trap.
 *
 * A step's `chain` is the cluster in BFS order from its lowest cell. Its `cells` are the first
 * colour's cells then the second's, each in BFS order: the second colour starts at chain[1]
 * (the root's first neighbour), which is how `explain` splits them. Its units are the units of
 * the links that reached each cell, in BFS order.
 */
export const simpleColouring: Technique = {
  id: 'simple-colouring',
  name: 'Simple colouring',
  level: 'hard',
  score: 150,
  find: skippingUnchanged(findColouring),
  explain(step, geometry) {
    const d = step.digits[0];
    const split = step.cells.indexOf(step.chain![1].cell);
    const colours = `${describeCells(geometry, step.cells.slice(0, split))} take one colour and ${describeCells(geometry, step.cells.slice(split))} the other`;
    const lead = `Simple colouring on ${d}: following the strong links of ${d}, ${colours}`;
    const losses = describeLosses(geometry, step.eliminations);
    if (step.cells.includes(step.eliminations[0].cell)) {
      const [x, y] = seeingPair(geometry, step.eliminations);
      return `${lead}; ${x} and ${y} share a colour but see each other, so that colour is false: ${losses}.`;
    }
    return `${lead}, and one of the colours is ${d}; a cell seeing both colours cannot be ${d}: ${losses}.`;
  },
};

/** The first wrap or trap on the given digits (a mask), digits ascending. */
function findColouring(state: GradeState, digits: number): Step | null {
  const { size, cellCount } = state.geometry;
  growScratch(cellCount);
  for (let d = 1; d <= size; d++) {
    if ((digits & (1 << (d - 1))) === 0) continue;
    const links = findStrongLinks(state, d);
    if (links.count < 2) continue;
    linkAdjacency(links, cellCount);
    CLUSTER_OF.fill(-1, 0, cellCount);
    for (let root = 0; root < cellCount; root++) {
      if (links.start[root] === links.start[root + 1] || CLUSTER_OF[root] >= 0) continue;
      const n = colourCluster(links, root);
      if (n < 3) continue;
      const step = colourStep(state, d, n, root);
      if (step) return step;
    }
  }
  return null;
}

/*
 * Scratch for one cluster, sized to the largest grid seen: QUEUE[0..n) holds the cluster in BFS
 * order, CLUSTER_OF[cell] its root (-1 when not yet reached), COLOUR[cell] 0 or 1, VIA[cell] the
 * unit of the link that reached it, and SEEN[cell] which colours see it (bit 0, bit 1).
 */
let QUEUE = new Int32Array(0);
let CLUSTER_OF = new Int32Array(0);
let COLOUR = new Uint8Array(0);
let VIA = new Int32Array(0);
let SEEN = new Uint8Array(0);

function growScratch(cellCount: number): void {
  if (QUEUE.length >= cellCount) return;
  QUEUE = new Int32Array(cellCount);
  CLUSTER_OF = new Int32Array(cellCount);
  COLOUR = new Uint8Array(cellCount);
  VIA = new Int32Array(cellCount);
  SEEN = new Uint8Array(cellCount);
}

/** Colours the cluster of root breadth first into QUEUE; returns its size. */
function colourCluster(links: StrongLinks, root: number): number {
  const { start, next, via } = links;
  let head = 0;
  let tail = 0;
  QUEUE[tail++] = root;
  CLUSTER_OF[root] = root;
  COLOUR[root] = 0;
  VIA[root] = -1;
  while (head < tail) {
    const cell = QUEUE[head++];
    for (let i = start[cell]; i < start[cell + 1]; i++) {
      const other = next[i];
      if (CLUSTER_OF[other] >= 0) continue;
      CLUSTER_OF[other] = root;
      COLOUR[other] = COLOUR[cell] ^ 1;
      VIA[other] = via[i];
      QUEUE[tail++] = other;
    }
  }
  return tail;
}

/**
 * The wrap or else the trap of the cluster QUEUE[0..n) of root, as a step; or null. One pass
 * marks which colours see each cell: a cluster cell seen by its own colour is a wrap (its
 * colour, the first such in BFS order, is false); a cell outside seen by both is trapped.
 */
function colourStep(state: GradeState, d: number, n: number, root: number): Step | null {
  const { peers, peerStart, cellCount } = state.geometry;
  const bit = 1 << (d - 1);
  for (let k = 0; k < n; k++) {
    const cell = QUEUE[k];
    const mark = 1 << COLOUR[cell];
    for (let p = peerStart[cell]; p < peerStart[cell + 1]; p++) SEEN[peers[p]] |= mark;
  }
  let falseColour = -1;
  for (let k = 0; k < n && falseColour < 0; k++) {
    if (SEEN[QUEUE[k]] & (1 << COLOUR[QUEUE[k]])) falseColour = COLOUR[QUEUE[k]];
  }
  let eliminations: CellDigit[] | null = null;
  for (let cell = 0; cell < cellCount; cell++) {
    const hit =
      falseColour >= 0
        ? CLUSTER_OF[cell] === root && COLOUR[cell] === falseColour
        : SEEN[cell] === 3 && CLUSTER_OF[cell] !== root && (state.cand[cell] & bit) !== 0;
    if (!hit) continue;
    eliminations ??= [];
    eliminations.push({ cell, digit: d });
  }
  SEEN.fill(0, 0, cellCount);
  return eliminations && colouringStep(d, n, eliminations);
}

function colouringStep(d: number, n: number, eliminations: CellDigit[]): Step {
  const chain: CellDigit[] = [];
  const cells: number[] = [];
  const units: number[] = [];
  for (let k = 0; k < n; k++) {
    chain.push({ cell: QUEUE[k], digit: d });
    if (COLOUR[QUEUE[k]] === 0) cells.push(QUEUE[k]);
    if (k > 0 && !units.includes(VIA[QUEUE[k]])) units.push(VIA[QUEUE[k]]);
  }
  for (let k = 0; k < n; k++) if (COLOUR[QUEUE[k]] === 1) cells.push(QUEUE[k]);
  return {
    technique: 'simple-colouring',
    placements: [],
    eliminations,
    cells,
    digits: [d],
    units,
    chain,
  };
}

/** Two eliminated cells of a wrap that see each other (the clash that condemns the colour). */
function seeingPair(geometry: Geometry, eliminations: readonly CellDigit[]): string[] {
  for (const x of eliminations) {
    for (const y of eliminations) {
      if (seesCell(geometry, x.cell, y.cell))
        return [x.cell, y.cell].map((c) => nameCell(geometry, c));
    }
  }
  return ['', ''];
}
