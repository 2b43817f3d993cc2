import type { Geometry } from '../geometry.ts';
import { nameCells } from '../words.ts';
import { type GradeState, lowestDigit, seesCell } from './state.ts';
import type { CellDigit, Step } from './types.ts';

/**
 * Helpers shared by the techniques built from bivalue cells (wings, chains, unique rectangles):
 * a bivalue cell is an empty cell with exactly two candidates.
 */

/** Whether a candidate mask holds exactly two digits. */
export function isBivalue(mask: number): boolean {
  const rest = mask & (mask - 1);
  return rest !== 0 && (rest & (rest - 1)) === 0;
}

/** The first unit (in the geometry's unit order) holding both a and b, or -1. */
export function sharedUnit(geometry: Geometry, a: number, b: number): number {
  const { cellUnits, cellUnitStart } = geometry;
  for (let i = cellUnitStart[a]; i < cellUnitStart[a + 1]; i++) {
    for (let j = cellUnitStart[b]; j < cellUnitStart[b + 1]; j++) {
      if (cellUnits[i] === cellUnits[j]) return cellUnits[i];
    }
  }
  return -1;
}

/**
 * The cells holding candidate d that see a, b and c (c < 0: only a and b), ascending, skipping
 * any cell marked in `skip`. With `out` null it stops at the first such cell, so a caller can
 * test cheaply before it builds a step; with `out` it pushes them all. Returns how many it found.
 */
export function collectCommonPeers(
  state: GradeState,
  a: number,
  b: number,
  c: number,
  d: number,
  skip: Uint8Array | null,
  out: CellDigit[] | null,
): number {
  const { geometry, cand } = state;
  const { peers, peerStart } = geometry;
  const bit = 1 << (d - 1);
  let found = 0;
  // seesCell is false for a cell and itself, so b and c never count as their own peers.
  for (let p = peerStart[a]; p < peerStart[a + 1]; p++) {
    const cell = peers[p];
    if ((cand[cell] & bit) === 0 || (skip !== null && skip[cell] !== 0)) continue;
    if (!seesCell(geometry, b, cell) || (c >= 0 && !seesCell(geometry, c, cell))) continue;
    found++;
    if (out === null) return found;
    out.push({ cell, digit: d });
  }
  return found;
}

/** Cells named for a sentence: "row 1, column 1", "row 1, columns 1 and 5" (nameCells). */
export function describeCells(geometry: Geometry, cells: readonly number[]): string {
  return nameCells(geometry, cells);
}

/** What a one-digit elimination does, for a sentence: "row 5, column 7 loses 5", "row 5, columns 7 and 8 lose 5". */
export function describeLosses(geometry: Geometry, eliminations: readonly CellDigit[]): string {
  const cells = eliminations.map((e) => e.cell);
  const verb = cells.length === 1 ? 'loses' : 'lose';
  return `${describeCells(geometry, cells)} ${verb} ${eliminations[0].digit}`;
}

/**
 * The step of a wing (XY or XYZ) removing z: x is the pivot digit shared with pincer p1 (mask
 * m1), y the pivot's other digit that is not z. Its units join the pivot to each pincer.
 */
export function wingStep(
  technique: Step['technique'],
  geometry: Geometry,
  pivot: number,
  pivotMask: number,
  p1: number,
  m1: number,
  p2: number,
  z: number,
  eliminations: CellDigit[],
): Step {
  const zBit = 1 << (z - 1);
  const x = lowestDigit(m1 & ~zBit);
  const y = lowestDigit(pivotMask & ~zBit & ~(1 << (x - 1)));
  return {
    technique,
    placements: [],
    eliminations,
    cells: [pivot, p1, p2],
    digits: [x, y, z],
    units: [sharedUnit(geometry, pivot, p1), sharedUnit(geometry, pivot, p2)],
  };
}
