import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../../shared/format.ts';
import {
  almostLockedSets,
  alsCells,
  overlap,
  restrictedCommons,
} from '../../../shared/grade/als.ts';
import { alsLinks } from '../../../shared/grade/als-links.ts';
import { alsXyWing } from '../../../shared/grade/als-xy-wing.ts';
import { alsXz } from '../../../shared/grade/als-xz.ts';
import { deathBlossom } from '../../../shared/grade/death-blossom.ts';
import { DEFAULT_CHAIN_WORK, withChainWork } from '../../../shared/grade/implications.ts';
import { solveLogically } from '../../../shared/grade/logic.ts';
import { applyStep, puzzleState, seesCell } from '../../../shared/grade/state.ts';
import { sueDeCoq } from '../../../shared/grade/sue-de-coq.ts';
import { STUCK_ONLY_FROM, TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { solve } from '../../../shared/solve.ts';
import { hasData, readDataLines } from '../../data.ts';
import { ALS_XY_WING } from './als-positions.ts';
import { pencilState } from './positions.ts';

const SE_SET = 'sudoku/se-rated-diabolical-half.txt';

const popcount = (mask: number) => mask.toString(2).replace(/0/g, '').length;

describe('almostLockedSets', () => {
  it('lists every set of n cells of a unit holding n + 1 digits, each once', () => {
    const state = pencilState(ALS_XY_WING);
    const { geometry, cand, values } = state;
    // Every subset of every unit's empty cells, by brute force.
    const expected = new Set<string>();
    for (let u = 0; u < geometry.unitCount; u++) {
      const empties = [...geometry.unitCells.subarray(u * 9, u * 9 + 9)].filter(
        (cell) => values[cell] === 0,
      );
      for (let pick = 1; pick < 1 << empties.length; pick++) {
        const cells = empties.filter((_, j) => pick & (1 << j));
        const mask = cells.reduce((m, cell) => m | cand[cell], 0);
        if (popcount(mask) === cells.length + 1) expected.add(cells.join(','));
      }
    }
    const als = almostLockedSets(state);
    const listed = new Set<string>();
    for (let i = 0; i < als.count; i++) {
      const cells = alsCells(als, i);
      expect(cells.length).toBe(als.size[i]);
      expect(popcount(als.mask[i])).toBe(cells.length + 1);
      const unit = [...geometry.unitCells.subarray(als.unit[i] * 9, als.unit[i] * 9 + 9)];
      for (const cell of cells) expect(unit).toContain(cell);
      listed.add(cells.join(','));
    }
    expect(listed.size).toBe(als.count);
    expect(listed).toEqual(expected);
  });

  it('finds restricted common digits: every cell of one with the digit sees every one of the other', () => {
    const state = pencilState(ALS_XY_WING);
    const als = almostLockedSets(state);
    let checked = 0;
    for (let a = 0; a < als.count && checked < 2000; a++) {
      for (let b = a + 1; b < als.count; b++) {
        const cellsA = alsCells(als, a);
        const cellsB = alsCells(als, b);
        if (cellsA.some((cell) => cellsB.includes(cell))) continue;
        checked++;
        let rcc = 0;
        for (let d = 1; d <= 9; d++) {
          const bit = 1 << (d - 1);
          const withA = cellsA.filter((cell) => state.cand[cell] & bit);
          const withB = cellsB.filter((cell) => state.cand[cell] & bit);
          if (withA.length === 0 || withB.length === 0) continue;
          if (withA.every((x) => withB.every((y) => seesCell(state.geometry, x, y)))) rcc |= bit;
        }
        expect(restrictedCommons(als, a, b)).toBe(rcc);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('links every two sets sharing no cell that have a restricted common digit', () => {
    const state = pencilState(ALS_XY_WING);
    const als = almostLockedSets(state);
    const { start, to, rcc } = alsLinks(als);
    const linked = new Map<string, number>();
    for (let a = 0; a < als.count; a++) {
      for (let k = start[a]; k < start[a + 1]; k++) linked.set(`${a}-${to[k]}`, rcc[k]);
    }
    const expected = new Map<string, number>();
    for (let a = 0; a < als.count; a++) {
      for (let b = 0; b < als.count; b++) {
        const r = a === b || overlap(als, a, b) ? 0 : restrictedCommons(als, a, b);
        if (r !== 0) expected.set(`${a}-${b}`, r);
      }
    }
    expect(expected.size).toBeGreaterThan(50);
    expect(linked).toEqual(expected);
  });
});

const ALS_TECHNIQUES = [sueDeCoq, alsXz, alsXyWing, deathBlossom];

describe.skipIf(!hasData)(
  hasData
    ? 'almost-locked-set techniques on real puzzles'
    : `almost-locked-set techniques on real puzzles (skipped: ../shared/data/${SE_SET} is absent)`,
  () => {
    it('remove only candidates the solution rules out, wherever the grader is stuck, over 300 Sudoku Exchange puzzles', () => {
      const found = new Map<string, number>();
      const lines = readDataLines(SE_SET);
      for (let k = 0; k < 300; k++) {
        const line = lines[k * Math.floor(lines.length / 300)];
        const puzzle = parsePuzzle(line.split(/\s+/)[1]);
        const solution = solve(puzzle).solution;
        if (!solution) throw new Error(`no solution for ${line}`);
        const state = puzzleState(puzzle);
        const result = withChainWork(DEFAULT_CHAIN_WORK, () =>
          solveLogically(puzzleState(puzzle), { record: true, lastResort: true }),
        );
        for (const step of result?.steps ?? []) {
          const index = TECHNIQUES.findIndex((t) => t.id === step.technique);
          // Where the grader reached the stuck-only techniques, ask each of ours.
          if (index >= STUCK_ONLY_FROM) {
            for (const technique of ALS_TECHNIQUES) {
              const own = technique.find(state);
              if (!own) continue;
              found.set(technique.id, (found.get(technique.id) ?? 0) + 1);
              expect(own.eliminations.length).toBeGreaterThan(0);
              for (const { cell, digit } of own.eliminations) {
                expect(solution[cell], `${technique.id} in ${line}`).not.toBe(digit);
              }
            }
          }
          applyStep(state, step);
        }
      }
      for (const technique of ALS_TECHNIQUES) {
        expect(found.get(technique.id) ?? 0, technique.id).toBeGreaterThan(10);
      }
    });
  },
);
