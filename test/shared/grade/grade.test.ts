import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../../shared/format.ts';
import { generatePuzzle } from '../../../shared/generate.ts';
import { gradePuzzle, levelOf, scoreLevel } from '../../../shared/grade/grade.ts';
import { levelRank, solveLogically } from '../../../shared/grade/logic.ts';
import { applyStep, createState, puzzleState } from '../../../shared/grade/state.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { LEVELS } from '../../../shared/kind/names.ts';
import { formatGrid } from '../../../shared/print.ts';
import { solve } from '../../../shared/solve.ts';
import { hasData, readDataLines, readTdokuCases } from '../../data.ts';
import { expectMade } from '../../made.ts';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const SOLVED = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';

/** Replays a grade's steps and checks each against the solution: no step may be wrong. */
function checkSteps(line: string): void {
  const puzzle = parsePuzzle(line);
  const solution = solve(puzzle).solution;
  const grade = gradePuzzle(puzzle);
  if (!grade.unique || !solution) throw new Error(`not unique: ${line}`);
  const state = puzzleState(puzzle);
  for (const step of grade.steps) {
    for (const { cell, digit } of step.placements) expect(solution[cell]).toBe(digit);
    for (const { cell, digit } of step.eliminations) expect(solution[cell]).not.toBe(digit);
    expect(step.placements.length + step.eliminations.length).toBeGreaterThan(0);
    applyStep(state, step);
  }
  if (grade.level !== 'extreme') expect(formatGrid(state.values)).toBe(formatGrid(solution));
}

/** From hardest.txt (SE 8.3): the grader's solve needs chains (AICs, before them forcing chains). */
const CHAINS = '....7..2.8.......6.1.2.5...9.54....8.........3....85.1...3.2.8.4.......9.7..6....';

describe('gradePuzzle under a chain work budget', () => {
  it('answers budget when the chain searches spend it, and finishes under the default', () => {
    expect(gradePuzzle(parsePuzzle(CHAINS), { chainWork: 10_000 })).toEqual({
      unique: false,
      status: 'budget',
    });
    const grade = gradePuzzle(parsePuzzle(CHAINS));
    expect(grade.unique).toBe(true);
    if (!grade.unique) return;
    expect(grade.level).toBe('expert');
    // AICs and nice loops (aic.ts) now do what forcing chains did here.
    expect(grade.steps.some((s) => /forcing-chain$|^aic$|^nice-loop$/.test(s.technique))).toBe(
      true,
    );
  });

  it('spends none of it on a puzzle the ordinary techniques finish', () => {
    expect(gradePuzzle(parsePuzzle(EASY), { chainWork: 0 })).toEqual(
      gradePuzzle(parsePuzzle(EASY)),
    );
  });
});

describe('gradePuzzle', () => {
  it('grades a singles-only puzzle easy, with hidden or naked singles as the hardest step', () => {
    const grade = gradePuzzle(parsePuzzle(EASY));
    expect(grade.unique).toBe(true);
    if (!grade.unique) return;
    expect(grade.level).toBe('easy');
    expect(['full-house', 'naked-single', 'hidden-single']).toContain(grade.hardestTechnique);
    const placed = Object.values(grade.techniqueCounts).reduce((a, b) => a + b, 0);
    expect(placed).toBe(EASY.split('').filter((ch) => ch === '.').length);
    expect(grade.steps).toHaveLength(placed);
  });

  it('gives a full grid score 0, level easy and no technique', () => {
    const grade = gradePuzzle(parsePuzzle(SOLVED));
    expect(grade).toMatchObject({ unique: true, level: 'easy', score: 0, hardestTechnique: null });
  });

  it('says so when a puzzle has several solutions or none', () => {
    expect(gradePuzzle(parsePuzzle('.'.repeat(81)))).toEqual({ unique: false, status: 'multiple' });
    const noSolution = `12345678.........9${'.'.repeat(63)}`;
    expect(gradePuzzle(parsePuzzle(noSolution))).toEqual({ unique: false, status: 'unsolvable' });
  });

  it('scores every step and adds them up', () => {
    const grade = gradePuzzle(parsePuzzle(EASY));
    if (!grade.unique) throw new Error('not unique');
    const byId = new Map(TECHNIQUES.map((t) => [t.id, t.score]));
    expect(grade.score).toBe(
      grade.steps.reduce((sum, step) => sum + (byId.get(step.technique) ?? 0), 0),
    );
  });

  it('never makes a wrong step, and a graded solve ends in the solution', () => {
    checkSteps(EASY);
  });
});

describe('levels', () => {
  it('maps scores to levels with HoDoKu thresholds scaled to the grid', () => {
    expect(scoreLevel(800, 81)).toBe('easy');
    expect(scoreLevel(801, 81)).toBe('medium');
    expect(scoreLevel(1600, 81)).toBe('hard');
    expect(scoreLevel(1601, 81)).toBe('expert');
    expect(scoreLevel(800 * (256 / 81), 256)).toBe('easy');
  });

  it('takes the harder of technique and score, and extreme when unsolved', () => {
    const xWing = TECHNIQUES.findIndex((t) => t.id === 'x-wing');
    expect(levelOf(true, xWing, 500, 81)).toBe('hard');
    expect(levelOf(true, 2, 1200, 81)).toBe('hard');
    expect(levelOf(false, 2, 100, 81)).toBe('extreme');
  });

  it('lists techniques by level, easiest first', () => {
    const ranks = TECHNIQUES.map((t) => levelRank(t.level));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(new Set(TECHNIQUES.map((t) => t.id)).size).toBe(TECHNIQUES.length);
    expect(LEVELS[0]).toBe('easy');
  });
});

describe.skipIf(!hasData)('on public sets (needs ../shared/data)', () => {
  it('makes no wrong step on 300 rated and 100 hard puzzles', () => {
    const kaggle = readDataLines('sudoku/kaggle-rated-5000.csv').slice(1);
    const lines = [
      ...kaggle.filter((_, i) => i % 17 === 0).map((row) => row.split(',')[0]),
      ...readDataLines('sudoku/top1465.txt', 100),
    ];
    for (const line of lines) checkSteps(line);
    // The hard ones reach the forcing chains, whose searches take a while on a busy machine.
  }, 600_000);

  it('rates the tdoku cases that have one solution, and no others', () => {
    for (const { puzzle, count } of readTdokuCases()) {
      const grade = gradePuzzle(parsePuzzle(puzzle));
      expect(grade.unique).toBe(count === 1);
    }
  });

  it('rises with the published levels of the Kaggle set', () => {
    const rows = readDataLines('sudoku/kaggle-rated-5000.csv').slice(1);
    const published = ['Beginner', 'Easy', 'Medium', 'Hard', 'Expert'];
    const mean = published.map((name) => {
      const sample = rows.filter((row) => row.endsWith(`,${name}`)).slice(0, 60);
      const ranks = sample.map((row) => {
        const grade = gradePuzzle(parsePuzzle(row.split(',')[0]));
        return grade.unique ? levelRank(grade.level) : Number.NaN;
      });
      return ranks.reduce((a, b) => a + b, 0) / ranks.length;
    });
    for (let i = 1; i < mean.length; i++) expect(mean[i]).toBeGreaterThanOrEqual(mean[i - 1]);
    expect(mean[4]).toBeGreaterThan(mean[0]);
  });

  it('calls the hardest public puzzles harder than the easiest rated ones', () => {
    const hardest = readDataLines('sudoku/forum-hardest-1106.txt', 30);
    for (const line of hardest) {
      const grade = gradePuzzle(parsePuzzle(line));
      expect(grade.unique && levelRank(grade.level)).toBeGreaterThanOrEqual(levelRank('expert'));
    }
  });
});

describe('solveLogically', () => {
  it('stops below the asked level and reports the puzzle unsolved', () => {
    const hard = expectMade(generatePuzzle({ seed: 'grade-test', level: 'hard' }));
    const state = createState(hard.geometry, hard.givens);
    const result = solveLogically(state, { maxLevel: 'medium' });
    expect(result).toMatchObject({ solved: false, contradiction: false });
    expect(state.empty).toBeGreaterThan(0);
  });
});
