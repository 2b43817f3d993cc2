/**
 * Clause storage of the CDCL solver: the arena (below), the watch lists (WatchLists), the
 * clause database built on both (ClauseDb) and the log of input clauses (ClauseLog).
 *
 * Clauses live in one flat Int32Array, addressed by integer refs (offsets), as in MiniSat:
 *
 *   mem[ref]       size, the number of literals
 *   mem[ref + 1]   flags: bit 0 learnt, bit 1 deleted, bit 2 moved; LBD in bits 3..
 *   mem[ref + 2]   activity (float32, through `activity`); after a move, the new ref
 *   mem[ref + 3 …] the literals; the first two are the watched ones
 *
 * The arena only grows (by doubling); deleted clauses are counted in `wasted` and dropped
 * when the solver copies the live ones into a fresh arena.
 */
export const HEADER = 3;
export const LEARNT = 1;
const DELETED = 2;
const MOVED = 4;
export const LBD_SHIFT = 3;
/** The flag bits below the LBD. */
export const LBD_MASK = (1 << LBD_SHIFT) - 1;
const CLAUSE_DECAY = 0.999;
const RESCALE_ABOVE = 1e20;

export class ClauseArena {
  mem: Int32Array;
  activity: Float32Array;
  top = 0;
  wasted = 0;

  constructor(capacity = 1 << 12) {
    this.mem = new Int32Array(capacity);
    this.activity = new Float32Array(this.mem.buffer);
  }

  /** Stores lits[from..from+size) as a new clause and returns its ref. */
  alloc(lits: ArrayLike<number>, from: number, size: number, learnt: boolean, lbd: number): number {
    const need = this.top + HEADER + size;
    if (need > this.mem.length) {
      let capacity = this.mem.length * 2;
      while (capacity < need) capacity *= 2;
      const mem = new Int32Array(capacity);
      mem.set(this.mem.subarray(0, this.top));
      this.mem = mem;
      this.activity = new Float32Array(mem.buffer);
    }
    const ref = this.top;
    const mem = this.mem;
    mem[ref] = size;
    mem[ref + 1] = (lbd << LBD_SHIFT) | (learnt ? LEARNT : 0);
    this.activity[ref + 2] = 0;
    for (let i = 0; i < size; i++) mem[ref + HEADER + i] = lits[from + i];
    this.top = need;
    return ref;
  }

  /** Marks a clause deleted; its words stay until the next move. */
  free(ref: number): void {
    this.mem[ref + 1] |= DELETED;
    this.wasted += HEADER + this.mem[ref];
  }

  /** Copies a live clause into `to` once and returns its new ref (-1 when it was deleted). */
  move(ref: number, to: ClauseArena): number {
    const mem = this.mem;
    const flags = mem[ref + 1];
    if (flags & DELETED) return -1;
    if (flags & MOVED) return mem[ref + 2];
    const moved = to.alloc(mem, ref + HEADER, mem[ref], false, 0);
    to.mem[moved + 1] = flags;
    to.activity[moved + 2] = this.activity[ref + 2];
    mem[ref + 1] = flags | MOVED;
    mem[ref + 2] = moved;
    return moved;
  }
}

/**
 * The watch lists of all literals in one Int32Array. List l takes
 * mem[meta[3l] .. meta[3l] + meta[3l + 2]) and uses its first meta[3l + 1] words, as pairs
 * (clause ref, blocker), with ~ref for a binary clause (whose blocker is its other literal).
 * A full list moves to the end with twice the room, leaving a hole; `compact` closes the
 * holes. Keeping start, use and room side by side costs one cache line per literal where an
 * array of arrays would cost two objects.
 */
export class WatchLists {
  mem = new Int32Array(1 << 12);
  meta = new Int32Array(0);
  top = 0;
  wasted = 0;

  /** Makes room for literals 0..litCount-1 (new lists are empty). */
  reserve(litCount: number): void {
    if (3 * litCount <= this.meta.length) return;
    const meta = new Int32Array(Math.max(3 * litCount, 2 * this.meta.length));
    meta.set(this.meta);
    this.meta = meta;
  }

  push(lit: number, ref: number, blocker: number): void {
    const used = this.meta[3 * lit + 1];
    if (used === this.meta[3 * lit + 2]) this.enlarge(lit);
    const at = this.meta[3 * lit] + used;
    this.mem[at] = ref;
    this.mem[at + 1] = blocker;
    this.meta[3 * lit + 1] = used + 2;
  }

  /** Moves list `lit` to the end with twice its room; `mem` may be replaced. */
  enlarge(lit: number): void {
    const meta = this.meta;
    const start = meta[3 * lit];
    const room = meta[3 * lit + 2];
    const grown = Math.max(4, 2 * room);
    if (this.top + grown > this.mem.length) {
      const mem = new Int32Array(Math.max(2 * this.mem.length, this.top + grown));
      mem.set(this.mem.subarray(0, this.top));
      this.mem = mem;
    }
    this.mem.copyWithin(this.top, start, start + meta[3 * lit + 1]);
    meta[3 * lit] = this.top;
    meta[3 * lit + 2] = grown;
    this.top += grown;
    this.wasted += room;
  }

  /** Closes the holes left by moved lists, keeping each list's room. */
  compact(litCount: number): void {
    const meta = this.meta;
    const mem = new Int32Array(Math.max(1 << 12, 2 * (this.top - this.wasted)));
    let top = 0;
    for (let lit = 0; lit < litCount; lit++) {
      const start = meta[3 * lit];
      mem.set(this.mem.subarray(start, start + meta[3 * lit + 1]), top);
      meta[3 * lit] = top;
      top += meta[3 * lit + 2];
    }
    this.mem = mem;
    this.top = top;
    this.wasted = 0;
  }
}

/**
 * The problem and learnt clauses: their arena, the lists of their refs, learnt-clause
 * activities, and the clean-ups MiniSat does between searches.
 */
export class ClauseDb {
  arena = new ClauseArena();
  problem = new Int32Array(64);
  problemCount = 0;
  learnts = new Int32Array(64);
  learntCount = 0;
  private increment = 1;

  /** Stores lits[0..size) as a clause (learnt ones with their LBD) and returns its ref. */
  add(lits: Int32Array, size: number, learnt: boolean, lbd: number): number {
    const ref = this.arena.alloc(lits, 0, size, learnt, lbd);
    if (learnt) {
      if (this.learntCount === this.learnts.length)
        this.learnts = resize(this.learnts, 2 * this.learntCount);
      this.learnts[this.learntCount++] = ref;
    } else {
      if (this.problemCount === this.problem.length)
        this.problem = resize(this.problem, 2 * this.problemCount);
      this.problem[this.problemCount++] = ref;
    }
    return ref;
  }

  /** Raises a learnt clause's activity (it took part in a conflict). */
  bump(ref: number): void {
    const activity = this.arena.activity;
    activity[ref + 2] += this.increment;
    if (activity[ref + 2] > RESCALE_ABOVE) {
      for (let i = 0; i < this.learntCount; i++) activity[this.learnts[i] + 2] /= RESCALE_ABOVE;
      this.increment /= RESCALE_ABOVE;
    }
  }

  /** Ages every clause activity by CLAUSE_DECAY, in O(1). */
  decay(): void {
    this.increment /= CLAUSE_DECAY;
  }

  /**
   * Deletes the worse half of the learnt clauses (highest LBD first, then least active),
   * sparing binary clauses, "glue" clauses (LBD ≤ 2) and reasons of the current assignment.
   */
  reduce(value: Int8Array, reason: Int32Array): void {
    const mem = this.arena.mem;
    const activity = this.arena.activity;
    const refs = this.learnts.subarray(0, this.learntCount);
    refs.sort((a, b) => mem[b + 1] - mem[a + 1] || activity[a + 2] - activity[b + 2]);
    for (let i = 0; i < refs.length >> 1; i++) {
      const ref = refs[i];
      const first = mem[ref + HEADER];
      const locked = value[first] === 1 && reason[first >> 1] === ref;
      if (mem[ref + 1] >>> LBD_SHIFT > 2 && mem[ref] > 2 && !locked) this.arena.free(ref);
    }
  }

  /** Deletes every clause with a true literal (at level 0: satisfied for good). */
  dropSatisfied(value: Int8Array): void {
    this.freeSatisfied(this.learnts, this.learntCount, value);
    this.freeSatisfied(this.problem, this.problemCount, value);
  }

  private freeSatisfied(refs: Int32Array, count: number, value: Int8Array): void {
    const mem = this.arena.mem;
    for (let i = 0; i < count; i++) {
      const ref = refs[i];
      const end = ref + HEADER + mem[ref];
      let k = ref + HEADER;
      while (k < end && value[mem[k]] !== 1) k++;
      if (k < end) this.arena.free(ref);
    }
  }

  /**
   * Moves the live clauses into a fresh arena and renumbers every ref to them: the lists,
   * the reasons of the assigned literals trail[0..trailSize) (-1 for a deleted reason, which
   * only a level-0 literal can have) and the watch lists of literals 0..litCount-1.
   */
  collect(
    trail: Int32Array,
    trailSize: number,
    reason: Int32Array,
    watches: WatchLists,
    litCount: number,
  ): void {
    const from = this.arena;
    const to = new ClauseArena(Math.max(1 << 12, 2 * (from.top - from.wasted)));
    for (let i = 0; i < trailSize; i++) {
      const v = trail[i] >> 1;
      if (reason[v] !== -1) reason[v] = from.move(reason[v], to);
    }
    this.learntCount = moveAll(this.learnts, this.learntCount, from, to);
    this.problemCount = moveAll(this.problem, this.problemCount, from, to);
    const { mem, meta } = watches;
    for (let lit = 0; lit < litCount; lit++) {
      const start = meta[3 * lit];
      const stop = start + meta[3 * lit + 1];
      let j = start;
      for (let i = start; i < stop; i += 2) {
        const entry = mem[i];
        const ref = from.move(entry < 0 ? ~entry : entry, to);
        if (ref === -1) continue;
        mem[j++] = entry < 0 ? ~ref : ref;
        mem[j++] = mem[i + 1];
      }
      meta[3 * lit + 1] = j - start;
    }
    if (2 * watches.wasted > watches.top) watches.compact(litCount);
    this.arena = to;
  }
}

/**
 * The clauses as they were given, back to back in one array (clause i ends at ends[i]), kept
 * to check every model against: one flat scan instead of an object per clause.
 */
export class ClauseLog {
  private lits = new Int32Array(1 << 10);
  private ends = new Int32Array(1 << 8);
  private count = 0;

  add(clause: ArrayLike<number>): void {
    const start = this.count === 0 ? 0 : this.ends[this.count - 1];
    if (start + clause.length > this.lits.length) {
      this.lits = resize(this.lits, Math.max(2 * this.lits.length, start + clause.length));
    }
    if (this.count === this.ends.length) this.ends = resize(this.ends, 2 * this.count);
    for (let i = 0; i < clause.length; i++) this.lits[start + i] = clause[i];
    this.ends[this.count++] = start + clause.length;
  }

  /** Whether `model` (1 true, 0 false per variable) makes a literal of every clause true. */
  satisfiedBy(model: Uint8Array): boolean {
    const lits = this.lits;
    let k = 0;
    for (let c = 0; c < this.count; c++) {
      const end = this.ends[c];
      while (k < end && (model[lits[k] >> 1] ^ (lits[k] & 1)) === 0) k++;
      if (k === end) return false;
      k = end;
    }
    return true;
  }
}

/**
 * Sorts a clause's literals in place, drops repeats and literals false under `value`, and
 * returns how many are left at the front: 0 for an empty (false) clause, -1 for a clause that
 * is a tautology or already true. Throws a RangeError for a literal outside 0..litCount-1.
 */
export function simplifyClause(lits: Int32Array, litCount: number, value?: Int8Array): number {
  lits.sort();
  let size = 0;
  for (let i = 0; i < lits.length; i++) {
    const lit = lits[i];
    if (lit < 0 || lit >= litCount) throw new RangeError(`literal ${lit} names no variable`);
    const previous = size > 0 ? lits[size - 1] : -1;
    const known = value === undefined ? 0 : value[lit];
    if (known === 1 || lit === (previous ^ 1)) return -1;
    if (known === 0 && lit !== previous) lits[size++] = lit;
  }
  return size;
}

/** Moves the live clauses of refs[0..count) into `to`, compacting the list; returns its size. */
function moveAll(refs: Int32Array, count: number, from: ClauseArena, to: ClauseArena): number {
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const ref = from.move(refs[i], to);
    if (ref !== -1) refs[kept++] = ref;
  }
  return kept;
}

type Resizable = Int8Array | Uint8Array | Int32Array | Float64Array;

/** A copy of `array` with room for `length` elements (the rest zero). */
export function resize<T extends Resizable>(array: T, length: number): T {
  const grown = new (array.constructor as new (length: number) => T)(length);
  grown.set(array as never);
  return grown;
}
