import {
  ClauseDb,
  ClauseLog,
  HEADER,
  LBD_MASK,
  LBD_SHIFT,
  LEARNT,
  resize,
  simplifyClause,
  WatchLists,
} from './clause-arena.ts';
import type { Cnf, SatOptions, SatResult, SatStatus } from './cnf.ts';
import { VarOrder } from './heap.ts';

/**
 * A conflict-driven clause-learning solver after MiniSat 2.2 (niklasso/minisat core/Solver.cc).
 *
 * State, all in typed arrays indexed by variable v or literal `2*v + sign`:
 * - `value[lit]`: 1 true, -1 false, 0 unassigned (both literals of a variable are written);
 * - `trail[0..trailSize)`: assigned literals in order; `trailLim[d]` is where level d+1 starts;
 *   `qhead` splits the trail into propagated and pending literals;
 * - `level[v]`, `reason[v]` (a clause ref, -1 for decisions and level-0 facts);
 * - watch list `lit` (in `watches`, see WatchLists): pairs (clause ref, blocker) of the clauses
 *   watching ¬lit, visited when lit becomes true; a clause watches its first two literals; the
 *   blocker is another of its literals, and when it is true the clause is skipped unread.
 *   A binary clause is listed as ~ref (negative): its blocker is its other literal, so it is
 *   propagated without reading the clause.
 * Every clause given to addClause is also kept as given, to check models against.
 */

const SAT = 1;
const UNSAT = 2;
const UNSAT_UNDER_ASSUMPTIONS = 3;
const RESTART = 4;
const RESTART_UNIT = 100;
const FIRST_REDUCE = 2000;
const REDUCE_INCREMENT = 300;

/** MiniSat's Luby sequence 1 1 2 1 1 2 4 …, scaled: y^k for the x-th restart. */
function luby(y: number, x: number): number {
  let size = 1;
  let seq = 0;
  while (size < x + 1) {
    seq++;
    size = 2 * size + 1;
  }
  while (size - 1 !== x) {
    size = (size - 1) >> 1;
    seq--;
    x %= size;
  }
  return y ** seq;
}

/** An incremental CDCL solver: add clauses, solve, add more (e.g. blocking clauses), solve again. */
export class CdclSolver {
  varCount = 0;
  private capacity = 0;
  private ok = true;
  private value = new Int8Array(0);
  private level = new Int32Array(0);
  private reason = new Int32Array(0);
  private seen = new Uint8Array(0);
  private trail = new Int32Array(0);
  private trailSize = 0;
  private qhead = 0;
  private trailLim = new Int32Array(1);
  private decisionLevel = 0;
  private readonly watches = new WatchLists();
  private readonly db = new ClauseDb();
  private readonly original = new ClauseLog();
  private readonly order = new VarOrder();
  // Scratch for analyze: the learnt clause, the minimisation stack, the seen marks to clear.
  private learnt = new Int32Array(0);
  private learntSize = 0;
  private stack = new Int32Array(0);
  private toClear = new Int32Array(0);
  private toClearSize = 0;
  private levelStamp = new Int32Array(1);
  private stamp = 0;
  private assumptions = new Int32Array(0);
  private simplifiedAt = -1;
  private nextReduce = FIRST_REDUCE;
  private reductions = 0;
  private decisions = 0;
  private propagations = 0;
  private conflicts = 0;
  private restarts = 0;
  private learnts = 0;

  constructor(cnf?: Cnf) {
    if (cnf === undefined) return;
    this.reserve(cnf.varCount);
    while (this.varCount < cnf.varCount) this.newVariable();
    for (const clause of cnf.clauses) this.addClause(clause);
  }

  /** A fresh variable, numbered from 0. */
  newVariable(): number {
    const v = this.varCount;
    this.reserve(v + 1);
    this.varCount++;
    this.reason[v] = -1;
    this.order.add(v);
    return v;
  }

  /** Adds a clause; false when the formula is now unsatisfiable (then it stays so). */
  addClause(lits: ArrayLike<number>): boolean {
    // Solving always ends at level 0, so `value` holds only permanent facts here.
    const sorted = Int32Array.from(lits);
    const size = simplifyClause(sorted, 2 * this.varCount, this.ok ? this.value : undefined);
    this.original.add(lits);
    if (!this.ok || size === -1) return this.ok;
    if (size === 0) this.ok = false;
    else if (size === 1) {
      this.assign(sorted[0], -1);
      this.ok = this.propagate() === -1;
    } else {
      this.attach(this.db.add(sorted, size, false, 0));
    }
    return this.ok;
  }

  /**
   * Searches for a model of the clauses under `options.assumptions`; UNKNOWN once
   * `conflictBudget` conflicts are spent. The stats count this call only.
   */
  solve(options: SatOptions = {}): SatResult {
    const start = options.now?.() ?? 0;
    const before = [this.decisions, this.propagations, this.conflicts, this.restarts, this.learnts];
    const assumptions = Int32Array.from(options.assumptions ?? []);
    for (const lit of assumptions) {
      if (lit < 0 || lit >= 2 * this.varCount)
        throw new RangeError(`assumption ${lit} names no variable`);
    }
    this.assumptions = assumptions;
    this.reserveLevels(this.varCount + assumptions.length + 1);
    const conflictLimit = this.conflicts + (options.conflictBudget ?? Number.POSITIVE_INFINITY);
    let outcome = this.ok ? RESTART : UNSAT;
    for (let i = 0; outcome === RESTART && this.conflicts < conflictLimit; i++) {
      outcome = this.search(luby(2, i) * RESTART_UNIT, conflictLimit);
      if (outcome === RESTART) this.restarts++;
    }
    let model: Uint8Array | undefined;
    if (outcome === SAT) {
      model = new Uint8Array(this.varCount);
      for (let v = 0; v < this.varCount; v++) model[v] = this.value[2 * v] === 1 ? 1 : 0;
      if (!this.original.satisfiedBy(model)) {
        throw new Error('CdclSolver found an assignment that violates an input clause (a bug)');
      }
    }
    this.cancelUntil(0);
    const status: SatStatus = outcome === SAT ? 'SAT' : outcome === RESTART ? 'UNKNOWN' : 'UNSAT';
    const stats = {
      decisions: this.decisions - before[0],
      propagations: this.propagations - before[1],
      conflicts: this.conflicts - before[2],
      restarts: this.restarts - before[3],
      learnts: this.learnts - before[4],
      milliseconds: options.now === undefined ? 0 : options.now() - start,
    };
    return model === undefined ? { status, stats } : { status, model, stats };
  }

  /**
   * Runs CDCL for at most `conflictsToRestart` conflicts (and up to `conflictLimit` in all).
   * Returns SAT with the full assignment on the trail, UNSAT (and clears `ok`),
   * UNSAT_UNDER_ASSUMPTIONS, or RESTART back at level 0.
   */
  private search(conflictsToRestart: number, conflictLimit: number): number {
    let conflictsHere = 0;
    for (;;) {
      const conflict = this.propagate();
      if (conflict !== -1) {
        this.conflicts++;
        conflictsHere++;
        if (this.decisionLevel === 0) {
          this.ok = false;
          return UNSAT;
        }
        this.learnFrom(conflict);
        if (this.conflicts < conflictLimit) continue;
      }
      if (conflictsHere >= conflictsToRestart || this.conflicts >= conflictLimit) {
        this.cancelUntil(0);
        return RESTART;
      }
      if (this.decisionLevel === 0 && !this.simplify()) return UNSAT;
      if (this.conflicts >= this.nextReduce) this.reduceLearnts();
      let next = -1;
      while (this.decisionLevel < this.assumptions.length) {
        const lit = this.assumptions[this.decisionLevel];
        if (this.value[lit] === -1) return UNSAT_UNDER_ASSUMPTIONS;
        if (this.value[lit] === 0) {
          next = lit;
          break;
        }
        this.trailLim[this.decisionLevel++] = this.trailSize;
      }
      if (next === -1) {
        next = this.order.pick(this.value);
        if (next === -1) return SAT;
        this.decisions++;
      }
      this.trailLim[this.decisionLevel++] = this.trailSize;
      this.assign(next, -1);
    }
  }

  /** Learns the first-UIP clause of a conflict, backjumps and asserts it. */
  private learnFrom(conflict: number): void {
    const backjumpLevel = this.analyze(conflict);
    const learnt = this.learnt;
    const size = this.learntSize;
    this.learnts++;
    if (size === 1) {
      this.cancelUntil(0);
      this.assign(learnt[0], -1);
    } else {
      const lbd = this.countLevels(learnt, 0, size);
      this.cancelUntil(backjumpLevel);
      const ref = this.db.add(learnt, size, true, lbd);
      this.attach(ref);
      this.db.bump(ref);
      this.assign(learnt[0], ref);
    }
    this.order.decay();
    this.db.decay();
  }

  /**
   * Unit propagation over the two-watched-literal scheme.
   * Before: trail[qhead..trailSize) are assigned but their watch lists not yet visited.
   * After: either every trail literal is visited and no clause is unit or false (returns -1),
   * or a clause with every literal false is returned (qhead = trailSize, nothing further is
   * assigned from the remaining lists). Each clause still watches literals 0 and 1, and a
   * clause that became unit has its implied literal at position 0.
   */
  private propagate(): number {
    const mem = this.db.arena.mem;
    const value = this.value;
    const trail = this.trail;
    const level = this.level;
    const reason = this.reason;
    const watches = this.watches;
    const meta = watches.meta;
    let wmem = watches.mem;
    const dl = this.decisionLevel;
    let qhead = this.qhead;
    let trailSize = this.trailSize;
    let conflict = -1;
    let props = 0;
    while (qhead < trailSize) {
      const p = trail[qhead++];
      const falseLit = p ^ 1;
      const start = meta[3 * p];
      const stop = start + meta[3 * p + 1];
      props++;
      let i = start;
      let j = start;
      while (i < stop) {
        const ref = wmem[i];
        const blocker = wmem[i + 1];
        i += 2;
        const known = value[blocker];
        if (known === 1) {
          wmem[j++] = ref;
          wmem[j++] = blocker;
          continue;
        }
        if (ref < 0) {
          wmem[j++] = ref;
          wmem[j++] = blocker;
          const binary = ~ref;
          if (known === -1) {
            conflict = binary;
            qhead = trailSize;
            while (i < stop) wmem[j++] = wmem[i++];
          } else {
            mem[binary + HEADER] = blocker;
            mem[binary + HEADER + 1] = falseLit;
            value[blocker] = 1;
            value[blocker ^ 1] = -1;
            level[blocker >> 1] = dl;
            reason[blocker >> 1] = binary;
            trail[trailSize++] = blocker;
          }
          continue;
        }
        const base = ref + HEADER;
        let first = mem[base];
        if (first === falseLit) {
          first = mem[base + 1];
          mem[base] = first;
          mem[base + 1] = falseLit;
        }
        if (first !== blocker && value[first] === 1) {
          wmem[j++] = ref;
          wmem[j++] = first;
          continue;
        }
        const end = base + mem[ref];
        let k = base + 2;
        while (k < end && value[mem[k]] === -1) k++;
        if (k < end) {
          const lit = mem[k];
          mem[base + 1] = lit;
          mem[k] = falseLit;
          const q = 3 * (lit ^ 1);
          const used = meta[q + 1];
          if (used === meta[q + 2]) {
            watches.enlarge(lit ^ 1);
            wmem = watches.mem;
          }
          wmem[meta[q] + used] = ref;
          wmem[meta[q] + used + 1] = first;
          meta[q + 1] = used + 2;
          continue;
        }
        wmem[j++] = ref;
        wmem[j++] = first;
        if (value[first] === -1) {
          conflict = ref;
          qhead = trailSize;
          while (i < stop) wmem[j++] = wmem[i++];
        } else {
          value[first] = 1;
          value[first ^ 1] = -1;
          level[first >> 1] = dl;
          reason[first >> 1] = ref;
          trail[trailSize++] = first;
        }
      }
      meta[3 * p + 1] = j - start;
    }
    this.qhead = qhead;
    this.trailSize = trailSize;
    this.propagations += props;
    return conflict;
  }

  /**
   * First-UIP conflict analysis with recursive minimisation (MiniSat's ccmin_mode 2).
   * Before: `conflict` has every literal false, the decision level is above 0, `seen` is clear.
   * After: learnt[0..learntSize) is an asserting clause: learnt[0] is the negated UIP (the only
   * literal of the current level), learnt[1] has the highest level of the rest, which is
   * returned as the backjump level (0 for a unit). `seen` is clear again.
   */
  private analyze(conflict: number): number {
    const mem = this.db.arena.mem;
    const seen = this.seen;
    const level = this.level;
    const reason = this.reason;
    const trail = this.trail;
    const learnt = this.learnt;
    const dl = this.decisionLevel;
    let pathCount = 0;
    let p = -1;
    let index = this.trailSize - 1;
    let size = 1;
    do {
      if (mem[conflict + 1] & LEARNT) {
        this.db.bump(conflict);
        // As in Glucose: a clause that now spans fewer levels is worth more when reducing.
        const lbd = mem[conflict + 1] >>> LBD_SHIFT;
        if (lbd > 2) {
          const now = this.countLevels(mem, conflict + HEADER, mem[conflict]);
          if (now < lbd) mem[conflict + 1] = (now << LBD_SHIFT) | (mem[conflict + 1] & LBD_MASK);
        }
      }
      const end = conflict + HEADER + mem[conflict];
      for (let k = conflict + HEADER + (p === -1 ? 0 : 1); k < end; k++) {
        const q = mem[k];
        const v = q >> 1;
        if (seen[v] === 0 && level[v] > 0) {
          this.order.bump(v);
          seen[v] = 1;
          if (level[v] >= dl) pathCount++;
          else learnt[size++] = q;
        }
      }
      while (seen[trail[index--] >> 1] === 0);
      p = trail[index + 1];
      conflict = reason[p >> 1];
      seen[p >> 1] = 0;
      pathCount--;
    } while (pathCount > 0);
    learnt[0] = p ^ 1;

    const toClear = this.toClear;
    toClear.set(learnt.subarray(0, size));
    this.toClearSize = size;
    let levels = 0;
    for (let i = 1; i < size; i++) levels |= 1 << (level[learnt[i] >> 1] & 31);
    let kept = 1;
    for (let i = 1; i < size; i++) {
      const q = learnt[i];
      if (reason[q >> 1] === -1 || !this.isRedundant(q, levels)) learnt[kept++] = q;
    }
    size = kept;
    for (let i = 0; i < this.toClearSize; i++) seen[toClear[i] >> 1] = 0;
    this.learntSize = size;
    if (size === 1) return 0;
    let highest = 1;
    for (let i = 2; i < size; i++) {
      if (level[learnt[i] >> 1] > level[learnt[highest] >> 1]) highest = i;
    }
    const q = learnt[highest];
    learnt[highest] = learnt[1];
    learnt[1] = q;
    return level[q >> 1];
  }

  /** Whether false literal p follows from the other learnt literals through reason clauses. */
  private isRedundant(p: number, levels: number): boolean {
    const mem = this.db.arena.mem;
    const seen = this.seen;
    const level = this.level;
    const reason = this.reason;
    const stack = this.stack;
    const toClear = this.toClear;
    const top = this.toClearSize;
    let stackSize = 0;
    stack[stackSize++] = p;
    while (stackSize > 0) {
      const ref = reason[stack[--stackSize] >> 1];
      const end = ref + HEADER + mem[ref];
      for (let k = ref + HEADER + 1; k < end; k++) {
        const q = mem[k];
        const v = q >> 1;
        if (seen[v] !== 0 || level[v] === 0) continue;
        if (reason[v] !== -1 && (levels & (1 << (level[v] & 31))) !== 0) {
          seen[v] = 1;
          stack[stackSize++] = q;
          toClear[this.toClearSize++] = q;
        } else {
          for (let i = top; i < this.toClearSize; i++) seen[toClear[i] >> 1] = 0;
          this.toClearSize = top;
          return false;
        }
      }
    }
    return true;
  }

  private assign(lit: number, reason: number): void {
    this.value[lit] = 1;
    this.value[lit ^ 1] = -1;
    this.level[lit >> 1] = this.decisionLevel;
    this.reason[lit >> 1] = reason;
    this.trail[this.trailSize++] = lit;
  }

  /** Undoes every level above `target`, saving each variable's phase. */
  private cancelUntil(target: number): void {
    if (this.decisionLevel <= target) return;
    const value = this.value;
    const stop = this.trailLim[target];
    for (let i = this.trailSize - 1; i >= stop; i--) {
      const lit = this.trail[i];
      value[lit] = 0;
      value[lit ^ 1] = 0;
      this.order.unassign(lit);
    }
    this.trailSize = stop;
    this.qhead = stop;
    this.decisionLevel = target;
  }

  /** The literal block distance: how many decision levels lits[from..from+size) span. */
  private countLevels(lits: Int32Array, from: number, size: number): number {
    const stamp = ++this.stamp;
    let count = 0;
    for (let i = from; i < from + size; i++) {
      const l = this.level[lits[i] >> 1];
      if (this.levelStamp[l] !== stamp) {
        this.levelStamp[l] = stamp;
        count++;
      }
    }
    return count;
  }

  private attach(ref: number): void {
    const mem = this.db.arena.mem;
    const a = mem[ref + HEADER];
    const b = mem[ref + HEADER + 1];
    const entry = mem[ref] === 2 ? ~ref : ref;
    this.watches.push(a ^ 1, entry, b);
    this.watches.push(b ^ 1, entry, a);
  }

  /** At level 0: drops clauses satisfied by level-0 facts; false if the facts conflict. */
  private simplify(): boolean {
    if (this.propagate() !== -1) {
      this.ok = false;
      return false;
    }
    if (this.trailSize === this.simplifiedAt) return true;
    this.simplifiedAt = this.trailSize;
    this.db.dropSatisfied(this.value);
    this.collectGarbage();
    return true;
  }

  private reduceLearnts(): void {
    this.reductions++;
    this.nextReduce = this.conflicts + FIRST_REDUCE + REDUCE_INCREMENT * this.reductions;
    this.db.reduce(this.value, this.reason);
    this.collectGarbage();
  }

  private collectGarbage(): void {
    this.db.collect(this.trail, this.trailSize, this.reason, this.watches, 2 * this.varCount);
  }

  /** Grows every per-variable array to hold at least `count` variables. */
  private reserve(count: number): void {
    if (count <= this.capacity) return;
    const capacity = Math.max(count, 2 * this.capacity, 16);
    this.value = resize(this.value, 2 * capacity);
    this.watches.reserve(2 * capacity);
    this.level = resize(this.level, capacity);
    this.reason = resize(this.reason, capacity);
    this.seen = resize(this.seen, capacity);
    this.trail = resize(this.trail, capacity);
    this.learnt = resize(this.learnt, capacity + 1);
    this.stack = resize(this.stack, capacity);
    this.toClear = resize(this.toClear, capacity + 1);
    this.capacity = capacity;
  }

  /** Room for `count` decision levels (assumptions may add empty ones). */
  private reserveLevels(count: number): void {
    if (count < this.trailLim.length) return;
    this.trailLim = resize(this.trailLim, count + 1);
    this.levelStamp = resize(this.levelStamp, count + 1);
  }
}

/**
 * Solves a formula with a fresh CdclSolver.
 * @example solveCdcl({ varCount: 1, clauses: [Int32Array.of(0)] }).status // 'SAT'
 */
export function solveCdcl(cnf: Cnf, options?: SatOptions): SatResult {
  return new CdclSolver(cnf).solve(options);
}
