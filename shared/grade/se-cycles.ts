import { chainStep } from './aic.ts';
import { findChain, KIND_CONTINUOUS } from './aic-search.ts';
import { lengthTenths } from './se-scale.ts';
import type { GradeState } from './state.ts';
import type { Step, TechniqueId } from './types.ts';

/**
 * Sudoku Explainer's bidirectional cycles, for the rating pass: continuous loops without grouped
 * nodes, over x-links only (X-cycle, 6.5) or y-links only (Y-cycle: cells with two candidates,
 * 6.5), plus the length increment for the loop's node count; SE's mixed cycles (7.0) are not
 * sought. SE removes a digit
 * only from cells off the loop that see a node of each parity holding it (CycleHint.java).
 */
const MODES: readonly { xLinks: boolean; yLinks: boolean; tenths: number; id: TechniqueId }[] = [
  { xLinks: true, yLinks: false, tenths: 65, id: 'x-cycle' },
  { xLinks: false, yLinks: true, tenths: 65, id: 'nice-loop' },
];

/** The longest loop SE's length increment is worked out for here (far beyond any found). */
const MAX_NODES = 20;

/**
 * The cycle SE rates lowest, rated below `below` tenths, as a step with its `seTenths` and
 * `complexity`; null when there is none.
 */
export function easiestCycle(state: GradeState, below = Number.POSITIVE_INFINITY): Step | null {
  if (state.geometry.size !== 9) return null;
  let best: Step | null = null;
  let bestTenths = below;
  for (const mode of MODES) {
    let maxNodes = 3;
    while (maxNodes < MAX_NODES && mode.tenths + lengthTenths(maxNodes + 1) < bestTenths) {
      maxNodes++;
    }
    if (maxNodes < 4) continue;
    const found = findChain(state, {
      xLinks: mode.xLinks,
      yLinks: mode.yLinks,
      groups: false,
      kinds: KIND_CONTINUOUS,
      seVictims: true,
      maxNodes,
    });
    if (!found) continue;
    const complexity = found.nodes.length;
    bestTenths = mode.tenths + lengthTenths(complexity);
    best = { ...chainStep(found, mode.id, 9), complexity, seTenths: bestTenths };
  }
  return best;
}
