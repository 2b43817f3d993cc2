import { describe, expect, it } from 'vitest';
import {
  GENERATOR_VERSION,
  GENERATOR_VERSIONS,
  type GenerateOptions,
  generatePuzzle,
} from '../../shared/generate.ts';
import { classicGeometry, jigsawGeometry } from '../../shared/geometry.ts';
import { countGivens } from '../../shared/givens.ts';
import { gradePuzzle } from '../../shared/grade/grade.ts';
import {
  givensRange,
  LEVEL_GIVENS,
  LEVEL_GIVENS_16,
  RATED_LEVELS,
} from '../../shared/kind/names.ts';
import { formatGrid } from '../../shared/print.ts';
import { parseSeedCode } from '../../shared/seed-code.ts';
import { SYMMETRIES } from '../../shared/symmetry.ts';
import { JIGSAW_9 } from '../fixtures.ts';
import { GOLDEN_PUZZLES } from '../golden.ts';
import { expectMade } from '../made.ts';

/** Puzzles per level in the bulk checks. */
const PER_LEVEL = 60;

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

describe('levels people can feel (generator version 2 on)', () => {
  const made = Object.fromEntries(
    RATED_LEVELS.map((level) => [
      level,
      Array.from({ length: PER_LEVEL }, (_, i) =>
        expectMade(generatePuzzle({ seed: `levels-${i}`, level })),
      ),
    ]),
  );

  it('makes version 3 by default', () => {
    expect(GENERATOR_VERSION).toBe(3);
    expect(GENERATOR_VERSIONS).toEqual([1, 2, 3]);
    expect(made.easy[0].generatorVersion).toBe(3);
  });

  it('has ranges that step down from easy (34-40 givens) to expert (22-28)', () => {
    expect(LEVEL_GIVENS.easy).toEqual([34, 40]);
    expect(LEVEL_GIVENS.expert).toEqual([22, 28]);
    for (let i = 1; i < RATED_LEVELS.length; i++) {
      const [fewer, easier] = [LEVEL_GIVENS[RATED_LEVELS[i]], LEVEL_GIVENS[RATED_LEVELS[i - 1]]];
      expect(fewer[0]).toBeLessThan(easier[0]);
      expect(fewer[1]).toBeLessThan(easier[1]);
    }
    expect(givensRange('hard', 81, 3)).toBe(LEVEL_GIVENS.hard);
    expect(givensRange('easy', 36, 3)).toEqual([15, 18]);
  });

  it('puts every puzzle of every level in its range of givens', () => {
    for (const level of RATED_LEVELS) {
      const [fewest, most] = LEVEL_GIVENS[level];
      for (const puzzle of made[level]) {
        const count = countGivens(puzzle.givens);
        expect(count, formatGrid(puzzle.givens)).toBeGreaterThanOrEqual(fewest);
        expect(count, formatGrid(puzzle.givens)).toBeLessThanOrEqual(most);
      }
    }
  });

  it('gives each harder level fewer givens on average', () => {
    const means = RATED_LEVELS.map((level) => mean(made[level].map((p) => countGivens(p.givens))));
    for (let i = 1; i < means.length; i++) expect(means[i]).toBeLessThan(means[i - 1]);
  });

  it('leaves the level to the grade: each puzzle grades at its level, with its score', () => {
    for (const level of RATED_LEVELS) {
      for (const puzzle of made[level]) {
        const grade = gradePuzzle({ geometry: puzzle.geometry, givens: puzzle.givens });
        expect(grade.unique && grade.level).toBe(level);
        expect(grade.unique && grade.score).toBe(puzzle.score);
        expect(puzzle.givens.every((d, cell) => d === 0 || d === puzzle.solution[cell])).toBe(true);
      }
    }
  });

  it('solves easy puzzles by singles alone', () => {
    for (const puzzle of made.easy) {
      const grade = gradePuzzle({ geometry: puzzle.geometry, givens: puzzle.givens });
      const used = grade.unique ? Object.keys(grade.techniqueCounts) : ['not unique'];
      for (const id of used) expect(['full-house', 'naked-single', 'hidden-single']).toContain(id);
    }
  });

  it('keeps ranges and symmetry together', () => {
    for (const symmetry of SYMMETRIES) {
      for (const level of RATED_LEVELS) {
        const [fewest, most] = LEVEL_GIVENS[level];
        const puzzle = expectMade(generatePuzzle({ seed: `sym-${symmetry}`, level, symmetry }));
        const count = countGivens(puzzle.givens);
        expect(count >= fewest && count <= most, `${symmetry} ${level}: ${count}`).toBe(true);
      }
    }
  });

  it('scales the ranges by cell count on other grids: 4×4, 6×6, 16×16, X and jigsaw', () => {
    const cases: GenerateOptions[] = [
      { seed: 'g', size: 4, level: 'easy' },
      ...RATED_LEVELS.map((level) => ({ seed: 'g', size: 6, level })),
      { seed: 'g', size: 16, level: 'easy' },
      ...RATED_LEVELS.map((level) => ({ seed: 'g', variant: 'x' as const, level })),
      { seed: 'g', geometry: jigsawGeometry(JIGSAW_9), level: 'hard' },
    ];
    for (const options of cases) {
      const puzzle = expectMade(generatePuzzle(options));
      const [fewest, most] = givensRange(puzzle.level, puzzle.geometry.cellCount, 3);
      const count = countGivens(puzzle.givens);
      expect(count >= fewest && count <= most, `${JSON.stringify(options)}: ${count}`).toBe(true);
      const grade = gradePuzzle({ geometry: puzzle.geometry, givens: puzzle.givens });
      expect(grade.unique && grade.level).toBe(options.level);
    }
    expect(givensRange('easy', classicGeometry(16).cellCount, 2)).toEqual([107, 126]);
  });

  it('gives 16×16 grids ranges of their own from version 3, which every level reaches', () => {
    const cells = classicGeometry(16).cellCount;
    expect(givensRange('expert', cells, 2)).toEqual([70, 88]);
    expect(givensRange('expert', cells, 3)).toBe(LEVEL_GIVENS_16.expert);
    for (let i = 1; i < RATED_LEVELS.length; i++) {
      const [fewer, easier] = [
        LEVEL_GIVENS_16[RATED_LEVELS[i]],
        LEVEL_GIVENS_16[RATED_LEVELS[i - 1]],
      ];
      expect(fewer[0]).toBeLessThan(easier[0]);
      expect(fewer[1]).toBeLessThan(easier[1]);
    }
    // Version 2 never reached expert on a 16×16: its range sat below where the dig stops.
    expect(
      generatePuzzle({
        seed: 'g16',
        size: 16,
        level: 'expert',
        generatorVersion: 2,
        maxAttempts: 10,
      }),
    ).toEqual({ ok: false, attempts: 10 });
    for (const level of RATED_LEVELS) {
      const puzzle = expectMade(generatePuzzle({ seed: 'g16', size: 16, level, maxAttempts: 100 }));
      const [fewest, most] = LEVEL_GIVENS_16[level];
      const count = countGivens(puzzle.givens);
      expect(count >= fewest && count <= most, `${level}: ${count}`).toBe(true);
      const grade = gradePuzzle({ geometry: puzzle.geometry, givens: puzzle.givens });
      expect(grade.unique && grade.level).toBe(level);
    }
  });

  it('makes under version 3 the puzzles of version 2 on every grid but 16×16', () => {
    const grids: GenerateOptions[] = [
      ...RATED_LEVELS.map((level) => ({ seed: 'same', level })),
      { seed: 'same', size: 6, level: 'medium' },
      { seed: 'same', size: 12, level: 'easy' },
      { seed: 'same', variant: 'x', level: 'hard', symmetry: 'rotational' },
    ];
    const line = (options: GenerateOptions, generatorVersion: number) =>
      formatGrid(expectMade(generatePuzzle({ ...options, generatorVersion })).givens);
    for (const options of grids) {
      expect(line(options, 3), JSON.stringify(options)).toBe(line(options, 2));
    }
    expect(line({ seed: 'same', size: 16, level: 'easy' }, 3)).not.toBe(
      line({ seed: 'same', size: 16, level: 'easy' }, 2),
    );
  });

  it('leaves minimal puzzles without a range: no given can go', () => {
    const { givens, geometry } = expectMade(
      generatePuzzle({ seed: 'min', level: 'easy', minimal: true }),
    );
    expect(countGivens(givens)).toBeLessThan(LEVEL_GIVENS.easy[0]);
    expect(gradePuzzle({ geometry, givens }).unique).toBe(true);
  });
});

describe('generator version 1, kept for old seeds', () => {
  it('regenerates the puzzle of a v1 seed code as version 1 made it', () => {
    const v1 = GOLDEN_PUZZLES.filter((g) => g.options.generatorVersion === 1);
    expect(v1.length).toBeGreaterThan(0);
    for (const { options, line } of v1) {
      if (options.size || options.symmetry) continue;
      const code = parseSeedCode(`v1-${options.level}-${options.seed}`);
      const { seed, level, generatorVersion } = code;
      const puzzle = expectMade(generatePuzzle({ seed, level, generatorVersion }));
      expect(formatGrid(puzzle.givens)).toBe(line);
      expect(puzzle.generatorVersion).toBe(1);
    }
  });

  it('gives v1 and v2 of one seed different puzzles, and v1 about 25 givens at every level', () => {
    for (const level of RATED_LEVELS) {
      const v1 = expectMade(generatePuzzle({ seed: 'both', level, generatorVersion: 1 }));
      const v2 = expectMade(generatePuzzle({ seed: 'both', level, generatorVersion: 2 }));
      expect(formatGrid(v1.givens)).not.toBe(formatGrid(v2.givens));
      expect(countGivens(v1.givens)).toBeLessThanOrEqual(31);
    }
  });

  it('refuses a version it does not make, naming it', () => {
    for (const generatorVersion of [0, 4, 1.5]) {
      expect(() => generatePuzzle({ seed: 's', generatorVersion })).toThrow(
        `no generator version ${generatorVersion}`,
      );
    }
  });
});
