import { HONEYCOMB_RULES } from '../../../../shared/game/honeycomb-rules.ts';
import { kindOf } from '../../../../shared/kind/kind.ts';
import { HANIDOKU_SHAPE } from '../../../../shared/kind/shape.ts';
import { noLogicalPath } from './read.ts';
import type { Position, Walk } from './walk.ts';

/**
 * The logical solution of a Hanidoku, step by step, from the core's grader through the kind
 * interface (each step told in words). Its steps carry no position, so this one replays them:
 * the digits placed so far, and each open cell's candidates as the honeycomb's rules leave them
 * (its lines' digits and runs) less every digit the steps so far eliminated there. Loaded only
 * when a honeycomb's walk-through is asked for.
 * @example const walk = walkHoneycomb(givens); if ('steps' in walk) show(walk.steps[0].text)
 */
export function walkHoneycomb(givens: Uint8Array): Walk | { problem: string } {
  const kind = kindOf(HANIDOKU_SHAPE);
  const grade = kind.grade(givens, { steps: true });
  if (!grade.unique) return noLogicalPath(grade.status);
  const values = Uint8Array.from(givens);
  const cut = new Uint16Array(values.length);
  const position = (): Position => {
    const cand = HONEYCOMB_RULES.candidates(values);
    for (let cell = 0; cell < cand.length; cell++) cand[cell] &= ~cut[cell];
    return { values: values.slice(), cand };
  };
  const steps = (grade.steps ?? []).map((step) => {
    const before = position();
    for (const { cell, digit } of step.placements) values[cell] = digit;
    for (const { cell, digit } of step.eliminations) cut[cell] |= 1 << (digit - 1);
    return { step, name: kind.techniqueName(step.technique), text: step.text, before };
  });
  const end = position();
  return { steps, end, solved: !values.includes(0), level: grade.level, score: grade.score };
}
