import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../../shared/format.ts';
import { classicGeometry } from '../../../shared/geometry.ts';
import {
  cellForcingChain,
  dynamicForcingChain,
  easiestChain,
  forcingChain,
  forcingXChain,
  unitForcingChain,
} from '../../../shared/grade/forcing-chains.ts';
import { solveLogically } from '../../../shared/grade/logic.ts';
import { stepTenths } from '../../../shared/grade/se-scale.ts';
import {
  applyStep,
  cloneState,
  type GradeState,
  puzzleState,
} from '../../../shared/grade/state.ts';
import type { Step } from '../../../shared/grade/types.ts';
import { solve } from '../../../shared/solve.ts';

/** Puzzles the grader's other techniques get stuck on (Sudoku Exchange bank, SE 7.1 to 8.9). */
const STUCK = [
  '200050006010000090600801003007090600000703000900080002100000005060902010003060200',
  '006000200900000004243000896000591000002080300400203001300000007000907000010408020',
  '700000810040008200000206003000320900200804007003067000800602000009500080051000002',
  '700040006000759000900801003000524000030000020400000007501000208080000010209000304',
];

/** The position where the grader's own techniques stop, and the puzzle's solution. */
function stuckPosition(line: string): { state: GradeState; solution: Uint8Array } {
  const puzzle = parsePuzzle(line);
  const solution = solve(puzzle).solution;
  if (!solution) throw new Error('no solution');
  const state = puzzleState(puzzle);
  const result = solveLogically(state);
  expect(result.solved).toBe(false);
  return { state, solution };
}

function expectSound(step: Step, solution: Uint8Array): void {
  expect(step.placements.length + step.eliminations.length).toBe(1);
  for (const { cell, digit } of step.placements) expect(solution[cell]).toBe(digit);
  for (const { cell, digit } of step.eliminations) expect(solution[cell]).not.toBe(digit);
}

describe('forcing chains', () => {
  it.each(STUCK)('finish %s where the other techniques stop, every step true', (line) => {
    const { state, solution } = stuckPosition(line);
    for (let guard = 0; state.empty > 0 && guard < 500; guard++) {
      const logic = solveLogically(state);
      if (logic.solved) break;
      const found = easiestChain(state);
      expect(found).not.toBeNull();
      if (!found) return;
      expectSound(found.step, solution);
      expect(found.tenths).toBe(stepTenths(found.step));
      applyStep(state, found.step);
    }
    expect([...state.values]).toEqual([...solution]);
  });

  it('each kind finds only true conclusions, and tells its branches in words', () => {
    const { state, solution } = stuckPosition(STUCK[0]);
    const geometry = classicGeometry(9);
    for (const technique of [
      forcingXChain,
      forcingChain,
      cellForcingChain,
      unitForcingChain,
      dynamicForcingChain,
    ]) {
      const step = technique.find(cloneState(state));
      if (!step) continue;
      expect(step.technique).toBe(technique.id);
      expectSound(step, solution);
      expect(step.complexity).toBeGreaterThanOrEqual(step.branches?.[0].length ?? 0);
      const text = technique.explain(step, geometry);
      expect(text).toMatch(/^(Suppose|Whichever|Either)/);
      expect(text).toContain(', so ');
    }
    expect(dynamicForcingChain.find(cloneState(state))).not.toBeNull();
  });

  it('measures a chain by its nodes: an assumption leading back to its negation', () => {
    const { state } = stuckPosition(STUCK[0]);
    const step = forcingChain.find(state);
    if (!step) throw new Error('no forcing chain');
    const branch = step.branches?.[0] ?? [];
    expect(branch[0].cell).toBe(branch[branch.length - 1].cell);
    expect(branch[0].digit).toBe(branch[branch.length - 1].digit);
    expect(branch[0].on).not.toBe(branch[branch.length - 1].on);
    expect(step.complexity).toBe(branch.length);
  });
});
