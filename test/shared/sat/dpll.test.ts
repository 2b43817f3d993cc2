import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared/random.ts';
import { solveCdcl } from '../../../shared/sat/cdcl.ts';
import { satisfies } from '../../../shared/sat/cnf.ts';
import { solveDpll } from '../../../shared/sat/dpll.ts';
import { cnfOf, pigeonhole } from '../../fixtures.ts';

describe('solveDpll', () => {
  it('finds a model of a satisfiable formula that satisfies every clause', () => {
    const cnf = cnfOf(4, [
      [1, 2],
      [-1, 3],
      [-3, -2],
      [2, 4],
      [-4, -1],
    ]);
    const result = solveDpll(cnf);
    expect(result.status).toBe('SAT');
    expect(satisfies(cnf, result.model!)).toBe(true);
  });

  it('proves unsatisfiable the formula of all eight 3-clauses over three variables', () => {
    const clauses: number[][] = [];
    for (let signs = 0; signs < 8; signs++)
      clauses.push([1, 2, 3].map((n, i) => ((signs >> i) & 1 ? -n : n)));
    const result = solveDpll(cnfOf(3, clauses));
    expect(result.status).toBe('UNSAT');
    expect(result.stats.conflicts).toBeGreaterThan(0);
  });

  it('satisfies the empty formula and refutes the empty clause', () => {
    expect(solveDpll({ varCount: 2, clauses: [] })).toMatchObject({
      status: 'SAT',
      model: new Uint8Array(2),
    });
    expect(solveDpll(cnfOf(2, [[1, 2], []])).status).toBe('UNSAT');
  });

  it('sets unit clauses and refutes contradictory ones', () => {
    expect(Array.from(solveDpll(cnfOf(3, [[-2], [1, 2], [3]])).model!)).toEqual([1, 0, 1]);
    expect(solveDpll(cnfOf(2, [[1], [-1, 2], [-2]])).status).toBe('UNSAT');
    expect(solveDpll(cnfOf(1, [[1], [-1]])).status).toBe('UNSAT');
  });

  it('ignores tautologies and repeated literals', () => {
    expect(
      Array.from(
        solveDpll(
          cnfOf(2, [
            [1, -1],
            [2, 2, 2],
            [-2, 1, -2],
          ]),
        ).model!,
      ),
    ).toEqual([1, 1]);
  });

  it('decides a formula by pure literals alone, without branching', () => {
    const result = solveDpll(
      cnfOf(3, [
        [1, 2],
        [1, -3],
        [2, 3],
      ]),
    );
    expect(result.status).toBe('SAT');
    expect(result.stats.decisions).toBe(0);
  });

  it('agrees with CDCL on 300 random 3-SAT formulas around the threshold', () => {
    const random = createRandom('dpll vs cdcl');
    for (let i = 0; i < 300; i++) {
      const varCount = 12 + (i % 20);
      const clauses = Array.from({ length: Math.round(varCount * (3.5 + (i % 7) * 0.2)) }, () =>
        Int32Array.from({ length: 3 }, () => random.below(2 * varCount)),
      );
      const cnf = { varCount, clauses };
      const result = solveDpll(cnf);
      expect(result.status).toBe(solveCdcl(cnf).status);
      if (result.model) expect(satisfies(cnf, result.model)).toBe(true);
    }
  });

  it('refutes pigeonhole 6-in-5', () => {
    expect(solveDpll(pigeonhole(5)).status).toBe('UNSAT');
  });

  it('answers UNKNOWN when the backtrack budget is spent', () => {
    const result = solveDpll(pigeonhole(8), { conflictBudget: 50 });
    expect(result.status).toBe('UNKNOWN');
    expect(result.model).toBeUndefined();
    expect(result.stats.conflicts).toBe(51);
    expect(result.stats).toMatchObject({ restarts: 0, learnts: 0, milliseconds: 0 });
  });

  it('times the call with the clock it is given', () => {
    let time = 0;
    expect(solveDpll(pigeonhole(3), { now: () => (time += 5) }).stats.milliseconds).toBe(5);
  });
});
