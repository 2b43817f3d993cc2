import { describe, expect, it } from 'vitest';
import { generatePuzzle } from '../../../shared/generate.ts';
import { kindOf } from '../../../shared/kind/kind.ts';
import { KINDS, type KindId, RATED_LEVELS } from '../../../shared/kind/names.ts';
import { readPuzzle } from '../../../shared/kind/shape.ts';
import { formatGrid } from '../../../shared/print.ts';
import { expectMade } from '../../made.ts';
import { expectProblem, post, postDocumented } from '../api.ts';
import { HANIDOKU, hanidokuCase, PUZZLE } from '../fixtures.ts';

interface GradeBody {
  level: string;
  score: number;
  rating: number | null;
  hardestTechnique: string | null;
  techniqueCounts: Record<string, number>;
}

/** The answer for `puzzle`, a `id`, from the core's own grade of it. */
function coreGrade(id: KindId, puzzle: string): GradeBody {
  const read = readPuzzle({ id }, puzzle);
  if (!read.ok) throw new Error(read.error.message);
  const grade = kindOf(read.shape).grade(read.givens);
  if (!grade.unique) throw new Error(`the puzzle is ${grade.status}`);
  const { level, score, rating, hardestTechnique } = grade;
  const techniqueCounts = grade.techniqueCounts as Record<string, number>;
  return { level, score, rating, hardestTechnique, techniqueCounts };
}

describe('POST /api/grade', () => {
  it('grades a puzzle as the core does', async () => {
    const body = await postDocumented<GradeBody>('/api/grade', { puzzle: PUZZLE });
    expect(body).toEqual(coreGrade('classic', PUZZLE));
  });

  it('gives generated puzzles the level they were made for', async () => {
    for (const level of RATED_LEVELS) {
      const generated = expectMade(generatePuzzle({ seed: `grade-${level}`, level }));
      const body = await postDocumented<GradeBody>('/api/grade', {
        puzzle: formatGrid(generated.givens),
      });
      expect(body.level).toBe(level);
      expect(body.score).toBe(generated.score);
      expect(body.rating).toBeGreaterThan(1);
      expect(body.rating).toBeLessThan(20);
    }
  });

  it('answers 422 when the forcing chains spend the chain work budget', async () => {
    // From hardest.txt: its forcing chains need about 1.8M units, GRADE_CHAIN_WORK allows 250k.
    const hard =
      '....7..2.8.......6.1.2.5...9.54....8.........3....85.1...3.2.8.4.......9.7..6....';
    const problem = await expectProblem(
      await post('/api/grade', { puzzle: hard }),
      422,
      'unprocessable',
    );
    expect(problem.detail).toMatch(/forcing chains ran out of their work budget/);
  });
});

describe('POST /api/grade for Hanidoku', () => {
  it('grades a Hanidoku as the core does', async () => {
    const c = hanidokuCase('grade-hanidoku', 'hard');
    const body = await postDocumented<GradeBody>('/api/grade', {
      puzzle: c.puzzle,
      variant: 'hanidoku',
    });
    expect(body).toEqual(coreGrade('hanidoku', c.puzzle));
  });

  it('gives generated Hanidoku the level they were made for, at each of its levels', async () => {
    for (const level of KINDS.hanidoku.levels) {
      const made = expectMade(HANIDOKU.generate({ seed: `grade-hanidoku-${level}`, level }));
      const body = await postDocumented<GradeBody>('/api/grade', {
        puzzle: HANIDOKU.format(made.givens),
        variant: 'hanidoku',
      });
      expect(body).toMatchObject({ level, score: made.score });
    }
  });
});
