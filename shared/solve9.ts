import { BUDGET_SPENT, type SearchStats } from './search.ts';
import {
  BAND_ALL,
  BAND_CELL_KEEP,
  BAND_OF_WORD,
  BOXES_OF_ROW,
  buildTables9,
  CELLS_OF_MINI_ROWS,
  CELLS_OF_ROWS,
  DIGIT_OF_WORD,
  ONE_CELL,
  PLACEABLE_MINI_ROWS,
  SPREAD_COLUMNS,
} from './solve9-tables.ts';

/**
 * The fast search for classic 9×9 grids, bit-parallel in the manner of JCZSolve. A node
 * propagates to a fixpoint (band-local locked candidates and hidden singles in rows and boxes,
 * hidden singles in columns, naked singles, then locked candidates along columns) and guesses
 * the digits of a cell with fewest candidates. One file on purpose: V8 inlines these routines
 * into one another only within a module (split across modules the search ran ~15% slower).
 *
 * State is one Int32Array frame of FRAME words. The working frame is frame 0 of `state`; a
 * guess at `depth` saves it in frame depth+1, so a call allocates nothing.
 * - words 0..26, `word = d0*3 + band` (d0 = d-1): the cells of that band where digit d is still
 *   possible, 27 bits as laid out in solve9-tables.ts. A placed digit keeps its cell here.
 * - words 27..29 (UNSOLVED + band): the cells of the band that hold no placed digit yet.
 * - words 30..38 (PLACED + d0): where digit d is placed, bit band*3 + row for its rows (0..8)
 *   and bit 9 + column for its columns.
 * SEEN[word] is the candidate word as it was when last propagated: only changed words are looked
 * at again, and at every fixpoint (so after every restore) SEEN equals the candidate words.
 */
const FRAME = 40;
const UNSOLVED = 27;
const PLACED = 30;
const MAX_DEPTH = 82;

const state = new Int32Array(FRAME * (MAX_DEPTH + 2));
const SEEN = new Int32Array(27);

let limit = 0;
let budget = 0;
let found = 0;
let nodes = 0;
let guesses = 0;
let spent = false;
let out: Uint8Array = new Uint8Array(81);

/** The cell chosen for the next guess: band and bit within the band, or -1. */
let guessBand = -1;
let guessBit = 0;

/** Digit `d0` (0..8) goes in band cell `x` of `band`: drop it from its peers and the cell's other digits. */
function place(d0: number, band: number, x: number): void {
  const word = d0 * 3 + band;
  state[word] &= BAND_CELL_KEEP[x];
  const notColumn = ~(SPREAD_COLUMNS << (x % 9));
  const first = word - band;
  if (band !== 0) state[first] &= notColumn;
  if (band !== 1) state[first + 1] &= notColumn;
  if (band !== 2) state[first + 2] &= notColumn;
  const notCell = ~(1 << x);
  for (let other = band; other < 27; other += 3) if (other !== word) state[other] &= notCell;
}

/**
 * Propagates every changed candidate word to a fixpoint: keeps the mini-rows that fit a
 * placement of the digit in the band, and places the digit in rows where one cell is left
 * (which covers hidden singles in rows and boxes), clearing its column in the other bands and
 * its cell in the other digits. Returns false on a contradiction (state then undefined).
 */
function propagate(): boolean {
  let again = true;
  while (again) {
    again = false;
    for (let word = 0; word < 27; word++) {
      let w = state[word];
      if (w === SEEN[word]) continue;
      again = true;
      const band = BAND_OF_WORD[word];
      const d0 = DIGIT_OF_WORD[word];
      const placeable =
        PLACEABLE_MINI_ROWS[
          BOXES_OF_ROW[w & 511] | (BOXES_OF_ROW[(w >> 9) & 511] << 3) | (BOXES_OF_ROW[w >> 18] << 6)
        ];
      if (placeable === 0) return false;
      w &= CELLS_OF_MINI_ROWS[placeable];
      state[word] = w;
      SEEN[word] = w;
      const row0 = w & 511;
      const row1 = (w >> 9) & 511;
      const row2 = w >> 18;
      const shift = band * 3;
      const placed = state[PLACED + d0];
      const single =
        (ONE_CELL[row0] | (ONE_CELL[row1] << 1) | (ONE_CELL[row2] << 2)) & ~(placed >> shift);
      if (single === 0) continue;
      const cells = w & CELLS_OF_ROWS[single];
      const columns = (cells | (cells >> 9) | (cells >> 18)) & 511;
      state[PLACED + d0] = placed | (single << shift) | (columns << 9);
      state[UNSOLVED + band] &= ~cells;
      const notColumns = ~(columns * SPREAD_COLUMNS);
      const first = word - band;
      if (band !== 0) state[first] &= notColumns;
      if (band !== 1) state[first + 1] &= notColumns;
      if (band !== 2) state[first + 2] &= notColumns;
      const notCells = ~cells;
      for (let other = band; other < 27; other += 3) if (other !== word) state[other] &= notCells;
    }
  }
  return true;
}

/**
 * Counts candidates per unsolved cell. Places every naked single and returns 1; returns -1 when
 * a cell has no candidate (or two singles clash); otherwise returns 0 and sets guessBand/guessBit
 * to a cell with fewest candidates (2 or 3 preferred), guessBand = -1 when all cells are solved.
 */
function placeNakedSingles(): number {
  let placed = 0;
  let bestCount = 10;
  guessBand = -1;
  for (let band = 0; band < 3; band++) {
    const unsolved = state[UNSOLVED + band];
    if (unsolved === 0) continue;
    let one = 0;
    let two = 0;
    let three = 0;
    let four = 0;
    for (let word = band; word < 27; word += 3) {
      const w = state[word];
      four |= three & w;
      three |= two & w;
      two |= one & w;
      one |= w;
    }
    if ((unsolved & ~one) !== 0) return -1;
    let singles = unsolved & ~two;
    if (singles !== 0) {
      placed = 1;
      do {
        const bit = singles & -singles;
        singles ^= bit;
        let word = band;
        while (word < 27 && (state[word] & bit) === 0) word += 3;
        if (word >= 27) return -1;
        place(DIGIT_OF_WORD[word], band, 31 - Math.clz32(bit));
      } while (singles !== 0);
    } else if (placed === 0 && bestCount > 2) {
      const pairs = unsolved & ~three;
      const triples = unsolved & ~four;
      if (pairs !== 0) {
        bestCount = 2;
        guessBand = band;
        guessBit = pairs & -pairs;
      } else if (triples !== 0 && bestCount > 3) {
        bestCount = 3;
        guessBand = band;
        guessBit = triples & -triples;
      } else if (bestCount > 4) {
        bestCount = 4;
        guessBand = band;
        guessBit = unsolved & -unsolved;
      }
    }
  }
  return placed;
}

/**
 * Places every digit that has one cell left in a column it is not yet placed in; returns 1 when
 * it placed one, -1 when a digit has no cell left in some column, else 0.
 */
function placeColumnSingles(): number {
  let result = 0;
  for (let d0 = 0; d0 < 9; d0++) {
    const w0 = state[d0 * 3];
    const w1 = state[d0 * 3 + 1];
    const w2 = state[d0 * 3 + 2];
    let one = 0;
    let two = 0;
    for (let i = 0; i < 3; i++) {
      const w = i === 0 ? w0 : i === 1 ? w1 : w2;
      const a = w & 511;
      const b = (w >> 9) & 511;
      const c = w >> 18;
      two |= (one & (a | b | c)) | (a & b) | (a & c) | (b & c);
      one |= a | b | c;
    }
    if (one !== 511) return -1;
    let singles = one & ~two & ~(state[PLACED + d0] >> 9);
    while (singles !== 0) {
      const column = singles & -singles;
      singles ^= column;
      const spread = column * SPREAD_COLUMNS;
      const band = (w0 & spread) !== 0 ? 0 : (w1 & spread) !== 0 ? 1 : 2;
      const cell = state[d0 * 3 + band] & spread;
      if (cell === 0) return -1;
      place(d0, band, 31 - Math.clz32(cell));
      result = 1;
    }
  }
  return result;
}

/**
 * Pointing and claiming along columns: for each digit and stack, keeps only the (band, column)
 * pairs that fit a placement once per column and once per box. Returns -1 on a contradiction,
 * 1 when it removed candidates, else 0.
 */
function applyStacks(): number {
  let result = 0;
  for (let d0 = 0; d0 < 9; d0++) {
    const first = d0 * 3;
    const w0 = state[first];
    const w1 = state[first + 1];
    const w2 = state[first + 2];
    const f0 = (w0 | (w0 >> 9) | (w0 >> 18)) & 511;
    const f1 = (w1 | (w1 >> 9) | (w1 >> 18)) & 511;
    const f2 = (w2 | (w2 >> 9) | (w2 >> 18)) & 511;
    let k0 = 0;
    let k1 = 0;
    let k2 = 0;
    for (let s = 0; s < 9; s += 3) {
      const allowed =
        PLACEABLE_MINI_ROWS[((f0 >> s) & 7) | (((f1 >> s) & 7) << 3) | (((f2 >> s) & 7) << 6)];
      if (allowed === 0) return -1;
      k0 |= (allowed & 7) << s;
      k1 |= ((allowed >> 3) & 7) << s;
      k2 |= ((allowed >> 6) & 7) << s;
    }
    if (k0 !== f0) {
      state[first] = w0 & (k0 * SPREAD_COLUMNS);
      result = 1;
    }
    if (k1 !== f1) {
      state[first + 1] = w1 & (k1 * SPREAD_COLUMNS);
      result = 1;
    }
    if (k2 !== f2) {
      state[first + 2] = w2 & (k2 * SPREAD_COLUMNS);
      result = 1;
    }
  }
  return result;
}

/** Writes the solved grid of the working frame to `out`. */
function recordSolution(): void {
  for (let word = 0; word < 27; word++) {
    const band = BAND_OF_WORD[word];
    const digit = DIGIT_OF_WORD[word] + 1;
    let w = state[word];
    while (w !== 0) {
      const bit = w & -w;
      w ^= bit;
      out[band * 27 + 31 - Math.clz32(bit)] = digit;
    }
  }
}

function saveFrame(depth: number): void {
  const base = depth * FRAME;
  for (let i = 0; i < FRAME; i++) state[base + i] = state[i];
}

function restoreFrame(depth: number): void {
  const base = depth * FRAME;
  for (let i = 0; i < FRAME; i++) state[i] = state[base + i];
  for (let i = 0; i < 27; i++) SEEN[i] = state[i];
}

/** Searches from the working frame, which holds the state of a node at `depth`. */
function explore(depth: number): void {
  for (;;) {
    if (!propagate()) return;
    const columns = placeColumnSingles();
    if (columns < 0) return;
    if (columns > 0) continue;
    const singles = placeNakedSingles();
    if (singles < 0) return;
    if (singles > 0) continue;
    if (guessBand < 0) break;
    const stacks = applyStacks();
    if (stacks < 0) return;
    if (stacks === 0) break;
  }
  if (guessBand < 0) {
    if (found === 0) recordSolution();
    found++;
    return;
  }
  const band = guessBand;
  const bit = guessBit;
  const x = 31 - Math.clz32(bit);
  let digits = 0;
  for (let d0 = 0; d0 < 9; d0++) if ((state[d0 * 3 + band] & bit) !== 0) digits |= 1 << d0;
  saveFrame(depth + 1);
  let first = true;
  while (digits !== 0) {
    const digitBit = digits & -digits;
    digits ^= digitBit;
    if (nodes >= budget) {
      spent = true;
      return;
    }
    nodes++;
    guesses++;
    if (!first) restoreFrame(depth + 1);
    first = false;
    place(31 - Math.clz32(digitBit), band, x);
    explore(depth + 1);
    if (found >= limit || spent) return;
  }
}

/**
 * Searches a classic 9×9 grid: returns solutions found (0..limit) or BUDGET_SPENT. With
 * `excludeCell`, a blank cell, digit `excludeDigit` is struck from it before the search: one
 * search then says whether the cell can hold any other digit (the generator's uniqueness test).
 */
export function search9(
  givens: Uint8Array,
  maxSolutions: number,
  maxNodes: number,
  solution: Uint8Array,
  stats: SearchStats,
  excludeCell = -1,
  excludeDigit = 0,
): number {
  buildTables9();
  stats.nodes = 0;
  stats.guesses = 0;
  if (maxNodes < 1) return BUDGET_SPENT;
  limit = maxSolutions;
  budget = maxNodes;
  found = 0;
  nodes = 1;
  guesses = 0;
  spent = false;
  out = solution;
  for (let word = 0; word < 27; word++) {
    state[word] = BAND_ALL;
    SEEN[word] = BAND_ALL;
  }
  state[UNSOLVED] = state[UNSOLVED + 1] = state[UNSOLVED + 2] = BAND_ALL;
  for (let d0 = 0; d0 < 9; d0++) state[PLACED + d0] = 0;
  let valid = true;
  for (let cell = 0; cell < 81 && valid; cell++) {
    const d = givens[cell];
    if (d === 0) continue;
    const band = cell < 27 ? 0 : cell < 54 ? 1 : 2;
    const x = cell - band * 27;
    if ((state[(d - 1) * 3 + band] & (1 << x)) === 0) valid = false;
    else place(d - 1, band, x);
  }
  if (excludeCell >= 0) {
    const band = excludeCell < 27 ? 0 : excludeCell < 54 ? 1 : 2;
    state[(excludeDigit - 1) * 3 + band] &= ~(1 << (excludeCell - band * 27));
  }
  if (valid && limit > 0) explore(0);
  stats.nodes = nodes;
  stats.guesses = guesses;
  return spent ? BUDGET_SPENT : found;
}
