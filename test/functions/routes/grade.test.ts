import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../../shared/format.ts';
import { generatePuzzle } from '../../../shared/generate.ts';
import { gradePuzzle } from '../../../shared/grade/grade.ts';
import { RATED_LEVELS } from '../../../shared/kind/names.ts';
import { formatGrid } from '../../../shared/print.ts';
import { expectMade } from '../../made.ts';
import { postDocumented } from '../api.ts';
import { PUZZLE } from '../fixtures.ts';

interface GradeBody {
  level: string;
  score: number;
  hardestTechnique: string | null;
  techniqueCounts: Record<string, number>;
}

describe('POST /api/grade', () => {
  it('grades a puzzle as the core does', async () => {
    const body = await postDocumented<GradeBody>('/api/grade', { puzzle: PUZZLE });
    const grade = gradePuzzle(parsePuzzle(PUZZLE));
    expect(grade.unique).toBe(true);
    if (!grade.unique) return;
    expect(body).toEqual({
      level: grade.level,
      score: grade.score,
      hardestTechnique: grade.hardestTechnique,
      techniqueCounts: grade.techniqueCounts,
    });
  });

  it('gives generated puzzles the level they were made for', async () => {
    for (const level of RATED_LEVELS) {
      const generated = expectMade(generatePuzzle({ seed: `grade-${level}`, level }));
      const body = await postDocumented<GradeBody>('/api/grade', {
        puzzle: formatGrid(generated.givens),
      });
      expect(body.level).toBe(level);
      expect(body.score).toBe(generated.score);
    }
  });
});
