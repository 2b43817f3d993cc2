import { describe, expect, it } from 'vitest';
import { encodeHanidoku } from '../../../shared/hanidoku/encode.ts';
import { countHanidoku, solveHanidoku } from '../../../shared/hanidoku/solve.ts';
import type { AtMostOneEncoding } from '../../../shared/sat/cardinality.ts';
import { solveCdcl } from '../../../shared/sat/cdcl.ts';
import { hasMinisat, minisatModels } from '../../minisat.ts';
import { grid, KNOWN, solutionProblem } from './rules.ts';

/**
 * minisat as an outside oracle for the CNF encoding and the direct solver: both must agree on
 * solutions and on counts. Skipped, visibly, when minisat is not on PATH.
 */

const AMO: AtMostOneEncoding[] = ['pairwise', 'sequential'];

/** The clause that rules out `solution`: some cell holds another digit. */
function blocking(solution: Uint8Array): Int32Array {
  return Int32Array.from(solution, (d, cell) => 2 * (cell * 9 + d - 1) + 1);
}

/**
 * Solutions of each grid by minisat, each blocked in turn, up to `limit`: one minisat run a round
 * for all the grids still open.
 */
function countByMinisat(
  givens: Uint8Array[],
  amo: AtMostOneEncoding,
  limit: number,
): Uint8Array[][] {
  const encoded = givens.map((g) => encodeHanidoku(g, { amo }));
  const solutions: Uint8Array[][] = givens.map(() => []);
  let open = limit > 0 ? [...givens.keys()] : [];
  while (open.length > 0) {
    const models = minisatModels(open.map((i) => encoded[i].cnf));
    const next: number[] = [];
    for (const [k, i] of open.entries()) {
      const model = models[k];
      if (model === null) continue;
      const solution = encoded[i].decode(model);
      solutions[i].push(solution);
      encoded[i].cnf.clauses.push(blocking(solution));
      if (solutions[i].length < limit) next.push(i);
    }
    open = next;
  }
  return solutions;
}

/** A known puzzle with `blanks` of its givens removed and `extra` cells of its solution added. */
function loosen(known: { puzzle: string; solution: string }, blanks: number, extra: number) {
  const givens = grid(known.puzzle);
  const full = grid(known.solution);
  const filled = [...givens.keys()].filter((cell) => givens[cell] !== 0);
  for (const cell of filled.slice(0, blanks)) givens[cell] = 0;
  for (let cell = 60, added = 0; added < extra; cell -= 7, added++) givens[cell] = full[cell];
  return givens;
}

if (!hasMinisat)
  console.warn('encode.test.ts: minisat is not on PATH; skipping the SAT oracle tests');

describe('encodeHanidoku', () => {
  it('numbers placements cell*9 + d-1 and makes the givens unit clauses', () => {
    const givens = grid(KNOWN[0].puzzle);
    const { cnf } = encodeHanidoku(givens);
    // The other unit clauses fix the one start of each row of length 9.
    const units = cnf.clauses
      .filter((clause) => clause.length === 1 && clause[0] < 2 * 549)
      .map((clause) => clause[0]);
    const expected = [...givens.keys()]
      .filter((cell) => givens[cell] !== 0)
      .map((cell) => 2 * (cell * 9 + givens[cell] - 1));
    expect(units).toEqual(expected);
    // 549 placements, then one start per row and start: 3 × (5+4+3+2+1+2+3+4+5) = 87.
    expect(cnf.varCount).toBe(549 + 87);
  });

  it.each(AMO)('is solved by the built-in CDCL solver to the known solution (%s)', (amo) => {
    const { cnf, decode } = encodeHanidoku(grid(KNOWN[0].puzzle), { amo });
    const result = solveCdcl(cnf);
    expect(result.status).toBe('SAT');
    expect(Array.from(decode(result.model!)).join('')).toBe(KNOWN[0].solution);
  });
});

describe.skipIf(!hasMinisat)('minisat as an oracle (needs minisat on PATH)', () => {
  it.each(AMO)(
    'finds the one solution of each known puzzle, as the direct solver does (%s)',
    (amo) => {
      const allGivens = KNOWN.map((known) => grid(known.puzzle));
      const allSolutions = countByMinisat(allGivens, amo, 2);
      for (const [i, known] of KNOWN.entries()) {
        const givens = allGivens[i];
        const solutions = allSolutions[i];
        expect(solutions).toHaveLength(1);
        expect(solutionProblem(givens, solutions[0])).toBe('');
        expect(Array.from(solutions[0]).join('')).toBe(known.solution);
        expect(solveHanidoku(givens, { unique: true }).solution).toEqual(solutions[0]);
      }
    },
  );

  it.each(AMO)(
    'counts as many solutions as the direct solver once givens are removed (%s)',
    (amo) => {
      const LIMIT = 12;
      const allGivens = [
        [1, 0],
        [2, 2],
        [3, 4],
      ].flatMap(([blanks, extra]) => KNOWN.map((known) => loosen(known, blanks, extra)));
      const allSolutions = countByMinisat(allGivens, amo, LIMIT);
      for (const [i, givens] of allGivens.entries()) {
        const solutions = allSolutions[i];
        for (const solution of solutions) expect(solutionProblem(givens, solution)).toBe('');
        expect(new Set(solutions.map((s) => s.join(''))).size).toBe(solutions.length);
        const direct = countHanidoku(givens, LIMIT);
        expect(direct.count).toBe(solutions.length);
        expect(direct.status).toBe(solutions.length < LIMIT ? 'complete' : 'limit');
      }
    },
  );

  it.each(AMO)('finds no model when givens conflict (%s)', (amo) => {
    const [model] = minisatModels([encodeHanidoku(grid('16'.padEnd(61, '.')), { amo }).cnf]);
    expect(model).toBeNull();
    expect(countHanidoku(grid('16'.padEnd(61, '.'))).count).toBe(0);
  });
});
