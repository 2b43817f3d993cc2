import { describe, expect, it } from 'vitest';
import { solveCdcl } from '../../../shared/sat/cdcl.ts';
import { satisfies } from '../../../shared/sat/cnf.ts';
import { solveDpll } from '../../../shared/sat/dpll.ts';
import { cnfOf } from '../../fixtures.ts';

/** The cases both solvers must answer alike; each solver's own behaviour has its own file. */
describe.each([
  ['solveCdcl', solveCdcl],
  ['solveDpll', solveDpll],
])('%s', (_, solveSat) => {
  it('finds a model of a satisfiable formula that satisfies every clause', () => {
    const cnf = cnfOf(4, [
      [1, 2],
      [-1, 3],
      [-3, -2],
      [2, 4],
      [-4, -1],
    ]);
    const result = solveSat(cnf);
    expect(result.status).toBe('SAT');
    expect(satisfies(cnf, result.model!)).toBe(true);
  });

  it('proves unsatisfiable the formula of all eight 3-clauses over three variables', () => {
    const clauses: number[][] = [];
    for (let signs = 0; signs < 8; signs++)
      clauses.push([1, 2, 3].map((n, i) => ((signs >> i) & 1 ? -n : n)));
    const result = solveSat(cnfOf(3, clauses));
    expect(result.status).toBe('UNSAT');
    expect(result.model).toBeUndefined();
  });

  it('satisfies the empty formula, with or without variables, and refutes the empty clause', () => {
    expect(solveSat({ varCount: 0, clauses: [] })).toMatchObject({
      status: 'SAT',
      model: new Uint8Array(0),
    });
    expect(solveSat({ varCount: 3, clauses: [] }).model).toHaveLength(3);
    expect(solveSat(cnfOf(2, [[1, 2], []])).status).toBe('UNSAT');
  });

  it('sets unit clauses and refutes contradictory ones', () => {
    expect(Array.from(solveSat(cnfOf(3, [[-2], [1, 2], [3]])).model!)).toEqual([1, 0, 1]);
    expect(solveSat(cnfOf(2, [[1], [-1, 2], [-2]])).status).toBe('UNSAT');
    expect(solveSat(cnfOf(1, [[1], [-1]])).status).toBe('UNSAT');
  });

  it('ignores tautologies and repeated literals', () => {
    const cnf = cnfOf(2, [
      [1, -1],
      [2, 2, 2],
      [-2, 1, -2],
    ]);
    expect(Array.from(solveSat(cnf).model!)).toEqual([1, 1]);
  });
});
