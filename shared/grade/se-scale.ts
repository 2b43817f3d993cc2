import type { Step, TechniqueId } from './types.ts';

/**
 * Sudoku Explainer's difficulty scale (SE v1.2.1, as its published table gives it; see
 * docs/grading.md for the sources), in tenths so sums and comparisons stay exact: 26 is 2.6.
 * Only the techniques Sudoku Explainer itself uses have a value; the rating pass (se-rating.ts)
 * tries them in SE's order.
 */
export const SE_TENTHS: Readonly<Partial<Record<TechniqueId, number>>> = {
  'full-house': 10,
  'hidden-single': 15, // 1.2 in a box, 1.5 in a row or column: se-rating.ts tells them apart
  'naked-single': 23,
  pointing: 26,
  claiming: 28,
  'naked-pair': 30,
  'x-wing': 32,
  'hidden-pair': 34,
  'naked-triple': 36,
  swordfish: 38,
  'hidden-triple': 40,
  skyscraper: 40, // Sukaku Explainer's turbot fish: skyscraper 4.0, kite 4.1, others 4.2
  'two-string-kite': 41,
  'empty-rectangle': 42,
  'xy-wing': 42,
  'xyz-wing': 44,
  'unique-rectangle-1': 45,
  // SE's unique rectangles (UniqueLoops): 4.5 for types 1, 2 and 4 (its type 2 takes our types 2
  // and 5); type 3 adds a tenth per cell of its naked set beyond the first (the step says).
  'unique-rectangle-2': 45,
  'unique-rectangle-3': 46,
  'unique-rectangle-4': 45,
  'unique-rectangle-5': 45,
  'naked-quad': 50,
  jellyfish: 52,
  'hidden-quad': 54,
  'wxyz-wing': 55, // Sukaku Explainer: 5.5 to 5.6 by the set's largest cell
  'bug-plus-1': 56,
  'vwxyz-wing': 62, // Sukaku Explainer: 6.2 to 6.4
  'x-cycle': 65, // bidirectional X-cycle; Y- and XY-cycles: se-cycles.ts
  'forcing-x-chain': 66,
  'forcing-chain': 70,
  'cell-forcing-chain': 80,
  'unit-forcing-chain': 80,
  'dynamic-forcing-chain': 85,
  'nested-forcing-chain': 90, // 9.0 to 10.5 by the level (nested-forcing-chains.ts)
};

/** A hidden single in a box, 1.2 on SE's scale. */
export const SE_HIDDEN_SINGLE_BOX = 12;

/** SE's rating of a puzzle its techniques cannot finish ("beyond solver"), above any finish. */
export const SE_STUCK = 200;

/**
 * SE's length increment for a chain of `complexity` nodes, in tenths: one tenth each time the
 * length (nodes - 2) passes a ceiling, the ceilings 4, 6, 8, 12, 16, 24, 32, 48, … growing by
 * 3/2 and 4/3 in turn (integer steps).
 */
export function lengthTenths(complexity: number): number {
  const length = complexity - 2;
  let ceiling = 4;
  let tenths = 0;
  for (let odd = false; length > ceiling; odd = !odd) {
    tenths++;
    ceiling = odd ? Math.floor((ceiling * 4) / 3) : Math.floor((ceiling * 3) / 2);
  }
  return tenths;
}

/**
 * A step's difficulty in tenths: its own where the instance decides it, else its technique's
 * value plus, for chains, the length increment.
 */
export function stepTenths(step: Step): number {
  if (step.seTenths !== undefined) return step.seTenths;
  const base = SE_TENTHS[step.technique] ?? SE_STUCK;
  return step.complexity === undefined ? base : base + lengthTenths(step.complexity);
}

/** Tenths as SE prints them: 72 → "7.2". */
export function formatRating(tenths: number): string {
  return (tenths / 10).toFixed(1);
}
