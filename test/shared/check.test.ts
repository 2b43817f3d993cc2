import { describe, expect, it } from 'vitest';
import { findConflicts, findFirstConflict, isSolved } from '../../shared/check.ts';
import { parsePuzzle } from '../../shared/format.ts';
import { classicGeometry, describeUnit } from '../../shared/geometry.ts';
import { createPuzzle } from '../../shared/puzzle.ts';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

const geometry = classicGeometry(9);

function grid(line: string): Uint8Array {
  return Uint8Array.from(line, (ch) => (ch === '.' ? 0 : Number(ch)));
}

/** The grid with cell `cell` set to `d`. */
function withDigit(line: string, cell: number, d: number): Uint8Array {
  const result = grid(line);
  result[cell] = d;
  return result;
}

describe('findConflicts', () => {
  it('finds nothing in a valid puzzle or its solution', () => {
    expect(findConflicts(geometry, grid(PUZZLE))).toEqual([]);
    expect(findConflicts(geometry, grid(SOLUTION))).toEqual([]);
  });

  it('lists a pair sharing a row and a box once', () => {
    // r1c3 takes the 5 of r1c1: same row and same box.
    expect(findConflicts(geometry, withDigit(PUZZLE, 2, 5))).toEqual([[0, 2]]);
  });

  it('lists a pair sharing only a box, and nothing for blanks', () => {
    // A 6 at r1c3 meets the given 6 at r2c1 in box 1 only.
    expect(findConflicts(geometry, withDigit(PUZZLE, 2, 6))).toEqual([[2, 9]]);
    expect(findConflicts(geometry, new Uint8Array(81))).toEqual([]);
  });

  it('lists every pair when a digit appears three times in a row', () => {
    const row = new Uint8Array(81);
    row[0] = 4;
    row[4] = 4;
    row[8] = 4;
    expect(findConflicts(geometry, row)).toEqual([
      [0, 4],
      [0, 8],
      [4, 8],
    ]);
  });

  it('finds clashes in a column, a box and an X diagonal', () => {
    const column = new Uint8Array(81);
    column[3] = 2;
    column[75] = 2;
    expect(findConflicts(geometry, column)).toEqual([[3, 75]]);
    const box = new Uint8Array(81);
    box[30] = 7;
    box[50] = 7;
    expect(findConflicts(geometry, box)).toEqual([[30, 50]]);
    const diagonal = new Uint8Array(81);
    diagonal[0] = 1;
    diagonal[80] = 1;
    expect(findConflicts(geometry, diagonal)).toEqual([]);
    expect(findConflicts(classicGeometry(9, 'x'), diagonal)).toEqual([[0, 80]]);
  });
});

describe('findFirstConflict', () => {
  it('answers null when every unit holds distinct digits', () => {
    expect(findFirstConflict(geometry, grid(PUZZLE))).toBeNull();
    expect(findFirstConflict(geometry, grid(SOLUTION))).toBeNull();
  });

  it('names the first unit in geometry order: the row before the box they also share', () => {
    const conflict = findFirstConflict(geometry, withDigit(PUZZLE, 2, 5));
    expect(conflict).toEqual({ a: 0, b: 2, unit: 0, d: 5 });
    expect(describeUnit(geometry, conflict!.unit)).toBe('row 1');
  });

  it('names a column and a box when the clash is only there', () => {
    const column = new Uint8Array(81);
    column[3] = 2;
    column[75] = 2;
    const found = findFirstConflict(geometry, column)!;
    expect(found).toEqual({ a: 3, b: 75, unit: 12, d: 2 });
    expect(describeUnit(geometry, found.unit)).toBe('column 4');

    const box = new Uint8Array(81);
    box[50] = 7;
    box[30] = 7;
    const inBox = findFirstConflict(geometry, box)!;
    expect(inBox).toEqual({ a: 30, b: 50, unit: 22, d: 7 });
    expect(describeUnit(geometry, inBox.unit)).toBe('box 5');
  });

  it('names a diagonal of X-sudoku', () => {
    const diagonal = new Uint8Array(81);
    diagonal[8] = 3;
    diagonal[72] = 3;
    const x = classicGeometry(9, 'x');
    const found = findFirstConflict(x, diagonal)!;
    expect(found).toEqual({ a: 8, b: 72, unit: 28, d: 3 });
    expect(describeUnit(x, found.unit)).toBe('diagonal 2');
  });
});

describe('isSolved', () => {
  const puzzle = parsePuzzle(PUZZLE);

  it('accepts the known solution', () => {
    expect(isSolved(puzzle, grid(SOLUTION))).toBe(true);
  });

  it('rejects a grid that changes a given, even when the grid is itself valid', () => {
    // Swapping 1 and 2 everywhere keeps a valid grid, but the puzzle gives a 1 at r5c9.
    const swapped = grid(SOLUTION).map((d) => (d === 1 ? 2 : d === 2 ? 1 : d));
    expect(findFirstConflict(geometry, swapped)).toBeNull();
    expect(isSolved(puzzle, swapped)).toBe(false);
  });

  it('rejects a clash, a blank, a digit out of range and a wrong length', () => {
    const clash = grid(SOLUTION);
    clash[2] = clash[3]; // r1c3 (not given) copies r1c4: two 6s in row 1
    expect(puzzle.givens[2]).toBe(0);
    expect(isSolved(puzzle, clash)).toBe(false);
    expect(isSolved(puzzle, withDigit(SOLUTION, 2, 0))).toBe(false);
    expect(isSolved(puzzle, withDigit(SOLUTION, 2, 10))).toBe(false);
    expect(isSolved(puzzle, grid(SOLUTION).subarray(0, 80))).toBe(false);
  });

  it('accepts any valid grid for an empty puzzle', () => {
    expect(isSolved(createPuzzle(geometry, new Uint8Array(81)), grid(SOLUTION))).toBe(true);
  });
});
