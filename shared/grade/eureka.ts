import type { Geometry } from '../geometry.ts';
import type { ChainNode, Step } from './types.ts';

/**
 * Chains in Eureka notation, as forums write them: a candidate is `(d)rRcC`; `=` is a strong
 * link (one of the two holds: here, a candidate turning off forces the next on), `-` a weak
 * link (they cannot both hold: on forces off); a dynamic chain's other consequences are `->`.
 * @example eurekaOf(step, geometry) // "(5)r1c2 - (5)r1c7 = (5)r3c8 - (5)r3c2 => r1c2<>5"
 */

function candidate(geometry: Geometry, node: ChainNode): string {
  const r = Math.floor(node.cell / geometry.size) + 1;
  const c = (node.cell % geometry.size) + 1;
  return `(${node.digit})r${r}c${c}`;
}

function link(from: ChainNode, to: ChainNode): string {
  if (from.on && !to.on) return ' - ';
  if (!from.on && to.on) return ' = ';
  return ' -> ';
}

/** One branch: its candidates joined by their links. */
export function eurekaBranch(geometry: Geometry, branch: readonly ChainNode[]): string {
  let text = candidate(geometry, branch[0]);
  for (let i = 1; i < branch.length; i++) {
    text += link(branch[i - 1], branch[i]) + candidate(geometry, branch[i]);
  }
  return text;
}

/** A forcing chain step in Eureka notation, its branches parted by `;`, or null for other steps. */
export function eurekaOf(step: Step, geometry: Geometry): string | null {
  if (!step.branches || step.branches.length === 0) return null;
  const moves = [
    ...step.placements.map(({ cell, digit }) => ({ cell, digit, sign: '=' })),
    ...step.eliminations.map(({ cell, digit }) => ({ cell, digit, sign: '<>' })),
  ].map(({ cell, digit, sign }) => {
    const r = Math.floor(cell / geometry.size) + 1;
    const c = (cell % geometry.size) + 1;
    return `r${r}c${c}${sign}${digit}`;
  });
  const branches = step.branches.map((b) => eurekaBranch(geometry, b));
  return `${branches.join('; ')} => ${moves.join(', ')}`;
}
