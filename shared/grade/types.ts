import type { Geometry } from '../geometry.ts';
import type { Level } from '../kind/names.ts';
import type { GradeState } from './state.ts';

/**
 * The grader's vocabulary. A technique looks at a position (a `GradeState`: placed digits and
 * candidate masks) and either finds one deduction, a `Step`, or nothing. A step places digits,
 * removes candidates, or both; it always makes progress.
 */

/** Every technique the grader knows, in the order it tries them (easiest first). */
export type TechniqueId =
  | 'full-house'
  | 'naked-single'
  | 'hidden-single'
  | 'pointing'
  | 'claiming'
  | 'naked-pair'
  | 'hidden-pair'
  | 'naked-triple'
  | 'hidden-triple'
  | 'naked-quad'
  | 'hidden-quad'
  | 'x-wing'
  | 'swordfish'
  | 'jellyfish'
  | 'finned-x-wing'
  | 'sashimi-x-wing'
  | 'finned-swordfish'
  | 'sashimi-swordfish'
  | 'finned-jellyfish'
  | 'sashimi-jellyfish'
  | 'skyscraper'
  | 'two-string-kite'
  | 'empty-rectangle'
  | 'simple-colouring'
  | 'xy-wing'
  | 'xyz-wing'
  | 'w-wing'
  | 'unique-rectangle-1'
  | 'unique-rectangle-2'
  | 'unique-rectangle-3'
  | 'unique-rectangle-4'
  | 'unique-rectangle-5'
  | 'unique-rectangle-6'
  | 'hidden-rectangle'
  | 'bug-plus-1'
  | 'x-chain'
  | 'xy-chain'
  | 'forcing-x-chain'
  | 'forcing-chain'
  | 'cell-forcing-chain'
  | 'unit-forcing-chain'
  | 'dynamic-forcing-chain'
  | 'nested-forcing-chain'
  | 'wxyz-wing'
  | 'vwxyz-wing'
  | 'x-cycle'
  | 'nice-loop'
  | 'aic'
  | 'sue-de-coq'
  | 'als-xz'
  | 'als-xy-wing'
  | 'death-blossom';

/** A digit for a cell: a placement, an eliminated candidate, or a node of a chain. */
export interface CellDigit {
  cell: number;
  digit: number;
}

/** One deduction. */
export interface Step {
  technique: TechniqueId;
  placements: CellDigit[];
  eliminations: CellDigit[];
  /** The cells that make the pattern (what a hint points at), not the ones it changes. */
  cells: number[];
  /** The digits the pattern is about. */
  digits: number[];
  /** The units the pattern lives in, most telling first (a hint's "Look at box 5"). */
  units: number[];
  /** For chains and colouring: the nodes in order, strong and weak links alternating. */
  chain?: CellDigit[];
  /** For forcing chains: each branch from its assumption to the conclusion (or contradiction). */
  branches?: ChainNode[][];
  /** For forcing chains: how many distinct nodes its branches pass through (SE's complexity). */
  complexity?: number;
  /** Its difficulty on Sudoku Explainer's scale in tenths, where the instance decides it. */
  seTenths?: number;
  /** For AICs, X-cycles and nice loops (aic.ts): the cells of each node of `chain`, several for a grouped node. */
  nodeCells?: number[][];
  /** For the same: a chain, or a loop that closes (continuous) or breaks at one candidate. */
  shape?: 'chain' | 'continuous-loop' | 'discontinuous-loop';
  /**
   * For the almost-locked-set techniques: the sets of cells the pattern is made of, each with
   * its digits, in the order it links them (a doubly linked pair closes on its first set).
   */
  sets?: CellSet[];
}

/** Cells and the digits they hold between them. */
export interface CellSet {
  cells: number[];
  digits: number[];
}

/** A node of a forcing chain: a candidate assumed or found true (on) or false. */
export interface ChainNode extends CellDigit {
  on: boolean;
  /** In a nested forcing chain: the technique that gave this node inside the supposition. */
  by?: TechniqueId;
}

/** A technique: how to find it, what it scores, and how to say what it found. */
export interface Technique {
  readonly id: TechniqueId;
  /** Its name in English, capitalised: "Hidden single". */
  readonly name: string;
  readonly level: Level;
  /** Points per use, in the spirit of HoDoKu's scale. */
  readonly score: number;
  /** True for techniques that assume the puzzle has one solution (unique rectangle, BUG+1). */
  readonly assumesUnique?: boolean;
  /**
   * The first instance in a fixed order (the same position always gives the same step), or
   * null. Pure: it reads `state` and never changes it.
   */
  find(state: GradeState): Step | null;
  /** One sentence saying why the step holds and what it does, e.g. "Box 5 can hold 7 only in row 5, column 4, so it is 7 there." */
  explain(step: Step, geometry: Geometry): string;
}
