import { describe, expect, it } from 'vitest';
import { isSolved } from '../../../shared/check.ts';
import { parsePuzzle } from '../../../shared/format.ts';
import { classicGeometry, type Geometry, jigsawGeometry } from '../../../shared/geometry.ts';
import { formatGrid } from '../../../shared/print.ts';
import { createPuzzle, type Puzzle } from '../../../shared/puzzle.ts';
import { createRandom } from '../../../shared/random.ts';
import type { AtMostOneEncoding } from '../../../shared/sat/cardinality.ts';
import { countSolutionsBySat, isUniqueBySat } from '../../../shared/sat/unique.ts';
import { countSolutions, solve } from '../../../shared/solve.ts';
import { hasData, readDataLines, readTdokuCases } from '../../data.ts';
import { JIGSAW_6 } from '../../fixtures.ts';

const ENCODINGS: readonly AtMostOneEncoding[] = ['pairwise', 'sequential'];

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const EASY_SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
/** EASY_SOLUTION with a unique rectangle (r4c6 r4c9 r5c6 r5c9: 1 3 / 3 1) blanked. */
const TWO_SOLUTIONS =
  '53467891267219534819834256785976.42.42685.79.713924856961537284287419635345286179';

/** Why the SAT count of `puzzle` differs from countSolutions' (or its solutions are wrong), or ''. */
function disagreement(puzzle: Puzzle, limit: number, amo: AtMostOneEncoding): string {
  const expected = countSolutions(puzzle, limit);
  const actual = countSolutionsBySat(puzzle, limit, { amo });
  const distinct = new Set(actual.solutions.map((grid) => formatGrid(grid)));
  if (actual.count !== expected.count || actual.status !== expected.status) {
    return `SAT ${actual.count} (${actual.status}), search ${expected.count} (${expected.status})`;
  }
  if (actual.solutions.length !== actual.count || distinct.size !== actual.count) {
    return `${actual.solutions.length} solutions kept, ${distinct.size} distinct`;
  }
  if (!actual.solutions.every((grid) => isSolved(puzzle, grid))) return 'an invalid solution';
  return '';
}

/** A puzzle of `geometry`: a solution of its empty grid keeping `givenCount` seeded givens. */
function makePuzzle(geometry: Geometry, seed: string, givenCount: number): Puzzle {
  const full = solve(createPuzzle(geometry, new Uint8Array(geometry.cellCount))).solution!;
  const random = createRandom(seed);
  const givens = new Uint8Array(geometry.cellCount);
  for (let placed = 0; placed < givenCount; ) {
    const cell = random.below(geometry.cellCount);
    if (givens[cell] === 0) {
      givens[cell] = full[cell];
      placed++;
    }
  }
  return createPuzzle(geometry, givens);
}

/** `puzzle` with `count` of its givens, chosen by a seeded generator, blanked. */
function removeGivens(puzzle: Puzzle, seed: string, count: number): Puzzle {
  const random = createRandom(seed);
  const givens = Uint8Array.from(puzzle.givens);
  for (let removed = 0; removed < count; ) {
    const cell = random.below(givens.length);
    if (givens[cell] !== 0) {
      givens[cell] = 0;
      removed++;
    }
  }
  return createPuzzle(puzzle.geometry, givens);
}

describe('countSolutionsBySat', () => {
  it.each(ENCODINGS)('counts one solution, completely, for a unique puzzle (%s)', (amo) => {
    const result = countSolutionsBySat(parsePuzzle(EASY), 10, { amo });
    expect(result).toMatchObject({ count: 1, status: 'complete' });
    expect(result.solutions.map((grid) => formatGrid(grid))).toEqual([EASY_SOLUTION]);
  });

  it('counts both solutions when a unique rectangle is opened, stopping at smaller limits', () => {
    const puzzle = parsePuzzle(TWO_SOLUTIONS);
    expect(countSolutionsBySat(puzzle, 10)).toMatchObject({ count: 2, status: 'complete' });
    expect(countSolutionsBySat(puzzle, 2)).toMatchObject({ count: 2, status: 'limit' });
    expect(countSolutionsBySat(puzzle, 1)).toMatchObject({ count: 1, status: 'limit' });
    expect(countSolutionsBySat(puzzle, 0)).toMatchObject({ count: 0, status: 'limit' });
  });

  it('counts a full grid once: its blocking clause is empty', () => {
    const puzzle = parsePuzzle(EASY_SOLUTION);
    expect(countSolutionsBySat(puzzle, 10)).toMatchObject({ count: 1, status: 'complete' });
  });

  it('counts zero, completely, for duplicate givens that bypassed the parser', () => {
    const givens = parsePuzzle(EASY).givens;
    givens[2] = 5;
    const puzzle = createPuzzle(classicGeometry(9), givens);
    expect(countSolutionsBySat(puzzle, 2)).toEqual({ count: 0, status: 'complete', solutions: [] });
  });

  it.each(ENCODINGS)('counts all 288 grids of the empty 4×4 (%s)', (amo) => {
    const puzzle = createPuzzle(classicGeometry(4), new Uint8Array(16));
    expect(disagreement(puzzle, 1000, amo)).toBe('');
    expect(countSolutionsBySat(puzzle, 1000, { amo }).count).toBe(288);
    expect(countSolutionsBySat(puzzle, 288, { amo })).toMatchObject({
      count: 288,
      status: 'limit',
    });
  });

  it('agrees with countSolutions on small X and jigsaw puzzles', () => {
    const cases: Array<[string, Puzzle]> = [
      ['empty 4×4 X', createPuzzle(classicGeometry(4, 'x'), new Uint8Array(16))],
      ['6×6 X, 6 givens', makePuzzle(classicGeometry(6, 'x'), 'x6', 6)],
      ['6×6 jigsaw, 8 givens', makePuzzle(jigsawGeometry(JIGSAW_6), 'jigsaw6', 8)],
      ['6×6 jigsaw, 5 givens', makePuzzle(jigsawGeometry(JIGSAW_6), 'jigsaw6 few', 5)],
      ['9×9 X, 20 givens', makePuzzle(classicGeometry(9, 'x'), 'x9', 20)],
    ];
    const failures: string[] = [];
    for (const [name, puzzle] of cases) {
      for (const amo of ENCODINGS) {
        const problem = disagreement(puzzle, 1000, amo);
        if (problem) failures.push(`${name} (${amo}): ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('reports budget, with a lower bound, when one conflict is allowed for a thousand solutions', () => {
    const puzzle = removeGivens(parsePuzzle(EASY), 'budget', 10);
    expect(countSolutionsBySat(puzzle, 1000)).toMatchObject({ count: 1000, status: 'limit' });
    const short = countSolutionsBySat(puzzle, 1000, { conflictBudget: 1 });
    expect(short.status).toBe('budget');
    expect(short.count).toBeLessThan(1000);
    expect(short.solutions).toHaveLength(short.count);
    expect(short.solutions.every((grid) => isSolved(puzzle, grid))).toBe(true);
  });
});

describe('isUniqueBySat', () => {
  it('tells a unique puzzle from one with two solutions', () => {
    expect(isUniqueBySat(parsePuzzle(EASY))).toBe(true);
    expect(isUniqueBySat(parsePuzzle(TWO_SOLUTIONS))).toBe(false);
    expect(isUniqueBySat(parsePuzzle('1...\n..3.\n.4..\n...2'))).toBe(true);
  });
});

if (!hasData)
  console.warn('unique.test.ts: ../shared/data is missing; skipping the data-set tests');

describe.skipIf(!hasData)('countSolutionsBySat on public data sets (needs ../shared/data)', () => {
  it.each(ENCODINGS)('agrees with every count of tdoku’s test puzzles, up to 847 (%s)', (amo) => {
    const cases = readTdokuCases();
    expect(cases.length).toBe(43);
    const failures: string[] = [];
    for (const { puzzle: text, count, solution: expected } of cases) {
      const puzzle = parsePuzzle(text);
      const result = countSolutionsBySat(puzzle, 1000, { amo });
      const problem = disagreement(puzzle, 1000, amo);
      if (problem) failures.push(`${text}: ${problem}`);
      if (result.count !== count) failures.push(`${text}: ${result.count}`);
      if (result.count === 1 && formatGrid(result.solutions[0]) !== expected) {
        failures.push(`${text}: solved to ${formatGrid(result.solutions[0])}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('agrees with countSolutions on 100 multi-solution puzzles, up to 10', () => {
    const failures: string[] = [];
    for (const line of readDataLines('sudoku/serg-multi-solution.txt', 100)) {
      const problem = disagreement(parsePuzzle(line), 10, 'sequential');
      if (problem) failures.push(`${line}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });

  it('agrees with countSolutions on top95 puzzles with four givens removed', () => {
    const failures: string[] = [];
    let multiple = 0;
    for (const [i, line] of readDataLines('sudoku/top95.txt', 20).entries()) {
      const puzzle = removeGivens(parsePuzzle(line), `top95 ${i}`, 4);
      const problem = disagreement(puzzle, 1000, 'pairwise');
      if (problem) failures.push(`${formatGrid(puzzle.givens)}: ${problem}`);
      if (countSolutions(puzzle, 2).count === 2) multiple++;
    }
    expect(failures).toEqual([]);
    expect(multiple).toBeGreaterThan(10);
  });

  it('counts zero, completely, for the unsolvable puzzles of invalid.txt', () => {
    const unsolvable = readDataLines('sudoku/invalid.txt').filter((line) =>
      line.includes(' unsolvable '),
    );
    expect(unsolvable).toHaveLength(4);
    for (const line of unsolvable) {
      const puzzle = parsePuzzle(line.split(' ')[0]);
      for (const amo of ENCODINGS) {
        expect(countSolutionsBySat(puzzle, 2, { amo })).toMatchObject({
          count: 0,
          status: 'complete',
        });
      }
    }
  });
});
