import type { Geometry } from '../geometry.ts';
import type { GradeState } from './state.ts';
import type { Step } from './types.ts';

/**
 * Single-digit searches (fish, skyscraper, kite, empty rectangle, colouring, X-chain) read one
 * digit's candidates at a time, so a digit whose candidates are as they were when the search
 * last found nothing still finds nothing. Between two calls of the same search (the solvers try
 * every technique in each position, and a step and its singles touch a few digits) most digits
 * are like that, and only the others need searching. The answer is the same: the first (or
 * best) instance over the digits searched, the others having none.
 *
 * A `Fruitless` keeps the candidates of the last position where its search found nothing.
 */
export interface Fruitless {
  geometry: Geometry | null;
  cand: Uint16Array;
}

export function fruitless(): Fruitless {
  return { geometry: null, cand: new Uint16Array(0) };
}

/** The digits (as a mask) whose candidates differ from the fruitless position's: all when none is kept. */
export function changedDigits(memo: Fruitless, state: GradeState): number {
  const { geometry, cand } = state;
  if (memo.geometry !== geometry) return geometry.allDigits;
  const kept = memo.cand;
  let changed = 0;
  for (let cell = 0; cell < geometry.cellCount; cell++) changed |= kept[cell] ^ cand[cell];
  return changed;
}

/** Keeps `state` as fruitless when `step` is null, else forgets. */
export function remember(memo: Fruitless, state: GradeState, step: Step | null): void {
  if (step) {
    memo.geometry = null;
    return;
  }
  const { geometry, cand } = state;
  if (memo.cand.length < geometry.cellCount) memo.cand = new Uint16Array(geometry.cellCount);
  memo.cand.set(cand.subarray(0, geometry.cellCount));
  memo.geometry = geometry;
}

/** `search` over the digits changed since it last found nothing (see above). */
export function searchChanged(
  memo: Fruitless,
  state: GradeState,
  search: (state: GradeState, digits: number) => Step | null,
): Step | null {
  const digits = changedDigits(memo, state);
  const step = digits === 0 ? null : search(state, digits);
  remember(memo, state, step);
  return step;
}
