import { describe, expect, it } from 'vitest';
import {
  type AtMostOneEncoding,
  addAtMostOne,
  addExactlyOne,
} from '../../../shared/sat/cardinality.ts';
import { CdclSolver } from '../../../shared/sat/cdcl.ts';
import { type Cnf, CnfBuilder, satisfies } from '../../../shared/sat/cnf.ts';

const ENCODINGS: readonly AtMostOneEncoding[] = ['pairwise', 'sequential'];

/**
 * The list literals over variables 0..n-1, every other one negated when `mixed`, so that the
 * encodings are checked on literals and not only on positive variables.
 */
function listLiterals(n: number, mixed: boolean): number[] {
  return Array.from({ length: n }, (_, v) => 2 * v + (mixed ? v & 1 : 0));
}

/** A formula over n list variables with the constraint `add` placed on their literals. */
function buildFormula(
  n: number,
  lits: number[],
  add: (builder: CnfBuilder, lits: number[]) => void,
): Cnf {
  const builder = new CnfBuilder();
  for (let v = 0; v < n; v++) builder.newVariable();
  add(builder, lits);
  return builder.build();
}

/**
 * For each assignment `mask` of the list variables (bit v is variable v), whether some
 * assignment of the auxiliary variables extends it to satisfy `cnf`: an exhaustive search over
 * both, which the small sizes allow.
 */
function satisfiableAssignments(cnf: Cnf, n: number): boolean[] {
  const auxCount = cnf.varCount - n;
  const model = new Uint8Array(cnf.varCount);
  const answers: boolean[] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    for (let v = 0; v < n; v++) model[v] = (mask >> v) & 1;
    let found = false;
    for (let aux = 0; aux < 1 << auxCount && !found; aux++) {
      for (let i = 0; i < auxCount; i++) model[n + i] = (aux >> i) & 1;
      found = satisfies(cnf, model);
    }
    answers.push(found);
  }
  return answers;
}

/** How many of `lits` are true when the list variables are set as the bits of `mask`. */
function countTrue(lits: number[], mask: number): number {
  let count = 0;
  for (const lit of lits) if (((mask >> (lit >> 1)) & 1) === (lit & 1 ? 0 : 1)) count++;
  return count;
}

describe.each(ENCODINGS)('the %s encoding', (encoding) => {
  for (const mixed of [false, true]) {
    const polarity = mixed ? 'literals of both signs' : 'positive literals';
    it(`allows exactly the assignments with at most one true of 1..8 ${polarity}`, () => {
      for (let n = 1; n <= 8; n++) {
        const lits = listLiterals(n, mixed);
        const cnf = buildFormula(n, lits, (b, l) => addAtMostOne(b, l, encoding));
        const answers = satisfiableAssignments(cnf, n);
        const expected = answers.map((_, mask) => countTrue(lits, mask) <= 1);
        expect(answers, `n = ${n}`).toEqual(expected);
      }
    });

    it(`allows exactly the assignments with exactly one true of 1..8 ${polarity}`, () => {
      for (let n = 1; n <= 8; n++) {
        const lits = listLiterals(n, mixed);
        const cnf = buildFormula(n, lits, (b, l) => addExactlyOne(b, l, encoding));
        const answers = satisfiableAssignments(cnf, n);
        const expected = answers.map((_, mask) => countTrue(lits, mask) === 1);
        expect(answers, `n = ${n}`).toEqual(expected);
      }
    });
  }

  it('agrees with CdclSolver under assumptions: SAT exactly when at most one of 1..8 is true', () => {
    for (let n = 1; n <= 8; n++) {
      const lits = listLiterals(n, true);
      const solver = new CdclSolver(buildFormula(n, lits, (b, l) => addAtMostOne(b, l, encoding)));
      const assumptions = new Int32Array(n);
      for (let mask = 0; mask < 1 << n; mask++) {
        for (let v = 0; v < n; v++) assumptions[v] = 2 * v + (((mask >> v) & 1) ^ 1);
        const status = solver.solve({ assumptions }).status;
        expect(status, `n = ${n}, mask ${mask}`).toBe(countTrue(lits, mask) <= 1 ? 'SAT' : 'UNSAT');
      }
    }
  });
});

describe('encoding sizes', () => {
  it('writes n(n-1)/2 binary clauses and no variables pairwise', () => {
    for (let n = 0; n <= 16; n++) {
      const cnf = buildFormula(n, listLiterals(n, false), (b, l) => addAtMostOne(b, l));
      expect(cnf.varCount).toBe(n);
      expect(cnf.clauses).toHaveLength((n * (n - 1)) / 2);
      expect(cnf.clauses.every((clause) => clause.length === 2)).toBe(true);
    }
  });

  it('writes 3n-4 clauses and n-1 variables sequentially from 5 literals, pairwise below', () => {
    for (let n = 0; n <= 16; n++) {
      const cnf = buildFormula(n, listLiterals(n, false), (b, l) =>
        addAtMostOne(b, l, 'sequential'),
      );
      expect(cnf.varCount - n).toBe(n < 5 ? 0 : n - 1);
      expect(cnf.clauses).toHaveLength(n < 5 ? (n * (n - 1)) / 2 : 3 * n - 4);
    }
  });

  it('adds one clause of all the literals for exactly one', () => {
    const lits = listLiterals(6, true);
    const cnf = buildFormula(6, lits, (b, l) => addExactlyOne(b, l, 'sequential'));
    expect(Array.from(cnf.clauses[0])).toEqual(lits);
  });

  it('makes exactly one of no literals unsatisfiable with the empty clause', () => {
    const cnf = buildFormula(0, [], (b, l) => addExactlyOne(b, l));
    expect(cnf.clauses.map((clause) => clause.length)).toEqual([0]);
  });
});
