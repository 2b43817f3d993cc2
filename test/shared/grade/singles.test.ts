import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../../shared/format.ts';
import { classicGeometry } from '../../../shared/geometry.ts';
import {
  fullHouse,
  hiddenSingle,
  nakedSingle,
  sweepSingles,
} from '../../../shared/grade/singles.ts';
import {
  cloneState,
  createState,
  type GradeState,
  puzzleState,
} from '../../../shared/grade/state.ts';
import type { Step } from '../../../shared/grade/types.ts';
import { solve } from '../../../shared/solve.ts';
import { GOLDEN_PUZZLES } from '../../golden.ts';
import { cell, pencilState, placementNames } from './positions.ts';

const GEOMETRY_4 = classicGeometry(4);

/** A 4×4 grid read row by row, '.' for a blank. */
function state4(line: string): GradeState {
  return createState(
    GEOMETRY_4,
    Uint8Array.from(line, (ch) => (ch === '.' ? 0 : Number(ch))),
  );
}

/** A solved 4×4 grid: rows 1234, 3412, 2143, 4321 (every row, column and box holds 1..4). */
const SOLVED_4 = '1234341221434321';

/** Units of a 4×4 grid: rows 0..3, columns 4..7, boxes 8..11. */
const ROW_1 = 0;
const COLUMN_1 = 4;
const BOX_4 = 11;

/** Row 1 holds 3 only in r1c1; box 4 (bottom right) holds 2 only in r4c4. */
const TWO_HIDDEN = `
  1234 124  | 124  124
  1234 1234 | 1234 1234
  ----------+----------
  1234 1234 | 134  134
  1234 1234 | 134  1234
`;

/** Every cell open to every digit: no single anywhere. */
const OPEN = `
  1234 1234 | 1234 1234
  1234 1234 | 1234 1234
  ----------+----------
  1234 1234 | 1234 1234
  1234 1234 | 1234 1234
`;

describe('fullHouse', () => {
  it('fills the last empty cell of a row with the missing digit', () => {
    const state = state4('123.............');
    const step = fullHouse.find(state);
    expect(step).toEqual({
      technique: 'full-house',
      placements: [{ cell: 3, digit: 4 }],
      eliminations: [],
      cells: [3],
      digits: [4],
      units: [ROW_1],
    });
    expect(fullHouse.explain(step!, GEOMETRY_4)).toBe(
      'Row 1 has one empty cell left, row 1, column 4, and it takes the missing digit 4.',
    );
  });

  it('names the column when the cell is the last one empty there but not in its row', () => {
    // Column 1 holds 1, 2, 3 over r4c1, whose row is empty.
    const step = fullHouse.find(state4('1...2...3.......'));
    expect(placementNames(step, 4)).toEqual(['r4c1=4']);
    expect(step?.units).toEqual([COLUMN_1]);
  });

  it('finds nothing when the only naked single shares every unit with other empty cells', () => {
    // r1c3 is 3 (1, 2 in its row, 4 in its column), but row 1 has two empty cells.
    expect(fullHouse.find(state4('12........4.....'))).toBeNull();
  });
});

describe('nakedSingle', () => {
  it('places the one digit the peers of a cell leave open, naming no unit', () => {
    const state = state4('12........4.....');
    const step = nakedSingle.find(state);
    expect(step).toEqual({
      technique: 'naked-single',
      placements: [{ cell: cell('r1c3', 4), digit: 3 }],
      eliminations: [],
      cells: [cell('r1c3', 4)],
      digits: [3],
      units: [],
    });
    expect(nakedSingle.explain(step!, GEOMETRY_4)).toBe(
      'Every digit but 3 already appears in the row, column or box of row 1, column 3, so it is 3.',
    );
  });

  it('takes the first single in reading order', () => {
    // r1c4 and r3c2 are both single; r1c4 comes first.
    const state = pencilState(OPEN, GEOMETRY_4);
    state.cand[cell('r3c2', 4)] = 1 << 0;
    state.cand[cell('r1c4', 4)] = 1 << 1;
    expect(placementNames(nakedSingle.find(state), 4)).toEqual(['r1c4=2']);
  });

  it('speaks of the diagonals on X-sudoku', () => {
    const step: Step = {
      technique: 'naked-single',
      placements: [{ cell: 0, digit: 5 }],
      eliminations: [],
      cells: [0],
      digits: [5],
      units: [],
    };
    expect(nakedSingle.explain(step, classicGeometry(9, 'x'))).toBe(
      'Every digit but 5 already appears in the row, column, box or diagonal of row 1, column 1, so it is 5.',
    );
  });

  it('finds nothing when every empty cell has two candidates or more', () => {
    expect(nakedSingle.find(pencilState(OPEN, GEOMETRY_4))).toBeNull();
    expect(nakedSingle.find(pencilState(TWO_HIDDEN, GEOMETRY_4))).toBeNull();
  });
});

describe('hiddenSingle', () => {
  it('looks in the boxes before the rows, so box 4 wins over row 1', () => {
    const state = pencilState(TWO_HIDDEN, GEOMETRY_4);
    const step = hiddenSingle.find(state);
    expect(step).toEqual({
      technique: 'hidden-single',
      placements: [{ cell: cell('r4c4', 4), digit: 2 }],
      eliminations: [],
      cells: [cell('r4c4', 4)],
      digits: [2],
      units: [BOX_4],
    });
    expect(hiddenSingle.explain(step!, GEOMETRY_4)).toBe(
      'Box 4 can hold 2 only in row 4, column 4, so it is 2 there.',
    );
  });

  it('finds the row single once the box single is gone', () => {
    const state = pencilState(TWO_HIDDEN, GEOMETRY_4);
    state.cand[cell('r4c3', 4)] |= 1 << 1;
    const step = hiddenSingle.find(state);
    expect(placementNames(step, 4)).toEqual(['r1c1=3']);
    expect(step?.units).toEqual([ROW_1]);
  });

  it('finds nothing when every digit has two places in every unit', () => {
    expect(hiddenSingle.find(pencilState(OPEN, GEOMETRY_4))).toBeNull();
  });
});

describe('the finders', () => {
  it('do not change the state they read', () => {
    for (const position of [TWO_HIDDEN, OPEN]) {
      const state = pencilState(position, GEOMETRY_4);
      const before = cloneState(state);
      for (const technique of [fullHouse, nakedSingle, hiddenSingle]) technique.find(state);
      expect(state).toEqual(before);
    }
    const state = state4('12........4.....');
    const before = cloneState(state);
    for (const technique of [fullHouse, nakedSingle, hiddenSingle]) technique.find(state);
    expect(state).toEqual(before);
  });
});

describe('sweepSingles', () => {
  it('tells a naked single from the full houses it opens', () => {
    // Box 1 empty: r1c1 is 1 by its row (3, 4) and column (2, 4) with a second blank in each;
    // after it, r1c2, r2c1 and r2c2 are each the last blank of a row or column.
    const state = state4(`..34..12${SOLVED_4.slice(8)}`);
    const tally = { fullHouses: 0, nakedSingles: 0, hiddenSingles: 0 };
    const steps: Step[] = [];
    expect(sweepSingles(state, tally, steps)).toBe(4);
    expect(tally).toEqual({ fullHouses: 3, nakedSingles: 1, hiddenSingles: 0 });
    expect(steps.map((step) => step.technique)).toEqual([
      'naked-single',
      'full-house',
      'full-house',
      'full-house',
    ]);
    expect(steps.flatMap((step) => placementNames(step, 4))).toEqual([
      'r1c1=1',
      'r1c2=2',
      'r2c1=3',
      'r2c2=4',
    ]);
    expect(Array.from(state.values).join('')).toBe(SOLVED_4);
    expect(state.empty).toBe(0);
  });

  it('places the hidden singles after the naked ones', () => {
    const state = pencilState(TWO_HIDDEN, GEOMETRY_4);
    const tally = { fullHouses: 0, nakedSingles: 0, hiddenSingles: 0 };
    const steps: Step[] = [];
    const placed = sweepSingles(state, tally, steps);
    expect(placed).toBeGreaterThanOrEqual(2);
    expect(tally.hiddenSingles).toBe(placed);
    // Boxes first: box 4's 2, then row 1's 3.
    expect(steps.slice(0, 2).flatMap((step) => placementNames(step, 4))).toEqual([
      'r4c4=2',
      'r1c1=3',
    ]);
    expect(state.values[cell('r4c4', 4)]).toBe(2);
    expect(state.values[cell('r1c1', 4)]).toBe(3);
    // Placing removes the digit from the peers.
    expect(state.cand[cell('r4c1', 4)] & (1 << 1)).toBe(0);
    expect(state.cand[cell('r3c1', 4)] & (1 << 2)).toBe(0);
  });

  it('places nothing and changes nothing when there is no single', () => {
    const state = pencilState(OPEN, GEOMETRY_4);
    const before = cloneState(state);
    const tally = { fullHouses: 0, nakedSingles: 0, hiddenSingles: 0 };
    expect(sweepSingles(state, tally, [])).toBe(0);
    expect(state).toEqual(before);
    expect(tally).toEqual({ fullHouses: 0, nakedSingles: 0, hiddenSingles: 0 });
  });

  it('answers -1 for an empty cell without candidates', () => {
    const state = pencilState(OPEN, GEOMETRY_4);
    state.cand[cell('r2c3', 4)] = 0;
    expect(sweepSingles(state, { fullHouses: 0, nakedSingles: 0, hiddenSingles: 0 }, null)).toBe(
      -1,
    );
  });

  it('answers -1 for a unit with no room left for a digit, but counts a placed digit as room', () => {
    const noFour = pencilState(OPEN, GEOMETRY_4);
    for (const name of ['r1c1', 'r1c2', 'r1c3', 'r1c4']) noFour.cand[cell(name, 4)] = 0b0111;
    expect(sweepSingles(noFour, { fullHouses: 0, nakedSingles: 0, hiddenSingles: 0 }, null)).toBe(
      -1,
    );

    const placedFour = pencilState(OPEN, GEOMETRY_4);
    for (const name of ['r1c1', 'r1c2', 'r1c3']) placedFour.cand[cell(name, 4)] = 0b0111;
    placedFour.values[cell('r1c4', 4)] = 4;
    placedFour.cand[cell('r1c4', 4)] = 0;
    placedFour.empty--;
    expect(
      sweepSingles(placedFour, { fullHouses: 0, nakedSingles: 0, hiddenSingles: 0 }, null),
    ).toBe(0);
  });

  it('fills an easy puzzle sweep after sweep, every placement agreeing with the solution', () => {
    const puzzle = parsePuzzle(GOLDEN_PUZZLES[0].line);
    const solution = solve(puzzle).solution!;
    const state = puzzleState(puzzle);
    const blanks = state.empty;
    const tally = { fullHouses: 0, nakedSingles: 0, hiddenSingles: 0 };
    const steps: Step[] = [];
    let total = 0;
    for (let placed = sweepSingles(state, tally, steps); placed > 0; ) {
      total += placed;
      placed = sweepSingles(state, tally, steps);
    }
    expect(total).toBe(blanks);
    expect(state.empty).toBe(0);
    expect(state.values).toEqual(solution);
    expect(tally.fullHouses + tally.nakedSingles + tally.hiddenSingles).toBe(blanks);
    expect(steps).toHaveLength(blanks);
    for (const step of steps) {
      const { cell: at, digit } = step.placements[0];
      expect(solution[at]).toBe(digit);
    }
    const count = (technique: string) => steps.filter((s) => s.technique === technique).length;
    expect(count('full-house')).toBe(tally.fullHouses);
    expect(count('naked-single')).toBe(tally.nakedSingles);
    expect(count('hidden-single')).toBe(tally.hiddenSingles);
    expect(tally.hiddenSingles).toBeGreaterThan(0);
  });

  it('places the same digits whether it records the steps or not', () => {
    const puzzle = parsePuzzle(GOLDEN_PUZZLES[1].line);
    const recorded = puzzleState(puzzle);
    const silent = cloneState(recorded);
    const recordedTally = { fullHouses: 0, nakedSingles: 0, hiddenSingles: 0 };
    const silentTally = { fullHouses: 0, nakedSingles: 0, hiddenSingles: 0 };
    const steps: Step[] = [];
    const placed = sweepSingles(recorded, recordedTally, steps);
    expect(placed).toBeGreaterThan(0);
    expect(sweepSingles(silent, silentTally, null)).toBe(placed);
    expect(silent).toEqual(recorded);
    expect(silentTally).toEqual(recordedTally);
    expect(steps).toHaveLength(placed);
  });
});
