import { describe, expect, it } from 'vitest';
import { encodeHanidoku } from '../../../shared/hanidoku/encode.ts';
import { generateHanidoku, type HanidokuLevel } from '../../../shared/hanidoku/generate.ts';
import { KINDS } from '../../../shared/kind/names.ts';

const HANIDOKU_LEVELS = KINDS.hanidoku.levels as readonly HanidokuLevel[];

import { CELL_Q, CELL_R } from '../../../shared/hanidoku/geometry.ts';
import { gradeHanidoku } from '../../../shared/hanidoku/grade.ts';
import { countHanidoku } from '../../../shared/hanidoku/solve.ts';
import { solveCdcl } from '../../../shared/sat/cdcl.ts';
import { expectMade } from '../../made.ts';
import { hasMinisat, minisatModels } from '../../minisat.ts';
import { solutionProblem } from './rules.ts';

if (!hasMinisat)
  console.warn('generate.test.ts: minisat is not on PATH; skipping its uniqueness check');

const SEEDS = ['2024-06-01', '2024-06-02'];
const GENERATED = SEEDS.map((seed) => expectMade(generateHanidoku({ seed })));

describe('generateHanidoku', () => {
  it('gives the same puzzle for the same seed', () => {
    const again = expectMade(generateHanidoku({ seed: SEEDS[0] }));
    expect(again.puzzle).toEqual(GENERATED[0].puzzle);
    expect(again.solution).toEqual(GENERATED[0].solution);
    expect(again.seed).toBe(SEEDS[0]);
  });

  it('gives different puzzles for different seeds', () => {
    expect(GENERATED[1].puzzle).not.toEqual(GENERATED[0].puzzle);
    expect(GENERATED[1].solution).not.toEqual(GENERATED[0].solution);
  });

  it('gives puzzles whose solution keeps the rule and the givens', () => {
    for (const { puzzle, solution } of GENERATED) {
      expect(solutionProblem(puzzle, solution)).toBe('');
      expect(puzzle.some((d) => d === 0)).toBe(true);
    }
  });

  it('rates the minimal puzzles as gradeHanidoku does', () => {
    for (const { puzzle, level, score, hardestTechnique } of GENERATED) {
      expect(gradeHanidoku(puzzle)).toMatchObject({ unique: true, level, score, hardestTechnique });
    }
  });

  it('gives unique, minimal puzzles by the direct solver', () => {
    for (const { puzzle } of GENERATED) {
      expect(countHanidoku(puzzle, 2)).toMatchObject({ count: 1, status: 'complete' });
      for (let cell = 0; cell < 61; cell++) {
        if (puzzle[cell] === 0) continue;
        const fewer = Uint8Array.from(puzzle);
        fewer[cell] = 0;
        expect(countHanidoku(fewer, 2).count).toBe(2);
      }
    }
  });

  it('gives unique puzzles by SAT: no model other than the solution', () => {
    for (const { puzzle, solution } of GENERATED) {
      const { cnf, decode } = encodeHanidoku(puzzle, { amo: 'sequential' });
      const first = solveCdcl(cnf);
      expect(first.status).toBe('SAT');
      expect(decode(first.model!)).toEqual(solution);
      cnf.clauses.push(Int32Array.from(solution, (d, cell) => 2 * (cell * 9 + d - 1) + 1));
      expect(solveCdcl(cnf).status).toBe('UNSAT');
    }
  });

  it.skipIf(!hasMinisat)('gives unique puzzles by minisat (needs minisat on PATH)', () => {
    const cnfs = GENERATED.map(({ puzzle, solution }) => {
      const { cnf } = encodeHanidoku(puzzle);
      cnf.clauses.push(Int32Array.from(solution, (d, cell) => 2 * (cell * 9 + d - 1) + 1));
      return cnf;
    });
    // UNSAT once the solution is blocked: minisat finds no model.
    for (const [i, model] of minisatModels(cnfs).entries()) expect(model, SEEDS[i]).toBeNull();
  });
});

/** One puzzle per level for seed 'golden': a change to any of them changes every seed's puzzles. */
const GOLDEN = {
  easy: '..89..9.7..8...26........99.........7.......4........4.9796..',
  medium: '........62......5.....4....8.........2..7....5..8.5...7......',
  hard: '.....865....3..7.............73.............3...4..8.........',
};

const line = (puzzle: Uint8Array) => Array.from(puzzle, (d) => (d === 0 ? '.' : d)).join('');

describe('generateHanidoku at a level', () => {
  const seeds = Array.from({ length: 24 }, (_, i) => `level-${i}`);
  const BY_LEVEL = HANIDOKU_LEVELS.map((level) => ({
    level,
    generated: seeds.map((seed, i) =>
      expectMade(generateHanidoku({ seed, level, symmetry: i % 4 === 3 ? 'rotational' : 'none' })),
    ),
  }));

  it('gives the golden puzzle of each level for seed "golden"', () => {
    for (const level of HANIDOKU_LEVELS) {
      expect(line(expectMade(generateHanidoku({ seed: 'golden', level })).puzzle)).toBe(
        GOLDEN[level],
      );
    }
  });

  it('gives the same puzzle for the same seed, and another for another level', () => {
    const again = expectMade(generateHanidoku({ seed: seeds[5], level: 'hard' }));
    const first = BY_LEVEL[2].generated[5];
    expect(again).toEqual(first);
    expect(BY_LEVEL[1].generated[5].solution).not.toEqual(first.solution);
  });

  it('gives puzzles with one solution that grade to the level asked for', () => {
    for (const { level, generated } of BY_LEVEL) {
      for (const { puzzle, solution, score, hardestTechnique, ...rest } of generated) {
        expect(rest.level).toBe(level);
        expect(countHanidoku(puzzle, 2)).toMatchObject({ count: 1, status: 'complete' });
        expect(solutionProblem(puzzle, solution)).toBe('');
        expect(gradeHanidoku(puzzle)).toMatchObject({
          unique: true,
          level,
          score,
          hardestTechnique,
        });
      }
    }
  });

  it('gives fewer givens as the level rises', () => {
    const givens = BY_LEVEL.map(({ generated }) =>
      generated.reduce((sum, { puzzle }) => sum + puzzle.filter((d) => d !== 0).length, 0),
    );
    expect(givens[1]).toBeLessThan(givens[0]);
  });

  it('keeps the givens symmetric under the 180° turn, cell i to cell 60 - i', () => {
    for (let cell = 0; cell < 61; cell++) {
      expect(CELL_Q[60 - cell] + CELL_Q[cell]).toBe(0);
      expect(CELL_R[60 - cell] + CELL_R[cell]).toBe(0);
    }
    for (const { generated } of BY_LEVEL) {
      for (let i = 3; i < generated.length; i += 4) {
        const { puzzle } = generated[i];
        for (let cell = 0; cell < 61; cell++) {
          expect(puzzle[60 - cell] === 0).toBe(puzzle[cell] === 0);
        }
      }
    }
  });

  it('rejects a level it cannot make, quoting it', () => {
    // @ts-expect-error: 'extreme' is not a level one can ask for.
    expect(() => generateHanidoku({ seed: 'x', level: 'extreme' })).toThrow(/'extreme'/);
  });
});
