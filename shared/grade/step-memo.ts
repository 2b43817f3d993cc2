import { chainWorkDone, spendChainWork } from './implications.ts';
import type { GradeState } from './state.ts';
import type { Step, Technique } from './types.ts';

/**
 * What each technique found in each position, kept for one grade: the rating pass (SE's order)
 * and the grader's solve (HoDoKu's) often stand in the same position (singles done, the same
 * steps taken in another order) and would search it again with the same techniques. A find
 * depends on the position alone, so its answer is reused; the chain work it spent is spent
 * again on reuse, so budgets run out exactly where they would without the memo.
 */

interface Position {
  readonly values: Uint8Array;
  readonly cand: Uint16Array;
  readonly found: Map<Technique, { step: Step | null; work: number }>;
}

/** Positions by hash; null while no grade runs (generation and hints search afresh). */
let positions: Map<number, Position[]> | null = null;

/** Runs `run` with a fresh memo (nested calls share the outer one). */
export function withStepMemo<T>(run: () => T): T {
  if (positions) return run();
  positions = new Map();
  try {
    return run();
  } finally {
    positions = null;
  }
}

/** The memo's record of `state`'s position (its candidates and values), or null when off. */
export function memoPosition(state: GradeState): Position | null {
  if (!positions) return null;
  const { values, cand } = state;
  let hash = 0x811c9dc5;
  for (let i = 0; i < cand.length; i++) {
    hash = Math.imul(hash ^ cand[i], 0x01000193);
    hash = Math.imul(hash ^ values[i], 0x01000193);
  }
  let bucket = positions.get(hash);
  if (!bucket) {
    bucket = [];
    positions.set(hash, bucket);
  }
  for (const p of bucket) if (same(p.cand, cand) && same(p.values, values)) return p;
  const p: Position = { values: values.slice(), cand: cand.slice(), found: new Map() };
  bucket.push(p);
  return p;
}

function same(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** `technique.find(state)`, answered from the memo when `position` (state's own) has it. */
export function findAt(
  position: Position | null,
  technique: Technique,
  state: GradeState,
): Step | null {
  if (!position) return technique.find(state);
  const known = position.found.get(technique);
  if (known) {
    spendChainWork(known.work);
    return known.step;
  }
  const before = chainWorkDone();
  const step = technique.find(state);
  position.found.set(technique, { step, work: chainWorkDone() - before });
  return step;
}
