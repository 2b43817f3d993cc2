import { type AtMostOneEncoding, addAtMostOne, addExactlyOne } from '../sat/cardinality.ts';
import { type Cnf, CnfBuilder } from '../sat/cnf.ts';
import { CELL_COUNT, ROW_CELLS, ROW_COUNT, ROW_LENGTH, ROW_START } from './geometry.ts';

/**
 * Hanidoku as CNF:
 * - variable `cell*9 + (d-1)` is true when `cell` holds digit d (DIMACS `cell*9 + d`), so the
 *   549 placement variables come first; each cell holds exactly one digit;
 * - each row holds each digit in at most one cell;
 * - "consecutive": row k of length L gets one start variable per start s = 1..10-L (after the
 *   placements, row by row), and exactly one of them is true. Start s forbids every digit
 *   outside s..s+L-1 in the row (¬start ∨ ¬x for each cell and such digit) and asks for each
 *   digit inside it somewhere in the row (¬start ∨ x_c1,d ∨ … ∨ x_cL,d);
 * - each given is a unit clause; auxiliary variables of the sequential encoding come last.
 * Sound and complete: a solution sets the start of each row's run and satisfies every clause;
 * conversely in a model each row's L cells take L distinct digits (one per cell, at most one
 * cell per digit), all inside the chosen run of L digits, so they are exactly that run. The
 * "somewhere in the row" clauses follow from that count, but a SAT solver cannot count: they
 * let unit propagation find hidden singles.
 */

export interface EncodeOptions {
  /** How each "at most one" and "exactly one" is written (default pairwise). */
  amo?: AtMostOneEncoding;
}

export interface EncodedHanidoku {
  cnf: Cnf;
  /** The grid (a digit per cell, 0 where no digit is true) that a model of `cnf` describes. */
  decode(model: Uint8Array): Uint8Array;
}

/** The placement variable of `cell` holding digit d. */
export function hanidokuVariable(cell: number, d: number): number {
  return cell * 9 + d - 1;
}

/**
 * Encodes a Hanidoku (61 givens, 0 blank) as CNF.
 * @example solveCdcl(encodeHanidoku(givens).cnf).status // 'SAT'
 */
export function encodeHanidoku(givens: Uint8Array, options: EncodeOptions = {}): EncodedHanidoku {
  const amo = options.amo ?? 'pairwise';
  const builder = new CnfBuilder();
  builder.varCount = CELL_COUNT * 9;
  builder.comments.push(
    `hanidoku, at-most-one ${amo}`,
    'variable cell*9+(d-1), DIMACS number cell*9+d: cell (0..60, reading order) holds digit d',
    'then one variable per row and start s (runs s..s+L-1), rows in order; then auxiliary ones',
  );

  const lits: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    lits.length = 0;
    for (let d = 1; d <= 9; d++) lits.push(2 * hanidokuVariable(cell, d));
    addExactlyOne(builder, lits, amo);
  }
  // Start variables first, so their numbering does not depend on the at-most-one encoding.
  const firstStart = new Int32Array(ROW_COUNT);
  for (let row = 0; row < ROW_COUNT; row++) {
    firstStart[row] = builder.varCount;
    builder.varCount += 10 - ROW_LENGTH[row];
  }
  for (let row = 0; row < ROW_COUNT; row++) {
    const from = ROW_START[row];
    const to = ROW_START[row + 1];
    const length = ROW_LENGTH[row];
    for (let d = 1; d <= 9; d++) {
      lits.length = 0;
      for (let i = from; i < to; i++) lits.push(2 * hanidokuVariable(ROW_CELLS[i], d));
      addAtMostOne(builder, lits, amo);
    }
    const startLits: number[] = [];
    for (let s = 1; s <= 10 - length; s++) startLits.push(2 * (firstStart[row] + s - 1));
    addExactlyOne(builder, startLits, amo);
    for (let s = 1; s <= 10 - length; s++) {
      const notStart = startLits[s - 1] ^ 1;
      for (let d = 1; d <= 9; d++) {
        if (d >= s && d < s + length) {
          lits.length = 0;
          lits.push(notStart);
          for (let i = from; i < to; i++) lits.push(2 * hanidokuVariable(ROW_CELLS[i], d));
          builder.addClause(lits);
        } else {
          for (let i = from; i < to; i++) {
            builder.addClause([notStart, 2 * hanidokuVariable(ROW_CELLS[i], d) + 1]);
          }
        }
      }
    }
  }
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (givens[cell] !== 0) builder.addClause([2 * hanidokuVariable(cell, givens[cell])]);
  }

  const decode = (model: Uint8Array): Uint8Array => {
    const grid = new Uint8Array(CELL_COUNT);
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      for (let d = 1; d <= 9; d++) {
        if (model[hanidokuVariable(cell, d)] === 1) {
          grid[cell] = d;
          break;
        }
      }
    }
    return grid;
  };
  return { cnf: builder.build(), decode };
}
