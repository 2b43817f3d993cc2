import { parsePuzzle } from '../shared/format.ts';
import { generatePuzzle } from '../shared/generate.ts';
import { gradePuzzle } from '../shared/grade/grade.ts';
import type { Level } from '../shared/kind/names.ts';
import { RATED_LEVELS, type RatedLevel } from '../shared/kind/names.ts';
import { countSolutions } from '../shared/solve.ts';
import { pickEvenly } from './data.ts';
import { generateWithNpm, type NpmBatch, type NpmGenerator } from './generate-npm.ts';
import { startWorkerd, type Workerd } from './generate-workerd.ts';
import { givensOf } from './generated.ts';
import { versionOf } from './peers.ts';
import { type QqwingDifficulty, qqwingGenerate, qqwingVersion } from './qqwing.ts';
import { formatRate, mean, median, percentile, progress, timeOnce } from './stats.ts';

/**
 * Puzzle generation, one thread, per level: ours in Node and inside workerd on the same seeds,
 * then qqwing and the npm generators asked for their nearest difficulty. Every generator's
 * puzzles (or an evenly spaced sample) are checked for a single solution with countSolutions,
 * and the unique ones graded with gradePuzzle.
 */

/** Our generator's rows, in Node and in workerd. */
export const OURS_IN_NODE = 'ours, in Node';
export const OURS_IN_WORKERD = 'ours, in workerd';

/** Seeds per level for our generator; each puzzle is timed alone. */
export const SEEDS_PER_LEVEL = 500;
/** Untimed puzzles per level before timing, in Node and in workerd. */
export const WARM_UP = 30;
/** Puzzles per generator and difficulty checked for uniqueness and graded. */
export const CHECK_SAMPLE = 500;
/** qqwing is asked for about this many seconds of puzzles per difficulty. */
export const QQWING_SECONDS = 4;

/** The npm generators: how many puzzles each may make per difficulty, and for how long. */
export const NPM_LIMITS: Record<NpmGenerator, { max: number; capSeconds: number }> = {
  'sudoku-gen': { max: 2000, capSeconds: 5 },
  'sudoku-core': { max: 100, capSeconds: 10 },
};

/**
 * The peers' difficulty names beside our levels. qqwing rates by the techniques its solver
 * needs; sudoku-core's 'master', harder than its expert, is shown beside our expert.
 */
const PEER_DIFFICULTIES: Record<RatedLevel, { qqwing: QqwingDifficulty; npm: string[] }> = {
  easy: { qqwing: 'simple', npm: ['easy'] },
  medium: { qqwing: 'easy', npm: ['medium'] },
  hard: { qqwing: 'intermediate', npm: ['hard'] },
  expert: { qqwing: 'expert', npm: ['expert'] },
};

export interface GenerationRow {
  level: RatedLevel;
  generator: string;
  /** The difficulty asked for, in the generator's own words. */
  askedFor: string;
  puzzles: number;
  perSecond: number;
  /** Per puzzle, when each was timed alone. */
  medianMs: number | null;
  p95Ms: number | null;
  /** Puzzles checked (all, or CHECK_SAMPLE evenly spaced), and those with one solution. */
  checked: number;
  unique: number;
  /** gradePuzzle's level of each unique checked puzzle. */
  grades: Partial<Record<Level, number>>;
  /** For ours in workerd: puzzles equal to Node's for the same seed (nothing is checked). */
  sameAsNode?: number;
  /** Set when a time cap stopped the generator: the cap in seconds. */
  capSeconds?: number;
}

export interface WorkerdRow {
  level: RatedLevel;
  medianMs: number;
  p95Ms: number;
  nodeMedianMs: number;
  nodeP95Ms: number;
  nodeMeanMs: number;
  /** Mean of the Worker's own clock per puzzle. */
  clockMeanMs: number;
  /** Mean CPU milliseconds of the workerd process per puzzle, null without /proc. */
  cpuMs: number | null;
}

export interface GenerationResults {
  rows: GenerationRow[];
  workerd: {
    versions: string;
    emptyMs: number;
    /** The Worker's clock stood still through every puzzle. */
    clockFrozen: boolean;
    /** The smallest step the Worker's clock showed. */
    clockStepMs: number;
    rows: WorkerdRow[];
  } | null;
  qqwingStartupMs: number | null;
  /** Why a generator was left out. */
  skipped: string[];
}

/** Whether each checked puzzle has one solution, and the level gradePuzzle gives it then. */
function checkPuzzles(
  puzzles: string[],
): Pick<GenerationRow, 'checked' | 'unique' | 'grades' | 'puzzles'> {
  const sample = pickEvenly(puzzles, CHECK_SAMPLE);
  const grades: Partial<Record<Level, number>> = {};
  let unique = 0;
  for (const line of sample) {
    const puzzle = parsePuzzle(line);
    if (countSolutions(puzzle, 2).count !== 1) continue;
    unique++;
    const grade = gradePuzzle(puzzle);
    if (grade.unique) grades[grade.level] = (grades[grade.level] ?? 0) + 1;
  }
  return { puzzles: puzzles.length, checked: sample.length, unique, grades };
}

/** Puzzles per second over the sum of the times, median and p95 of puzzles each timed alone. */
function summarize(ms: number[]): Pick<GenerationRow, 'perSecond' | 'medianMs' | 'p95Ms'> {
  if (ms.length === 0) return { perSecond: 0, medianMs: null, p95Ms: null };
  return { perSecond: 1000 / mean(ms), medianMs: median(ms), p95Ms: percentile(ms, 95) };
}

const seedsOf = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

/** Our generator on one level's seeds, in Node and (when it runs) in workerd. */
interface OursRun {
  node: { givens: string[]; ms: number[] };
  workerd: { givens: string[]; wallMs: number[]; clockMs: number[]; cpuMs: number | null } | null;
}

/**
 * Each seed in this Node process, timed alone, then in workerd: taking turns puzzle by puzzle,
 * both meet the same load from the rest of the machine, which keeps their ratio fair.
 */
async function generateOurs(
  level: RatedLevel,
  seeds: string[],
  workerd: Workerd | null,
): Promise<OursRun> {
  const node: OursRun['node'] = { givens: [], ms: [] };
  const inWorkerd: OursRun['workerd'] = workerd
    ? { givens: [], wallMs: [], clockMs: [], cpuMs: null }
    : null;
  const cpuBefore = workerd?.cpuMs() ?? null;
  for (const seed of seeds) {
    let line = '';
    node.ms.push(
      timeOnce(() => (line = givensOf(generatePuzzle({ seed, level })).join(''))) * 1000,
    );
    node.givens.push(line);
    if (!workerd || !inWorkerd) continue;
    const puzzle = await workerd.generate(level, seed);
    inWorkerd.wallMs.push(puzzle.wallMs);
    inWorkerd.clockMs.push(puzzle.clockMs);
    inWorkerd.givens.push(puzzle.givens);
  }
  const cpuAfter = workerd?.cpuMs() ?? null;
  if (inWorkerd && cpuBefore !== null && cpuAfter !== null) {
    inWorkerd.cpuMs = (cpuAfter - cpuBefore) / seeds.length;
  }
  return { node, workerd: inWorkerd };
}

/** The rows of ours in workerd, beside the Node run of the same seeds. */
function addWorkerdRows(
  level: RatedLevel,
  run: OursRun,
  empty: { wallMs: number; cpuMs: number | null },
  results: GenerationResults,
): void {
  const { node, workerd } = run;
  if (!workerd || !results.workerd) return;
  const ms = workerd.wallMs.map((wall) => wall - empty.wallMs);
  const row: GenerationRow = {
    level,
    generator: OURS_IN_WORKERD,
    askedFor: level,
    puzzles: workerd.givens.length,
    ...summarize(ms),
    checked: 0,
    unique: 0,
    grades: {},
    sameAsNode: workerd.givens.filter((line, i) => line === node.givens[i]).length,
  };
  results.rows.push(row);
  results.workerd.rows.push({
    level,
    medianMs: row.medianMs!,
    p95Ms: row.p95Ms!,
    nodeMedianMs: median(node.ms),
    nodeP95Ms: percentile(node.ms, 95),
    nodeMeanMs: mean(node.ms),
    clockMeanMs: mean(workerd.clockMs),
    cpuMs: workerd.cpuMs === null || empty.cpuMs === null ? null : workerd.cpuMs - empty.cpuMs,
  });
  const steps = workerd.clockMs.filter((clock) => clock > 0);
  if (steps.length > 0) {
    results.workerd.clockFrozen = false;
    results.workerd.clockStepMs = Math.min(results.workerd.clockStepMs, ...steps);
  }
  progress(`generate: ${level} in workerd, median ${row.medianMs!.toFixed(2)} ms`);
}

/** Ours in Node and in workerd, on the same seeds after the same warm-up. */
async function benchOurs(results: GenerationResults): Promise<void> {
  let workerd: Workerd | null = null;
  try {
    progress('generate: bundling the bench Worker with wrangler, starting Miniflare');
    workerd = await startWorkerd();
  } catch (error) {
    const message = `workerd: ${error instanceof Error ? error.message : String(error)}`;
    progress(message);
    results.skipped.push(message);
  }
  try {
    for (const level of RATED_LEVELS)
      await generateOurs(level, seedsOf('warm-up', WARM_UP), workerd);
    const empty = workerd ? await workerd.measureEmpty() : null;
    if (workerd && empty) {
      results.workerd = {
        versions: workerd.versions,
        emptyMs: empty.wallMs,
        clockFrozen: true,
        clockStepMs: Number.POSITIVE_INFINITY,
        rows: [],
      };
    }
    for (const level of RATED_LEVELS) {
      progress(`generate: ours, ${level}, ${SEEDS_PER_LEVEL} seeds`);
      const run = await generateOurs(level, seedsOf('bench', SEEDS_PER_LEVEL), workerd);
      const row: GenerationRow = {
        level,
        generator: OURS_IN_NODE,
        askedFor: level,
        ...summarize(run.node.ms),
        ...checkPuzzles(run.node.givens),
      };
      results.rows.push(row);
      progress(`generate: ${level} in Node, ${formatRate(row.perSecond)}/s`);
      if (empty) addWorkerdRows(level, run, empty, results);
    }
  } finally {
    await workerd?.close();
  }
}

function benchQqwing(version: string, results: GenerationResults): void {
  for (const level of RATED_LEVELS) {
    const difficulty = PEER_DIFFICULTIES[level].qqwing;
    const pilot = qqwingGenerate(difficulty, 3);
    const n = Math.min(1000, Math.max(10, Math.round((QQWING_SECONDS * 3) / pilot.seconds)));
    progress(`generate: ${version} --difficulty ${difficulty}, ${n} puzzles`);
    const batch = qqwingGenerate(difficulty, n);
    results.qqwingStartupMs = batch.startup * 1000;
    results.rows.push({
      level,
      generator: `${version} (C++, subprocess)`,
      askedFor: difficulty,
      perSecond: n / batch.seconds,
      medianMs: null,
      p95Ms: null,
      ...checkPuzzles(batch.puzzles),
    });
  }
}

async function benchNpm(generator: NpmGenerator, results: GenerationResults): Promise<void> {
  const { max, capSeconds } = NPM_LIMITS[generator];
  const name = `npm ${generator} ${versionOf(generator)}`;
  for (const level of RATED_LEVELS) {
    const difficulties = [...PEER_DIFFICULTIES[level].npm];
    if (generator === 'sudoku-core' && level === 'expert') difficulties.push('master');
    for (const difficulty of difficulties) {
      progress(`generate: ${name} '${difficulty}', up to ${max} puzzles or ${capSeconds} s`);
      // sudoku-core takes a tenth of a second and more per puzzle: one easy one warms it up.
      const warmUp =
        generator === 'sudoku-core' ? { difficulty: 'easy', count: 1 } : { difficulty, count: 200 };
      const batch: NpmBatch = await generateWithNpm(generator, difficulty, max, capSeconds, warmUp);
      const row: GenerationRow = {
        level,
        generator: name,
        askedFor: difficulty,
        ...summarize(batch.ms),
        ...checkPuzzles(batch.puzzles),
      };
      if (batch.stopped) row.capSeconds = capSeconds;
      results.rows.push(row);
      progress(`generate: ${name} '${difficulty}', ${row.puzzles} puzzles`);
    }
  }
}

/** Step 4 of `npm run bench`: generation, ours and the peers'. */
export async function benchGenerate(): Promise<GenerationResults> {
  const results: GenerationResults = {
    rows: [],
    workerd: null,
    qqwingStartupMs: null,
    skipped: [],
  };
  await benchOurs(results);
  const version = qqwingVersion();
  if (version === null) results.skipped.push('qqwing: not found on PATH, its rows are left out.');
  else benchQqwing(version, results);
  await benchNpm('sudoku-gen', results);
  await benchNpm('sudoku-core', results);
  return results;
}
