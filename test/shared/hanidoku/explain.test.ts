import { describe, expect, it } from 'vitest';
import { explainHanidokuStep, hintHanidokuStep } from '../../../shared/hanidoku/explain.ts';
import { generateHanidoku } from '../../../shared/hanidoku/generate.ts';
import { CELL_ROWS, nameCell } from '../../../shared/hanidoku/geometry.ts';
import { rateHanidoku } from '../../../shared/hanidoku/grade.ts';
import type { HanidokuStep } from '../../../shared/hanidoku/logic.ts';
import { expectMade } from '../../made.ts';
import { grid, KNOWN } from './rules.ts';

/** A full board, and puzzles whose steps grade.test.ts pins down. */
const BOARD = grid(KNOWN[0].solution);
const HARD = grid('.....865....3..7.............73.............3...4..8.........');
/** A hard puzzle (generated, seed 'b/…') whose balance step decides that two rows hold a 7. */
const BALANCE_ALL = grid('.....59..4........3.6..........1..6..........8......43.......');

function stepsOf(puzzle: Uint8Array): HanidokuStep[] {
  return rateHanidoku(puzzle, { steps: true }).steps!;
}

function firstStep(puzzle: Uint8Array, technique: HanidokuStep['technique']): HanidokuStep {
  return stepsOf(puzzle).find((step) => step.technique === technique)!;
}

describe('explainHanidokuStep', () => {
  it('says why a naked single is the one digit left', () => {
    const puzzle = Uint8Array.from(BOARD);
    puzzle[30] = 0;
    expect(explainHanidokuStep(stepsOf(puzzle)[0])).toBe(
      `Every digit but ${BOARD[30]} is already in a row through cell 5 of horizontal row 5 or was struck there earlier, so it is ${BOARD[30]}.`,
    );
  });

  it('names the digits every run of the row holds for a hidden single', () => {
    const puzzle = Uint8Array.from(BOARD);
    puzzle[14] = 0;
    puzzle[41] = 0;
    expect(explainHanidokuStep(stepsOf(puzzle)[0])).toBe(
      'Horizontal row 3 has 7 cells, so whatever its run it holds 3 to 7; only cell 4 of horizontal row 3 can take the 3, so it is 3 there.',
    );
  });

  it('groups the digits a run step strikes by the cells that lose them', () => {
    expect(explainHanidokuStep(stepsOf(grid('1'.padEnd(61, '.')))[0])).toBe(
      'Horizontal row 1 holds 5 consecutive digits, and the runs that still fit its cells strike 6, 7, 8 and 9 from cells 2, 3, 4 and 5 of horizontal row 1.',
    );
  });

  it('tells a balance step that keeps runs through a digit, and the cell it leaves', () => {
    const steps = stepsOf(HARD).filter((step) => step.technique === 'hanidoku-balance');
    expect(steps.map(explainHanidokuStep)).toEqual([
      'Each cell lies in one row of each direction, so every direction has as many rows holding 6 as the board has 6s. The horizontal rows that can hold 6 are no more than the rows of another direction that must, so each of them holds it: horizontal row 1 keeps only runs through 6, which strikes 1 from cell 2 of horizontal row 1.',
      'Each cell lies in one row of each direction, so every direction has as many rows holding 7 as the board has 7s. The horizontal rows that can hold 7 are no more than the rows of another direction that must, so each of them holds it: horizontal row 1 keeps only runs through 7, which strikes 2 from cell 2 of horizontal row 1. That leaves cell 2 of horizontal row 1 with 7.',
    ]);
    expect(explainHanidokuStep(firstStep(BALANCE_ALL, 'hanidoku-balance'))).toContain(
      'Each cell lies in one row of each direction, so every direction has as many rows holding 7 as the board has 7s. The falling diagonals that can hold 7 are no more than the rows of another direction that must, so each of them holds it: falling diagonals 1 and 2 keep only runs through 7, which strikes 1 from cell 2 of horizontal row 6; 2 from cell 1 of horizontal row 7 and cell 1 of horizontal row 8.',
    );
  });

  it('tells a balance step that takes a digit out of the rows that need not hold it', () => {
    const { puzzle } = expectMade(generateHanidoku({ seed: 'demo/0', level: 'hard' }));
    const step = firstStep(puzzle, 'hanidoku-balance');
    expect(step.eliminations.every(({ digit }) => digit === step.digits[0])).toBe(true);
    expect(explainHanidokuStep(step)).toBe(
      'Each cell lies in one row of each direction, so every direction has as many rows holding 4 as the board has 4s. The falling diagonals that must hold 4 are already as many as the rows of another direction that can, so no other falling diagonal holds it: 4 goes from cell 8 of horizontal row 4, cells 1 and 9 of horizontal row 5, cell 1 of horizontal row 7 and cell 1 of horizontal row 8 (falling diagonals 1 and 9).',
    );
  });

  it('names every cell a step fills and every cell it strikes from, at every level', () => {
    for (const level of ['easy', 'medium', 'hard'] as const) {
      for (const seed of ['x', 'y']) {
        for (const step of stepsOf(expectMade(generateHanidoku({ seed, level })).puzzle)) {
          const text = explainHanidokuStep(step);
          for (const { cell, digit } of step.placements) {
            expect(text).toContain(nameCell(cell));
            expect(text).toContain(String(digit));
          }
          // Struck cells are grouped by their horizontal row: "cells 1 and 2 of horizontal row 1".
          for (const { cell } of step.eliminations) {
            expect(text).toContain(`of horizontal row ${CELL_ROWS[3 * cell] + 1}`);
          }
        }
      }
    }
  });
});

describe('hintHanidokuStep', () => {
  it('points at the cell, the row or the direction first, and ends with the move', () => {
    const puzzle = Uint8Array.from(BOARD);
    puzzle[30] = 0;
    const naked = stepsOf(puzzle)[0];
    expect(hintHanidokuStep(naked)).toEqual({
      rows: [4],
      text: [
        'Look at horizontal row 5.',
        'Look for a naked single in horizontal row 5: one empty cell there has only one digit left.',
        explainHanidokuStep(naked),
      ],
    });
    const run = stepsOf(grid('1'.padEnd(61, '.')))[0];
    expect(hintHanidokuStep(run).text.slice(0, 2)).toEqual([
      'Look at horizontal row 1.',
      'Look for the runs in horizontal row 1: work out which runs of 5 consecutive digits still fit its cells.',
    ]);
    const balance = firstStep(HARD, 'hanidoku-balance');
    expect(hintHanidokuStep(balance).text.slice(0, 2)).toEqual([
      'Look at the horizontal rows and the digit 6.',
      'Look for a digit balance on 6: count, in each direction, the rows that must hold 6 and those that can.',
    ]);
  });
});
