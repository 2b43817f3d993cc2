import { describe, expect, it } from 'vitest';
import { alsXyWing } from '../../../shared/grade/als-xy-wing.ts';
import { eurekaOf } from '../../../shared/grade/eureka.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { ALS_XY_WING } from './als-positions.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

describe('alsXyWing', () => {
  it('removes z from the cells seeing every z of the outer sets', () => {
    const state = pencilState(ALS_XY_WING);
    const step = alsXyWing.find(state);
    expect(eliminationNames(step)).toEqual(['r7c6-1']);
    expect(step?.cells).toEqual(
      ['r1c6', 'r8c6', 'r1c5', 'r4c5', 'r7c5', 'r9c5', 'r7c7', 'r7c9', 'r9c7', 'r9c8'].map((n) =>
        cell(n),
      ),
    );
    expect(step?.digits).toEqual([8, 5, 1]);
    expect(easierThatApply(TECHNIQUES, alsXyWing, state)).toEqual([]);
    expect(eurekaOf(step!, state.geometry)).toBe(
      '(1=8)r18c6 - (8=5)r1479c5 - (5=1)r7c79,r9c78 => r7c6<>1',
    );
    expect(alsXyWing.explain(step!, state.geometry)).toBe(
      'Three sets of cells each hold one digit more than they have cells: first rows 1 and 8, column 6 (1, 4 and 8); then rows 1, 4, 7 and 9, column 5 (1, 4, 5, 8 and 9); last row 7, columns 7 and 9 and row 9, columns 7 and 8 (1, 2, 4, 5 and 9). Every 8 of the first sees every 8 of the second, and every 5 of the second every 5 of the last. The second cannot lose both 8 and 5, so the first has no 8 or the last no 5, and that set is locked on its other digits, 1 among them: 1 is in the first set or the last, so row 7, column 6 loses 1.',
    );
  });

  it('finds nothing once the pivot is no longer linked to B', () => {
    // 5 in r9c8 too: that 5 of B does not see the pivot's 5 in r7c5.
    const state = pencilState(ALS_XY_WING);
    state.cand[cell('r9c8')] |= 1 << 4;
    expect(eliminationNames(alsXyWing.find(state))).not.toContain('r7c6-1');
  });
});
