import { describe, expect, it } from 'vitest';
import { TECHNIQUES } from '../../shared/grade/techniques.ts';
import { stepPicture } from '../../site/src/lib/board-picture.ts';
import { honeycombExample } from '../../site/src/lib/honeycomb-example.ts';
import { techniqueExample } from '../../site/src/lib/technique-examples.ts';

describe('the How to play examples', () => {
  for (const technique of TECHNIQUES) {
    it(`draws a valid ${technique.id} on a position of its puzzle's solution path`, () => {
      const { state, step, solution } = techniqueExample(technique.id);
      expect(step.technique).toBe(technique.id);
      for (let cell = 0; cell < 81; cell++) {
        const d = solution[cell];
        if (state.values[cell] !== 0) expect(state.values[cell]).toBe(d);
        else expect(state.cand[cell] & (1 << (d - 1)), `candidates of cell ${cell}`).not.toBe(0);
      }
      for (const { cell, digit } of step.placements) expect(solution[cell]).toBe(digit);
      for (const { cell, digit } of step.eliminations) expect(solution[cell]).not.toBe(digit);
      const picture = stepPicture(state, step);
      for (const { cell, digit } of step.eliminations) {
        expect(picture.notes[cell] & picture.struck[cell] & (1 << (digit - 1))).not.toBe(0);
      }
      for (const { cell, digit } of step.placements) expect(picture.placed[cell]).toBe(digit);
    });
  }

  it('marks honeycomb lines that hold runs of distinct consecutive digits', () => {
    for (const { digits, low, high } of honeycombExample.lines) {
      expect([...digits].sort((a, b) => a - b)).toEqual(
        Array.from({ length: digits.length }, (_, i) => low + i),
      );
      expect(high - low + 1).toBe(digits.length);
    }
  });
});
