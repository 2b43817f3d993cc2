import type { Geometry } from '../geometry.ts';
import { nameCell, nameCells } from '../words.ts';
import {
  type FoundChain,
  findChain,
  findChains,
  KIND_AIC,
  KIND_CONTINUOUS,
  KIND_DISCONTINUOUS,
} from './aic-search.ts';
import { digitOfNode } from './implications.ts';
import type { CellDigit, Step, Technique, TechniqueId } from './types.ts';

/**
 * Alternating inference chains with grouped nodes (aic-search.ts finds them), told three ways:
 * - X-Cycle: one digit, a loop of its strong and weak links (grouped nodes allowed): continuous,
 *   it removes the digit along its weak links; discontinuous, it places the digit where two
 *   strong links meet, or removes it where two weak links meet;
 * - nice loop: the same over several digits (cells' links too): continuous, or discontinuous
 *   through a candidate of one of its end cells, which it places or removes;
 * - AIC: a chain whose ends, one of which holds, both see the candidates it removes.
 * Each finds the shortest such chain (aic-search.ts tells the order).
 */

const MAX_NODES = 14;

const SEARCH = { xLinks: true, groups: true, maxNodes: MAX_NODES, seVictims: false };

export const xCycle: Technique = {
  id: 'x-cycle',
  name: 'X-Cycle',
  level: 'expert',
  score: 270,
  find(state) {
    // Sized for 9×9, as the forcing chains are.
    if (state.geometry.size > 9) return null;
    const found = findChain(state, {
      ...SEARCH,
      yLinks: false,
      kinds: KIND_AIC | KIND_DISCONTINUOUS | KIND_CONTINUOUS,
    });
    return found ? chainStep(found, 'x-cycle', state.geometry.size) : null;
  },
  explain: explainChain,
};

/**
 * The AIC and the nice loop come from one search over every digit (findChains keeps the best of
 * each, and answers again from memory for the same position and options): the grader asks for
 * the nice loop right after the AIC, in the same position.
 */
const MULTI_DIGIT = {
  ...SEARCH,
  yLinks: true,
  kinds: KIND_AIC | KIND_DISCONTINUOUS | KIND_CONTINUOUS,
};

function multiDigitTechnique(id: TechniqueId, name: string, slot: 0 | 1): Technique {
  return {
    id,
    name,
    level: 'expert',
    score: 280,
    find(state) {
      if (state.geometry.size > 9) return null;
      const found = findChains(state, MULTI_DIGIT)[slot];
      return found ? chainStep(found, id, state.geometry.size) : null;
    },
    explain: explainChain,
  };
}

export const aic = multiDigitTechnique('aic', 'AIC', 0);
export const niceLoop = multiDigitTechnique('nice-loop', 'Nice loop', 1);

const SHAPES = {
  [KIND_AIC]: 'chain',
  [KIND_CONTINUOUS]: 'continuous-loop',
  [KIND_DISCONTINUOUS]: 'discontinuous-loop',
} as const;

/** The step of a chain found by findChain. */
export function chainStep(found: FoundChain, technique: TechniqueId, size: number): Step {
  const chain: CellDigit[] = found.nodes.map((s, i) => ({
    cell: found.cells[i][0],
    digit: digitOfNode(size, s),
  }));
  const toMove = (c: number): CellDigit => ({ cell: Math.floor(c / size), digit: (c % size) + 1 });
  return {
    technique,
    placements: found.placement >= 0 ? [toMove(found.placement)] : [],
    eliminations: found.eliminations.map(toMove),
    cells: [...new Set(found.cells.flat())],
    digits: [...new Set(chain.map((n) => n.digit))].sort((a, b) => a - b),
    units: [],
    chain,
    nodeCells: found.cells,
    // One digit's chain is an X-cycle broken at the candidates it removes.
    shape:
      technique === 'x-cycle' && found.kind === KIND_AIC
        ? 'discontinuous-loop'
        : SHAPES[found.kind as keyof typeof SHAPES],
  };
}

/** "row 1, column 2 is 5", "one of row 1, columns 2 and 3 is 5", or their negations. */
function sayNode(geometry: Geometry, cells: readonly number[], digit: number, on: boolean) {
  if (cells.length === 1) return `${nameCell(geometry, cells[0])} ${on ? 'is' : 'is not'} ${digit}`;
  return `${on ? 'one' : 'none'} of ${nameCells(geometry, cells)} is ${digit}`;
}

/** Removed candidates, digit by digit: "row 5, column 7 loses 5; row 2, columns 3 and 4 lose 4". */
function sayLosses(geometry: Geometry, eliminations: readonly CellDigit[]): string {
  const digits = [...new Set(eliminations.map((e) => e.digit))].sort((a, b) => a - b);
  return digits
    .map((d) => {
      const cells = eliminations.filter((e) => e.digit === d).map((e) => e.cell);
      return `${nameCells(geometry, cells)} ${cells.length === 1 ? 'loses' : 'lose'} ${d}`;
    })
    .join('; ');
}

/** The name a step goes by: "Continuous nice loop", "Grouped AIC", "Discontinuous X-Cycle". */
function chainName(step: Step): string {
  const grouped = (step.nodeCells ?? []).some((cells) => cells.length > 1) ? 'grouped ' : '';
  const base =
    step.technique === 'x-cycle' ? 'X-Cycle' : step.technique === 'aic' ? 'AIC' : 'nice loop';
  const shape =
    step.shape === 'continuous-loop'
      ? 'continuous '
      : step.shape === 'discontinuous-loop'
        ? 'discontinuous '
        : '';
  const text = `${shape}${grouped}${base}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function explainChain(step: Step, geometry: Geometry): string {
  const chain = step.chain ?? [];
  const cells = step.nodeCells ?? chain.map((n) => [n.cell]);
  const say = (i: number, on: boolean) => sayNode(geometry, cells[i], chain[i].digit, on);
  const links: string[] = [];
  for (let i = 1; i < chain.length; i++) links.push(say(i, i % 2 === 1));
  const last = chain.length - 1;
  const walk = `if ${say(0, false)}, then ${links.join(', so ')}`;
  const name = chainName(step);
  if (step.placements.length > 0) {
    return `${name}: ${walk}, so it holds either way: ${say(0, true)}.`;
  }
  const losses = sayLosses(geometry, step.eliminations);
  if (step.shape === 'continuous-loop') {
    return `${name}: ${walk}, which in turn means ${say(0, false)}: the loop closes, so either every other candidate on it holds or the rest do, and a candidate seeing one of each cannot: ${losses}.`;
  }
  return `${name}: ${walk}. So ${say(0, true)} or ${say(last, true)}; a candidate that would rule out both is false: ${losses}.`;
}
