import { describe, expect, it } from 'vitest';
import { classicGeometry } from '../../../shared/geometry.ts';
import { aic, niceLoop, xCycle } from '../../../shared/grade/aic.ts';
import { eurekaOf } from '../../../shared/grade/eureka.ts';
import { solveLogically } from '../../../shared/grade/logic.ts';
import { easiestCycle } from '../../../shared/grade/se-cycles.ts';
import { rateState } from '../../../shared/grade/se-rating.ts';
import { applyStep, cloneState, createState } from '../../../shared/grade/state.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import type { Step } from '../../../shared/grade/types.ts';
import { createPuzzle } from '../../../shared/puzzle.ts';
import { solve } from '../../../shared/solve.ts';
import { hasData, readDataLines } from '../../data.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

const G = classicGeometry(9);

/** The chain's nodes as "(d)rXcY" or, grouped, "(d)rXcYZ" (Eureka's node names). */
function nodeNames(step: Step | null): string[] {
  return (step?.chain ?? []).map(({ digit }, i) => {
    const cells = step?.nodeCells?.[i] ?? [];
    const rows = [...new Set(cells.map((c) => Math.floor(c / 9) + 1))].join('');
    const columns = [...new Set(cells.map((c) => (c % 9) + 1))].join('');
    return `(${digit})r${rows}c${columns}`;
  });
}

// Positions where the grader, stuck with every earlier technique, takes the step (Sudoku
// Exchange bank puzzles, lines 18, 4 and 2 of se-rated-diabolical-half.txt), as pencil marks.
// 5 in row 1 lies only in r1c2, r1c7, r1c8: r1c7 and r1c8 act as one node, "5 is in one of them".
const X_CYCLE = `
  1469   569    146    46     2      8      359    357    379
  459    2      7      3      145    15     8      6      59
  3      8      56     67     567    9      2      4      1
  24689  69     246    5      149    12     7      13     368
  5689   1      456    478    479    3      459    2      689
  2589   7      3      248    149    6      459    15     89
  7      3      9      26     56     25     1      8      4
  25     4      8      1      3      7      6      9      25
  1256   56     1256   9      8      4      35     357    237
`;

const NICE_LOOP = `
  58     7      6      38     4      9      2      1      35
  9      58     1      38     26     26     57     357    4
  2      4      3      17     17     5      8      9      6
  678    3      78     5      9      1      46     4678   2
  1      569    2      67     8      4      3      567    59
  4      5689   5789   2      67     3      5679   5678   1
  3      25689  589    16     15     26     4569   45     7
  56     256    4      9      2356   7      1      356    8
  567    1      579    4      356    8      569    2      359
`;

const AIC = `
  2      478    48     3      5      9      1      78     6
  3      1      58     6      2      7      458    9      48
  6      57     9      8      4      1      57     2      3
  58     358    7      2      9      4      6      38     1
  48     2      6      7      1      3      9      5      48
  9      34     1      5      8      6      47     347    2
  1      9      2      4      7      8      3      6      5
  458    6      458    9      3      2      48     1      7
  7      48     3      1      6      5      2      48     9
`;

// A Y-cycle through five cells with two candidates each (line 4 of the bank's SE 6.7 puzzles),
// reached on the grader's path.
const Y_CYCLE = `
  7      4      23     239    239    5      8      1      6
  269    1      29     7      8      26     4      3      5
  68     5      38     36     1      4      7      2      9
  1      26     4      5      7      3      26     9      8
  25     8      257    1      26     9      236    4      237
  3      269    79     8      4      26     1      5      27
  4      7      6      239    5      1      239    8      23
  259    3      1      269    269    8      259    7      4
  2589   29     2589   4      239    7      2359   6      1
`;

describe('xCycle', () => {
  it('closes a grouped loop on 5 and removes 5 along its weak links', () => {
    const state = pencilState(X_CYCLE);
    const step = xCycle.find(state);
    expect(eliminationNames(step)).toEqual(['r9c1-5', 'r9c3-5']);
    expect(step?.shape).toBe('continuous-loop');
    expect(nodeNames(step)).toEqual([
      '(5)r8c1',
      '(5)r8c9',
      '(5)r2c9',
      '(5)r1c78',
      '(5)r1c2',
      '(5)r9c2',
    ]);
    expect(easierThatApply(TECHNIQUES, xCycle, state)).toEqual([]);
    expect(eurekaOf(step!, G)).toBe(
      '(5)r8c1 = (5)r8c9 - (5)r2c9 = (5)r1c78 - (5)r1c2 = (5)r9c2 - (5)r8c1 => r9c1<>5, r9c3<>5',
    );
    expect(xCycle.explain(step!, G)).toBe(
      'Continuous grouped X-Cycle: if row 8, column 1 is not 5, then row 8, column 9 is 5, so row 2, column 9 is not 5, so one of row 1, columns 7 and 8 is 5, so row 1, column 2 is not 5, so row 9, column 2 is 5, which in turn means row 8, column 1 is not 5: the loop closes, so either every other candidate on it holds or the rest do, and a candidate seeing one of each cannot: row 9, columns 1 and 3 lose 5.',
    );
  });

  it('finds nothing once a third 5 in row 8 breaks the loop', () => {
    const state = pencilState(X_CYCLE);
    state.cand[cell('r8c7')] |= 1 << 4;
    const step = xCycle.find(state);
    expect(step?.eliminations ?? []).not.toContainEqual({ cell: cell('r9c1'), digit: 5 });
    expect(step).toBeNull();
  });
});

describe('niceLoop', () => {
  it('breaks a loop at 8 in row 6, column 3, which it removes', () => {
    const state = pencilState(NICE_LOOP);
    const step = niceLoop.find(state);
    expect(step?.technique).toBe('nice-loop');
    expect(step?.shape).toBe('discontinuous-loop');
    expect(eliminationNames(step)).toEqual(['r6c3-8']);
    expect(nodeNames(step)).toEqual([
      '(5)r6c3',
      '(5)r56c2',
      '(5)r2c2',
      '(5)r1c1',
      '(8)r1c1',
      '(8)r4c1',
    ]);
    expect(easierThatApply(TECHNIQUES, niceLoop, state)).toEqual([]);
    expect(eurekaOf(step!, G)).toBe(
      '(5)r6c3 = (5)r56c2 - (5)r2c2 = (5)r1c1 - (8)r1c1 = (8)r4c1 => r6c3<>8',
    );
    expect(niceLoop.explain(step!, G)).toBe(
      'Discontinuous grouped nice loop: if row 6, column 3 is not 5, then one of rows 5 and 6, column 2 is 5, so row 2, column 2 is not 5, so row 1, column 1 is 5, so row 1, column 1 is not 8, so row 4, column 1 is 8. So row 6, column 3 is 5 or row 4, column 1 is 8; a candidate that would rule out both is false: row 6, column 3 loses 8.',
    );
  });
});

describe('aic', () => {
  it('ties 8 in row 1, column 8 to 8 in row 4, column 1 through a grouped node', () => {
    const state = pencilState(AIC);
    const step = aic.find(state);
    expect(step?.shape).toBe('chain');
    expect(eliminationNames(step)).toEqual(['r4c8-8']);
    expect(nodeNames(step)).toEqual([
      '(8)r1c8',
      '(8)r1c23',
      '(8)r2c3',
      '(5)r2c3',
      '(5)r3c2',
      '(5)r4c2',
      '(5)r4c1',
      '(8)r4c1',
    ]);
    expect(easierThatApply(TECHNIQUES, aic, state)).toEqual([]);
    expect(eurekaOf(step!, G)).toBe(
      '(8)r1c8 = (8)r1c23 - (8)r2c3 = (5)r2c3 - (5)r3c2 = (5)r4c2 - (5)r4c1 = (8)r4c1 => r4c8<>8',
    );
    expect(aic.explain(step!, G)).toBe(
      'Grouped AIC: if row 1, column 8 is not 8, then one of row 1, columns 2 and 3 is 8, so row 2, column 3 is not 8, so row 2, column 3 is 5, so row 3, column 2 is not 5, so row 4, column 2 is 5, so row 4, column 1 is not 5, so row 4, column 1 is 8. So row 1, column 8 is 8 or row 4, column 1 is 8; a candidate that would rule out both is false: row 4, column 8 loses 8.',
    );
  });

  it('finds no chain where no digit has two places in a unit and no cell two candidates', () => {
    const state = pencilState(Array(81).fill('123456789').join(' '));
    expect(aic.find(state)).toBeNull();
    expect(niceLoop.find(state)).toBeNull();
    expect(xCycle.find(state)).toBeNull();
  });
});

describe('easiestCycle (Sudoku Explainer)', () => {
  it('rates a Y-cycle of five cells 6.7 and removes what sees both parities', () => {
    const step = easiestCycle(pencilState(Y_CYCLE));
    expect(step?.technique).toBe('nice-loop');
    expect(step?.complexity).toBe(10);
    expect(step?.seTenths).toBe(67);
    expect(eliminationNames(step)).toEqual(['r2c1-2', 'r6c2-2', 'r9c3-9']);
  });

  it('rates the puzzle of that position 6.7, as Sukaku Explainer does', () => {
    const givens = Uint8Array.from(
      '740005000010700430050010709004003008080109040300800100406050080031008070000400061',
      Number,
    );
    expect(rateState(createState(G, givens))).toBe(67);
  });
});

const SE_SET = 'sudoku/se-rated-diabolical-half.txt';

describe.skipIf(!hasData)('chains on real puzzles (needs ../shared/data)', () => {
  it('never place or remove a digit against the solution (200 puzzles of the SE-rated bank)', () => {
    const lines = readDataLines(SE_SET);
    let checked = 0;
    for (let k = 0; k < 200; k++) {
      const digits = lines[Math.floor((k * lines.length) / 200)].split(/\s+/)[1];
      const givens = Uint8Array.from(digits, Number);
      const solution = solve(createPuzzle(G, givens)).solution!;
      const state = createState(G, givens);
      const { steps } = solveLogically(cloneState(state), { record: true, lastResort: true });
      for (const step of steps) {
        const chains = ['x-cycle', 'aic', 'nice-loop'].includes(step.technique)
          ? [step, easiestCycle(state)]
          : [];
        for (const chain of chains) {
          if (!chain) continue;
          checked++;
          for (const { cell: at, digit } of chain.placements) expect(solution[at]).toBe(digit);
          for (const { cell: at, digit } of chain.eliminations)
            expect(solution[at]).not.toBe(digit);
        }
        applyStep(state, step);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
