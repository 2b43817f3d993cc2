import type { Puzzle } from '../puzzle.ts';
import { type AtMostOneEncoding, addAtMostOne } from './cardinality.ts';
import { type Cnf, CnfBuilder } from './cnf.ts';

/**
 * Sudoku as CNF, the textbook "extended" encoding (Lynce & Ouaknine):
 * - variable `cell*N + (d-1)` is true when `cell` holds digit d, so its DIMACS number is
 *   `cell*N + d` and the N² × N placement variables come first; auxiliary variables of the
 *   sequential at-most-one encoding follow them;
 * - each cell holds at least one digit and at most one;
 * - each unit (row, column, box or region, diagonal) holds each digit in at least one cell
 *   and at most one;
 * - each given is a unit clause.
 * Both "at most one" halves are redundant once the other constraints hold, but they make
 * unit propagation do what a Sudoku solver's naked and hidden singles do.
 */

export interface EncodeOptions {
  /** How each "at most one" is written (default pairwise). */
  amo?: AtMostOneEncoding;
}

export interface EncodedPuzzle {
  cnf: Cnf;
  /** The grid (a digit per cell, 0 where no digit is true) that a model of `cnf` describes. */
  decode(model: Uint8Array): Uint8Array;
}

/** The placement variable of `cell` holding digit d in a grid of size N. */
export function placementVariable(size: number, cell: number, d: number): number {
  return cell * size + d - 1;
}

/**
 * Encodes a puzzle of any size and variant as CNF.
 * @example encodePuzzle(parsePuzzle(line)).cnf.clauses.length // 11988 + givens for 9×9
 */
export function encodePuzzle(puzzle: Puzzle, options: EncodeOptions = {}): EncodedPuzzle {
  const { geometry, givens } = puzzle;
  const { size, cellCount, unitCount, unitCells } = geometry;
  const amo = options.amo ?? 'pairwise';
  const builder = new CnfBuilder();
  builder.varCount = cellCount * size;
  builder.comments.push(
    `sudoku ${size}x${size} ${geometry.variant}, at-most-one ${amo}`,
    `variable cell*${size}+(d-1), DIMACS number cell*${size}+d: cell (r*${size}+c, 0-based) holds digit d (1..${size})`,
    `variables ${cellCount * size + 1}.. are auxiliary`,
  );
  if (geometry.variant === 'jigsaw') {
    builder.comments.push(`regions ${Array.from(geometry.regionOf).join(',')}`);
  }

  const lits: number[] = new Array(size);
  for (let cell = 0; cell < cellCount; cell++) {
    for (let d = 1; d <= size; d++) lits[d - 1] = 2 * placementVariable(size, cell, d);
    builder.addClause(lits);
    addAtMostOne(builder, lits, amo);
  }
  for (let u = 0; u < unitCount; u++) {
    for (let d = 1; d <= size; d++) {
      for (let i = 0; i < size; i++) {
        lits[i] = 2 * placementVariable(size, unitCells[u * size + i], d);
      }
      builder.addClause(lits);
      addAtMostOne(builder, lits, amo);
    }
  }
  for (let cell = 0; cell < cellCount; cell++) {
    if (givens[cell] !== 0) builder.addClause([2 * placementVariable(size, cell, givens[cell])]);
  }

  const decode = (model: Uint8Array): Uint8Array => {
    const grid = new Uint8Array(cellCount);
    for (let cell = 0; cell < cellCount; cell++) {
      for (let d = 1; d <= size; d++) {
        if (model[placementVariable(size, cell, d)] === 1) {
          grid[cell] = d;
          break;
        }
      }
    }
    return grid;
  };
  return { cnf: builder.build(), decode };
}
