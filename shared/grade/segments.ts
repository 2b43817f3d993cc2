import type { Geometry } from '../geometry.ts';
import { seesCell } from './state.ts';

/**
 * Box-line segments: the cells a box (or jigsaw region) shares with a row or a column, when
 * there are at least two. A digit's candidates in one segment act as one grouped node of a
 * chain: "d is in one of these cells". Any two cells of a segment share its box and its line,
 * so the cells seeing all of a segment are exactly the rest of that box and that line.
 *
 * Layout (compressed rows, built once per geometry): segment s has cells
 * `cells[cellStart[s] .. cellStart[s + 1])`, lies in units `box[s]` and `line[s]`, and
 * `has[s * cellCount + cell]` is 1 for its cells. Per cell, `ofCell` lists the segments holding
 * it and `seenBy` the segments it sees whole (not holding it). Per segment, `peers` lists the
 * cells off it that see all of it, and `near` the disjoint segments all of whose cells see all
 * of its cells (the other segments of its box along the same kind of line, and its line's
 * segments in other boxes). `unitPos[u * cellCount + cell]` is a cell's place in unit u (-1 when
 * outside), `boxMask[s]` and `lineMask[s]` a segment's places in its box and its line as bits,
 * and `ofUnit` lists each unit's segments.
 */
export interface Segments {
  count: number;
  cellStart: Int32Array;
  cells: Int32Array;
  box: Int32Array;
  line: Int32Array;
  has: Uint8Array;
  ofCellStart: Int32Array;
  ofCell: Int32Array;
  seenByStart: Int32Array;
  seenBy: Int32Array;
  peersStart: Int32Array;
  peers: Int32Array;
  nearStart: Int32Array;
  near: Int32Array;
  unitPos: Int8Array;
  boxMask: Int32Array;
  lineMask: Int32Array;
  ofUnitStart: Int32Array;
  ofUnit: Int32Array;
}

const cache = new WeakMap<Geometry, Segments>();

/** The segments of a geometry (cached). */
export function segmentsOf(geometry: Geometry): Segments {
  let segments = cache.get(geometry);
  if (!segments) {
    segments = buildSegments(geometry);
    cache.set(geometry, segments);
  }
  return segments;
}

/** Lists per key, flattened: `start[k] .. start[k + 1]`. */
function flatten(lists: number[][]): { start: Int32Array; items: Int32Array } {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((list, k) => {
    start[k + 1] = start[k] + list.length;
  });
  return { start, items: Int32Array.from(lists.flat()) };
}

function buildSegments(geometry: Geometry): Segments {
  const { unitCount, unitKinds, unitCells, size, cellCount } = geometry;
  const members: number[][] = [];
  const boxes: number[] = [];
  const lines: number[] = [];
  const unitOf = (u: number) => Array.from(unitCells.subarray(u * size, u * size + size));
  for (let b = 0; b < unitCount; b++) {
    if (unitKinds[b] !== 'box' && unitKinds[b] !== 'region') continue;
    const inBox = new Set(unitOf(b));
    for (let l = 0; l < unitCount; l++) {
      if (unitKinds[l] !== 'row' && unitKinds[l] !== 'column') continue;
      const shared = unitOf(l).filter((cell) => inBox.has(cell));
      if (shared.length < 2) continue;
      members.push(shared.sort((x, y) => x - y));
      boxes.push(b);
      lines.push(l);
    }
  }
  const count = members.length;
  const has = new Uint8Array(count * cellCount);
  members.forEach((list, s) => {
    for (const cell of list) has[s * cellCount + cell] = 1;
  });
  const seesAll = (cell: number, s: number) =>
    has[s * cellCount + cell] === 0 && members[s].every((x) => seesCell(geometry, cell, x));
  const ofCell: number[][] = [];
  const seenBy: number[][] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    ofCell.push([]);
    seenBy.push([]);
    for (let s = 0; s < count; s++) {
      if (has[s * cellCount + cell]) ofCell[cell].push(s);
      else if (seesAll(cell, s)) seenBy[cell].push(s);
    }
  }
  const peers: number[][] = [];
  const near: number[][] = [];
  for (let s = 0; s < count; s++) {
    const seeing: number[] = [];
    for (let cell = 0; cell < cellCount; cell++) if (seesAll(cell, s)) seeing.push(cell);
    peers.push(seeing);
    const close: number[] = [];
    for (let t = 0; t < count; t++) {
      if (t !== s && members[t].every((cell) => seesAll(cell, s))) close.push(t);
    }
    near.push(close);
  }
  const unitPos = new Int8Array(unitCount * cellCount).fill(-1);
  for (let u = 0; u < unitCount; u++) {
    for (let i = 0; i < size; i++) unitPos[u * cellCount + unitCells[u * size + i]] = i;
  }
  const maskIn = (u: number, list: number[]) =>
    list.reduce((m, cell) => m | (1 << unitPos[u * cellCount + cell]), 0);
  const ofUnit: number[][] = Array.from({ length: unitCount }, () => []);
  members.forEach((_, s) => {
    ofUnit[boxes[s]].push(s);
    ofUnit[lines[s]].push(s);
  });
  const ofUnitList = flatten(ofUnit);
  const cellList = flatten(members);
  const ofCellList = flatten(ofCell);
  const seenByList = flatten(seenBy);
  const peerList = flatten(peers);
  const nearList = flatten(near);
  return {
    count,
    cellStart: cellList.start,
    cells: cellList.items,
    box: Int32Array.from(boxes),
    line: Int32Array.from(lines),
    has,
    ofCellStart: ofCellList.start,
    ofCell: ofCellList.items,
    seenByStart: seenByList.start,
    seenBy: seenByList.items,
    peersStart: peerList.start,
    peers: peerList.items,
    nearStart: nearList.start,
    near: nearList.items,
    unitPos,
    boxMask: Int32Array.from(members, (list, s) => maskIn(boxes[s], list)),
    lineMask: Int32Array.from(members, (list, s) => maskIn(lines[s], list)),
    ofUnitStart: ofUnitList.start,
    ofUnit: ofUnitList.items,
  };
}
