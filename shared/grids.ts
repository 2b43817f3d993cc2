import { createRandom, type Random, shuffle } from './random.ts';
import { DEFAULT_BUDGET, type SearchStats } from './search.ts';
import { search9 } from './solve9.ts';

/**
 * Many distinct solved 9×9 grids, fast: a family of grids all derived from one random base grid
 * by validity-preserving transformations, each picked by an index k:
 *   k = σ · 5184 + t,  σ a relabelling of the digits (9! of them, 8! when the top-left digit
 *   is fixed), t = 72 × 72 choices of row order (rows of bands 2 and 3, and which band comes
 *   second) and of column order (the same for stacks 2 and 3).
 * Band 1 and stack 1 never move, so box 1 reveals σ, and then the rows and columns reveal t:
 * different k always give different grids. Grid i of a family uses k = (start + i·step) mod
 * SPACE with step coprime to SPACE, a permutation of the indices, so the first SPACE grids
 * are distinct: 1,881,169,920 grids, or 209,018,880 with the top-left digit fixed.
 */

export interface GridFamily {
  /** The base grid, digits 1..9. */
  readonly base: Uint8Array;
  /** The fixed top-left digit, or 0 when free. */
  readonly first: number;
  /** How many distinct grids the family holds. */
  readonly space: number;
  readonly start: number;
  readonly step: number;
}

/** The 6 orders of 3 lines, 3 entries each. */
const ORDERS = Uint8Array.of(0, 1, 2, 0, 2, 1, 1, 0, 2, 1, 2, 0, 2, 0, 1, 2, 1, 0);
const LINE_ORDERS = 72;
const TRANSFORMS = LINE_ORDERS * LINE_ORDERS;
const FACTORIAL = [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880];

/** A random solved grid: boxes 1, 5 and 9 filled at random (they never clash), then solved. */
export function randomGrid(random: Random): Uint8Array {
  const givens = new Uint8Array(81);
  for (const box of [0, 4, 8]) {
    const digits = shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9], random);
    const r0 = Math.floor(box / 3) * 3;
    const c0 = (box % 3) * 3;
    for (let i = 0; i < 9; i++) givens[(r0 + Math.floor(i / 3)) * 9 + c0 + (i % 3)] = digits[i];
  }
  const grid = new Uint8Array(81);
  const stats: SearchStats = { nodes: 0, guesses: 0 };
  search9(givens, 1, DEFAULT_BUDGET, grid, stats);
  return grid;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** The family of grids for a seed; `first` (1..9) fixes the top-left digit. */
export function createGridFamily(seed: string, first = 0): GridFamily {
  const random = createRandom(`grids:${seed}`);
  const base = randomGrid(random);
  const space = (first ? FACTORIAL[8] : FACTORIAL[9]) * TRANSFORMS;
  let step = 1 + random.below(space - 1);
  while (gcd(step, space) !== 1) step = 1 + random.below(space - 1);
  return { base, first, space, start: random.below(space), step };
}

/** (i · step) mod space without losing precision: i < 2²⁴ and step < 2³¹. */
function mulMod(i: number, step: number, space: number): number {
  const high = ((i * Math.floor(step / 65536)) % space) * 65536;
  return (high + i * (step % 65536)) % space;
}

const rowOf = new Uint8Array(9);
const colOf = new Uint8Array(9);
const unused = new Uint8Array(9);
const symbolOf = new Uint8Array(10);

/** Which source line each of the 9 lines takes, for an order code 0..71. */
function decodeLines(code: number, out: Uint8Array): void {
  const second = (code % 6) * 3;
  const third = (((code / 6) | 0) % 6) * 3;
  const bandA = code >= 36 ? 6 : 3;
  const bandB = code >= 36 ? 3 : 6;
  for (let j = 0; j < 3; j++) {
    out[j] = j;
    out[3 + j] = bandA + ORDERS[second + j];
    out[6 + j] = bandB + ORDERS[third + j];
  }
}

/** The transformation index of grid i (0 ≤ i < space) of the family. */
export function gridIndex(family: GridFamily, i: number): number {
  return (family.start + mulMod(i, family.step, family.space)) % family.space;
}

/** The index of the grid after the one with index k. */
export function nextGridIndex(family: GridFamily, k: number): number {
  const next = k + family.step;
  return next >= family.space ? next - family.space : next;
}

/**
 * Writes the grid with transformation index k as 81 bytes at `out[offset]`, digit d written
 * as `symbols[d]` (e.g. the character codes of '0'..'9'). Indices fit 31 bits, so the
 * arithmetic stays in small integers.
 */
export function writeGrid(
  family: GridFamily,
  k: number,
  out: Uint8Array,
  offset: number,
  symbols: Uint8Array,
): void {
  const base = family.base;
  const first = family.first;
  const t = k % TRANSFORMS;
  let code = (k / TRANSFORMS) | 0;
  decodeLines(t % LINE_ORDERS, rowOf);
  decodeLines((t / LINE_ORDERS) | 0, colOf);
  // σ from its Lehmer code; with a fixed first digit, base[0] → first and the rest is free.
  let n = 0;
  for (let d = 1; d <= 9; d++) if (d !== first) unused[n++] = d;
  if (first !== 0) symbolOf[base[0]] = symbols[first];
  for (let d = 1; d <= 9; d++) {
    if (first !== 0 && d === base[0]) continue;
    const f = FACTORIAL[n - 1];
    const pick = (code / f) | 0;
    code -= pick * f;
    symbolOf[d] = symbols[unused[pick]];
    for (let j = pick; j < n - 1; j++) unused[j] = unused[j + 1];
    n--;
  }
  for (let r = 0, at = offset; r < 9; r++) {
    const row = rowOf[r] * 9;
    for (let c = 0; c < 9; c++, at++) out[at] = symbolOf[base[row + colOf[c]]];
  }
}
