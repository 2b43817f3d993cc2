import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { encodeHanidoku } from '../../../shared/hanidoku/encode.ts';
import { generateHanidoku } from '../../../shared/hanidoku/generate.ts';
import { countHanidoku } from '../../../shared/hanidoku/solve.ts';
import { solveCdcl } from '../../../shared/sat/cdcl.ts';
import { formatDimacs } from '../../../shared/sat/dimacs.ts';
import { solutionProblem } from './rules.ts';

const hasMinisat = spawnSync('minisat', ['--help']).error === undefined;
if (!hasMinisat)
  console.warn('generate.test.ts: minisat is not on PATH; skipping its uniqueness check');

const SEEDS = ['2024-06-01', '2024-06-02'];
const GENERATED = SEEDS.map((seed) => generateHanidoku({ seed }));

describe('generateHanidoku', () => {
  it('gives the same puzzle for the same seed', () => {
    const again = generateHanidoku({ seed: SEEDS[0] });
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
    for (const { puzzle, solution } of GENERATED) {
      const { cnf } = encodeHanidoku(puzzle);
      cnf.clauses.push(Int32Array.from(solution, (d, cell) => 2 * (cell * 9 + d - 1) + 1));
      // minisat reads stdin when given no file and exits with 20 for UNSAT.
      const { status } = spawnSync('minisat', ['-verb=0'], { input: formatDimacs(cnf) });
      expect(status).toBe(20);
    }
  });
});
