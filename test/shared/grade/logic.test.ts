import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../../shared/format.ts';
import { classicGeometry } from '../../../shared/geometry.ts';
import { type LogicResult, levelRank, solveLogically } from '../../../shared/grade/logic.ts';
import { applyStep, createState, puzzleState } from '../../../shared/grade/state.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { LEVELS } from '../../../shared/kind/names.ts';
import { countSolutions, solve } from '../../../shared/solve.ts';
import { GOLDEN_PUZZLES } from '../../golden.ts';
import { pencilState } from './positions.ts';

const [EASY, MEDIUM, , EXPERT] = GOLDEN_PUZZLES.map(({ line }) => parsePuzzle(line));

/** generatePuzzle({ seed: 'ur-1', level: 'hard' }): the grader uses one unique rectangle on it. */
const WITH_UR = parsePuzzle(
  '...3...968.9.5..3...3...21..1.6....4.........4..58......8.....2.......6...27453.9',
);

/** A solved 4×4 grid: rows 1234, 3412, 2143, 4321. */
const SOLVED_4 = '1234341221434321';

function grid4(line: string): Uint8Array {
  return Uint8Array.from(line, (ch) => (ch === '.' ? 0 : Number(ch)));
}

const index = (id: string) => TECHNIQUES.findIndex((t) => t.id === id);

/** The tallies every result must keep: the hardest is the last technique used, the score adds up. */
function checkTallies(result: LogicResult): void {
  let last = -1;
  let score = 0;
  result.counts.forEach((n, i) => {
    if (n > 0) last = i;
    score += n * TECHNIQUES[i].score;
  });
  expect(result.hardest).toBe(last);
  expect(result.score).toBe(score);
}

describe('solveLogically', () => {
  it('solves an easy puzzle with singles alone, in place, to the search solver’s answer', () => {
    const state = puzzleState(EASY);
    const blanks = state.empty;
    const result = solveLogically(state, { maxLevel: 'easy' });
    expect(result).toMatchObject({ solved: true, contradiction: false, steps: [] });
    expect(state.values).toEqual(solve(EASY).solution);
    const singles = result.counts[0] + result.counts[1] + result.counts[2];
    expect(singles).toBe(blanks);
    expect(result.counts.slice(3).every((n) => n === 0)).toBe(true);
    checkTallies(result);
  });

  it('reports a full grid solved with nothing used', () => {
    const state = createState(classicGeometry(4), grid4(SOLVED_4));
    const result = solveLogically(state, { record: true });
    expect(result).toMatchObject({ solved: true, contradiction: false, hardest: -1, score: 0 });
    expect(result.steps).toEqual([]);
    expect(result.counts.every((n) => n === 0)).toBe(true);
  });

  it('ranks the singles hidden over naked over full house for the hardest', () => {
    const geometry = classicGeometry(4);
    // One blank: a full house (score 4).
    const one = solveLogically(createState(geometry, grid4(`.${SOLVED_4.slice(1)}`)));
    expect(one).toMatchObject({ solved: true, hardest: index('full-house'), score: 4 });
    // Box 1 blank: r1c1 is a naked single, then three full houses (score 16).
    const box = solveLogically(createState(geometry, grid4(`..34..12${SOLVED_4.slice(8)}`)));
    expect(box).toMatchObject({ solved: true, hardest: index('naked-single'), score: 16 });
    expect(Array.from(box.counts.slice(0, 3))).toEqual([3, 1, 0]);
    // The easy golden puzzle needs hidden singles.
    const easy = solveLogically(puzzleState(EASY));
    expect(easy.hardest).toBe(index('hidden-single'));
  });

  it('stops at maxLevel: unsolved, consistent so far, and no technique above the level used', () => {
    const solution = solve(MEDIUM).solution!;
    const state = puzzleState(MEDIUM);
    const capped = solveLogically(state, { maxLevel: 'easy' });
    expect(capped).toMatchObject({ solved: false, contradiction: false });
    expect(state.empty).toBeGreaterThan(0);
    for (let cell = 0; cell < 81; cell++) {
      if (state.values[cell] !== 0) expect(state.values[cell]).toBe(solution[cell]);
      // The solution's digit is never struck.
      else expect(state.cand[cell] & (1 << (solution[cell] - 1))).not.toBe(0);
    }
    expect(capped.counts.slice(3).every((n) => n === 0)).toBe(true);
    checkTallies(capped);

    const full = solveLogically(puzzleState(MEDIUM));
    expect(full.solved).toBe(true);
    expect(full.hardest).toBeGreaterThan(index('hidden-single'));
    checkTallies(full);
  });

  it('never uses a technique above maxLevel, whatever the level', () => {
    for (const puzzle of [MEDIUM, EXPERT]) {
      for (const level of LEVELS) {
        const result = solveLogically(puzzleState(puzzle), { maxLevel: level });
        result.counts.forEach((n, i) => {
          if (n > 0) expect(levelRank(TECHNIQUES[i].level)).toBeLessThanOrEqual(levelRank(level));
        });
        checkTallies(result);
      }
    }
  });

  it('records steps only when asked, and replaying them rebuilds the same position', () => {
    const silentState = puzzleState(EXPERT);
    const silent = solveLogically(silentState);
    expect(silent.steps).toEqual([]);

    const recordedState = puzzleState(EXPERT);
    const recorded = solveLogically(recordedState, { record: true });
    expect(recorded.counts).toEqual(silent.counts);
    expect(recorded.score).toBe(silent.score);
    expect(recordedState.values).toEqual(silentState.values);
    expect(recorded.steps).toHaveLength(recorded.counts.reduce((a, b) => a + b, 0));
    for (const [i, technique] of TECHNIQUES.entries()) {
      const used = recorded.steps.filter((step) => step.technique === technique.id).length;
      expect(used).toBe(recorded.counts[i]);
    }

    const replayed = puzzleState(EXPERT);
    for (const step of recorded.steps) applyStep(replayed, step);
    expect(replayed.values).toEqual(recordedState.values);
  });

  it('stops as soon as every cell of `until` holds a digit', () => {
    const full = solveLogically(puzzleState(EXPERT), { record: true });
    const first = full.steps[0].placements[0].cell;
    const state = puzzleState(EXPERT);
    const early = solveLogically(state, { record: true, until: [first] });
    expect(state.values[first]).not.toBe(0);
    expect(early).toMatchObject({ solved: false, contradiction: false });
    expect(state.empty).toBeGreaterThan(0);
    // It took the same road, only a shorter way down it.
    expect(early.steps.length).toBeLessThan(full.steps.length);
    expect(early.steps).toEqual(full.steps.slice(0, early.steps.length));
    checkTallies(early);
  });

  it('does nothing when the cells of `until` are all givens', () => {
    const givens = [...EXPERT.givens.keys()].filter((cell) => EXPERT.givens[cell] !== 0);
    const state = puzzleState(EXPERT);
    const empty = state.empty;
    const result = solveLogically(state, { until: givens });
    expect(result).toMatchObject({ solved: false, hardest: -1, score: 0 });
    expect(state.empty).toBe(empty);
  });

  it('uses a unique rectangle only when it may assume one solution', () => {
    expect(countSolutions(WITH_UR).count).toBe(1);
    const ur = index('unique-rectangle-1');
    const assuming = solveLogically(puzzleState(WITH_UR));
    expect(assuming.solved).toBe(true);
    expect(assuming.counts[ur]).toBe(1);

    const state = puzzleState(WITH_UR);
    const proving = solveLogically(state, { assumeUnique: false, record: true });
    for (const [i, technique] of TECHNIQUES.entries()) {
      if (technique.assumesUnique) expect(proving.counts[i]).toBe(0);
    }
    expect(proving.steps.some((step) => step.technique === 'unique-rectangle-1')).toBe(false);
    // Other techniques get there too, to the same grid.
    expect(proving.solved).toBe(true);
    expect(state.values).toEqual(solve(WITH_UR).solution);
    checkTallies(proving);
  });

  it('reports a contradiction when a cell has no candidate left', () => {
    // r1c9 needs a 9, which r2c9 already holds.
    const puzzle = parsePuzzle(`12345678.........9${'.'.repeat(63)}`);
    const result = solveLogically(puzzleState(puzzle));
    expect(result).toMatchObject({ solved: false, contradiction: true, hardest: -1, score: 0 });
  });

  it('reports a contradiction when a unit needs two digits in the same cell', () => {
    // Row 1 can hold 3 and 4 only in r1c1; r1c2..r1c4 share {1,2}.
    const state = pencilState(
      `
      1234 12   | 12   12
      1234 1234 | 1234 1234
      ----------+----------
      1234 1234 | 1234 1234
      1234 1234 | 1234 1234
      `,
      classicGeometry(4),
    );
    expect(solveLogically(state)).toMatchObject({ solved: false, contradiction: true });
  });
});

describe('levelRank', () => {
  it('ranks the levels in order, easy 0 to extreme 4', () => {
    expect(LEVELS.map(levelRank)).toEqual([0, 1, 2, 3, 4]);
    expect(levelRank('easy')).toBe(0);
    expect(levelRank('extreme')).toBe(4);
  });
});
