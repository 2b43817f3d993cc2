import { classicGeometry, type Geometry } from './geometry.ts';
import { countGivens } from './givens.ts';
import { levelOf } from './grade/grade.ts';
import { type LogicResult, solveLogically } from './grade/logic.ts';
import { createState, type GradeState, place, popcount, resetState } from './grade/state.ts';
import { withStepMemo } from './grade/step-memo.ts';
import { TECHNIQUES } from './grade/techniques.ts';
import type { TechniqueId } from './grade/types.ts';
import { randomGrid } from './grids.ts';
import { givensRange, type RatedLevel } from './kind/names.ts';
import { createRandom, type Random, shuffle } from './random.ts';
import type { SearchStats } from './search.ts';
import { search } from './solve.ts';
import { mirrorCell, orbitsOf, type Symmetry } from './symmetry.ts';

/**
 * Seeded generation of puzzles with one solution and a known level.
 *
 * One attempt: a random solved grid, then its givens removed orbit by orbit (see symmetry.ts)
 * in a random order. A removal stays only while the techniques of the wanted level still solve
 * the puzzle, which also proves it has one solution (unique rectangles and BUG+1 are left out
 * here, since they assume what is being proved). Then the puzzle is graded with every technique;
 * if its level is not the wanted one, the next attempt starts from the same random stream, so a
 * seed always gives the same puzzle.
 *
 * With `minimal`, removals are kept by the solution counter alone until no given can go, and the
 * attempts repeat until the grade matches.
 *
 * Version 2 puts each level's givens in its range (givensRange, kind/names.ts): an attempt draws
 * a count in the range; easy stops removing once it gets there, and the other levels, once
 * graded, get orbits of their solution back in the attempt's order, each kept only while the
 * grade stays, up to that count. An attempt that ends outside the range is dropped. Version 1,
 * where every level has about 25 givens, stays reachable (`generatorVersion`), so that the seed
 * codes and dailies made with it keep their puzzles.
 *
 * Version 3 gives 16×16 grids ranges of their own (LEVEL_GIVENS_16), which their attempts reach
 * at every level. It changes nothing else: every other grid follows version 2's derivation, its
 * random stream included, so a seed makes there the puzzle it made under version 2.
 *
 * A change that moves any puzzle of any seed must bump GENERATOR_VERSION and keep the old
 * version reachable (the golden vectors in test/golden.ts and docs/formats.md catch it).
 */
export const GENERATOR_VERSION = 3;

/** Every generator version still made, oldest first: a seed of each keeps its puzzle. */
export const GENERATOR_VERSIONS = [1, 2, 3] as const;
export type GeneratorVersion = (typeof GENERATOR_VERSIONS)[number];

export interface GenerateOptions {
  /** Any text; the same seed (and options) always give the same puzzle. */
  seed: string;
  /** Default 'medium'. */
  level?: RatedLevel;
  /** Default 'classic'; 'jigsaw' needs `geometry`. */
  variant?: 'classic' | 'x' | 'jigsaw';
  /** 4, 6, 8, 9, 12 or 16 (default 9). */
  size?: number;
  /** Default 'none'. */
  symmetry?: Symmetry;
  /** The grid's shape (a jigsaw map); overrides variant and size. */
  geometry?: Geometry;
  /** Keep removing givens until none can go (slower; levels still match). */
  minimal?: boolean;
  /** Attempts at most before giving up (default 2000). */
  maxAttempts?: number;
  /** The derivation to follow (default GENERATOR_VERSION); one of GENERATOR_VERSIONS. */
  generatorVersion?: number;
  /** Called as each attempt begins (the first is 1): a caller's way to show long work. */
  onAttempt?: (attempt: number) => void;
}

export interface GeneratedPuzzle {
  ok: true;
  geometry: Geometry;
  givens: Uint8Array;
  solution: Uint8Array;
  level: RatedLevel;
  score: number;
  hardestTechnique: TechniqueId | null;
  seed: string;
  symmetry: Symmetry;
  /** How many attempts it took (the first is 1). */
  attempts: number;
  generatorVersion: number;
}

/**
 * What a generator answers when no attempt gave the wanted level within its attempts: a value,
 * as a search that spends its budget answers one, so that no caller reads an error's words.
 */
export interface NotGenerated {
  ok: false;
  /** The attempts made, all spent. */
  attempts: number;
}

/** Nodes one search of a random solved grid may take before that try is dropped. */
const FILL_BUDGET = 20_000;
/** Nodes a uniqueness check may take; a check that runs out keeps its given. */
const UNIQUE_BUDGET = 1_000_000;

/**
 * A generated puzzle for a seed, or NotGenerated when `maxAttempts` attempts missed the level.
 * @example generatePuzzle({ seed: 'daily-2026-11-29', level: 'hard', symmetry: 'rotational' })
 */
export function generatePuzzle(options: GenerateOptions): GeneratedPuzzle | NotGenerated {
  const { seed } = options;
  const level = options.level ?? 'medium';
  const symmetry = options.symmetry ?? 'none';
  const geometry =
    options.geometry ??
    classicGeometry(options.size ?? 9, options.variant === 'x' ? 'x' : 'classic');
  if (options.variant === 'jigsaw' && !options.geometry) {
    throw new RangeError('a jigsaw puzzle needs its region map: pass `geometry`');
  }
  const version = options.generatorVersion ?? GENERATOR_VERSION;
  if (!isGeneratorVersion(version)) {
    throw new RangeError(
      `no generator version ${version}: expected one of ${GENERATOR_VERSIONS.join(', ')}`,
    );
  }
  // The derivation this grid follows: version 3 changed only the 16×16 ranges.
  const derivation = version === 3 && geometry.cellCount !== 256 ? 2 : version;
  const random = createRandom(
    `generate:v${derivation}:${geometry.variant}:${geometry.size}:${level}:${symmetry}:${options.minimal ? 'minimal' : ''}:${seed}`,
  );
  // Version 1 and minimal puzzles have no range (and draw no count): [0, cellCount] never binds.
  const ranged = derivation >= 2 && !options.minimal;
  const [fewest, most] = ranged
    ? givensRange(level, geometry.cellCount, derivation)
    : [0, geometry.cellCount];
  const orbits = orbitsOf(geometry.cellCount, (cell) => mirrorCell(cell, geometry.size, symmetry));
  const state = createState(geometry, new Uint8Array(geometry.cellCount));
  const maxAttempts = options.maxAttempts ?? 2000;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    options.onAttempt?.(attempt);
    // A memo per attempt: its solves stand in the same positions again (a given put back that
    // singles would place at once leaves the whole solve as it was) and need not search them.
    const made = withStepMemo(() => {
      const solution = randomSolution(geometry, random);
      const givens = Uint8Array.from(solution);
      shuffle(orbits, random);
      const target = ranged ? fewest + random.below(most - fewest + 1) : 0;
      if (level === 'easy') removeWhileSingles(givens, orbits, state, fewest, target);
      if (level !== 'easy' || options.minimal)
        removeWhileUnique(geometry, givens, solution, orbits);
      let result: LogicResult;
      if (level !== 'easy' && !options.minimal) {
        result = addUntilLogical(givens, solution, orbits, level, state);
      } else {
        resetState(state, givens);
        result = solveLogically(state);
      }
      const got = levelOf(result.solved, result.hardest, result.score, geometry.cellCount);
      if (got !== level) return null;
      if (ranged && level !== 'easy') {
        result = addWhileLevel(givens, solution, orbits, { level, target, most }, result, state);
      }
      const count = countGivens(givens);
      if (count < fewest || count > most) return null;
      return { givens, solution, result };
    });
    if (!made) continue;
    const { result } = made;
    return {
      ok: true,
      geometry,
      givens: made.givens,
      solution: made.solution,
      level,
      score: result.score,
      hardestTechnique: result.hardest < 0 ? null : TECHNIQUES[result.hardest].id,
      seed,
      symmetry,
      attempts: attempt,
      generatorVersion: version,
    };
  }
  return { ok: false, attempts: maxAttempts };
}

/** True for a generator version still made. */
export function isGeneratorVersion(version: number): version is GeneratorVersion {
  return (GENERATOR_VERSIONS as readonly number[]).includes(version);
}

/**
 * Removes orbits in order, each kept out only while `holds` accepts the puzzle (`removed`: the
 * cells just blanked, or null after the opening bulk removal), never below `fewest` givens and
 * stopping at `target` or fewer; orbits already blank are passed over. Random grids lose their
 * first half of givens without harm, so that half goes at once and is checked once.
 */
function removeOrbits(
  givens: Uint8Array,
  orbits: number[][],
  holds: (removed: readonly number[] | null) => boolean,
  fewest = 0,
  target = 0,
): void {
  const saved = Uint8Array.from(givens);
  const bulk = orbits.length >> 1;
  let count = countGivens(givens);
  let bulkCells = 0;
  for (let i = 0; i < bulk; i++) for (const cell of orbits[i]) if (givens[cell] !== 0) bulkCells++;
  let start = 0;
  if (count - bulkCells >= fewest) {
    for (let i = 0; i < bulk; i++) for (const cell of orbits[i]) givens[cell] = 0;
    if (holds(null)) {
      start = bulk;
      count -= bulkCells;
    } else givens.set(saved);
  }
  for (let i = start; i < orbits.length && count > target; i++) {
    const orbit = orbits[i];
    if (givens[orbit[0]] === 0 || count - orbit.length < fewest) continue;
    for (const cell of orbit) givens[cell] = 0;
    if (holds(orbit)) count -= orbit.length;
    else for (const cell of orbit) givens[cell] = saved[cell];
  }
}

/**
 * Removes orbits while singles still deduce them back, which keeps one solution (a digit the
 * others imply adds nothing). Singles are monotone (more givens never hurt them), so deducing
 * the removed cells is enough: the rest follows as before.
 */
function removeWhileSingles(
  givens: Uint8Array,
  orbits: number[][],
  state: GradeState,
  fewest: number,
  target: number,
): void {
  const holds = (removed: readonly number[] | null) => {
    resetState(state, givens);
    if (!removed) return solveLogically(state, { maxLevel: 'easy' }).solved;
    solveLogically(state, { maxLevel: 'easy', until: removed });
    return removed.every((cell) => state.values[cell] !== 0);
  };
  removeOrbits(givens, orbits, holds, fewest, target);
}

/**
 * Gives back blank orbits of the solution, in the order of `orbits`, while the puzzle has fewer
 * than `target` givens, each kept only when the puzzle still grades at `level` and has at most
 * `most` givens. More givens keep one solution, so grading by every technique is sound. Takes
 * the grade of the puzzle as it is and returns the grade of the puzzle as it ends.
 */
function addWhileLevel(
  givens: Uint8Array,
  solution: Uint8Array,
  orbits: number[][],
  wanted: { level: RatedLevel; target: number; most: number },
  graded: LogicResult,
  state: GradeState,
): LogicResult {
  let count = countGivens(givens);
  let result = graded;
  for (let i = 0; i < orbits.length && count < wanted.target; i++) {
    const orbit = orbits[i];
    if (givens[orbit[0]] !== 0 || count + orbit.length > wanted.most) continue;
    for (const cell of orbit) givens[cell] = solution[cell];
    resetState(state, givens);
    // The easiest technique that applies is always taken, so a solve capped at the level goes as
    // the full one does when it finishes, and when it does not, the full one would be harder.
    const more = solveLogically(state, { maxLevel: wanted.level });
    if (levelOf(more.solved, more.hardest, more.score, givens.length) === wanted.level) {
      result = more;
      count += orbit.length;
    } else for (const cell of orbit) givens[cell] = 0;
  }
  return result;
}

/**
 * Gives back cells of the solution until techniques up to `level` solve the puzzle: where the
 * solve gets stuck, the open cell with the fewest candidates (and its orbit) becomes a given,
 * and the solve goes on from there. The puzzle is unique already, so every technique may be
 * used. Returns the puzzle's grade as it ends, by techniques up to `level`: when that solve
 * finishes it is the full grade (see addWhileLevel), and when it does not, the full grade is
 * above `level`.
 */
function addUntilLogical(
  givens: Uint8Array,
  solution: Uint8Array,
  orbits: number[][],
  level: RatedLevel,
  state: GradeState,
): LogicResult {
  const orbitOf = new Int32Array(givens.length);
  orbits.forEach((orbit, i) => {
    for (const cell of orbit) orbitOf[cell] = i;
  });
  resetState(state, givens);
  let result = solveLogically(state, { maxLevel: level });
  if (result.solved) return result;
  while (!result.solved) {
    let best = -1;
    for (let cell = 0; cell < givens.length; cell++) {
      if (
        state.values[cell] === 0 &&
        (best < 0 || popcount(state.cand[cell]) < popcount(state.cand[best]))
      ) {
        best = cell;
      }
    }
    for (const cell of orbits[orbitOf[best]]) {
      givens[cell] = solution[cell];
      place(state, cell, solution[cell]);
    }
    result = solveLogically(state, { maxLevel: level });
  }
  resetState(state, givens);
  return solveLogically(state, { maxLevel: level });
}

/**
 * Whether digit `d` can go nowhere else than `cell` in one of the cell's units, as the givens
 * stand (a hidden single): then a puzzle with one solution keeps it when `cell` is blanked.
 */
function isHiddenSingle(geometry: Geometry, givens: Uint8Array, cell: number, d: number): boolean {
  const { size, unitCells, cellUnits, cellUnitStart, peers, peerStart } = geometry;
  for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) {
    const base = cellUnits[k] * size;
    let elsewhere = false;
    for (let i = 0; i < size && !elsewhere; i++) {
      const other = unitCells[base + i];
      if (other === cell || givens[other] !== 0) continue;
      elsewhere = true;
      for (let p = peerStart[other]; p < peerStart[other + 1]; p++) {
        if (givens[peers[p]] === d) {
          elsewhere = false;
          break;
        }
      }
    }
    if (!elsewhere) return true;
  }
  return false;
}

/**
 * Sets of cells of a solved grid that two lines (two rows, or two columns) can trade: a cycle of
 * the permutation taking each digit of one line to its place in the other, kept when every unit
 * holds the same digits after the trade (always so for two lines of one band or stack). A puzzle
 * with every cell of such a set blank has a second solution, so the dig needs no search for it.
 * Returns the sets' cells end to end, where each set ends, and the sets each cell is in.
 */
function tradeableSets(
  geometry: Geometry,
  solution: Uint8Array,
): { cells: Int32Array; ends: Int32Array; start: Int32Array; ofCell: Int32Array } {
  const { size, cellUnits, cellUnitStart, unitCount } = geometry;
  const cells = new Int32Array(size * size * (size - 1) * 2);
  const ends = new Int32Array(size * size * (size - 1));
  let length = 0;
  let sets = 0;
  const indexOf = new Int32Array(size + 1);
  const seen = new Int32Array(size);
  const before = new Int32Array(unitCount);
  const after = new Int32Array(unitCount);
  let stamp = 0;
  for (let byRow = 0; byRow < 2; byRow++) {
    // Cell i of line l is l * along + i * across.
    const along = byRow ? size : 1;
    const across = byRow ? 1 : size;
    // Lines of one band (or stack) only, where most such sets are: a search finds the others.
    const band = (byRow ? geometry.boxHeight : geometry.boxWidth) || size;
    for (let a = 0; a < size; a++) {
      for (let b = a + 1; b < (Math.floor(a / band) + 1) * band; b++) {
        for (let i = 0; i < size; i++) indexOf[solution[b * along + i * across]] = i;
        stamp++;
        for (let i = 0; i < size; i++) {
          if (seen[i] === stamp) continue;
          const start = length;
          // Line a's digit at j sits at indexOf[…] in line b: follow it round to where it began.
          for (let j = i; seen[j] !== stamp; j = indexOf[solution[a * along + j * across]]) {
            seen[j] = stamp;
            cells[length++] = a * along + j * across;
            cells[length++] = b * along + j * across;
          }
          for (let k = start; k < length; k++) {
            const p = cells[k];
            for (let u = cellUnitStart[p]; u < cellUnitStart[p + 1]; u++) {
              before[cellUnits[u]] ^= 1 << solution[p];
              after[cellUnits[u]] ^= 1 << solution[cells[k ^ 1]];
            }
          }
          let kept = true;
          for (let k = start; k < length; k++) {
            const p = cells[k];
            for (let u = cellUnitStart[p]; u < cellUnitStart[p + 1]; u++) {
              if (before[cellUnits[u]] !== after[cellUnits[u]]) kept = false;
              before[cellUnits[u]] = 0;
              after[cellUnits[u]] = 0;
            }
          }
          if (kept) ends[sets++] = length;
          else length = start;
        }
      }
    }
  }
  // Each cell's sets, as ofCell[start[cell] .. start[cell + 1]].
  const start = new Int32Array(geometry.cellCount + 1);
  for (let k = 0; k < length; k++) start[cells[k] + 1]++;
  for (let cell = 0; cell < geometry.cellCount; cell++) start[cell + 1] += start[cell];
  const ofCell = new Int32Array(length);
  const next = start.slice(0, geometry.cellCount);
  for (let set = 0, k = 0; set < sets; set++) {
    for (; k < ends[set]; k++) ofCell[next[cells[k]]++] = set;
  }
  return { cells: cells.subarray(0, length), ends: ends.subarray(0, sets), start, ofCell };
}

/**
 * Removes orbits while the puzzle keeps one solution, until no orbit can go. A lone blanked cell
 * is tested by striking its digit from it: the puzzle stays unique when one search to a first
 * solution then finds none (cheaper than counting to two, and on 16×16 grids half the time of
 * one search per other digit, which went before). No search is needed when its digit is a
 * hidden single in one of its units.
 */
function removeWhileUnique(
  geometry: Geometry,
  givens: Uint8Array,
  solution: Uint8Array,
  orbits: number[][],
): void {
  const scratch = new Uint8Array(geometry.cellCount);
  const stats: SearchStats = { nodes: 0, guesses: 0 };
  const puzzle = { geometry, givens };
  const sets = tradeableSets(geometry, solution);
  const isBlank = (set: number) => {
    for (let k = set > 0 ? sets.ends[set - 1] : 0; k < sets.ends[set]; k++) {
      if (givens[sets.cells[k]] !== 0) return false;
    }
    return true;
  };
  // The puzzle has one solution before each removal, so no set is blank: only the sets of the
  // cells just blanked can be.
  const blanksASet = (removed: readonly number[] | null) => {
    if (!removed) {
      for (let set = 0; set < sets.ends.length; set++) if (isBlank(set)) return true;
      return false;
    }
    for (const cell of removed) {
      for (let k = sets.start[cell]; k < sets.start[cell + 1]; k++) {
        if (isBlank(sets.ofCell[k])) return true;
      }
    }
    return false;
  };
  removeOrbits(givens, orbits, (removed) => {
    if (blanksASet(removed)) return false;
    if (removed?.length !== 1) {
      return search(puzzle, 2, UNIQUE_BUDGET, scratch, stats) === 1;
    }
    const cell = removed[0];
    // A blanked cell held its solution's digit.
    const digit = solution[cell];
    if (isHiddenSingle(geometry, givens, cell, digit)) return true;
    return search(puzzle, 1, UNIQUE_BUDGET, scratch, stats, cell, digit, solution) === 0;
  });
}

/**
 * A random solved grid. For the classic 9×9, the fast grid maker of grids.ts; otherwise random
 * digits dropped into random cells (each agreeing with its peers so far), then solved; a try that
 * has no solution or takes too long is dropped.
 */
function randomSolution(geometry: Geometry, random: Random): Uint8Array {
  if (geometry.variant === 'classic' && geometry.size === 9) return randomGrid(random);
  const { cellCount, size, peers, peerStart } = geometry;
  const solution = new Uint8Array(cellCount);
  const stats: SearchStats = { nodes: 0, guesses: 0 };
  const cells = Array.from({ length: cellCount }, (_, cell) => cell);
  for (;;) {
    const givens = new Uint8Array(cellCount);
    shuffle(cells, random);
    for (let k = 0; k < Math.max(size, cellCount >> 3); k++) {
      const cell = cells[k];
      let mask = geometry.allDigits;
      for (let p = peerStart[cell]; p < peerStart[cell + 1]; p++) {
        const d = givens[peers[p]];
        if (d !== 0) mask &= ~(1 << (d - 1));
      }
      const open: number[] = [];
      for (let d = 1; d <= size; d++) if (mask & (1 << (d - 1))) open.push(d);
      if (open.length > 0) givens[cell] = open[random.below(open.length)];
    }
    const count = search({ geometry, givens }, 1, FILL_BUDGET, solution, stats);
    if (count === 1) return solution;
  }
}
