import { aic, niceLoop, xCycle } from './aic.ts';
import { alsXyWing } from './als-xy-wing.ts';
import { alsXz } from './als-xz.ts';
import { vwxyzWing, wxyzWing } from './bent-wing.ts';
import { bugPlusOne } from './bug.ts';
import { deathBlossom } from './death-blossom.ts';
import { emptyRectangle } from './empty-rectangle.ts';
import {
  finnedJellyfish,
  finnedSwordfish,
  finnedXWing,
  sashimiJellyfish,
  sashimiSwordfish,
  sashimiXWing,
} from './finned-fish.ts';
import { jellyfish, swordfish, xWing } from './fish.ts';
import {
  cellForcingChain,
  dynamicForcingChain,
  forcingChain,
  unitForcingChain,
} from './forcing-chains.ts';
import { claiming, pointing } from './locked-candidates.ts';
import { nestedForcingChain } from './nested-forcing-chains.ts';
import { simpleColouring } from './simple-colouring.ts';
import { fullHouse, hiddenSingle, nakedSingle } from './singles.ts';
import { skyscraper } from './skyscraper.ts';
import {
  hiddenPair,
  hiddenQuad,
  hiddenTriple,
  nakedPair,
  nakedQuad,
  nakedTriple,
} from './subsets.ts';
import { sueDeCoq } from './sue-de-coq.ts';
import { twoStringKite } from './two-string-kite.ts';
import type { Technique, TechniqueId } from './types.ts';
import { uniqueRectangle1 } from './unique-rectangle.ts';
import {
  hiddenRectangle,
  uniqueRectangle5,
  uniqueRectangle6,
} from './unique-rectangle-diagonal.ts';
import { uniqueRectangle2, uniqueRectangle3, uniqueRectangle4 } from './unique-rectangle-roof.ts';
import { wWing } from './w-wing.ts';
import { xChain } from './x-chain.ts';
import { xyChain } from './xy-chain.ts';
import { xyWing } from './xy-wing.ts';
import { xyzWing } from './xyz-wing.ts';

/**
 * Every technique in the order the grader tries them: by level, then by score, so the
 * easiest deduction available is always the one taken (and the one a hint shows).
 */
export const TECHNIQUES: readonly Technique[] = [
  fullHouse,
  nakedSingle,
  hiddenSingle,
  pointing,
  claiming,
  nakedPair,
  hiddenPair,
  nakedTriple,
  hiddenTriple,
  uniqueRectangle1,
  bugPlusOne,
  nakedQuad,
  emptyRectangle,
  skyscraper,
  xWing,
  hiddenQuad,
  swordfish,
  twoStringKite,
  simpleColouring,
  wWing,
  xyWing,
  xyzWing,
  jellyfish,
  xChain,
  xyChain,
  // Only where every technique above is stuck (solveLogically's lastResort): once puzzles that
  // needed guessing, so adding these changed no level and no generated puzzle. Easiest first:
  // the hardest technique a solve used is the last in this list.
  uniqueRectangle2,
  uniqueRectangle4,
  uniqueRectangle5,
  uniqueRectangle6,
  hiddenRectangle,
  uniqueRectangle3,
  finnedXWing,
  sashimiXWing,
  finnedSwordfish,
  wxyzWing,
  sashimiSwordfish,
  finnedJellyfish,
  sashimiJellyfish,
  vwxyzWing,
  sueDeCoq,
  xCycle,
  aic,
  niceLoop,
  alsXz,
  alsXyWing,
  deathBlossom,
  forcingChain,
  cellForcingChain,
  unitForcingChain,
  dynamicForcingChain,
  nestedForcingChain,
];

/** The index in TECHNIQUES of the first technique tried only where the others are stuck. */
export const STUCK_ONLY_FROM = TECHNIQUES.findIndex((t) => t.id === 'unique-rectangle-2');

/** A technique by its id. */
export const TECHNIQUE_BY_ID: ReadonlyMap<TechniqueId, Technique> = new Map(
  TECHNIQUES.map((t) => [t.id, t]),
);
