import { vwxyzWing, wxyzWing } from './bent-wing.ts';
import { bugPlusOne } from './bug.ts';
import { emptyRectangle } from './empty-rectangle.ts';
import { jellyfish, swordfish, xWing } from './fish.ts';
import { easiestChain } from './forcing-chains.ts';
import { claiming, pointing } from './locked-candidates.ts';
import { nestedForcingChain } from './nested-forcing-chains.ts';
import { SE_HIDDEN_SINGLE_BOX, SE_STUCK, SE_TENTHS, stepTenths } from './se-scale.ts';
import { skyscraper } from './skyscraper.ts';
import { applyStep, type GradeState, lowestDigit, place, popcount } from './state.ts';
import { findAt, memoPosition } from './step-memo.ts';
import {
  hiddenPair,
  hiddenQuad,
  hiddenTriple,
  nakedPair,
  nakedQuad,
  nakedTriple,
} from './subsets.ts';
import { twoStringKite } from './two-string-kite.ts';
import type { Step, Technique } from './types.ts';
import { uniqueRectangle1 } from './unique-rectangle.ts';
import { uniqueRectangle5 } from './unique-rectangle-diagonal.ts';
import { uniqueRectangle2, uniqueRectangle3, uniqueRectangle4 } from './unique-rectangle-roof.ts';
import { xyWing } from './xy-wing.ts';
import { xyzWing } from './xyz-wing.ts';

/**
 * A puzzle's rating on Sudoku Explainer's scale: the difficulty of its hardest step when it is
 * solved SE's way, each step being the first technique in SE's order that applies (singles,
 * then locked candidates, subsets and fish interleaved by difficulty, wings, unique rectangles,
 * BUG, then chains of growing power). This pass runs apart from the grader's own solve (logic.ts),
 * whose order and techniques (HoDoKu's) decide levels and scores.
 */

/** SE's order after the singles, each technique at its SE value (se-scale.ts). */
const SE_ORDER: readonly Technique[] = [
  pointing,
  claiming,
  nakedPair,
  xWing,
  hiddenPair,
  nakedTriple,
  swordfish,
  hiddenTriple,
  skyscraper,
  twoStringKite,
  emptyRectangle,
  xyWing,
  xyzWing,
  // SE sorts its unique rectangles by difficulty, then type: 4.5 for types 1, 2 (and our 5), 4.
  uniqueRectangle1,
  uniqueRectangle2,
  uniqueRectangle5,
  uniqueRectangle4,
  uniqueRectangle3,
  nakedQuad,
  jellyfish,
  hiddenQuad,
  wxyzWing,
  bugPlusOne,
  vwxyzWing,
];

/**
 * Solves `state` in place SE's way and returns the rating in tenths (SE_STUCK when its
 * techniques cannot finish). Its chain searches spend the work allowed by withChainWork
 * (implications.ts), if any.
 */
export function rateState(state: GradeState): number {
  let rating = 0;
  while (state.empty > 0) {
    const single = placeSingle(state);
    if (single < 0) return SE_STUCK;
    if (single > 0) {
      if (single > rating) rating = single;
      continue;
    }
    let done = false;
    const position = memoPosition(state);
    for (const technique of SE_ORDER) {
      const step = findAt(position, technique, state);
      if (!step) continue;
      applyStep(state, step);
      const tenths = stepTenths(step);
      if (tenths > rating) rating = tenths;
      done = true;
      break;
    }
    if (done) continue;
    const chain = easiestChain(state) ?? nestedChain(position, state);
    if (!chain) return SE_STUCK;
    applyStep(state, chain.step);
    const tenths = Math.max(stepTenths(chain.step), chain.tenths);
    if (tenths > rating) rating = tenths;
  }
  return rating;
}

/** A nested forcing chain (SE's last chains, 9.0 and up), shared with the grader's solve. */
function nestedChain(
  position: ReturnType<typeof memoPosition>,
  state: GradeState,
): { step: Step; tenths: number } | null {
  const step = findAt(position, nestedForcingChain, state);
  return step ? { step, tenths: stepTenths(step) } : null;
}

/**
 * Places SE's preferred single: a full house (1.0), else a hidden single in a box (1.2), else in
 * a row or column (1.5), else a naked single (2.3). Returns its tenths, 0 when there is none, -1
 * on a contradiction (a cell without candidates).
 */
function placeSingle(state: GradeState): number {
  const { geometry, values, cand } = state;
  const { unitCount, unitCells, size, unitKinds } = geometry;
  let boxSingle = -1;
  let lineSingle = -1;
  let digitOf = 0;
  for (let u = 0; u < unitCount; u++) {
    let empties = 0;
    let seenOnce = 0;
    let seenTwice = 0;
    for (let i = u * size; i < u * size + size; i++) {
      const cell = unitCells[i];
      if (values[cell] !== 0) continue;
      empties++;
      seenTwice |= seenOnce & cand[cell];
      seenOnce |= cand[cell];
    }
    const once = seenOnce & ~seenTwice;
    if (once === 0) continue;
    const d = lowestDigit(once);
    let at = -1;
    for (let i = u * size; i < u * size + size && at < 0; i++) {
      if (cand[unitCells[i]] & (1 << (d - 1))) at = unitCells[i];
    }
    if (empties === 1) {
      place(state, at, d);
      return 10;
    }
    const kind = unitKinds[u];
    if (kind === 'box' || kind === 'region') {
      if (boxSingle < 0) {
        boxSingle = at;
        digitOf = d;
      }
    } else if (lineSingle < 0 && boxSingle < 0) {
      lineSingle = at;
      digitOf = d;
    }
  }
  if (boxSingle >= 0) {
    place(state, boxSingle, digitOf);
    return SE_HIDDEN_SINGLE_BOX;
  }
  if (lineSingle >= 0) {
    place(state, lineSingle, digitOf);
    return SE_TENTHS['hidden-single'] ?? 15;
  }
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (values[cell] !== 0) continue;
    if (cand[cell] === 0) return -1;
    if (popcount(cand[cell]) === 1) {
      place(state, cell, lowestDigit(cand[cell]));
      return SE_TENTHS['naked-single'] ?? 23;
    }
  }
  return 0;
}
