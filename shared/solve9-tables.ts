/**
 * Lookup tables of the 9×9 search (shared/solve9.ts), built once, by its first search
 * (buildTables9; the two 27-entry word maps at load): a page that draws a board before it
 * solves anything need not wait for them.
 *
 * A band is three rows (0-2, 3-5, 6-8). One digit's candidates in one band are a 27-bit word:
 * the cell in row r of the band (0..2) and column c (0..8) is bit r*9 + c. A mini-row is the
 * intersection of a row and a box of the band (three cells); the nine mini-rows of a band are
 * numbered r*3 + k, k the box within the band, and a set of them is a 9-bit pattern.
 *
 *        col 0 1 2 | 3 4 5 | 6 7 8
 *   row 0  bit 0 1 2 | 3 4 5 | 6 7 8       mini-rows 0 | 1 | 2
 *   row 1      9 ..  |  ..   |  .. 17                3 | 4 | 5
 *   row 2     18 ..  |  ..   |  .. 26                6 | 7 | 8
 */

/** Every cell of a band. */
export const BAND_ALL = 0x7ffffff;

/** A 9-bit column set spread to all three rows of a band: multiply by this. */
export const SPREAD_COLUMNS = 1 | (1 << 9) | (1 << 18);

/** For a 9-bit row pattern (a row's columns), the boxes (3 bits) it touches. */
export const BOXES_OF_ROW = new Uint8Array(512);

/**
 * For a set of mini-rows that still hold a digit, the union of the ways to place that digit
 * once in each row and once in each box of the band (the six 3×3 permutation patterns that fit
 * in the set); 0 when none fits. This is pointing and claiming inside the band in one lookup.
 */
export const PLACEABLE_MINI_ROWS = new Uint16Array(512);

/** The 27 cells of a set of mini-rows. */
export const CELLS_OF_MINI_ROWS = new Int32Array(512);

/** The cells of a set of rows of a band (3-bit pattern). */
export const CELLS_OF_ROWS = new Int32Array(8);

/** For a band cell (0..26), the band cells it can stay alongside: all but its row and box. */
export const BAND_CELL_KEEP = new Int32Array(27);

/** For a 9-bit row pattern, 1 when it holds exactly one cell. */
export const ONE_CELL = new Uint8Array(512);

/** Band and digit (d-1) of candidate word d0*3 + band (see shared/solve9.ts). */
export const BAND_OF_WORD = Uint8Array.from({ length: 27 }, (_, word) => word % 3);
export const DIGIT_OF_WORD = Uint8Array.from({ length: 27 }, (_, word) => Math.floor(word / 3));

let built = false;

/** Fills the tables above, the first time it is called. */
export function buildTables9(): void {
  if (built) return;
  built = true;
  for (let row = 0; row < 512; row++) {
    let boxes = 0;
    for (let k = 0; k < 3; k++) if (row & (7 << (3 * k))) boxes |= 1 << k;
    BOXES_OF_ROW[row] = boxes;
  }
  const permutations: number[] = [];
  for (let k0 = 0; k0 < 3; k0++) {
    for (let k1 = 0; k1 < 3; k1++) {
      const k2 = 3 - k0 - k1;
      if (k1 !== k0 && k2 !== k0 && k2 !== k1) {
        permutations.push((1 << k0) | (1 << (3 + k1)) | (1 << (6 + k2)));
      }
    }
  }
  for (let set = 0; set < 512; set++) {
    let union = 0;
    for (const p of permutations) if ((p & set) === p) union |= p;
    PLACEABLE_MINI_ROWS[set] = union;
    let cells = 0;
    for (let m = 0; m < 9; m++)
      if (set & (1 << m)) cells |= 7 << (Math.floor(m / 3) * 9 + (m % 3) * 3);
    CELLS_OF_MINI_ROWS[set] = cells;
  }
  for (let rows = 0; rows < 8; rows++) {
    let cells = 0;
    for (let r = 0; r < 3; r++) if (rows & (1 << r)) cells |= 511 << (9 * r);
    CELLS_OF_ROWS[rows] = cells;
  }
  for (let x = 0; x < 27; x++) {
    const r = Math.floor(x / 9);
    const k = Math.floor((x % 9) / 3);
    const peers = (511 << (9 * r)) | (SPREAD_COLUMNS * (7 << (3 * k)));
    BAND_CELL_KEEP[x] = (BAND_ALL & ~peers) | (1 << x);
  }
  for (let i = 0; i < 9; i++) ONE_CELL[1 << i] = 1;
}
