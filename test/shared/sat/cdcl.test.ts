import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared/random.ts';
import { addAtMostOne } from '../../../shared/sat/cardinality.ts';
import { CdclSolver, solveCdcl } from '../../../shared/sat/cdcl.ts';
import { type Cnf, CnfBuilder, satisfies } from '../../../shared/sat/cnf.ts';
import { cnfOf, pigeonhole } from '../../fixtures.ts';

/** A random formula of `clauseCount` clauses of 1..3 literals over `varCount` variables. */
function randomCnf(seed: string, varCount: number, clauseCount: number): Cnf {
  const random = createRandom(seed);
  const clauses = Array.from({ length: clauseCount }, () =>
    Int32Array.from({ length: 1 + random.below(3) }, () => random.below(2 * varCount)),
  );
  return { varCount, clauses };
}

/** The number of models, by trying every assignment. */
function countModelsByBruteForce(cnf: Cnf): number {
  const model = new Uint8Array(cnf.varCount);
  let count = 0;
  for (let bits = 0; bits < 1 << cnf.varCount; bits++) {
    for (let v = 0; v < cnf.varCount; v++) model[v] = (bits >> v) & 1;
    if (satisfies(cnf, model)) count++;
  }
  return count;
}

describe('solveCdcl on small formulas', () => {
  it('refutes the formula once the empty clause is added', () => {
    const solver = new CdclSolver(cnfOf(2, [[1, 2]]));
    expect(solver.addClause([])).toBe(false);
    expect(solver.solve().status).toBe('UNSAT');
  });

  it('refutes the formula once a contradicting unit clause is added', () => {
    const solver = new CdclSolver(cnfOf(2, [[1], [-1, 2]]));
    expect(solver.addClause([3])).toBe(false);
    expect(solver.solve().status).toBe('UNSAT');
  });

  it('agrees with brute force on 300 random small formulas', () => {
    for (let i = 0; i < 300; i++) {
      const cnf = randomCnf(`small ${i}`, 8, 4 + (i % 30));
      const result = solveCdcl(cnf);
      expect(result.status).toBe(countModelsByBruteForce(cnf) > 0 ? 'SAT' : 'UNSAT');
      if (result.model) expect(satisfies(cnf, result.model)).toBe(true);
    }
  });

  it('refutes pigeonhole 8-in-7 after enough conflicts to reduce the learnt clauses', () => {
    const result = solveCdcl(pigeonhole(7));
    expect(result.status).toBe('UNSAT');
    expect(result.stats.conflicts).toBeGreaterThan(2000);
    expect(result.stats.learnts).toBeGreaterThan(0);
    expect(result.stats.restarts).toBeGreaterThan(0);
  });
});

describe('CdclSolver, incrementally', () => {
  it('numbers new variables from 0 and rejects literals of unknown variables', () => {
    const solver = new CdclSolver();
    expect([solver.newVariable(), solver.newVariable()]).toEqual([0, 1]);
    expect(() => solver.addClause([4])).toThrow(RangeError);
    expect(() => solver.solve({ assumptions: [5] })).toThrow(RangeError);
    expect(solver.addClause([0, 3])).toBe(true);
    expect(solver.solve().status).toBe('SAT');
  });

  it('solves under assumptions for one call only', () => {
    // (a ∨ b) ∧ (¬a ∨ c): a=0, b=1, c=2.
    const solver = new CdclSolver(
      cnfOf(3, [
        [1, 2],
        [-1, 3],
      ]),
    );
    const underNotB = solver.solve({ assumptions: [3] });
    expect(underNotB.status).toBe('SAT');
    expect(Array.from(underNotB.model!)).toEqual([1, 0, 1]);
    expect(solver.solve({ assumptions: [3, 5] }).status).toBe('UNSAT');
    expect(solver.solve({ assumptions: [5, 3] }).status).toBe('UNSAT');
    const free = solver.solve();
    expect(free.status).toBe('SAT');
    expect(
      satisfies(
        cnfOf(3, [
          [1, 2],
          [-1, 3],
        ]),
        free.model!,
      ),
    ).toBe(true);
    expect(solver.solve({ assumptions: [3, 3, 4] }).status).toBe('SAT');
  });

  it('refutes contradictory assumptions and stays usable', () => {
    const solver = new CdclSolver(cnfOf(2, [[1, 2]]));
    expect(solver.solve({ assumptions: [0, 1] }).status).toBe('UNSAT');
    expect(solver.solve().status).toBe('SAT');
  });

  it('enumerates every model with blocking clauses, as many as brute force counts', () => {
    for (let i = 0; i < 40; i++) {
      const cnf = randomCnf(`enumerate ${i}`, 9, 3 + (i % 12));
      const solver = new CdclSolver(cnf);
      const seen = new Set<string>();
      for (let result = solver.solve(); result.status === 'SAT'; result = solver.solve()) {
        const model = result.model!;
        expect(satisfies(cnf, model)).toBe(true);
        seen.add(model.join(''));
        solver.addClause(Array.from(model, (value, v) => 2 * v + value));
      }
      expect(seen.size).toBe(countModelsByBruteForce(cnf));
    }
  });

  it('keeps learnt clauses across calls: blocking every model of pigeonhole-minus-one-pigeon', () => {
    // 6 pigeons in 6 holes: 720 models; each blocking clause is one more solve call.
    const builder = new CnfBuilder();
    const sits = Array.from({ length: 6 }, () =>
      Array.from({ length: 6 }, () => 2 * builder.newVariable()),
    );
    for (const pigeon of sits) builder.addClause(pigeon);
    for (let h = 0; h < 6; h++)
      addAtMostOne(
        builder,
        sits.map((pigeon) => pigeon[h]),
      );
    for (const pigeon of sits) addAtMostOne(builder, pigeon);
    const solver = new CdclSolver(builder.build());
    let count = 0;
    for (let result = solver.solve(); result.status === 'SAT'; result = solver.solve()) {
      count++;
      solver.addClause(Array.from(result.model!, (value, v) => 2 * v + value));
    }
    expect(count).toBe(720);
  });

  it('answers UNKNOWN when the conflict budget is spent, then finishes without one', () => {
    const solver = new CdclSolver(pigeonhole(8));
    const spent = solver.solve({ conflictBudget: 100 });
    expect(spent.status).toBe('UNKNOWN');
    expect(spent.model).toBeUndefined();
    expect(spent.stats.conflicts).toBe(100);
    expect(solveCdcl(pigeonhole(5), { conflictBudget: 1_000_000 }).status).toBe('UNSAT');
  });

  it('times the call with the clock it is given, and reads none otherwise', () => {
    let time = 1000;
    const result = solveCdcl(pigeonhole(4), { now: () => (time += 7) });
    expect(result.stats.milliseconds).toBe(7);
    expect(solveCdcl(pigeonhole(4)).stats.milliseconds).toBe(0);
  });

  it('counts per call: decisions, propagations and conflicts of this call only', () => {
    const solver = new CdclSolver(pigeonhole(5));
    const first = solver.solve({ assumptions: [0] });
    expect(first.status).toBe('UNSAT');
    expect(first.stats.conflicts).toBeGreaterThan(0);
    expect(first.stats.propagations).toBeGreaterThan(first.stats.conflicts);
    const second = solver.solve({ conflictBudget: 0 });
    expect(second.stats.conflicts).toBe(0);
  });
});
