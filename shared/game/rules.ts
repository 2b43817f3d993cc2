import { findConflicts, isSolved } from '../check.ts';
import type { Geometry } from '../geometry.ts';
import { createState } from '../grade/state.ts';
import type { Puzzle } from '../puzzle.ts';
import { solve } from '../solve.ts';

/**
 * Where `move` goes: the four of a grid, and the six neighbours of a honeycomb cell (its row's
 * left and right, and the two cells above and below it). A grid has no diagonal neighbour.
 */
export type Direction =
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'upLeft'
  | 'upRight'
  | 'downLeft'
  | 'downRight';

/**
 * What a game needs of its kind, so one state machine plays every kind: the grids through their
 * Geometry (gridRules, here), the honeycomb through shared/hanidoku (honeycomb-rules.ts, loaded
 * only where a honeycomb is played). Cells are 0..cellCount-1, digits 1..size, masks as in the
 * core; the tables are typed arrays, read in the game's hot paths.
 */
export interface GameRules {
  /** The kind's id ('classic', 'x', 'jigsaw', 'hanidoku'). */
  readonly variant: string;
  readonly size: number;
  readonly cellCount: number;
  /** Every digit: (1 << size) - 1. */
  readonly allDigits: number;
  /** Peers of cell i (cells a digit there rules out): peers[peerStart[i] .. peerStart[i+1]). */
  readonly peers: ArrayLike<number>;
  readonly peerStart: ArrayLike<number>;
  /** The grid's geometry; null for the honeycomb, which is no grid. */
  readonly geometry: Geometry | null;
  /** What the save's fingerprint mixes in before the givens (a grid's size and regions). */
  readonly fingerprint: ArrayLike<number>;
  /** Every pair of cells whose digits break a rule together, [a, b] with a < b, sorted. */
  conflicts(grid: Uint8Array): Array<[number, number]>;
  /** Each empty cell's candidates as a mask (the digits the rules leave it), 0 for a filled one. */
  candidates(grid: Uint8Array): Uint16Array;
  /** The cell next to `cell` in `direction`, or -1 when there is none. */
  neighbour(cell: number, direction: Direction): number;
  /** The one solution of `givens`, or null when there is none or several. */
  solve(givens: Uint8Array): Uint8Array | null;
  /** Whether `grid` is full, breaks no rule and keeps the givens. */
  isSolved(givens: Uint8Array, grid: Uint8Array): boolean;
}

/** A puzzle as a game plays it: its kind's rules and its givens (0 blank). */
export interface GamePuzzle {
  readonly rules: GameRules;
  readonly givens: Uint8Array;
}

const gridRulesOf = new WeakMap<Geometry, GameRules>();

/**
 * The rules of a grid: units from its geometry, arrows wrapping round the row or column.
 * @example gridRules(classicGeometry(9)).neighbour(8, 'right') // 0
 */
export function gridRules(geometry: Geometry): GameRules {
  const known = gridRulesOf.get(geometry);
  if (known) return known;
  const { variant, size, cellCount, allDigits, peers, peerStart, regionOf } = geometry;
  const puzzle = (givens: Uint8Array): Puzzle => ({ geometry, givens });
  const rules: GameRules = {
    variant,
    size,
    cellCount,
    allDigits,
    peers,
    peerStart,
    geometry,
    fingerprint: [...Array.from(variant, (ch) => ch.charCodeAt(0)), size, ...regionOf],
    conflicts: (grid) => findConflicts(geometry, grid),
    candidates: (grid) => createState(geometry, grid).cand,
    neighbour(cell, direction) {
      let r = Math.floor(cell / size);
      let c = cell % size;
      if (direction === 'up') r = (r + size - 1) % size;
      else if (direction === 'down') r = (r + 1) % size;
      else if (direction === 'left') c = (c + size - 1) % size;
      else if (direction === 'right') c = (c + 1) % size;
      else return -1;
      return r * size + c;
    },
    solve(givens) {
      const result = solve(puzzle(givens), { unique: true });
      return result.status === 'solved' && result.solution ? result.solution : null;
    },
    isSolved: (givens, grid) => isSolved(puzzle(givens), grid),
  };
  gridRulesOf.set(geometry, rules);
  return rules;
}

/**
 * The puzzle a game plays: a grid puzzle (geometry and givens) through gridRules, or one that
 * brings its rules.
 */
export function gamePuzzle(puzzle: Puzzle | GamePuzzle): GamePuzzle {
  return 'rules' in puzzle ? puzzle : { rules: gridRules(puzzle.geometry), givens: puzzle.givens };
}
