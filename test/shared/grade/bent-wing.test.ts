import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../../shared/format.ts';
import { classicGeometry } from '../../../shared/geometry.ts';
import { vwxyzWing, wxyzWing } from '../../../shared/grade/bent-wing.ts';
import { solveLogically } from '../../../shared/grade/logic.ts';
import { applyStep, cloneState, puzzleState } from '../../../shared/grade/state.ts';
import type { Technique } from '../../../shared/grade/types.ts';
import { solve } from '../../../shared/solve.ts';

/** Sudoku Exchange bank puzzles whose solve needs each wing (Sukaku Explainer: 8.9 and 7.2). */
const CASES: readonly [Technique, string, number, number][] = [
  [
    wxyzWing,
    '700040006000759000900801003000524000030000020400000007501000208080000010209000304',
    55,
    56,
  ],
  [
    vwxyzWing,
    '000600309306700010001004720900500000010000070000006001053900100070005804809007000',
    62,
    64,
  ],
];

describe.each(CASES)('$id', (technique, line, low, high) => {
  it('finds a true elimination where the grader takes it, rated on Sukaku Explainer’s scale', () => {
    const puzzle = parsePuzzle(line);
    const solution = solve(puzzle).solution;
    if (!solution) throw new Error('no solution');
    const state = puzzleState(puzzle);
    const { steps } = solveLogically(cloneState(state), { record: true, lastResort: true });
    const at = steps.findIndex((s) => s.technique === technique.id);
    expect(at).toBeGreaterThan(0);
    for (const step of steps.slice(0, at)) applyStep(state, step);
    const step = technique.find(state);
    if (!step) throw new Error('not found');
    const n = technique.id === 'wxyz-wing' ? 3 : 4;
    const set = step.cells.slice(0, n);
    const yz = step.cells[n];
    let union = 0;
    for (const cell of set) union |= state.cand[cell];
    expect(union.toString(2).replace(/0/g, '').length).toBe(n + 1);
    expect(state.cand[yz].toString(2).replace(/0/g, '').length).toBe(2);
    expect(step.eliminations.length).toBeGreaterThan(0);
    for (const { cell, digit } of step.eliminations) expect(solution[cell]).not.toBe(digit);
    expect(step.seTenths).toBeGreaterThanOrEqual(low);
    expect(step.seTenths).toBeLessThanOrEqual(high);
    expect(technique.explain(step, classicGeometry(9))).toContain('see one another');
  });
});
