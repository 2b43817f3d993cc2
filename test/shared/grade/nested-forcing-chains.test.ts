import { describe, expect, it } from 'vitest';
import { GRADE_CHAIN_WORK } from '../../../functions/limits.ts';
import { parsePuzzle } from '../../../shared/format.ts';
import { eurekaOf } from '../../../shared/grade/eureka.ts';
import { easiestChain } from '../../../shared/grade/forcing-chains.ts';
import { gradePuzzle } from '../../../shared/grade/grade.ts';
import { chainWorkDone, withChainWork } from '../../../shared/grade/implications.ts';
import { solveLogically } from '../../../shared/grade/logic.ts';
import { nestedForcingChain } from '../../../shared/grade/nested-forcing-chains.ts';
import { stepTenths } from '../../../shared/grade/se-scale.ts';
import {
  applyStep,
  cloneState,
  type GradeState,
  puzzleState,
} from '../../../shared/grade/state.ts';
import { solve } from '../../../shared/solve.ts';

/**
 * From hard20.txt (public forum set): stuck after every other chain, dynamic forcing chains
 * included (none of the 19,793 Sudoku Exchange puzzles is), and solved with one nested chain.
 */
const NEEDS_NESTED =
  '7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........';

/** The position before the grader's first nested forcing chain, and the solution. */
function nestedPosition(): { state: GradeState; solution: Uint8Array } {
  const puzzle = parsePuzzle(NEEDS_NESTED);
  const solution = solve(puzzle).solution;
  if (!solution) throw new Error('no solution');
  const state = puzzleState(puzzle);
  const { steps } = solveLogically(cloneState(state), { record: true, lastResort: true });
  const at = steps.findIndex((s) => s.technique === 'nested-forcing-chain');
  expect(at).toBeGreaterThan(0);
  for (const step of steps.slice(0, at)) applyStep(state, step);
  return { state, solution };
}

describe('nested forcing chains', () => {
  it('find a true deduction where every plain chain is stuck, and tell it', () => {
    const { state, solution } = nestedPosition();
    expect(easiestChain(state)).toBeNull();
    const step = nestedForcingChain.find(state);
    expect(step).not.toBeNull();
    if (!step) return;
    expect(step.technique).toBe('nested-forcing-chain');
    expect(step.placements.length + step.eliminations.length).toBeGreaterThan(0);
    for (const { cell, digit } of step.placements) expect(solution[cell]).toBe(digit);
    for (const { cell, digit } of step.eliminations) expect(solution[cell]).not.toBe(digit);
    // SE's nested levels start at 9.0 (level 1: locked candidates, subsets, fish inside).
    expect(stepTenths(step)).toBeGreaterThanOrEqual(90);
    const nested = (step.branches ?? []).flat().filter((n) => n.by);
    expect(nested.length).toBeGreaterThan(0);
    const geometry = parsePuzzle(NEEDS_NESTED).geometry;
    const text = nestedForcingChain.explain(step, geometry);
    expect(text).toMatch(/^Suppose|^Whichever|^Either/);
    expect(text).toMatch(/shows it there/);
    expect(text).not.toMatch(/undefined|NaN/);
    expect(eurekaOf(step, geometry)).toMatch(/=> r\dc\d(<>|=)\d/);
  });

  it('gives up under a small work budget instead of running on', () => {
    const { state } = nestedPosition();
    const before = chainWorkDone();
    expect(withChainWork(20_000, () => nestedForcingChain.find(state))).toBeNull();
    expect(chainWorkDone() - before).toBeLessThan(40_000);
  });

  it('grades the puzzle to its end, rated on the nested scale', () => {
    const grade = gradePuzzle(parsePuzzle(NEEDS_NESTED));
    expect(grade.unique).toBe(true);
    if (!grade.unique) return;
    expect(grade.level).toBe('expert');
    expect(grade.techniqueCounts['nested-forcing-chain']).toBeGreaterThan(0);
    expect(grade.rating).toBeGreaterThanOrEqual(9);
    expect(grade.rating).toBeLessThan(20);
  });

  it("stays within the API's chain budget, which the nested searches share", () => {
    const before = chainWorkDone();
    const grade = gradePuzzle(parsePuzzle(NEEDS_NESTED), { chainWork: GRADE_CHAIN_WORK });
    // Past the budget by at most one propagation's count, never by a nested search.
    expect(chainWorkDone() - before).toBeLessThan(GRADE_CHAIN_WORK + 10_000);
    expect(grade.unique ? grade.level : grade.status).toBe('budget');
  });
});
