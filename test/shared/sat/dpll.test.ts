import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared/random.ts';
import { solveCdcl } from '../../../shared/sat/cdcl.ts';
import { satisfies } from '../../../shared/sat/cnf.ts';
import { solveDpll } from '../../../shared/sat/dpll.ts';
import { cnfOf, pigeonhole } from '../../fixtures.ts';

describe('solveDpll', () => {
  it('backtracks on the formula of all eight 3-clauses over three variables', () => {
    const clauses: number[][] = [];
    for (let signs = 0; signs < 8; signs++)
      clauses.push([1, 2, 3].map((n, i) => ((signs >> i) & 1 ? -n : n)));
    expect(solveDpll(cnfOf(3, clauses)).stats.conflicts).toBeGreaterThan(0);
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
