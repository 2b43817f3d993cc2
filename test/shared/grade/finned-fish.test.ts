import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../../shared/format.ts';
import {
  finnedJellyfish,
  finnedSwordfish,
  finnedXWing,
  sashimiJellyfish,
  sashimiSwordfish,
  sashimiXWing,
} from '../../../shared/grade/finned-fish.ts';
import { DEFAULT_CHAIN_WORK, withChainWork } from '../../../shared/grade/implications.ts';
import { solveLogically } from '../../../shared/grade/logic.ts';
import { puzzleState } from '../../../shared/grade/state.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { techniqueClue } from '../../../shared/hint-clues.ts';
import { solve } from '../../../shared/solve.ts';
import { hasData, readDataLines } from '../../data.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

/** Units of a 9×9 grid: rows 0..8, columns 9..17, boxes 18..26. */
const ROW = 0;
const COLUMN = 9;
const BOX = 18;

/**
 * Rows 2 and 7 hold 4 in columns 3 and 8, and row 7 also at r7c9, the fin (box 9); every other
 * line and box holds 4 three times or more, so no strong link exists besides row 2's.
 */
const FINNED_X_WING = `
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
12356789  12356789  123456789 | 12356789  12356789  12356789  | 12356789  123456789 12356789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
12356789  12356789  123456789 | 12356789  12356789  12356789  | 12356789  123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
`;

/**
 * Row 2 holds 4 in columns 3 and 8; row 7 holds it at r7c3 and at two fins, r7c7 and r7c9 (box
 * 9), but not at r7c8: without the fins, row 7 would hold 4 once. Row 7's three candidates make
 * no strong link, so no Skyscraper or X-Chain sees it.
 */
const SASHIMI_X_WING = `
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
12356789  12356789  123456789 | 12356789  12356789  12356789  | 12356789  123456789 12356789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
12356789  12356789  123456789 | 12356789  12356789  12356789  | 123456789 12356789  123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
`;

/**
 * Columns 2, 5 and 8 hold 6 only in rows 3, 4 and 8, but for r9c8, the fin (box 9): a finned
 * Swordfish with columns as the base, which removes 6 from r8c9, the cover row's cell in box 9.
 */
const FINNED_SWORDFISH = `
123456789 12345789  123456789 | 123456789 12345789  123456789 | 123456789 12345789  123456789
123456789 12345789  123456789 | 123456789 12345789  123456789 | 123456789 12345789  123456789
123456789 123456789 12345789  | 12345789  123456789 12345789  | 12345789  123456789 12345789
123456789 123456789 12345789  | 12345789  123456789 123456789 | 12345789  123456789 12345789
123456789 12345789  123456789 | 123456789 12345789  123456789 | 123456789 12345789  123456789
123456789 12345789  123456789 | 123456789 12345789  123456789 | 123456789 12345789  123456789
123456789 12345789  123456789 | 123456789 12345789  123456789 | 123456789 12345789  123456789
12345789  123456789 12345789  | 12345789  123456789 12345789  | 12345789  123456789 123456789
123456789 12345789  123456789 | 123456789 12345789  123456789 | 123456789 123456789 123456789
`;

/** The cell indices of names like "r5c4". */
function cells(...names: string[]): number[] {
  return names.map((name) => cell(name));
}

describe('Finned X-Wing', () => {
  it('removes the digit from the cover column cells in the fin’s box, outside the base rows', () => {
    const state = pencilState(FINNED_X_WING);
    const step = finnedXWing.find(state);
    expect(eliminationNames(step)).toEqual(['r8c8-4', 'r9c8-4']);
    expect(step?.cells).toEqual(cells('r2c3', 'r2c8', 'r7c3', 'r7c8', 'r7c9'));
    expect(step?.digits).toEqual([4]);
    expect(step?.units).toEqual([ROW + 1, ROW + 6, COLUMN + 2, COLUMN + 7, BOX + 8]);
    expect(easierThatApply(TECHNIQUES, finnedXWing, state)).toEqual([]);
  });

  it('explains the fish, its fin and the cells that see the fin', () => {
    const state = pencilState(FINNED_X_WING);
    const step = finnedXWing.find(state);
    if (!step) throw new Error('no step');
    expect(finnedXWing.explain(step, state.geometry)).toBe(
      'Finned X-Wing on 4: in rows 2 and 7, 4 can only be in columns 3 and 8 or in the fin at row 7, column 9, so whether the fin holds 4 or not, 4 is removed from the cells of columns 3 and 8 outside rows 2 and 7 that see the fin: rows 8 and 9, column 8.',
    );
    expect(techniqueClue(step, 'rows 2 and 7')).toBe(
      'Look for a finned X-Wing in rows 2 and 7: in two lines, 4 fits only cells of two crossing lines, but for fins in one box.',
    );
  });

  it('finds nothing when the fin sees no cover cell holding the digit', () => {
    const state = pencilState(FINNED_X_WING);
    for (const name of ['r8c8', 'r9c8']) state.cand[cell(name)] &= ~(1 << 3);
    expect(finnedXWing.find(state)).toBeNull();
    expect(sashimiXWing.find(state)).toBeNull();
  });

  it('finds nothing when the base row’s extra candidates lie in two boxes', () => {
    const state = pencilState(FINNED_X_WING);
    state.cand[cell('r7c5')] |= 1 << 3;
    expect(finnedXWing.find(state)).toBeNull();
  });

  it('leaves a sashimi X-Wing to its own technique, and does not change the state', () => {
    const state = pencilState(SASHIMI_X_WING);
    const cand = Uint16Array.from(state.cand);
    expect(finnedXWing.find(state)).toBeNull();
    expect(state.cand).toEqual(cand);
  });
});

describe('Sashimi X-Wing', () => {
  it('removes the digit where a fish missing a corner and its fins agree', () => {
    const state = pencilState(SASHIMI_X_WING);
    const step = sashimiXWing.find(state);
    expect(eliminationNames(step)).toEqual(['r8c8-4', 'r9c8-4']);
    expect(step?.cells).toEqual(cells('r2c3', 'r2c8', 'r7c3', 'r7c7', 'r7c9'));
    expect(step?.units).toEqual([ROW + 1, ROW + 6, COLUMN + 2, COLUMN + 7, BOX + 8]);
    expect(easierThatApply(TECHNIQUES, sashimiXWing, state)).toEqual([]);
    expect(sashimiXWing.explain(step!, state.geometry)).toBe(
      'Sashimi X-Wing on 4: in rows 2 and 7, 4 can only be in columns 3 and 8 or in the fins at row 7, columns 7 and 9, so whether a fin holds 4 or not, 4 is removed from the cells of columns 3 and 8 outside rows 2 and 7 that see every fin: rows 8 and 9, column 8.',
    );
  });

  it('is not reported for a fish that stands without its fin', () => {
    expect(sashimiXWing.find(pencilState(FINNED_X_WING))).toBeNull();
  });
});

describe('Finned Swordfish', () => {
  it('takes columns as the base and removes the digit from the cover row in the fin’s box', () => {
    const state = pencilState(FINNED_SWORDFISH);
    const step = finnedSwordfish.find(state);
    expect(eliminationNames(step)).toEqual(['r8c9-6']);
    expect(step?.cells).toContain(cell('r9c8'));
    expect(step?.cells).toEqual(
      cells('r3c2', 'r3c5', 'r3c8', 'r4c2', 'r4c5', 'r4c8', 'r8c2', 'r8c5', 'r8c8', 'r9c8'),
    );
    expect(step?.units).toEqual([
      COLUMN + 1,
      COLUMN + 4,
      COLUMN + 7,
      ROW + 2,
      ROW + 3,
      ROW + 7,
      BOX + 8,
    ]);
    expect(easierThatApply(TECHNIQUES, finnedSwordfish, state)).toEqual([]);
    expect(finnedSwordfish.explain(step!, state.geometry)).toBe(
      'Finned Swordfish on 6: in columns 2, 5 and 8, 6 can only be in rows 3, 4 and 8 or in the fin at row 9, column 8, so whether the fin holds 6 or not, 6 is removed from the cells of rows 3, 4 and 8 outside columns 2, 5 and 8 that see the fin: row 8, column 9.',
    );
  });

  it('finds nothing once the only cell that sees the fin has lost the digit', () => {
    const state = pencilState(FINNED_SWORDFISH);
    state.cand[cell('r8c9')] &= ~(1 << 5);
    expect(finnedSwordfish.find(state)).toBeNull();
    expect(sashimiSwordfish.find(state)).toBeNull();
  });
});

const SE_SET = 'sudoku/se-rated-diabolical-half.txt';
const FINNED = [
  finnedXWing,
  sashimiXWing,
  finnedSwordfish,
  sashimiSwordfish,
  finnedJellyfish,
  sashimiJellyfish,
];

describe.skipIf(!hasData)(
  hasData
    ? 'finned fish on real puzzles'
    : `finned fish on real puzzles (skipped: ../shared/data/${SE_SET} is absent)`,
  () => {
    it('removes only candidates that the solution rules out, over 400 Sudoku Exchange puzzles', () => {
      let used = 0;
      for (const line of readDataLines(SE_SET, 400)) {
        const puzzle = parsePuzzle(line.split(/\s+/)[1]);
        const solution = solve(puzzle).solution;
        if (!solution) throw new Error(`no solution for ${line}`);
        const result = withChainWork(DEFAULT_CHAIN_WORK, () =>
          solveLogically(puzzleState(puzzle), { record: true, lastResort: true }),
        );
        for (const step of result?.steps ?? []) {
          if (!FINNED.some((t) => t.id === step.technique)) continue;
          used++;
          expect(step.eliminations.length).toBeGreaterThan(0);
          for (const { cell: at, digit } of step.eliminations) {
            expect(solution[at], `${step.technique} in ${line}`).not.toBe(digit);
          }
        }
      }
      expect(used).toBeGreaterThan(20);
    });
  },
);
