import type { Geometry } from '../geometry.ts';
import type { Puzzle } from '../puzzle.ts';
import type { Step } from './types.ts';

/**
 * A position as a person with pencil marks sees it: `values[cell]` is the digit placed there
 * (0 when empty), `cand[cell]` the candidates still open for an empty cell (digit d at bit d-1;
 * 0 for a placed cell). `empty` counts the empty cells.
 */
export interface GradeState {
  readonly geometry: Geometry;
  readonly values: Uint8Array;
  readonly cand: Uint16Array;
  empty: number;
}

/**
 * The position of a grid (givens, or givens plus a player's entries): every empty cell starts
 * with the digits no peer holds. Clashing digits are the caller's to reject first.
 */
export function createState(geometry: Geometry, grid: ArrayLike<number>): GradeState {
  const state: GradeState = {
    geometry,
    values: new Uint8Array(geometry.cellCount),
    cand: new Uint16Array(geometry.cellCount),
    empty: 0,
  };
  resetState(state, grid);
  return state;
}

/** The digits each unit holds, while resetState works (grown to the most units seen). */
let unitDigits = new Uint16Array(32);

/**
 * Makes `state` the position of `grid` again, reusing its arrays (for hot loops). A cell's peers
 * are the other cells of its units, so its candidates are the digits none of its units holds:
 * one pass over the units, then one lookup per unit of each empty cell.
 */
export function resetState(state: GradeState, grid: ArrayLike<number>): void {
  const { cellCount, size, unitCount, unitCells, cellUnits, cellUnitStart, allDigits } =
    state.geometry;
  const { values, cand } = state;
  values.set(grid);
  if (unitDigits.length < unitCount) unitDigits = new Uint16Array(unitCount);
  for (let u = 0, i = 0; u < unitCount; u++) {
    let held = 0;
    for (const end = i + size; i < end; i++) {
      const d = values[unitCells[i]];
      if (d !== 0) held |= 1 << (d - 1);
    }
    unitDigits[u] = held;
  }
  let empty = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    if (values[cell] !== 0) {
      cand[cell] = 0;
      continue;
    }
    empty++;
    let held = 0;
    for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++)
      held |= unitDigits[cellUnits[k]];
    cand[cell] = allDigits & ~held;
  }
  state.empty = empty;
}

/** The starting position of a puzzle. */
export function puzzleState(puzzle: Puzzle): GradeState {
  return createState(puzzle.geometry, puzzle.givens);
}

/** A copy that can change without touching the original. */
export function cloneState(state: GradeState): GradeState {
  return {
    geometry: state.geometry,
    values: Uint8Array.from(state.values),
    cand: Uint16Array.from(state.cand),
    empty: state.empty,
  };
}

/** Places d in cell and removes d from the candidates of every peer. */
export function place(state: GradeState, cell: number, d: number): void {
  const { peers, peerStart } = state.geometry;
  if (state.values[cell] !== 0) return;
  state.values[cell] = d;
  state.cand[cell] = 0;
  state.empty--;
  const clear = ~(1 << (d - 1));
  for (let p = peerStart[cell]; p < peerStart[cell + 1]; p++) state.cand[peers[p]] &= clear;
}

/** Removes candidate d from cell. */
export function eliminate(state: GradeState, cell: number, d: number): void {
  state.cand[cell] &= ~(1 << (d - 1));
}

/** Applies a step's placements and eliminations. */
export function applyStep(state: GradeState, step: Step): void {
  for (const { cell, digit } of step.placements) place(state, cell, digit);
  for (const { cell, digit } of step.eliminations) eliminate(state, cell, digit);
}

/** The number of digits in a mask. */
export function popcount(mask: number): number {
  // Bits counted in parallel: pairs, then nibbles, then bytes summed by one multiply.
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The digits of a mask, ascending. */
export function digitsOf(mask: number): number[] {
  const digits: number[] = [];
  for (let d = 1; mask !== 0; d++, mask >>>= 1) if (mask & 1) digits.push(d);
  return digits;
}

/** The lowest digit of a non-empty mask. */
export function lowestDigit(mask: number): number {
  return 31 - Math.clz32(mask & -mask) + 1;
}

/** Whether two different cells share a unit. */
export function seesCell(geometry: Geometry, a: number, b: number): boolean {
  if (a === b) return false;
  const { peers, peerStart } = geometry;
  // Peers are sorted: binary search.
  let lo = peerStart[a];
  let hi = peerStart[a + 1] - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const p = peers[mid];
    if (p === b) return true;
    if (p < b) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
