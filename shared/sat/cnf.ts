/**
 * Formulas in conjunctive normal form, represented as in MiniSat:
 * - a variable is an integer 0..varCount-1;
 * - a literal is `2*v + sign`: `2*v` is v, `2*v + 1` is ¬v; negation is `lit ^ 1`;
 * - DIMACS numbering (`±(v+1)`) appears only at the text boundary (dimacs.ts).
 * A Cnf is the interchange form between encoders, the DIMACS reader/writer and the solvers;
 * solvers copy it into their own flat arenas.
 */

/** The literal of variable v, negated when `negated`. */
export function literal(v: number, negated = false): number {
  return 2 * v + (negated ? 1 : 0);
}

/** The variable of a literal. */
export function variableOf(lit: number): number {
  return lit >> 1;
}

/** Whether a literal is negative. */
export function isNegated(lit: number): boolean {
  return (lit & 1) === 1;
}

/** The DIMACS number of a literal: v+1 or -(v+1). */
export function toDimacs(lit: number): number {
  return isNegated(lit) ? -((lit >> 1) + 1) : (lit >> 1) + 1;
}

/** The literal of a DIMACS number (non-zero). */
export function fromDimacs(n: number): number {
  return n > 0 ? 2 * (n - 1) : 2 * (-n - 1) + 1;
}

/** A formula: `clauses` hold literals; `comments` are carried to DIMACS `c` lines. */
export interface Cnf {
  varCount: number;
  clauses: Int32Array[];
  comments?: string[];
}

/** Builds a Cnf clause by clause, handing out fresh variables. */
export class CnfBuilder {
  varCount = 0;
  readonly clauses: Int32Array[] = [];
  readonly comments: string[] = [];

  /** A fresh variable. */
  newVariable(): number {
    return this.varCount++;
  }

  /** Adds a clause of literals (an empty clause makes the formula unsatisfiable). */
  addClause(lits: ArrayLike<number>): void {
    this.clauses.push(Int32Array.from(lits));
  }

  build(): Cnf {
    return { varCount: this.varCount, clauses: this.clauses, comments: this.comments };
  }
}

/**
 * Whether `model` (one value per variable: 1 true, 0 false) satisfies every clause.
 * Solvers run this on every model before returning it.
 */
export function satisfies(cnf: Cnf, model: Uint8Array): boolean {
  for (const clause of cnf.clauses) {
    let ok = false;
    for (let i = 0; i < clause.length && !ok; i++) {
      const lit = clause[i];
      ok = model[lit >> 1] === (lit & 1 ? 0 : 1);
    }
    if (!ok) return false;
  }
  return true;
}

export type SatStatus = 'SAT' | 'UNSAT' | 'UNKNOWN';

/** What every solver reports. */
export interface SatStats {
  decisions: number;
  propagations: number;
  conflicts: number;
  restarts: number;
  learnts: number;
  milliseconds: number;
}

export interface SatResult {
  status: SatStatus;
  /** One value per variable (1 true, 0 false) when SAT, checked against every clause. */
  model?: Uint8Array;
  stats: SatStats;
}

export interface SatOptions {
  /** Conflicts at most (DPLL: backtracks at most); UNKNOWN when spent. */
  conflictBudget?: number;
  /** Literals assumed true for this call only (CDCL). */
  assumptions?: ArrayLike<number>;
  /** A clock in milliseconds for `stats.milliseconds` (the core reads no clock itself). */
  now?: () => number;
}
