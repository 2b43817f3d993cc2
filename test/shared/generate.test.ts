import { describe, expect, it } from 'vitest';
import { generatePuzzle } from '../../shared/generate.ts';
import { classicGeometry, jigsawGeometry } from '../../shared/geometry.ts';
import { gradePuzzle } from '../../shared/grade/grade.ts';
import { RATED_LEVELS } from '../../shared/kind/names.ts';
import { formatGrid } from '../../shared/print.ts';
import { literal } from '../../shared/sat/cnf.ts';
import { encodePuzzle, placementVariable } from '../../shared/sat/encode-sudoku.ts';
import { countSolutions } from '../../shared/solve.ts';
import { mirrorCell, SYMMETRIES } from '../../shared/symmetry.ts';
import { JIGSAW_9 } from '../fixtures.ts';
import { GOLDEN_PUZZLES } from '../golden.ts';
import { expectMade } from '../made.ts';
import { hasMinisat, minisatModels } from '../minisat.ts';
import { hasQqwing, parseCount, qqwing } from '../qqwing.ts';

/** Puzzles per level in the bulk checks. */
const PER_LEVEL = 150;

describe('generatePuzzle', () => {
  const bulk = Object.fromEntries(
    RATED_LEVELS.map((level) => [
      level,
      Array.from({ length: level === 'expert' ? 30 : PER_LEVEL }, (_, i) =>
        expectMade(generatePuzzle({ seed: `bulk-${i % 5}-${i}`, level })),
      ),
    ]),
  );

  it('gives every puzzle exactly one solution, the one it returns, at the asked level', () => {
    for (const level of RATED_LEVELS) {
      for (const generated of bulk[level]) {
        const puzzle = { geometry: generated.geometry, givens: generated.givens };
        expect(countSolutions(puzzle, 2).count).toBe(1);
        for (let cell = 0; cell < 81; cell++) {
          if (generated.givens[cell] !== 0)
            expect(generated.givens[cell]).toBe(generated.solution[cell]);
        }
        const grade = gradePuzzle(puzzle);
        expect(grade.unique && grade.level).toBe(level);
        expect(grade.unique && grade.score).toBe(generated.score);
        expect(generated.level).toBe(level);
      }
    }
  });

  it.skipIf(!hasQqwing)('agrees with qqwing that every puzzle is unique (needs qqwing)', () => {
    const lines = RATED_LEVELS.flatMap((level) => bulk[level].map((g) => formatGrid(g.givens)));
    const verdicts = qqwing(['--solve', '--count-solutions', '--nosolution', '--one-line'], lines);
    expect(verdicts.map(parseCount)).toEqual(lines.map(() => 1));
  });

  it('keeps its golden vectors of versions 1, 2 and 3 (a change that moves one must bump GENERATOR_VERSION)', () => {
    for (const { options, line } of GOLDEN_PUZZLES) {
      expect(formatGrid(expectMade(generatePuzzle(options)).givens)).toBe(line);
    }
  });

  it('gives the same puzzle for the same seed, and another for another seed', () => {
    const a = expectMade(generatePuzzle({ seed: 'same', level: 'hard' }));
    const b = expectMade(generatePuzzle({ seed: 'same', level: 'hard' }));
    const c = expectMade(generatePuzzle({ seed: 'other', level: 'hard' }));
    expect(formatGrid(a.givens)).toBe(formatGrid(b.givens));
    expect(formatGrid(a.givens)).not.toBe(formatGrid(c.givens));
    expect(a.generatorVersion).toBe(3);
  });

  it('keeps the symmetry of the givens it was asked for', () => {
    for (const symmetry of SYMMETRIES) {
      for (let i = 0; i < 10; i++) {
        const { givens } = expectMade(
          generatePuzzle({ seed: `sym-${i}`, level: 'medium', symmetry }),
        );
        for (let cell = 0; cell < 81; cell++) {
          expect(givens[mirrorCell(cell, 9, symmetry)] !== 0).toBe(givens[cell] !== 0);
        }
      }
    }
  });

  it('makes minimal puzzles on request: no given can go', () => {
    for (let i = 0; i < 5; i++) {
      const { geometry, givens } = expectMade(
        generatePuzzle({
          seed: `min-${i}`,
          level: 'easy',
          minimal: true,
        }),
      );
      for (let cell = 0; cell < 81; cell++) {
        if (givens[cell] === 0) continue;
        const fewer = Uint8Array.from(givens);
        fewer[cell] = 0;
        expect(countSolutions({ geometry, givens: fewer }, 2).count).toBe(2);
      }
    }
  });

  it('works on every geometry: 4×4, 6×6, 16×16, X and jigsaw', () => {
    const cases = [
      { size: 4, level: 'easy' as const },
      { size: 6, level: 'easy' as const },
      { size: 6, level: 'medium' as const },
      { size: 16, level: 'easy' as const },
      { variant: 'x' as const, level: 'medium' as const },
      { variant: 'x' as const, level: 'hard' as const },
      { geometry: jigsawGeometry(JIGSAW_9), level: 'medium' as const },
    ];
    for (const options of cases) {
      for (let i = 0; i < (options.size === 16 ? 2 : 10); i++) {
        const generated = expectMade(generatePuzzle({ seed: `geo-${i}`, ...options }));
        const puzzle = { geometry: generated.geometry, givens: generated.givens };
        expect(countSolutions(puzzle, 2).count).toBe(1);
        const grade = gradePuzzle(puzzle);
        expect(grade.unique && grade.level).toBe(options.level);
      }
    }
    expect(expectMade(generatePuzzle({ seed: 'g', variant: 'x' })).geometry.variant).toBe('x');
    expect(expectMade(generatePuzzle({ seed: 'g', size: 6 })).geometry).toBe(classicGeometry(6));
  });

  it.skipIf(!hasMinisat)(
    'agrees with MiniSat, by a blocking clause, that puzzles of every geometry are unique (needs minisat)',
    () => {
      const geometries = [
        classicGeometry(4),
        classicGeometry(6),
        classicGeometry(9, 'x'),
        jigsawGeometry(JIGSAW_9),
        classicGeometry(16),
      ];
      const cnfs = geometries.flatMap((geometry) =>
        Array.from({ length: geometry.size === 16 ? 2 : 12 }, (_, i) => {
          const puzzle = expectMade(
            generatePuzzle({
              seed: `sat-${i}`,
              geometry,
              level: i % 2 || geometry.size === 4 ? 'easy' : 'medium',
            }),
          );
          const { cnf } = encodePuzzle({ geometry, givens: puzzle.givens });
          // Any other solution must differ from ours in some open cell.
          const blocking: number[] = [];
          puzzle.solution.forEach((d, cell) => {
            if (puzzle.givens[cell] === 0)
              blocking.push(literal(placementVariable(geometry.size, cell, d), true));
          });
          cnf.clauses.push(Int32Array.from(blocking));
          return cnf;
        }),
      );
      // A control the check must fail: a 6×6 with one given has other solutions.
      const control = expectMade(generatePuzzle({ seed: 'sat-control', size: 6, level: 'easy' }));
      const sparse = new Uint8Array(36);
      sparse[0] = control.solution[0];
      const open = encodePuzzle({ geometry: control.geometry, givens: sparse }).cnf;
      open.clauses.push(
        Int32Array.from(control.solution.slice(1), (d, i) =>
          literal(placementVariable(6, i + 1, d), true),
        ),
      );
      const models = minisatModels([...cnfs, open]);
      expect(models.slice(0, -1).every((model) => model === null)).toBe(true);
      expect(models.at(-1)).not.toBeNull();
    },
  );

  it('refuses a jigsaw without its map, and says when no attempt reached the level', () => {
    expect(() => generatePuzzle({ seed: 'j', variant: 'jigsaw' })).toThrow(/region map/);
    expect(generatePuzzle({ seed: 'j', size: 4, level: 'expert', maxAttempts: 3 })).toEqual({
      ok: false,
      attempts: 3,
    });
  });
});
