import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { GenerateError, generatePuzzle, type RatedLevel } from '../shared/generate.ts';
import { gradePuzzle } from '../shared/grade/grade.ts';
import {
  formatHanidoku,
  type GeneratedHanidoku,
  generateHanidoku,
  gradeHanidoku,
  type HanidokuLevel,
  type GenerateOptions as HanidokuOptions,
} from '../shared/hanidoku/index.ts';
import { formatGrid } from '../shared/print.ts';
import { regionGeometry } from '../shared/regions.ts';
import type { Symmetry } from '../shared/symmetry.ts';
import type { BatchJob } from './batch.ts';
import { gradeColumns } from './grade.ts';
import { createProgress, openOutput } from './io.ts';
import { answerInOrder } from './pool.ts';

/**
 * `sudoku generate`: puzzle i (from 0) of seed S is the generator's puzzle for the seed `S/i`,
 * so a seed always gives the same puzzles and `-n 10` starts with the puzzles of `-n 5`. Large
 * runs are cut into chunks made on worker threads and written in order.
 */

export interface GenerateSpec {
  /** The run's seed; puzzle i uses `${seed}/${i}`. */
  seed: string;
  /** For hanidoku one of HANIDOKU_LEVELS, unused with `minimal`. */
  level: RatedLevel;
  /** For hanidoku none or rotational. */
  symmetry: Symmetry;
  variant: BatchJob['variant'];
  /** 4, 6, 8, 9, 12 or 16; ignored for jigsaw and hanidoku. */
  size: number;
  regions: string;
  /** For hanidoku: its minimal generator, which makes no level (most of its puzzles need guessing). */
  minimal: boolean;
  /** Add the solution as a tab-separated column. */
  solution: boolean;
  /** Add LEVEL, SCORE and HARDEST as tab-separated columns. */
  grade: boolean;
  zeroBased: boolean;
}

/** Puzzles `from .. from + count` as lines, or as many as were made before a failure. */
export interface GeneratedChunk {
  text: string;
  made: number;
  attempts: number;
  givens: number;
  /** Why puzzle `from + made` could not be made, or null. */
  failure: string | null;
}

/** The message a worker of `sudoku generate` takes. */
export interface GenerateMessage {
  kind: 'generate';
  spec: GenerateSpec;
  from: number;
  count: number;
}

/**
 * Below this many chunks, starting worker threads costs more than it saves. (A run of fewer
 * than this many puzzles has chunks of one puzzle; a longer run has at least this many chunks.)
 */
const POOL_THRESHOLD = 8;
const MAX_CHUNK = 50;

function countGivens(givens: Uint8Array): number {
  let n = 0;
  for (const d of givens) if (d !== 0) n++;
  return n;
}

/** The Hanidoku of `seed` (`S/i`) as its output line; its attempts are not reported (0). */
function generateHanidokuLine(spec: GenerateSpec, seed: string) {
  const options: HanidokuOptions = {
    seed,
    level: spec.minimal ? undefined : (spec.level as HanidokuLevel),
    symmetry: spec.symmetry as HanidokuOptions['symmetry'],
  };
  let made: GeneratedHanidoku;
  try {
    made = generateHanidoku(options);
  } catch (error) {
    // Its only failures are running out of attempts (or of full boards) for the level.
    throw new GenerateError((error as Error).message);
  }
  let line = formatHanidoku(made.puzzle);
  if (spec.solution) line += `\t${formatHanidoku(made.solution)}`;
  if (spec.grade) {
    const grade = gradeHanidoku(made.puzzle);
    if (!grade.unique) throw new Error(`generated Hanidoku ${seed} is not unique`);
    line += `\t${gradeColumns(grade)}`;
  }
  return { line, attempts: 0, givens: countGivens(made.puzzle) };
}

/** Puzzle `index` of a run as its output line (without the newline), and its attempts. */
function generateLine(spec: GenerateSpec, index: number) {
  const seed = `${spec.seed}/${index}`;
  if (spec.variant === 'hanidoku') return generateHanidokuLine(spec, seed);
  const made = generatePuzzle({
    seed,
    level: spec.level,
    symmetry: spec.symmetry,
    minimal: spec.minimal,
    variant: spec.variant,
    size: spec.size,
    geometry: spec.variant === 'jigsaw' ? regionGeometry(spec.regions) : undefined,
  });
  let line = formatGrid(made.givens, spec.zeroBased);
  if (spec.solution) line += `\t${formatGrid(made.solution, spec.zeroBased)}`;
  if (spec.grade) {
    // Rated as `sudoku grade` rates it, so that one puzzle never shows two ratings.
    const grade = gradePuzzle({ geometry: made.geometry, givens: made.givens });
    if (!grade.unique) throw new Error(`generated puzzle ${seed} is not unique`);
    line += `\t${gradeColumns(grade)}`;
  }
  return { line, attempts: made.attempts, givens: countGivens(made.givens) };
}

/** Makes puzzles `from .. from + count` of a run; stops at the first that cannot be made. */
export function generateChunk(spec: GenerateSpec, from: number, count: number): GeneratedChunk {
  const chunk: GeneratedChunk = { text: '', made: 0, attempts: 0, givens: 0, failure: null };
  for (let i = from; i < from + count; i++) {
    try {
      const { line, attempts, givens } = generateLine(spec, i);
      chunk.text += `${line}\n`;
      chunk.made++;
      chunk.attempts += attempts;
      chunk.givens += givens;
    } catch (error) {
      if (!(error instanceof GenerateError)) throw error;
      chunk.failure = error.message;
      break;
    }
  }
  return chunk;
}

export interface GenerateRunOptions {
  count: number;
  /** Chosen and printed on stderr when absent. */
  seed?: string;
  output?: string;
  stats: boolean;
}

/** `sudoku generate`. Returns the exit status: 1 when a puzzle could not be made. */
export async function runGenerate(
  spec: Omit<GenerateSpec, 'seed'>,
  options: GenerateRunOptions,
): Promise<number> {
  const seed = options.seed ?? randomUUID().slice(0, 8);
  if (options.seed === undefined)
    process.stderr.write(`sudoku generate: seed ${seed} (pass --seed ${seed} to repeat)\n`);
  const full: GenerateSpec = { ...spec, seed };
  const { count } = options;
  const output = openOutput(options.output);
  const progress = createProgress('generated', count);
  const total = { made: 0, attempts: 0, givens: 0 };
  let failure: string | null = null;
  const handle = async (chunk: GeneratedChunk) => {
    total.made += chunk.made;
    total.attempts += chunk.attempts;
    total.givens += chunk.givens;
    failure = chunk.failure;
    await output.write(new TextEncoder().encode(chunk.text));
    progress.update(total.made);
  };

  const workers = availableParallelism();
  // Small chunks keep both cores busy to the end and the progress line moving.
  const size = Math.min(MAX_CHUNK, Math.ceil(count / (workers * 16)));
  function* chunks(): Generator<GenerateMessage> {
    for (let from = 0; from < count; from += size)
      yield { kind: 'generate', spec: full, from, count: Math.min(size, count - from) };
  }
  await answerInOrder(chunks(), handle, {
    script: new URL('./puzzle-worker.ts', import.meta.url),
    answer: (message: GenerateMessage) => generateChunk(message.spec, message.from, message.count),
    threshold: POOL_THRESHOLD,
    depth: 3,
    workers,
    stop: (chunk) => chunk.failure !== null,
  });
  await output.close();
  progress.done();
  if (failure !== null) {
    const advice =
      spec.size < 9 && spec.variant !== 'jigsaw' && spec.variant !== 'hanidoku'
        ? 'small grids seldom need hard techniques: try an easier --level'
        : 'try another --seed or an easier --level';
    process.stderr.write(
      `sudoku generate: ${failure}; wrote ${total.made.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} puzzles (${advice})\n`,
    );
    return 1;
  }
  if (options.stats) {
    const seconds = progress.seconds();
    const rate = (count / seconds).toFixed(count / seconds < 100 ? 1 : 0);
    const hanidoku = spec.variant === 'hanidoku';
    const what = hanidoku ? `${spec.minimal ? 'minimal' : spec.level} hanidoku` : spec.level;
    // The Hanidoku generator does not report its attempts.
    const attempts = hanidoku ? '' : `${(total.attempts / count).toFixed(1)} attempts and `;
    process.stderr.write(
      `generated ${count.toLocaleString('en-US')} ${what} puzzle${count === 1 ? '' : 's'}, ${seconds.toFixed(3)} s, ${rate} puzzles/s; ` +
        `${attempts}${(total.givens / count).toFixed(1)} givens per puzzle\n`,
    );
  }
  return 0;
}
