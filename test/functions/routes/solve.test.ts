import { describe, expect, it } from 'vitest';
import { isSolved } from '../../../shared/check.ts';
import { validatePuzzle } from '../../../shared/format.ts';
import { generatePuzzle } from '../../../shared/generate.ts';
import { classicGeometry, jigsawGeometry } from '../../../shared/geometry.ts';
import { formatHanidoku, generateHanidoku } from '../../../shared/hanidoku/index.ts';
import { formatGrid } from '../../../shared/print.ts';
import { JIGSAW_9 } from '../../fixtures.ts';
import { expectMade } from '../../made.ts';
import { postDocumented } from '../api.ts';
import { MULTIPLE, PUZZLE, SOLUTION, UNSOLVABLE } from '../fixtures.ts';

interface SolveBody {
  status: 'solved' | 'unsolvable' | 'multiple';
  solution?: string;
  unique: boolean;
}

describe('POST /api/solve', () => {
  it('solves a puzzle with one solution and says it is unique', async () => {
    const body = await postDocumented<SolveBody>('/api/solve', { puzzle: PUZZLE });
    expect(body).toEqual({ status: 'solved', solution: SOLUTION, unique: true });
  });

  it('reads the other text forms the core reads (0 for blanks, a drawing)', async () => {
    const zeros = PUZZLE.replaceAll('.', '0');
    expect(await postDocumented<SolveBody>('/api/solve', { puzzle: zeros })).toEqual({
      status: 'solved',
      solution: SOLUTION,
      unique: true,
    });
    const rows = Array.from({ length: 9 }, (_, r) => PUZZLE.slice(9 * r, 9 * r + 9)).join('\n');
    expect((await postDocumented<SolveBody>('/api/solve', { puzzle: rows })).solution).toBe(
      SOLUTION,
    );
  });

  it('answers 200 with status unsolvable for a clash-free puzzle without a solution', async () => {
    const body = await postDocumented<SolveBody>('/api/solve', { puzzle: UNSOLVABLE });
    expect(body.status).toBe('unsolvable');
    expect(body.unique).toBe(false);
    expect(body.solution).toBeUndefined();
  });

  it('answers status multiple, with one of the solutions, for a puzzle with several', async () => {
    const body = await postDocumented<SolveBody>('/api/solve', { puzzle: MULTIPLE });
    expect(body.status).toBe('multiple');
    expect(body.unique).toBe(false);
    expect(body.solution).toMatch(/^[1-9]{81}$/);
    const read = validatePuzzle(MULTIPLE);
    if (!read.ok) throw new Error(`MULTIPLE does not read: ${read.error.message}`);
    expect(isSolved(read.puzzle, Uint8Array.from(body.solution!, Number))).toBe(true);
  });

  it('solves X-sudoku under the diagonal rule', async () => {
    const generated = expectMade(generatePuzzle({ seed: 'solve-x', variant: 'x', level: 'easy' }));
    const body = await postDocumented<SolveBody>('/api/solve', {
      puzzle: formatGrid(generated.givens),
      variant: 'x',
    });
    expect(body).toEqual({
      status: 'solved',
      solution: formatGrid(generated.solution),
      unique: true,
    });
    const read = validatePuzzle(body.solution ?? '', { geometry: classicGeometry(9, 'x') });
    expect(read.ok).toBe(true);
  });

  it('solves a jigsaw given its region map', async () => {
    const geometry = jigsawGeometry(JIGSAW_9);
    const generated = expectMade(generatePuzzle({ seed: 'solve-jigsaw', level: 'easy', geometry }));
    const body = await postDocumented<SolveBody>('/api/solve', {
      puzzle: formatGrid(generated.givens),
      variant: 'jigsaw',
      regions: JIGSAW_9.join(''),
    });
    expect(body).toEqual({
      status: 'solved',
      solution: formatGrid(generated.solution),
      unique: true,
    });
  });

  it('solves Hanidoku', async () => {
    const generated = expectMade(generateHanidoku({ seed: 'solve-hanidoku', level: 'easy' }));
    const body = await postDocumented<SolveBody>('/api/solve', {
      puzzle: formatHanidoku(generated.puzzle),
      variant: 'hanidoku',
    });
    expect(body.status).toBe('solved');
    expect(body.unique).toBe(true);
    expect(body.solution?.replace(/\D/g, '')).toBe(
      formatHanidoku(generated.solution).replace(/\D/g, ''),
    );
  });

  it('solves 4×4 and 6×6 puzzles', async () => {
    for (const size of [4, 6]) {
      const generated = expectMade(generatePuzzle({ seed: `solve-${size}`, size, level: 'easy' }));
      const body = await postDocumented<SolveBody>('/api/solve', {
        puzzle: formatGrid(generated.givens),
      });
      expect(body.solution).toBe(formatGrid(generated.solution));
    }
  });
});
