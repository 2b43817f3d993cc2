import type { Geometry } from './geometry.ts';

/**
 * The propagation of the generic engine: a board and the rules that narrow it.
 *
 * A board is the state of one search node, all typed arrays, reused for every search of its
 * geometry:
 * - `cand[cell]`: the mask of digits still possible; a placed cell keeps exactly its own digit.
 * - `grid[cell]`: the placed digit, 0 while open; `open` counts those cells.
 * - `placed[u]`: the mask of digits placed in unit u.
 * - `queue`: cells whose candidates fell to one digit, waiting to be placed (`queued` of them;
 *   a cell falls to one digit once, so cellCount slots suffice).
 * - Sets of units, 64 bits as two words (unit u is bit u & 31 of word u >> 5; a geometry has
 *   50 units at most): `changed` holds the units where a cell lost a candidate or was placed
 *   since the last pass of any rule, `pending` the units changed since each rule's last pass
 *   (words 2·rule, 2·rule + 1), `todo` the units of the pass under way. A rule looks only at
 *   the units changed since its last pass, since the others cannot give it anything new. The
 *   rules only remove candidates, so the fixpoint they reach does not depend on the order they
 *   run in, and skipping what cannot fire leaves the same fixpoint, which chooseCell reads.
 */
export interface Board {
  readonly geometry: Geometry;
  readonly cand: Uint16Array;
  readonly grid: Uint8Array;
  readonly placed: Uint16Array;
  readonly queue: Uint16Array;
  /** Intersections of two units in two cells or more; see `buildCrossings`. */
  readonly crossStart: Uint32Array;
  readonly crossCells: Uint16Array;
  readonly crossUnits: Uint16Array;
  /** Scratch for hidden pairs: the positions in a unit of each digit, bit i for its i-th cell. */
  readonly digitPositions: Uint16Array;
  /** The units of each cell as a set: words 2·cell and 2·cell + 1. */
  readonly cellUnitSet: Int32Array;
  readonly changed: Int32Array;
  readonly pending: Int32Array;
  readonly todo: Int32Array;
  open: number;
  queued: number;
}

/** Rules that look only at changed units: their words in `pending`. */
const SCAN = 0;
const LOCKED = 2;
const PAIRS = 4;

/** A board for `geometry`, tables built once; `startBoard` fills it for a search. */
export function createBoard(geometry: Geometry): Board {
  const { cellCount, unitCount, size } = geometry;
  return {
    geometry,
    cand: new Uint16Array(cellCount),
    grid: new Uint8Array(cellCount),
    placed: new Uint16Array(unitCount),
    queue: new Uint16Array(cellCount),
    ...buildCrossings(geometry),
    digitPositions: new Uint16Array(size),
    cellUnitSet: buildCellUnitSet(geometry),
    changed: new Int32Array(2),
    pending: new Int32Array(6),
    todo: new Int32Array(2),
    open: 0,
    queued: 0,
  };
}

/** Clears the board, then places the givens; false when they contradict each other. */
export function startBoard(board: Board, givens: Uint8Array): boolean {
  const { cand, grid, placed, geometry } = board;
  cand.fill(geometry.allDigits);
  grid.fill(0);
  placed.fill(0);
  board.open = geometry.cellCount;
  board.queued = 0;
  board.changed.fill(-1);
  board.pending.fill(0);
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    const d = givens[cell];
    if (d !== 0 && !place(board, cell, 1 << (d - 1))) return false;
  }
  return true;
}

/**
 * Marks the board as a fixpoint of every rule: no unit is left for any rule to look at. The
 * search calls it on a board restored from a frame, which was saved at a fixpoint.
 */
export function settleBoard(board: Board): void {
  board.changed.fill(0);
  board.pending.fill(0);
}

function buildCellUnitSet(geometry: Geometry): Int32Array {
  const { cellCount, unitCount, cellUnits, cellUnitStart } = geometry;
  if (unitCount > 64) throw new RangeError(`${unitCount} units: the generic engine takes 64`);
  const set = new Int32Array(2 * cellCount);
  for (let cell = 0; cell < cellCount; cell++) {
    for (let i = cellUnitStart[cell]; i < cellUnitStart[cell + 1]; i++) {
      const u = cellUnits[i];
      set[2 * cell + (u >> 5)] |= 1 << (u & 31);
    }
  }
  return set;
}

/** Notes that `cell` changed: each of its units is to be looked at again. */
function touch(board: Board, cell: number): void {
  const { changed, cellUnitSet } = board;
  changed[0] |= cellUnitSet[2 * cell];
  changed[1] |= cellUnitSet[2 * cell + 1];
}

/** Moves the units changed since `rule` last ran into `todo`, for the pass it begins. */
function takeChanged(board: Board, rule: number): void {
  const { changed, pending, todo } = board;
  for (let r = 0; r < 6; r += 2) {
    pending[r] |= changed[0];
    pending[r + 1] |= changed[1];
  }
  changed[0] = changed[1] = 0;
  todo[0] = pending[rule];
  todo[1] = pending[rule + 1];
  pending[rule] = pending[rule + 1] = 0;
}

/** Whether unit u is in the pass under way. */
function isTodo(board: Board, u: number): boolean {
  return (board.todo[u >> 5] & (1 << (u & 31))) !== 0;
}

/**
 * Every pair of units u < v sharing two cells or more (box and line, region and line, box and
 * diagonal), as three runs of cells: crossing k lists u∩v from crossStart[3k], u∖v from
 * crossStart[3k+1], v∖u from crossStart[3k+2], up to crossStart[3k+3]; u and v are
 * crossUnits[2k] and crossUnits[2k+1].
 */
function buildCrossings(geometry: Geometry): {
  crossStart: Uint32Array;
  crossCells: Uint16Array;
  crossUnits: Uint16Array;
} {
  const { size, unitCount, unitCells } = geometry;
  const starts: number[] = [];
  const cells: number[] = [];
  const units: number[] = [];
  for (let u = 0; u < unitCount; u++) {
    const inU = unitCells.subarray(u * size, u * size + size);
    for (let v = u + 1; v < unitCount; v++) {
      const inV = unitCells.subarray(v * size, v * size + size);
      const shared = inU.filter((cell) => inV.includes(cell));
      if (shared.length < 2) continue;
      units.push(u, v);
      starts.push(cells.length);
      cells.push(...shared);
      starts.push(cells.length);
      cells.push(...inU.filter((cell) => !shared.includes(cell)));
      starts.push(cells.length);
      cells.push(...inV.filter((cell) => !shared.includes(cell)));
    }
  }
  starts.push(cells.length);
  return {
    crossStart: Uint32Array.from(starts),
    crossCells: Uint16Array.from(cells),
    crossUnits: Uint16Array.from(units),
  };
}

/** How many digits a mask holds (16 bits at most). */
export function countDigits(mask: number): number {
  mask -= (mask >> 1) & 0x5555;
  mask = (mask & 0x3333) + ((mask >> 2) & 0x3333);
  mask = (mask + (mask >> 4)) & 0x0f0f;
  return (mask + (mask >> 8)) & 0x1f;
}

/**
 * Places the digit of `bit` in `cell` and removes it from the peers, queueing the peers left
 * with one candidate. False on a contradiction: the digit is not a candidate, the cell holds
 * another digit, a unit already holds it, or a peer is left with no candidate.
 */
export function place(board: Board, cell: number, bit: number): boolean {
  const { cand, grid, placed, geometry } = board;
  if (grid[cell] !== 0) return cand[cell] === bit;
  if ((cand[cell] & bit) === 0) return false;
  grid[cell] = 32 - Math.clz32(bit);
  cand[cell] = bit;
  board.open--;
  const { cellUnits, cellUnitStart, peers, peerStart } = geometry;
  for (let i = cellUnitStart[cell], end = cellUnitStart[cell + 1]; i < end; i++) {
    const u = cellUnits[i];
    if ((placed[u] & bit) !== 0) return false;
    placed[u] |= bit;
  }
  touch(board, cell);
  const queue = board.queue;
  for (let i = peerStart[cell], end = peerStart[cell + 1]; i < end; i++) {
    const peer = peers[i];
    const mask = cand[peer];
    if ((mask & bit) === 0) continue;
    const left = mask ^ bit;
    if (left === 0) return false;
    cand[peer] = left;
    touch(board, peer);
    if ((left & (left - 1)) === 0) queue[board.queued++] = peer;
  }
  return true;
}

/**
 * Strikes the digit of `bit` from the open cell `cell`, queueing the cell when one digit is left.
 * False when the cell had no other digit.
 */
export function strike(board: Board, cell: number, bit: number): boolean {
  const { cand } = board;
  if (board.grid[cell] !== 0) return cand[cell] !== bit;
  const left = cand[cell] & ~bit;
  if (left === cand[cell]) return true;
  if (left === 0) return false;
  cand[cell] = left;
  touch(board, cell);
  if ((left & (left - 1)) === 0) board.queue[board.queued++] = cell;
  return true;
}

/**
 * Places naked singles (the queue) and hidden singles (a digit with one possible cell in a
 * unit), then applies locked candidates and hidden pairs, until no rule changes anything.
 * Before: the state holds no contradiction found so far, and every unit changed since the
 * board was last a fixpoint is in `changed` or `pending` (place and the rules see to it, and
 * settleBoard may say so of a board restored to a fixpoint). After, when true: the queue is
 * empty, every unit can still place each missing digit and no rule applies anywhere; false
 * means the node has no solution. Each round removes a candidate or places a cell, so the work
 * is bounded.
 */
export function propagate(board: Board): boolean {
  const { cand, placed, queue, geometry } = board;
  const { unitCells, unitCount, size, allDigits } = geometry;
  for (;;) {
    while (board.queued > 0) {
      const cell = queue[--board.queued];
      if (!place(board, cell, cand[cell])) return false;
    }
    if (board.open === 0) return true;
    let found = false;
    takeChanged(board, SCAN);
    for (let u = 0; u < unitCount; u++) {
      if (!isTodo(board, u)) continue;
      const missing = allDigits & ~placed[u];
      if (missing === 0) continue;
      const start = u * size;
      const end = start + size;
      let once = 0;
      let twice = 0;
      for (let i = start; i < end; i++) {
        const mask = cand[unitCells[i]];
        twice |= once & mask;
        once |= mask;
      }
      if (once !== allDigits) return false;
      let hidden = missing & ~twice;
      while (hidden !== 0) {
        const bit = hidden & -hidden;
        hidden ^= bit;
        // The only cell may have taken another hidden digit of this unit just before.
        let i = start;
        while (i < end && (cand[unitCells[i]] & bit) === 0) i++;
        if (i === end || !place(board, unitCells[i], bit)) return false;
        found = true;
      }
    }
    if (found || board.queued > 0) continue;
    const removed = eliminateLockedCandidates(board);
    if (removed < 0) return false;
    if (removed === 0 && !restrictHiddenPairs(board)) return true;
  }
}

/**
 * Where a digit of unit u can only go in the cells u shares with unit v, it leaves the rest of
 * v (and the other way round). Returns how many candidates were removed, or -1 when a cell
 * was left with none. Expects a state without contradiction, so no placed cell is touched.
 */
function eliminateLockedCandidates(board: Board): number {
  const { cand, crossStart, crossCells, crossUnits } = board;
  takeChanged(board, LOCKED);
  let removed = 0;
  for (let k = 0, j = 0, n = crossStart.length - 1; k < n; k += 3, j += 2) {
    if (!isTodo(board, crossUnits[j]) && !isTodo(board, crossUnits[j + 1])) continue;
    const uOnly = crossStart[k + 1];
    const vOnly = crossStart[k + 2];
    const end = crossStart[k + 3];
    let shared = 0;
    let inU = 0;
    let inV = 0;
    for (let i = crossStart[k]; i < uOnly; i++) shared |= cand[crossCells[i]];
    for (let i = uOnly; i < vOnly; i++) inU |= cand[crossCells[i]];
    for (let i = vOnly; i < end; i++) inV |= cand[crossCells[i]];
    const fromV = shared & ~inU & inV;
    const fromU = shared & ~inV & inU;
    if (fromV !== 0) {
      const count = removeDigits(board, vOnly, end, fromV);
      if (count < 0) return -1;
      removed += count;
    }
    if (fromU !== 0) {
      const count = removeDigits(board, uOnly, vOnly, fromU);
      if (count < 0) return -1;
      removed += count;
    }
  }
  return removed;
}

/** Removes `mask` from crossCells[from..to), queueing new singles: cells changed, or -1. */
function removeDigits(board: Board, from: number, to: number, mask: number): number {
  const { cand, crossCells, queue } = board;
  let changed = 0;
  for (let i = from; i < to; i++) {
    const cell = crossCells[i];
    const before = cand[cell];
    if ((before & mask) === 0) continue;
    const left = before & ~mask;
    if (left === 0) return -1;
    cand[cell] = left;
    touch(board, cell);
    if ((left & (left - 1)) === 0) queue[board.queued++] = cell;
    changed++;
  }
  return changed;
}

/**
 * Where two digits of a unit can each go only in the same two cells, those cells hold nothing
 * else. Returns whether a candidate was removed; never makes a cell empty or single.
 */
function restrictHiddenPairs(board: Board): boolean {
  const { cand, placed, digitPositions, geometry } = board;
  const { unitCells, unitCount, size, allDigits } = geometry;
  takeChanged(board, PAIRS);
  let changed = false;
  for (let u = 0; u < unitCount; u++) {
    if (!isTodo(board, u)) continue;
    const start = u * size;
    const end = start + size;
    let once = 0;
    let twice = 0;
    let thrice = 0;
    for (let i = start; i < end; i++) {
      const mask = cand[unitCells[i]];
      thrice |= twice & mask;
      twice |= once & mask;
      once |= mask;
    }
    let pairs = twice & ~thrice & allDigits & ~placed[u];
    if ((pairs & (pairs - 1)) === 0) continue;
    for (let rest = pairs; rest !== 0; rest &= rest - 1) {
      const bit = rest & -rest;
      let positions = 0;
      for (let i = start; i < end; i++)
        if ((cand[unitCells[i]] & bit) !== 0) positions |= 1 << (i - start);
      digitPositions[31 - Math.clz32(bit)] = positions;
    }
    while (pairs !== 0) {
      const bit = pairs & -pairs;
      pairs ^= bit;
      const positions = digitPositions[31 - Math.clz32(bit)];
      for (let rest = pairs; rest !== 0; rest &= rest - 1) {
        const other = rest & -rest;
        if (digitPositions[31 - Math.clz32(other)] !== positions) continue;
        const keep = bit | other;
        for (let at = positions; at !== 0; at &= at - 1) {
          const cell = unitCells[start + 31 - Math.clz32(at & -at)];
          if ((cand[cell] & ~keep) === 0) continue;
          cand[cell] &= keep;
          touch(board, cell);
          changed = true;
        }
      }
    }
  }
  return changed;
}
