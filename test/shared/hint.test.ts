import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../shared/format.ts';
import { generatePuzzle } from '../../shared/generate.ts';
import { solveLogically } from '../../shared/grade/logic.ts';
import { puzzleState } from '../../shared/grade/state.ts';
import { type Hint, nextHint } from '../../shared/hint.ts';
import { solve } from '../../shared/solve.ts';
import { expectMade } from '../made.ts';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const puzzle = parsePuzzle(EASY);
const solution = solve(puzzle).solution as Uint8Array;

function hintOf(grid: ArrayLike<number>, candidates?: ArrayLike<number>): Hint {
  const result = nextHint(puzzle, grid, candidates);
  if (!result.ok) throw new Error(result.error.message);
  return result.hint;
}

describe('nextHint', () => {
  it('gives the easiest step in three levels of detail', () => {
    const hint = hintOf(puzzle.givens);
    expect(['full-house', 'naked-single', 'hidden-single']).toContain(hint.technique);
    expect(hint.level).toBe('easy');
    expect(hint.text[0]).toMatch(/^Look at /);
    expect(hint.text[1]).toMatch(/single/);
    const [{ cell, digit }] = hint.placements;
    expect(solution[cell]).toBe(digit);
    expect(hint.text[2]).toContain(`r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`);
  });

  it('points at a wrong digit before any logic', () => {
    const grid = Uint8Array.from(puzzle.givens);
    const cell = grid.indexOf(0);
    grid[cell] = (solution[cell] % 9) + 1;
    const hint = hintOf(grid);
    expect(hint).toMatchObject({ technique: 'wrong-digit', cells: [cell] });
    expect(hint.text[2]).toBe(
      `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} is not ${grid[cell]}.`,
    );
  });

  it('points at a pencil mark that removed the true digit', () => {
    const candidates = new Uint16Array(81);
    const cell = puzzle.givens.indexOf(0);
    candidates[cell] = 0x1ff & ~(1 << (solution[cell] - 1));
    const hint = hintOf(puzzle.givens, candidates);
    expect(hint).toMatchObject({
      technique: 'wrong-candidate',
      cells: [cell],
      digits: [solution[cell]],
    });
  });

  it('uses the player’s pencil marks: a mark narrowed to the true digit is a naked single', () => {
    const candidates = new Uint16Array(81);
    const cell = puzzle.givens.lastIndexOf(0);
    candidates[cell] = 1 << (solution[cell] - 1);
    const hint = hintOf(puzzle.givens, candidates);
    expect(hint.technique).toMatch(/single|full-house/);
  });

  it('says a complete, correct grid is solved', () => {
    expect(hintOf(solution).technique).toBe('solved');
  });

  it('solves a puzzle when its hints are followed, for every level', () => {
    for (const level of ['easy', 'medium', 'hard', 'expert'] as const) {
      const generated = expectMade(generatePuzzle({ seed: `hint-${level}`, level }));
      const target = { geometry: generated.geometry, givens: generated.givens };
      const grid = Uint8Array.from(generated.givens);
      const candidates = new Uint16Array(81);
      const techniques = new Set<string>();
      for (let steps = 0; steps < 500; steps++) {
        const result = nextHint(target, grid, candidates);
        if (!result.ok) throw new Error(result.error.message);
        const { hint } = result;
        if (hint.technique === 'solved') break;
        expect(hint.technique).not.toMatch(/wrong|reveal/);
        techniques.add(hint.technique);
        // Keep marks as a player does: the grader's candidates, minus the hint's eliminations.
        for (let cell = 0; cell < 81; cell++) {
          if (grid[cell] === 0 && candidates[cell] === 0) candidates[cell] = 0x1ff;
        }
        for (const { cell, digit } of hint.placements) grid[cell] = digit;
        for (const { cell, digit } of hint.eliminations) candidates[cell] &= ~(1 << (digit - 1));
      }
      expect(Array.from(grid)).toEqual(Array.from(generated.solution));
      expect(techniques.size).toBeGreaterThan(0);
    }
  });

  it('refuses a grid that changes a given, a grid of the wrong size, and a puzzle with two solutions', () => {
    const grid = Uint8Array.from(puzzle.givens);
    const given = grid.findIndex((d) => d !== 0);
    grid[given] = (grid[given] % 9) + 1;
    expect(nextHint(puzzle, grid)).toMatchObject({
      ok: false,
      error: { problem: 'given-changed' },
    });
    expect(nextHint(puzzle, new Uint8Array(80))).toMatchObject({
      ok: false,
      error: { problem: 'grid-size' },
    });
    const open = parsePuzzle('.'.repeat(81));
    expect(nextHint(open, open.givens)).toMatchObject({
      ok: false,
      error: { problem: 'multiple' },
    });
  });

  it('reveals a cell from the solution when no technique applies', () => {
    // A famous hard puzzle ("AI Escargot" family): the grader gets stuck on it.
    const hard = parsePuzzle(
      '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
    );
    const stuck = puzzleState(hard);
    expect(solveLogically(stuck).solved).toBe(false);
    const result = nextHint(hard, stuck.values, stuck.cand);
    if (!result.ok) throw new Error(result.error.message);
    const { hint } = result;
    expect(hint.technique).toBe('reveal');
    const answer = solve(hard).solution as Uint8Array;
    expect(hint.placements).toEqual([{ cell: hint.cells[0], digit: answer[hint.cells[0]] }]);
  });
});
