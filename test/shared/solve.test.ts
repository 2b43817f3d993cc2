import { describe, expect, it } from 'vitest';
import { isSolved } from '../../shared/check.ts';
import { parsePuzzle, validatePuzzle } from '../../shared/format.ts';
import {
  BOX_SHAPES,
  classicGeometry,
  type Geometry,
  jigsawGeometry,
} from '../../shared/geometry.ts';
import { formatGrid } from '../../shared/print.ts';
import { createPuzzle, type Puzzle } from '../../shared/puzzle.ts';
import { createRandom } from '../../shared/random.ts';
import { DEFAULT_BUDGET, type SearchStats } from '../../shared/search.ts';
import { countSolutions, solve } from '../../shared/solve.ts';
import { searchGeneric } from '../../shared/solve-generic.ts';
import { hasData, readDataLines, readTdokuCases } from '../data.ts';

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const EASY_SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
/** The first of "forum hardest 1106": it needs guesses. */
const HARD = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
/** From tdoku's test_puzzles: no duplicate givens, yet no solution. */
const NO_SOLUTION =
  '1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.';

function empty(geometry: Geometry): Puzzle {
  return createPuzzle(geometry, new Uint8Array(geometry.cellCount));
}

/** A valid full grid of size N: d(r, c) = (w·(r mod h) + ⌊r/h⌋ + c) mod N + 1. */
function patternGrid(size: number): Uint8Array {
  const [h, w] = BOX_SHAPES[size];
  return Uint8Array.from({ length: size * size }, (_, cell) => {
    const r = Math.floor(cell / size);
    return ((w * (r % h) + Math.floor(r / h) + (cell % size)) % size) + 1;
  });
}

/**
 * The solution with one unique rectangle opened: four cells in two rows of one band and two
 * columns of different stacks holding a, b / b, a. Blanking them leaves exactly two solutions.
 */
function openRectangle(solution: string): string {
  const g = Array.from(solution, Number);
  for (let r1 = 0; r1 < 9; r1++) {
    for (let r2 = r1 + 1; r2 < 9 && Math.floor(r2 / 3) === Math.floor(r1 / 3); r2++) {
      for (let c1 = 0; c1 < 9; c1++) {
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          if (Math.floor(c1 / 3) === Math.floor(c2 / 3)) continue;
          const [a, b] = [g[r1 * 9 + c1], g[r1 * 9 + c2]];
          if (g[r2 * 9 + c1] === b && g[r2 * 9 + c2] === a) {
            for (const cell of [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2]) g[cell] = 0;
            return formatGrid(g);
          }
        }
      }
    }
  }
  throw new Error('no unique rectangle in this grid');
}

describe('solve', () => {
  it('solves a puzzle with one solution', () => {
    const result = solve(parsePuzzle(EASY), { unique: true });
    expect(result.status).toBe('solved');
    expect(formatGrid(result.solution!)).toBe(EASY_SOLUTION);
    expect(result.stats.nodes).toBeGreaterThanOrEqual(1);
  });

  it('leaves the puzzle’s givens untouched', () => {
    const puzzle = parsePuzzle(EASY);
    solve(puzzle);
    countSolutions(puzzle, 10);
    expect(formatGrid(puzzle.givens)).toBe(EASY);
  });

  it('answers multiple for the empty grid with unique, still giving a valid first solution', () => {
    const puzzle = empty(classicGeometry(9));
    const result = solve(puzzle, { unique: true });
    expect(result.status).toBe('multiple');
    expect(isSolved(puzzle, result.solution!)).toBe(true);
  });

  it('answers solved for the empty grid without unique, since it stops at one solution', () => {
    const puzzle = empty(classicGeometry(9));
    const result = solve(puzzle);
    expect(result.status).toBe('solved');
    expect(isSolved(puzzle, result.solution!)).toBe(true);
  });

  it('answers unsolvable, with no solution, for a well-formed puzzle without one', () => {
    const result = solve(parsePuzzle(NO_SOLUTION), { unique: true });
    expect(result.status).toBe('unsolvable');
    expect(result.solution).toBeUndefined();
  });

  it('answers unsolvable for duplicate givens that bypassed the parser', () => {
    const givens = Array.from(EASY, (ch) => (ch === '.' ? 0 : Number(ch)));
    givens[2] = 5; // a second 5 in row 1
    expect(solve(createPuzzle(classicGeometry(9), givens)).status).toBe('unsolvable');
    expect(countSolutions(createPuzzle(classicGeometry(9), givens), 2)).toMatchObject({
      count: 0,
      status: 'complete',
    });
  });

  it('answers budget, with no solution, when a hard puzzle gets one node', () => {
    const result = solve(parsePuzzle(HARD), { budget: 1 });
    expect(result.status).toBe('budget');
    expect(result.solution).toBeUndefined();
    expect(result.stats.nodes).toBeLessThanOrEqual(1);
  });

  it('finishes within exactly the nodes an unlimited run used, and not one fewer', () => {
    const puzzle = parsePuzzle(HARD);
    const full = solve(puzzle, { unique: true });
    expect(full.status).toBe('solved');
    const nodes = full.stats.nodes;
    expect(nodes).toBeGreaterThan(1);
    expect(solve(puzzle, { unique: true, budget: nodes }).status).toBe('solved');
    const short = solve(puzzle, { unique: true, budget: nodes - 1 });
    expect(short.status).toBe('budget');
    expect(short.stats.nodes).toBeLessThanOrEqual(nodes - 1);
  });
});

describe('countSolutions', () => {
  it('counts one solution, completely, for a unique puzzle', () => {
    expect(countSolutions(parsePuzzle(EASY), 2)).toMatchObject({ count: 1, status: 'complete' });
    expect(countSolutions(parsePuzzle(HARD))).toMatchObject({ count: 1, status: 'complete' });
  });

  it('counts two solutions when a unique rectangle is opened', () => {
    const puzzle = parsePuzzle(openRectangle(EASY_SOLUTION));
    expect(countSolutions(puzzle, 10)).toMatchObject({ count: 2, status: 'complete' });
    expect(countSolutions(puzzle, 2)).toMatchObject({ count: 2, status: 'limit' });
    expect(countSolutions(puzzle, 1)).toMatchObject({ count: 1, status: 'limit' });
    const result = solve(puzzle, { unique: true });
    expect(result.status).toBe('multiple');
    expect(isSolved(puzzle, result.solution!)).toBe(true);
  });

  it('counts zero, completely, for a puzzle without a solution', () => {
    expect(countSolutions(parsePuzzle(NO_SOLUTION), 2)).toMatchObject({
      count: 0,
      status: 'complete',
    });
  });

  it('stops at the limit on the empty 9×9 grid', () => {
    const puzzle = empty(classicGeometry(9));
    expect(countSolutions(puzzle, 2)).toMatchObject({ count: 2, status: 'limit' });
    expect(countSolutions(puzzle, 100)).toMatchObject({ count: 100, status: 'limit' });
  });

  it('counts all 288 grids of the empty 4×4, hitting the limit only when it equals 288', () => {
    const puzzle = empty(classicGeometry(4));
    expect(countSolutions(puzzle, 1000)).toMatchObject({ count: 288, status: 'complete' });
    expect(countSolutions(puzzle, 289)).toMatchObject({ count: 288, status: 'complete' });
    expect(countSolutions(puzzle, 288)).toMatchObject({ count: 288, status: 'limit' });
    expect(countSolutions(puzzle, 50)).toMatchObject({ count: 50, status: 'limit' });
  });

  it('answers budget with a count of 0 when the nodes run out first', () => {
    const result = countSolutions(parsePuzzle(HARD), 2, { budget: 1 });
    expect(result).toMatchObject({ count: 0, status: 'budget' });
  });
});

describe('other geometries go through the generic engine', () => {
  it('solves a 4×4 puzzle to its one solution', () => {
    const puzzle = parsePuzzle('1...\n..3.\n.4..\n...2');
    const result = solve(puzzle, { unique: true });
    expect(result.status).toBe('solved');
    expect(formatGrid(result.solution!)).toBe('1324423124133142');
  });

  it('counts both solutions of a 4×4 puzzle, as brute force over all 288 grids does', () => {
    const puzzle = parsePuzzle('.2..3......3..1.');
    expect(countSolutions(puzzle, 10)).toMatchObject({ count: 2, status: 'complete' });
    const result = solve(puzzle, { unique: true });
    expect(result.status).toBe('multiple');
    expect(['1234342121434312', '4231314214232314']).toContain(formatGrid(result.solution!));
  });

  it('solves a jigsaw whose regions are the boxes as the classic puzzle', () => {
    const regions = Array.from({ length: 81 }, (_, cell) => classicGeometry(9).regionOf[cell]);
    const puzzle = parsePuzzle(EASY, { geometry: jigsawGeometry(regions) });
    const result = solve(puzzle, { unique: true });
    expect(result.status).toBe('solved');
    expect(formatGrid(result.solution!)).toBe(EASY_SOLUTION);
  });

  it('solves a 16×16 puzzle with 60% of the cells blank to a valid grid keeping its givens', () => {
    const random = createRandom('16x16 blanks');
    const givens = patternGrid(16);
    for (let cell = 0; cell < givens.length; cell++) if (random.below(10) < 6) givens[cell] = 0;
    const puzzle = createPuzzle(classicGeometry(16), givens);
    const result = solve(puzzle);
    expect(result.status).toBe('solved');
    expect(isSolved(puzzle, result.solution!)).toBe(true);
  });

  it('solves the empty 6×6, 8×8, 12×12 and 16×16 grids', () => {
    for (const size of [6, 8, 12, 16]) {
      const puzzle = empty(classicGeometry(size));
      const result = solve(puzzle, { unique: true });
      expect(result.status).toBe('multiple');
      expect(isSolved(puzzle, result.solution!)).toBe(true);
    }
  });

  it('keeps the diagonals of X-sudoku', () => {
    const x = classicGeometry(9, 'x');
    const result = solve(empty(x));
    expect(result.status).toBe('solved');
    expect(isSolved(empty(x), result.solution!)).toBe(true);
    // The same 81 digits read as a classic puzzle are valid too; the diagonals are extra.
    expect(isSolved(empty(classicGeometry(9)), result.solution!)).toBe(true);
  });

  it('solves a 9×9 classic puzzle the same way when the generic engine is asked directly', () => {
    const puzzle = parsePuzzle(EASY);
    const solution = new Uint8Array(81);
    const stats: SearchStats = { nodes: 0, guesses: 0 };
    expect(
      searchGeneric(classicGeometry(9), puzzle.givens, 2, DEFAULT_BUDGET, solution, stats),
    ).toBe(1);
    expect(formatGrid(solution)).toBe(EASY_SOLUTION);
  });
});

/** Every puzzle of `lines` that does not solve to a valid, unique grid keeping its givens. */
function failuresOf(lines: string[]): string[] {
  const failures: string[] = [];
  for (const line of lines) {
    const puzzle = parsePuzzle(line);
    const result = solve(puzzle, { unique: true });
    const count = countSolutions(puzzle, 2);
    if (
      result.status !== 'solved' ||
      !isSolved(puzzle, result.solution!) ||
      count.count !== 1 ||
      count.status !== 'complete'
    ) {
      failures.push(`${line}: ${result.status}, count ${count.count} (${count.status})`);
    }
  }
  return failures;
}

if (!hasData) console.warn('solve.test.ts: ../shared/data is missing; skipping the data-set tests');

describe.skipIf(!hasData)('solve on public data sets (needs ../shared/data)', () => {
  it('agrees with every count and solution of tdoku’s test puzzles', () => {
    const cases = readTdokuCases();
    expect(cases.length).toBe(43);
    const failures: string[] = [];
    for (const { puzzle: text, count, solution: expected } of cases) {
      const puzzle = parsePuzzle(text);
      const upTo2 = countSolutions(puzzle, 2);
      const all = countSolutions(puzzle, 1000);
      const result = solve(puzzle, { unique: true });
      const wantedStatus = count === 0 ? 'unsolvable' : count === 1 ? 'solved' : 'multiple';
      if (
        upTo2.count !== Math.min(count, 2) ||
        all.count !== count ||
        all.status !== 'complete' ||
        result.status !== wantedStatus ||
        (count === 1 && formatGrid(result.solution!) !== expected) ||
        (count > 1 && !isSolved(puzzle, result.solution!))
      ) {
        failures.push(`${text}: expected ${count}, counted ${all.count}, ${result.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('solves the first 2,000 17-clue puzzles uniquely', () => {
    expect(failuresOf(readDataLines('sudoku/17-clue.txt', 2000))).toEqual([]);
  });

  it.each(['top95.txt', 'hardest.txt', 'hard20.txt', 'forum-hardest-1106.txt', 'top1465.txt'])(
    'solves every puzzle of %s uniquely',
    (file) => {
      const lines = readDataLines(`sudoku/${file}`);
      expect(lines.length).toBeGreaterThan(0);
      expect(failuresOf(lines)).toEqual([]);
    },
  );

  it('rejects the duplicate puzzles of invalid.txt, naming the kind of unit', () => {
    const duplicates = readDataLines('sudoku/invalid.txt').filter((line) =>
      line.endsWith(' duplicate'),
    );
    expect(duplicates).toHaveLength(3);
    for (const line of duplicates) {
      const [text, kind] = line.split(' ');
      const result = validatePuzzle(text);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.error.problem).toBe('duplicate');
      expect(result.error.reason).toMatch(new RegExp(`^duplicate digit \\d in ${kind} \\d`));
    }
  });

  it('answers unsolvable for the well-formed puzzles of invalid.txt', () => {
    const unsolvable = readDataLines('sudoku/invalid.txt').filter((line) =>
      line.includes(' unsolvable '),
    );
    expect(unsolvable).toHaveLength(4);
    for (const line of unsolvable) {
      const puzzle = parsePuzzle(line.split(' ')[0]);
      expect(solve(puzzle, { unique: true }).status).toBe('unsolvable');
      expect(countSolutions(puzzle, 2)).toMatchObject({ count: 0, status: 'complete' });
    }
  });

  it('counts the first 500 multi-solution puzzles as the generic engine does', () => {
    const geometry = classicGeometry(9);
    const solution = new Uint8Array(81);
    const stats: SearchStats = { nodes: 0, guesses: 0 };
    const failures: string[] = [];
    let multiple = 0;
    for (const line of readDataLines('sudoku/serg-multi-solution.txt', 500)) {
      const puzzle = parsePuzzle(line);
      const fast = countSolutions(puzzle, 2);
      const generic = searchGeneric(geometry, puzzle.givens, 2, DEFAULT_BUDGET, solution, stats);
      if (fast.count !== generic || (generic > 0 && !isSolved(puzzle, solution))) {
        failures.push(`${line}: solve9 ${fast.count}, generic ${generic}`);
      }
      if (generic === 2) multiple++;
    }
    expect(failures).toEqual([]);
    // The set is meant for counting: most of its puzzles have several solutions.
    expect(multiple).toBeGreaterThan(250);
  });
});
