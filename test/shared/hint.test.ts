import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../shared/format.ts';
import { applyEvent, createGame, hintCandidates } from '../../shared/game/index.ts';
import { generatePuzzle } from '../../shared/generate.ts';
import { solveLogically } from '../../shared/grade/logic.ts';
import { applyStep, cloneState, puzzleState } from '../../shared/grade/state.ts';
import { type Hint, nextHint } from '../../shared/hint.ts';
import { solve } from '../../shared/solve.ts';
import { expectMade } from '../made.ts';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const puzzle = parsePuzzle(EASY);
const solution = solve(puzzle).solution as Uint8Array;

/** A cell's name as hints say it. */
const nameOf = (cell: number) => `row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1}`;

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
    expect(hint.text[0]).toMatch(/^Look at (row|column|box) \d\.$/);
    expect(hint.text[1]).toMatch(/^Look for a (full house|naked single|hidden single) in /);
    const [{ cell, digit }] = hint.placements;
    expect(solution[cell]).toBe(digit);
    expect(hint.text[2]).toContain(nameOf(cell));
    expect(hint.text.join(' ')).not.toMatch(/r\dc\d/);
  });

  it('points at an area first, names the technique in a sentence next, and the move last', () => {
    const hint = hintOf(puzzle.givens);
    expect(hint.units.length).toBeGreaterThan(0);
    const where = hint.text[0].slice('Look at '.length, -1);
    expect(
      hint.text[1].startsWith(`Look for a ${hint.technique.replace('-', ' ')} in ${where}: `),
    ).toBe(true);
    if (hint.technique === 'hidden-single') {
      expect(hint.text[1]).toBe(
        `Look for a hidden single in ${where}: ${hint.digits[0]} fits only one cell there.`,
      );
    }
  });

  it('points a naked single, which names no unit, at its cell’s box', () => {
    const candidates = new Uint16Array(81);
    const cell = puzzle.givens.lastIndexOf(0);
    candidates[cell] = 1 << (solution[cell] - 1);
    const hint = hintOf(puzzle.givens, candidates);
    if (hint.technique !== 'naked-single') return;
    const [pointed] = hint.cells;
    const box = 3 * Math.floor(pointed / 27) + Math.floor((pointed % 9) / 3);
    expect(hint.units).toEqual([18 + box]);
    expect(hint.text[0]).toBe(`Look at box ${box + 1}.`);
  });

  it('points at a wrong digit before any logic', () => {
    const grid = Uint8Array.from(puzzle.givens);
    const cell = grid.indexOf(0);
    grid[cell] = (solution[cell] % 9) + 1;
    const hint = hintOf(grid);
    const box = 3 * Math.floor(cell / 27) + Math.floor((cell % 9) / 3);
    expect(hint).toMatchObject({ technique: 'wrong-digit', cells: [cell], units: [18 + box] });
    expect(hint.text).toEqual([
      `One of your digits in box ${box + 1} is wrong.`,
      `The ${grid[cell]} you placed in ${nameOf(cell)} is wrong.`,
      `${nameOf(cell).replace('r', 'R')} is not ${grid[cell]}: erase it.`,
    ]);
  });

  it('takes no note the player has not written for a mistake, and names a removed one that belongs', () => {
    const cell = puzzle.givens.indexOf(0);
    const d = solution[cell];
    let game = createGame(puzzle, { now: 0, solution });
    // Shift+1 on one empty cell: a partial note, not a claim that the rest are ruled out.
    game = applyEvent(game, { type: 'note', cell, digit: d === 1 ? 2 : 1 }, 1);
    const partial = nextHint(puzzle, game.grid, hintCandidates(game));
    expect(partial.ok && partial.hint.technique).not.toMatch(/wrong/);
    // Fill notes, then take the cell's own digit off: that note is the mistake.
    game = applyEvent(game, { type: 'autoNotes' }, 2);
    game = applyEvent(game, { type: 'note', cell, digit: d }, 3);
    const removed = nextHint(puzzle, game.grid, hintCandidates(game));
    if (!removed.ok) throw new Error(removed.error.message);
    expect(removed.hint).toMatchObject({
      technique: 'wrong-candidate',
      cells: [cell],
      digits: [d],
    });
    expect(removed.hint.text[2]).toBe(
      `Put ${d} back into the notes of ${nameOf(cell)}: you removed it, but it can still go there.`,
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
    // From hard20.txt: the grader gets stuck on it, nested forcing chains included (the "AI
    // Escargot" family puzzle here before now takes a nested chain).
    const hard = parsePuzzle(
      '1.......9..67...2..8....4......75.3...5..2....6.3......9....8..6...4...1..25...6.',
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

describe('nextHint under a chain work budget', () => {
  // From hardest.txt: every technique but the chains (AICs, nice loops, forcing chains) is stuck
  // after a few steps (taken here up to the first chain, the stuck-only techniques' steps among
  // them).
  const CHAINS =
    '..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..';
  const chains = parsePuzzle(CHAINS);
  const stuck = puzzleState(chains);
  const CHAIN = /forcing-chain$|^aic$|^nice-loop$|^x-cycle$/;
  const path = solveLogically(cloneState(stuck), { record: true, lastResort: true }).steps;
  for (const step of path) {
    if (CHAIN.test(step.technique)) break;
    applyStep(stuck, step);
  }
  const hintAt = (chainWork?: number) => {
    const result = nextHint(chains, stuck.values, stuck.cand, { chainWork });
    if (!result.ok) throw new Error(result.error.message);
    return result.hint;
  };

  it('gives a chain where the other techniques are stuck', () => {
    expect(stuck.empty).toBeGreaterThan(0);
    expect(hintAt().technique).toMatch(CHAIN);
  });

  it('reveals a cell instead when the chains would spend more than it may', () => {
    expect(hintAt(10_000).technique).toBe('reveal');
  });
});
