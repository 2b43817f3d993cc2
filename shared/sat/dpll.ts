import { simplifyClause } from './clause-arena.ts';
import { type Cnf, type SatOptions, type SatResult, type SatStatus, satisfies } from './cnf.ts';

/**
 * Plain DPLL, the baseline: unit propagation, pure literals, branching on the most frequent
 * literal of the shortest open clauses, chronological backtracking. No learning.
 *
 * Clause c holds lits[start[c]..start[c+1]) (sorted, no duplicates, no tautologies);
 * `occurrences[occStart[l]..occStart[l+1])` lists the clauses containing literal l.
 * Counters kept up to date as trail literals are processed (and undone in reverse):
 * - `trueCount[c]`, `falseCount[c]`: c's true and false literals; c is open while trueCount is 0;
 * - `openCount[l]`: open clauses containing l; l is pure when openCount[l ^ 1] is 0.
 */

/**
 * Decides a formula by DPLL; `conflictBudget` bounds the backtracks.
 * @example solveDpll({ varCount: 2, clauses: [Int32Array.of(0, 2), Int32Array.of(1)] }).status // 'SAT'
 */
export function solveDpll(cnf: Cnf, options: SatOptions = {}): SatResult {
  const startTime = options.now?.() ?? 0;
  const stats = {
    decisions: 0,
    propagations: 0,
    conflicts: 0,
    restarts: 0,
    learnts: 0,
    milliseconds: 0,
  };
  const finish = (status: SatStatus, model?: Uint8Array): SatResult => {
    if (options.now !== undefined) stats.milliseconds = options.now() - startTime;
    return model === undefined ? { status, stats } : { status, model, stats };
  };
  const varCount = cnf.varCount;
  const litCount = 2 * varCount;
  const budget = options.conflictBudget ?? Number.POSITIVE_INFINITY;

  // Normalise clauses into flat arrays; units are assigned up front.
  const clauses: Int32Array[] = [];
  const units: number[] = [];
  for (const clause of cnf.clauses) {
    const sorted = Int32Array.from(clause);
    const size = simplifyClause(sorted, litCount);
    if (size === -1) continue;
    if (size === 0) return finish('UNSAT');
    if (size === 1) units.push(sorted[0]);
    clauses.push(sorted.slice(0, size));
  }
  const clauseCount = clauses.length;
  const start = new Int32Array(clauseCount + 1);
  for (let c = 0; c < clauseCount; c++) start[c + 1] = start[c] + clauses[c].length;
  const lits = new Int32Array(start[clauseCount]);
  const occStart = new Int32Array(litCount + 1);
  for (let c = 0; c < clauseCount; c++) {
    lits.set(clauses[c], start[c]);
    for (const lit of clauses[c]) occStart[lit + 1]++;
  }
  for (let l = 0; l < litCount; l++) occStart[l + 1] += occStart[l];
  const openCount = new Int32Array(litCount);
  const occurrences = new Int32Array(lits.length);
  for (let c = 0; c < clauseCount; c++) {
    for (let k = start[c]; k < start[c + 1]; k++) {
      occurrences[occStart[lits[k]] + openCount[lits[k]]++] = c;
    }
  }

  const value = new Int8Array(litCount);
  const trueCount = new Int32Array(clauseCount);
  const falseCount = new Int32Array(clauseCount);
  const trail = new Int32Array(varCount);
  const decisionAt = new Int32Array(varCount);
  const decisionLit = new Int32Array(varCount);
  const flipped = new Uint8Array(varCount);
  const score = new Int32Array(litCount);
  let trailSize = 0;
  let qhead = 0;
  let depth = 0;
  let satisfied = 0;

  const assign = (lit: number): void => {
    value[lit] = 1;
    value[lit ^ 1] = -1;
    trail[trailSize++] = lit;
  };
  // Processes trail literals; false when some clause has every literal false.
  const propagate = (): boolean => {
    let ok = true;
    while (qhead < trailSize && ok) {
      const lit = trail[qhead++];
      stats.propagations++;
      for (let i = occStart[lit]; i < occStart[lit + 1]; i++) {
        const c = occurrences[i];
        if (trueCount[c]++ > 0) continue;
        satisfied++;
        for (let k = start[c]; k < start[c + 1]; k++) openCount[lits[k]]--;
      }
      const negated = lit ^ 1;
      for (let i = occStart[negated]; i < occStart[negated + 1]; i++) {
        const c = occurrences[i];
        const size = start[c + 1] - start[c];
        if (++falseCount[c] < size - 1 || trueCount[c] > 0) continue;
        if (falseCount[c] === size) ok = false;
        else {
          // The one literal not yet counted false may be false or true already, still queued.
          let k = start[c];
          while (k < start[c + 1] && value[lits[k]] === -1) k++;
          if (k < start[c + 1] && value[lits[k]] === 0) assign(lits[k]);
        }
      }
    }
    return ok;
  };
  const undoTo = (position: number): void => {
    for (let i = trailSize - 1; i >= position; i--) {
      const lit = trail[i];
      if (i < qhead) {
        const negated = lit ^ 1;
        for (let j = occStart[negated]; j < occStart[negated + 1]; j++)
          falseCount[occurrences[j]]--;
        for (let j = occStart[lit]; j < occStart[lit + 1]; j++) {
          const c = occurrences[j];
          if (--trueCount[c] > 0) continue;
          satisfied--;
          for (let k = start[c]; k < start[c + 1]; k++) openCount[lits[k]]++;
        }
      }
      value[lit] = 0;
      value[lit ^ 1] = 0;
    }
    trailSize = position;
    qhead = position;
  };
  const assignPureLiterals = (): boolean => {
    const before = trailSize;
    for (let v = 0; v < varCount; v++) {
      if (value[2 * v] !== 0) continue;
      if (openCount[2 * v] === 0) assign(2 * v + 1);
      else if (openCount[2 * v + 1] === 0) assign(2 * v);
    }
    return trailSize > before;
  };
  // The most frequent literal among the open clauses with the fewest unassigned literals.
  const chooseBranch = (): number => {
    let shortest = Number.POSITIVE_INFINITY;
    for (let c = 0; c < clauseCount; c++) {
      const free = start[c + 1] - start[c] - falseCount[c];
      if (trueCount[c] === 0 && free < shortest) shortest = free;
    }
    score.fill(0);
    let best = -1;
    for (let c = 0; c < clauseCount; c++) {
      if (trueCount[c] > 0 || start[c + 1] - start[c] - falseCount[c] !== shortest) continue;
      for (let k = start[c]; k < start[c + 1]; k++) {
        const lit = lits[k];
        if (value[lit] !== 0) continue;
        score[lit]++;
        if (best === -1 || score[lit] > score[best]) best = lit;
      }
    }
    return best;
  };

  for (const lit of units) {
    if (value[lit] === -1) return finish('UNSAT');
    if (value[lit] === 0) assign(lit);
  }
  for (;;) {
    let ok = propagate();
    while (ok && assignPureLiterals()) ok = propagate();
    if (ok && satisfied === clauseCount) break;
    if (ok) {
      const lit = chooseBranch();
      stats.decisions++;
      decisionAt[depth] = trailSize;
      decisionLit[depth] = lit;
      flipped[depth++] = 0;
      assign(lit);
      continue;
    }
    stats.conflicts++;
    while (depth > 0 && flipped[depth - 1] === 1) depth--;
    if (depth === 0) return finish('UNSAT');
    if (stats.conflicts > budget) return finish('UNKNOWN');
    undoTo(decisionAt[depth - 1]);
    flipped[depth - 1] = 1;
    assign(decisionLit[depth - 1] ^ 1);
  }
  const model = new Uint8Array(varCount);
  for (let v = 0; v < varCount; v++) model[v] = value[2 * v] === 1 ? 1 : 0;
  if (!satisfies(cnf, model))
    throw new Error('solveDpll found an assignment that violates a clause (a bug)');
  return finish('SAT', model);
}
