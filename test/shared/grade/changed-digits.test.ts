import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../../shared/format.ts';
import { classicGeometry } from '../../../shared/geometry.ts';
import {
  changedUnits,
  fruitless,
  remember,
  searchChanged,
} from '../../../shared/grade/changed-digits.ts';
import { emptyRectangle } from '../../../shared/grade/empty-rectangle.ts';
import {
  finnedJellyfish,
  finnedSwordfish,
  finnedXWing,
  sashimiJellyfish,
  sashimiSwordfish,
  sashimiXWing,
} from '../../../shared/grade/finned-fish.ts';
import { jellyfish, swordfish, xWing } from '../../../shared/grade/fish.ts';
import { DEFAULT_CHAIN_WORK, withChainWork } from '../../../shared/grade/implications.ts';
import { claiming, pointing } from '../../../shared/grade/locked-candidates.ts';
import { solveLogically } from '../../../shared/grade/logic.ts';
import { simpleColouring } from '../../../shared/grade/simple-colouring.ts';
import { skyscraper } from '../../../shared/grade/skyscraper.ts';
import {
  applyStep,
  cloneState,
  createState,
  type GradeState,
  puzzleState,
} from '../../../shared/grade/state.ts';
import {
  hiddenPair,
  hiddenQuad,
  hiddenTriple,
  nakedPair,
  nakedQuad,
  nakedTriple,
} from '../../../shared/grade/subsets.ts';
import { twoStringKite } from '../../../shared/grade/two-string-kite.ts';
import type { Step } from '../../../shared/grade/types.ts';
import { xChain } from '../../../shared/grade/x-chain.ts';
import { hasData, readDataLines } from '../../data.ts';

const GEOMETRY = classicGeometry(9);
const STEP: Step = {
  technique: 'x-wing',
  placements: [],
  eliminations: [],
  cells: [],
  digits: [],
  units: [],
};

describe('searchChanged', () => {
  it('searches every digit first, then only the digits changed since a search found nothing', () => {
    const memo = fruitless();
    const asked: number[] = [];
    const search = (_: GradeState, digits: number) => {
      asked.push(digits);
      return null;
    };
    const state = createState(GEOMETRY, new Uint8Array(81));
    searchChanged(memo, state, search);
    state.cand[40] &= ~0b100; // 3 leaves r5c5
    state.cand[3] &= ~0b1000_0000; // 8 leaves r1c4
    searchChanged(memo, state, search);
    searchChanged(memo, state, search); // the same position: nothing to search
    expect(asked).toEqual([0b1_1111_1111, 0b1000_0100]);
  });

  it('searches every digit after a search that found something, and on another geometry', () => {
    const memo = fruitless();
    const asked: number[] = [];
    const state = createState(GEOMETRY, new Uint8Array(81));
    searchChanged(memo, state, (_, digits) => {
      asked.push(digits);
      return STEP;
    });
    searchChanged(memo, state, (_, digits) => {
      asked.push(digits);
      return null;
    });
    searchChanged(memo, createState(classicGeometry(6), new Uint8Array(36)), (_, digits) => {
      asked.push(digits);
      return null;
    });
    expect(asked).toEqual([0b1_1111_1111, 0b1_1111_1111, 0b11_1111]);
  });
});

describe('changedUnits', () => {
  it('names the units of a changed cell, and with near the units sharing two cells with those', () => {
    const memo = fruitless();
    const state = createState(GEOMETRY, new Uint8Array(81));
    const ones = (units: Uint8Array) =>
      [...units.subarray(0, 27)].flatMap((x, u) => (x ? [u] : []));
    expect(ones(changedUnits(memo, state, false))).toHaveLength(27);
    remember(memo, state, null);
    expect(ones(changedUnits(memo, state, true))).toEqual([]);
    state.cand[40] &= ~0b100; // r5c5: row 5 (unit 4), column 5 (13), box 5 (22)
    expect(ones(changedUnits(memo, state, false))).toEqual([4, 13, 22]);
    // Boxes 4-6 along row 5, boxes 2, 5, 8 along column 5, rows and columns 4-6 across box 5.
    expect(ones(changedUnits(memo, state, true))).toEqual([
      3, 4, 5, 12, 13, 14, 19, 21, 22, 23, 25,
    ]);
  });
});

const SE_SET = 'sudoku/se-rated-diabolical-half.txt';
/** The searches that skip digits (or, subsets, units) unchanged since they found nothing. */
const SKIPPING = [
  pointing,
  claiming,
  emptyRectangle,
  skyscraper,
  twoStringKite,
  xWing,
  swordfish,
  jellyfish,
  simpleColouring,
  xChain,
  finnedXWing,
  sashimiXWing,
  finnedSwordfish,
  sashimiSwordfish,
  finnedJellyfish,
  sashimiJellyfish,
  nakedPair,
  hiddenPair,
  nakedTriple,
  hiddenTriple,
  nakedQuad,
  hiddenQuad,
];

/** Every position a recorded solve of the puzzle passes through. */
function solvePath(line: string): GradeState[] {
  const puzzle = parsePuzzle(line.split(/\s+/)[1]);
  const result = withChainWork(DEFAULT_CHAIN_WORK, () =>
    solveLogically(puzzleState(puzzle), { record: true, lastResort: true }),
  );
  const state = puzzleState(puzzle);
  const path: GradeState[] = [];
  for (const step of result?.steps ?? []) {
    path.push(cloneState(state));
    applyStep(state, step);
  }
  return path;
}

describe.skipIf(!hasData)(
  hasData
    ? 'searches that skip what is unchanged, along real solves'
    : `searches that skip what is unchanged, along real solves (skipped: ../shared/data/${SE_SET} is absent)`,
  () => {
    it('answer each position as a search of every digit does, over 40 Sudoku Exchange puzzles', () => {
      const path = readDataLines(SE_SET, 40).flatMap(solvePath);
      // In turn, as the solvers call them: each search skips the digits (units) unchanged since
      // it last found nothing.
      const inTurn = path.map((state) => SKIPPING.map((t) => t.find(state)));
      // Afresh: a geometry object of its own makes each search look at every digit and unit.
      const afresh = path.map((state) =>
        SKIPPING.map((t) => t.find({ ...state, geometry: { ...state.geometry } })),
      );
      expect(inTurn.flat().filter((s) => s !== null).length).toBeGreaterThan(100);
      expect(inTurn).toEqual(afresh);
    });
  },
);
