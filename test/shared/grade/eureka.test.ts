import { describe, expect, it } from 'vitest';
import { classicGeometry } from '../../../shared/geometry.ts';
import { eurekaOf } from '../../../shared/grade/eureka.ts';
import type { Step } from '../../../shared/grade/types.ts';

const G = classicGeometry(9);
const at = (r: number, c: number) => (r - 1) * 9 + c - 1;

describe('eurekaOf', () => {
  it('writes a chain with = for strong links, - for weak ones, and its conclusion', () => {
    const step: Step = {
      technique: 'forcing-chain',
      placements: [],
      eliminations: [{ cell: at(8, 1), digit: 8 }],
      cells: [at(8, 1)],
      digits: [8],
      units: [],
      branches: [
        [
          { cell: at(8, 1), digit: 8, on: true },
          { cell: at(8, 1), digit: 5, on: false },
          { cell: at(8, 3), digit: 5, on: true },
          { cell: at(8, 1), digit: 8, on: false },
        ],
      ],
    };
    expect(eurekaOf(step, G)).toBe('(8)r8c1 - (5)r8c1 = (5)r8c3 - (8)r8c1 => r8c1<>8');
  });

  it('parts the branches of a multiple chain and marks dynamic consequences with ->', () => {
    const step: Step = {
      technique: 'dynamic-forcing-chain',
      placements: [{ cell: at(1, 1), digit: 3 }],
      eliminations: [],
      cells: [at(2, 2)],
      digits: [4, 6],
      units: [],
      branches: [
        [
          { cell: at(2, 2), digit: 4, on: true },
          { cell: at(1, 1), digit: 3, on: true },
        ],
        [
          { cell: at(2, 2), digit: 6, on: true },
          { cell: at(1, 2), digit: 3, on: false },
          { cell: at(1, 1), digit: 3, on: true },
        ],
      ],
    };
    expect(eurekaOf(step, G)).toBe('(4)r2c2 -> (3)r1c1; (6)r2c2 - (3)r1c2 = (3)r1c1 => r1c1=3');
  });

  it('has nothing to say about steps without branches', () => {
    const step: Step = {
      technique: 'x-wing',
      placements: [],
      eliminations: [],
      cells: [],
      digits: [],
      units: [],
    };
    expect(eurekaOf(step, G)).toBeNull();
  });
});
