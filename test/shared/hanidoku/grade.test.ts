import { describe, expect, it } from 'vitest';
import { generateHanidoku } from '../../../shared/hanidoku/generate.ts';
import { gradeHanidoku, rateHanidoku, solvesHanidoku } from '../../../shared/hanidoku/grade.ts';
import { HANIDOKU_TECHNIQUES, type HanidokuStep } from '../../../shared/hanidoku/logic.ts';
import { searchHanidoku } from '../../../shared/hanidoku/solve.ts';
import { createRandom, shuffle } from '../../../shared/random.ts';
import { expectMade } from '../../made.ts';
import { grid, KNOWN } from './rules.ts';

/** A full board (KNOWN[0]'s solution) and the golden puzzles of generate.test.ts. */
const BOARD = grid(KNOWN[0].solution);
const MEDIUM = grid('........62......5.....4....8.........2..7....5..8.5...7......');
const HARD = grid('.....865....3..7.............73.............3...4..8.........');

/** Why a step contradicts `solution`, or ''. */
function stepProblem(step: HanidokuStep, solution: Uint8Array): string {
  for (const { cell, digit } of step.placements) {
    if (solution[cell] !== digit) return `${step.technique} placed ${digit} in cell ${cell}`;
  }
  for (const { cell, digit } of step.eliminations) {
    if (solution[cell] === digit) return `${step.technique} struck ${digit} from cell ${cell}`;
  }
  return '';
}

describe('gradeHanidoku', () => {
  it('says when a puzzle has several solutions, none, or ran out of budget', () => {
    const opened = grid(KNOWN[0].puzzle);
    opened[opened.findIndex((d) => d !== 0)] = 0;
    expect(gradeHanidoku(opened)).toEqual({ unique: false, status: 'multiple' });
    expect(gradeHanidoku(new Uint8Array(61))).toEqual({ unique: false, status: 'multiple' });
    expect(gradeHanidoku(grid('33'.padEnd(61, '.')))).toEqual({
      unique: false,
      status: 'unsolvable',
    });
    expect(gradeHanidoku(grid(KNOWN[0].puzzle), { budget: 1 })).toEqual({
      unique: false,
      status: 'budget',
    });
  });

  it('calls the known minimal puzzles extreme: the rules stall and a solver must guess', () => {
    for (const known of KNOWN) {
      expect(gradeHanidoku(grid(known.puzzle))).toMatchObject({ unique: true, level: 'extreme' });
    }
  });

  it('grades the golden puzzles by the hardest rule they need', () => {
    expect(gradeHanidoku(MEDIUM)).toMatchObject({
      unique: true,
      level: 'medium',
      hardestTechnique: 'hanidoku-run',
    });
    expect(gradeHanidoku(HARD)).toMatchObject({
      unique: true,
      level: 'hard',
      hardestTechnique: 'hanidoku-balance',
    });
  });

  it('grades a full board easy, with no rule used', () => {
    expect(gradeHanidoku(BOARD)).toEqual({
      unique: true,
      level: 'easy',
      score: 0,
      hardestTechnique: null,
      techniqueCounts: {},
    });
  });

  it('adds up the points of every step, and records the steps only when asked', () => {
    const grade = gradeHanidoku(HARD, { steps: true });
    if (!grade.unique) throw new Error('not unique');
    let score = 0;
    for (const { id, score: points } of HANIDOKU_TECHNIQUES) {
      const used = grade.steps!.filter((step) => step.technique === id).length;
      expect(grade.techniqueCounts[id] ?? 0).toBe(used);
      score += used * points;
    }
    expect(grade.score).toBe(score);
    expect(gradeHanidoku(HARD)).not.toHaveProperty('steps');
  });
});

describe('the ladder of rules', () => {
  it('places a naked single when the peers of a cell hold the eight other digits', () => {
    const puzzle = Uint8Array.from(BOARD);
    puzzle[30] = 0;
    const rating = rateHanidoku(puzzle, { steps: true });
    expect(rating).toMatchObject({ solved: true, level: 'easy', score: 4 });
    expect(rating.steps).toEqual([
      {
        technique: 'hanidoku-naked-single',
        placements: [{ cell: 30, digit: BOARD[30] }],
        eliminations: [],
        rows: [],
        digits: [BOARD[30]],
      },
    ]);
  });

  it('places a hidden single when a row needs a digit (3..7 in a row of 7) only one cell takes', () => {
    // Cells 14 and 41 are peers that could each hold 3 or 5; horizontal row 3 (row 2, cells
    // 11..17) needs a 3 and only cell 14 can take it.
    const puzzle = Uint8Array.from(BOARD);
    puzzle[14] = 0;
    puzzle[41] = 0;
    const rating = rateHanidoku(puzzle, { steps: true });
    expect(rating).toMatchObject({ solved: true, level: 'easy' });
    expect(rating.steps![0]).toEqual({
      technique: 'hanidoku-hidden-single',
      placements: [{ cell: 14, digit: 3 }],
      eliminations: [],
      rows: [2],
      digits: [3],
    });
  });

  it('applies the run rule: a 1 in a row of five keeps the rest of the row within 2..5', () => {
    const puzzle = grid('1'.padEnd(61, '.'));
    const rating = rateHanidoku(puzzle, { steps: true });
    expect(rating.solved).toBe(false);
    const step = rating.steps![0];
    expect(step.technique).toBe('hanidoku-run');
    expect(step.rows).toEqual([0]);
    expect(step.digits).toEqual([6, 7, 8, 9]);
    expect(step.placements).toEqual([]);
    expect(step.eliminations).toEqual(
      [1, 2, 3, 4].flatMap((cell) => [6, 7, 8, 9].map((digit) => ({ cell, digit }))),
    );
  });

  it('needs the run rule for a medium puzzle: singles alone stall', () => {
    expect(solvesHanidoku(MEDIUM, 'easy')).toBe(false);
    expect(solvesHanidoku(MEDIUM, 'medium')).toBe(true);
  });

  it('needs the balance rule for a hard puzzle: singles and runs alone stall', () => {
    expect(solvesHanidoku(HARD, 'medium')).toBe(false);
    expect(solvesHanidoku(HARD, 'hard')).toBe(true);
    const steps = rateHanidoku(HARD, { steps: true }).steps!;
    const balance = steps.find((step) => step.technique === 'hanidoku-balance')!;
    // It speaks of one digit and the nine rows of one direction.
    expect(balance.digits).toHaveLength(1);
    expect(balance.rows).toHaveLength(9);
    expect(balance.rows[8] - balance.rows[0]).toBe(8);
    expect(balance.rows[0] % 9).toBe(0);
    expect(balance.eliminations.length).toBeGreaterThan(0);
  });

  it('never places a wrong digit nor strikes a right one', () => {
    const puzzles = [MEDIUM, HARD, ...KNOWN.map((known) => grid(known.puzzle))];
    for (const level of ['easy', 'medium', 'hard'] as const) {
      for (const seed of ['x', 'y', 'z'])
        puzzles.push(expectMade(generateHanidoku({ seed, level })).puzzle);
    }
    const solution = new Uint8Array(61);
    for (const puzzle of puzzles) {
      searchHanidoku(puzzle, 1, 1_000_000, solution, { nodes: 0, guesses: 0 });
      const { steps } = rateHanidoku(puzzle, { steps: true });
      for (const step of steps!) expect(stepProblem(step, solution)).toBe('');
    }
  });

  it('reaches what propagation reaches: a puzzle is extreme just when the search guesses', () => {
    // Random subsets of a full board's digits, kept when unique.
    const random = createRandom('ladder');
    const cells = Array.from({ length: 61 }, (_, cell) => cell);
    const solution = new Uint8Array(61);
    const stats = { nodes: 0, guesses: 0 };
    const seen = { guessed: 0, logical: 0 };
    for (let k = 0; k < 150; k++) {
      const board = grid(KNOWN[k % 3].solution);
      shuffle(cells, random);
      const puzzle = new Uint8Array(61);
      for (let i = 0; i < 6 + (k % 14); i++) puzzle[cells[i]] = board[cells[i]];
      if (searchHanidoku(puzzle, 2, 1_000_000, solution, stats) !== 1) continue;
      const guessed = stats.guesses > 0;
      seen[guessed ? 'guessed' : 'logical']++;
      expect(rateHanidoku(puzzle).level === 'extreme').toBe(guessed);
    }
    expect(seen.guessed).toBeGreaterThan(5);
    expect(seen.logical).toBeGreaterThan(5);
  });
});
