import { describe, expect, it } from 'vitest';
import { isSolved } from '../../../shared/check.ts';
import { parsePuzzle } from '../../../shared/format.ts';
import { classicGeometry, type Geometry, jigsawGeometry } from '../../../shared/geometry.ts';
import { formatGrid } from '../../../shared/print.ts';
import { createPuzzle, type Puzzle } from '../../../shared/puzzle.ts';
import { createRandom } from '../../../shared/random.ts';
import type { AtMostOneEncoding } from '../../../shared/sat/cardinality.ts';
import { satisfies, toDimacs } from '../../../shared/sat/cnf.ts';
import { formatDimacs, parseDimacs } from '../../../shared/sat/dimacs.ts';
import { encodePuzzle } from '../../../shared/sat/encode-sudoku.ts';
import { solve } from '../../../shared/solve.ts';
import { hasData, readDataLines, readTdokuCases } from '../../data.ts';
import { JIGSAW_6, JIGSAW_9 } from '../../fixtures.ts';
import { hasMinisat, minisatModels } from '../../minisat.ts';

const ENCODINGS: readonly AtMostOneEncoding[] = ['pairwise', 'sequential'];

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const EASY_SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

/**
 * The grids MiniSat finds for each puzzle's encoding, one per encoding of `amos` (null for UNSAT),
 * each model checked against its formula: one MiniSat run for the lot.
 */
function solveBySat(
  puzzles: Puzzle[],
  amos: readonly AtMostOneEncoding[] = ENCODINGS,
): (Uint8Array | null)[][] {
  const encoded = puzzles.flatMap((puzzle) => amos.map((amo) => encodePuzzle(puzzle, { amo })));
  const grids = minisatModels(encoded.map(({ cnf }) => cnf)).map((model, i) => {
    const { cnf, decode } = encoded[i];
    if (model && !satisfies(cnf, model)) throw new Error('minisat returned a non-model');
    return model && decode(model);
  });
  return puzzles.map((_, p) => grids.slice(p * amos.length, (p + 1) * amos.length));
}

/** A puzzle of `geometry`: a solution of its empty grid with about `blankPercent`% blanked. */
function makePuzzle(geometry: Geometry, seed: string, blankPercent: number): Puzzle {
  const full = solve(createPuzzle(geometry, new Uint8Array(geometry.cellCount))).solution!;
  const random = createRandom(seed);
  const givens = full.map((d) => (random.below(100) < blankPercent ? 0 : d));
  return createPuzzle(geometry, givens);
}

/**
 * The 9×9 classic formula written out from rows, columns and boxes by coordinates, one sorted
 * DIMACS line per clause: (r, c, d) is DIMACS number 81r + 9c + d.
 */
function expectedClassic9(givens: Uint8Array): string[] {
  const x = (r: number, c: number, d: number) => 81 * r + 9 * c + d;
  const groups: number[][] = [];
  const clauses: number[][] = [];
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      groups.push(Array.from({ length: 9 }, (_, i) => x(r, c, i + 1)));
      if (givens[9 * r + c]) clauses.push([x(r, c, givens[9 * r + c])]);
    }
  }
  for (let d = 1; d <= 9; d++) {
    for (let i = 0; i < 9; i++) {
      groups.push(Array.from({ length: 9 }, (_, c) => x(i, c, d)));
      groups.push(Array.from({ length: 9 }, (_, r) => x(r, i, d)));
      const [r0, c0] = [3 * Math.floor(i / 3), 3 * (i % 3)];
      groups.push(Array.from({ length: 9 }, (_, k) => x(r0 + Math.floor(k / 3), c0 + (k % 3), d)));
    }
  }
  for (const group of groups) {
    clauses.push(group);
    for (let i = 0; i < 9; i++)
      for (let j = i + 1; j < 9; j++) clauses.push([-group[i], -group[j]]);
  }
  return clauses.map((clause) => clause.sort((a, b) => a - b).join(' ')).sort();
}

describe('encodePuzzle', () => {
  it('writes exactly the textbook 9×9 formula pairwise: 729 variables, 11,988 clauses and the givens', () => {
    const puzzle = parsePuzzle(EASY);
    const { cnf } = encodePuzzle(puzzle);
    const lines = cnf.clauses.map((clause) =>
      Array.from(clause, toDimacs)
        .sort((a, b) => a - b)
        .join(' '),
    );
    expect(cnf.varCount).toBe(729);
    expect(cnf.clauses).toHaveLength(11988 + 30);
    expect(lines.sort()).toEqual(expectedClassic9(puzzle.givens));
  });

  it('adds 8 auxiliary variables and 23 clauses per "at most one" of 9 sequentially', () => {
    const { cnf } = encodePuzzle(parsePuzzle(EASY), { amo: 'sequential' });
    // 81 cells and 27 units × 9 digits: 324 lists of 9, each with one "at least one" clause.
    expect(cnf.varCount).toBe(729 + 324 * 8);
    expect(cnf.clauses).toHaveLength(324 * (1 + 23) + 30);
  });

  it('counts 16×16 variables and clauses for both encodings', () => {
    const empty = createPuzzle(classicGeometry(16), new Uint8Array(256));
    // 256 cells and 48 units × 16 digits: 1024 lists of 16.
    expect(encodePuzzle(empty).cnf).toMatchObject({ varCount: 4096 });
    expect(encodePuzzle(empty).cnf.clauses).toHaveLength(1024 * (1 + 120));
    const sequential = encodePuzzle(empty, { amo: 'sequential' }).cnf;
    expect(sequential.varCount).toBe(4096 + 1024 * 15);
    expect(sequential.clauses).toHaveLength(1024 * (1 + 44));
  });

  it('adds the two diagonals of X-sudoku as units', () => {
    const empty = createPuzzle(classicGeometry(9, 'x'), new Uint8Array(81));
    expect(encodePuzzle(empty).cnf.clauses).toHaveLength(11988 + 2 * 9 * 37);
  });

  it('says in its comments how to read the variables back', () => {
    const { comments } = encodePuzzle(parsePuzzle(EASY)).cnf;
    expect(comments).toContain('sudoku 9x9 classic, at-most-one pairwise');
    expect(comments!.join('\n')).toMatch(/DIMACS number cell\*9\+d/);
    const jigsaw = createPuzzle(jigsawGeometry(JIGSAW_6), new Uint8Array(36));
    expect(encodePuzzle(jigsaw).cnf.comments).toContain(`regions ${JIGSAW_6.join(',')}`);
  });

  it('survives a DIMACS round trip, comments included, so a reader can decode its models', () => {
    const puzzle = makePuzzle(jigsawGeometry(JIGSAW_6), 'dimacs', 60);
    const { cnf } = encodePuzzle(puzzle, { amo: 'sequential' });
    expect(parseDimacs(formatDimacs(cnf))).toEqual(cnf);
  });

  it('decodes the model of a known solution back to it, ignoring auxiliary variables', () => {
    for (const amo of ENCODINGS) {
      const { cnf, decode } = encodePuzzle(parsePuzzle(EASY), { amo });
      const model = new Uint8Array(cnf.varCount).fill(1);
      model.fill(0, 0, 729);
      for (let cell = 0; cell < 81; cell++) model[cell * 9 + Number(EASY_SOLUTION[cell]) - 1] = 1;
      expect(formatGrid(decode(model))).toBe(EASY_SOLUTION);
    }
  });
});

if (!hasMinisat)
  console.warn('encode-sudoku.test.ts: minisat is not on PATH; skipping the SAT runs');
if (!hasData) console.warn('encode-sudoku.test.ts: ../shared/data is missing; skipping data sets');

describe.skipIf(!hasMinisat)('MiniSat on the encoding (needs minisat)', () => {
  it.each(ENCODINGS)('solves the easy puzzle to its solution (%s)', (amo) => {
    const [[grid]] = solveBySat([parsePuzzle(EASY)], [amo]);
    expect(formatGrid(grid!)).toBe(EASY_SOLUTION);
  });

  const others: Array<[string, Geometry]> = [
    ['4×4', classicGeometry(4)],
    ['6×6', classicGeometry(6)],
    ['12×12', classicGeometry(12)],
    ['16×16', classicGeometry(16)],
    ['9×9 X', classicGeometry(9, 'x')],
    ['9×9 jigsaw', jigsawGeometry(JIGSAW_9)],
    ['6×6 jigsaw', jigsawGeometry(JIGSAW_6)],
  ];
  for (const [name, geometry] of others) {
    it(`solves a ${name} puzzle to a valid grid keeping its givens, with both encodings`, () => {
      const blankPercents = [50, 100];
      const puzzles = blankPercents.map((blankPercent) =>
        makePuzzle(geometry, `${name} ${blankPercent}`, blankPercent),
      );
      const grids = solveBySat(puzzles);
      ENCODINGS.forEach((amo, a) => {
        blankPercents.forEach((blankPercent, p) => {
          const grid = grids[p][a];
          expect(grid, `${amo}, ${blankPercent}% blank`).not.toBeNull();
          expect(isSolved(puzzles[p], grid!), `${amo}, ${blankPercent}% blank`).toBe(true);
        });
      });
    });
  }

  it('answers UNSAT for duplicate givens that bypassed the parser', () => {
    const givens = new Uint8Array(81);
    givens[0] = 5;
    givens[80] = 5;
    givens[8] = 5;
    const [[grid]] = solveBySat([createPuzzle(classicGeometry(9), givens)], ['sequential']);
    expect(grid).toBeNull();
  });
});

describe.skipIf(!hasMinisat || !hasData)(
  'MiniSat on public data sets (needs minisat, data)',
  () => {
    /** Lines whose SAT solution differs from the one solve() finds, for both encodings. */
    function disagreements(lines: string[]): string[] {
      const puzzles = lines.map((line) => parsePuzzle(line));
      const grids = solveBySat(puzzles);
      const failures: string[] = [];
      for (const [i, line] of lines.entries()) {
        const expected = solve(puzzles[i], { unique: true });
        for (const [a, amo] of ENCODINGS.entries()) {
          const grid = grids[i][a];
          if (expected.status !== 'solved' || !grid) {
            failures.push(`${line} (${amo}): ${expected.status}, SAT ${grid ? 'SAT' : 'UNSAT'}`);
          } else if (formatGrid(grid) !== formatGrid(expected.solution!)) {
            failures.push(`${line} (${amo}): ${formatGrid(grid)}`);
          }
        }
      }
      return failures;
    }

    it('agrees with tdoku’s test puzzles: their solution, a valid one, or UNSAT', () => {
      const cases = readTdokuCases();
      expect(cases.length).toBe(43);
      const puzzles = cases.map(({ puzzle }) => parsePuzzle(puzzle));
      const grids = solveBySat(puzzles);
      const failures: string[] = [];
      for (const [i, { puzzle: text, count, solution: expected }] of cases.entries()) {
        const puzzle = puzzles[i];
        for (const [a, amo] of ENCODINGS.entries()) {
          const grid = grids[i][a];
          const ok =
            count === 0
              ? grid === null
              : grid !== null &&
                isSolved(puzzle, grid) &&
                (count > 1 || formatGrid(grid) === expected);
          if (!ok) failures.push(`${text} (${amo}): expected ${count} solutions`);
        }
      }
      expect(failures).toEqual([]);
    });

    it('solves the first 200 17-clue puzzles to the solution solve() finds', () => {
      expect(disagreements(readDataLines('sudoku/17-clue.txt', 200))).toEqual([]);
    });

    it('solves the first 40 of top95 to the solution solve() finds', () => {
      expect(disagreements(readDataLines('sudoku/top95.txt', 40))).toEqual([]);
    });
  },
);
