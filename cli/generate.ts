import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { countGivens } from '../shared/givens.ts';
import { type Kind, kindOf } from '../shared/kind/kind.ts';
import { KINDS, type KindId, type RatedLevel } from '../shared/kind/names.ts';
import { rareSymmetry, type ShapeSpec, shapeOf } from '../shared/kind/shape.ts';
import type { Symmetry } from '../shared/symmetry.ts';
import { gradeColumns } from './grade.ts';
import { createProgress, openOutput } from './io.ts';
import { answerInOrder, slowToMake, workerScript } from './pool.ts';

/**
 * `sudoku generate`: puzzle i (from 0) of seed S is the generator's puzzle for the seed `S/i`,
 * so a seed always gives the same puzzles and `-n 10` starts with the puzzles of `-n 5`. Large
 * runs are cut into chunks, made on this thread and worker threads and written in order.
 */

export interface GenerateSpec {
  /** The run's seed; puzzle i uses `${seed}/${i}`. */
  seed: string;
  /** One of the kind's levels; none with `minimal` for a kind whose minimal puzzles have none. */
  level: RatedLevel;
  /** One of the kind's symmetries. */
  symmetry: Symmetry;
  /** The kind and its shape: a grid's size, a jigsaw's region map. */
  shape: ShapeSpec;
  /** Remove givens until none can go. */
  minimal: boolean;
  /** Add the solution as a tab-separated column. */
  solution: boolean;
  /** Add LEVEL, SCORE and HARDEST as tab-separated columns. */
  grade: boolean;
  /** Add the share code (a site link's /p/CODE, or `sudoku play --code CODE`) as a column. */
  share: boolean;
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

/**
 * The puzzles of each chunk of a run, in order: a chunk is an eighth of each thread's share of
 * the puzzles still to come (at most MAX_CHUNK), so chunks shrink toward the end, where a
 * thread would otherwise wait for another's last large chunk, and keep the progress line moving.
 * Puzzle i of a seed is the same in any chunk.
 */
export function chunkSizes(count: number, threads: number): number[] {
  const sizes: number[] = [];
  for (let left = count; left > 0; ) {
    const size = Math.min(MAX_CHUNK, Math.ceil(left / (threads * 8)));
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

/** The word generate's messages put before "puzzles" for a kind: "20 hard hanidoku puzzles". */
const PUZZLE_WORDS: Partial<Record<KindId, string>> = { hanidoku: 'hanidoku' };

/** What a run makes, in words: "hard", "minimal hanidoku". */
function madeWords(spec: Pick<GenerateSpec, 'shape' | 'level' | 'minimal'>): string {
  const level = spec.minimal && !KINDS[spec.shape.id].minimalAtLevel ? 'minimal' : spec.level;
  const word = PUZZLE_WORDS[spec.shape.id];
  return word ? `${level} ${word}` : level;
}

/**
 * Puzzle `index` of a run as its output line (without the newline), its attempts and givens;
 * or, when no attempt reached the level, why not in words.
 */
function generateLine(
  kind: Kind,
  spec: GenerateSpec,
  index: number,
  onAttempt?: (attempt: number) => void,
) {
  const seed = `${spec.seed}/${index}`;
  const { level, symmetry, minimal } = spec;
  const made = kind.generate({ seed, level, symmetry, minimal, onAttempt });
  if (!made.ok) {
    const failure = `no ${madeWords(spec)} puzzle found in ${made.attempts} attempts for seed '${seed}'`;
    return { ok: false as const, failure };
  }
  let line = kind.format(made.givens, spec.zeroBased);
  if (spec.solution) line += `\t${kind.format(made.solution, spec.zeroBased)}`;
  if (spec.grade) {
    // Rated as `sudoku grade` rates it, so that one puzzle never shows two ratings.
    const grade = kind.grade(made.givens);
    if (!grade.unique) throw new Error(`generated puzzle ${seed} is not unique`);
    line += `\t${gradeColumns(grade)}`;
  }
  if (spec.share) line += `\t${kind.shareCode(made.givens, made.level)}`;
  return { ok: true as const, line, attempts: made.attempts, givens: countGivens(made.givens) };
}

/**
 * Makes puzzles `from .. from + count` of a run; stops at the first that cannot be made.
 * `onAttempt` runs as each attempt begins.
 */
export function generateChunk(
  spec: GenerateSpec,
  from: number,
  count: number,
  onAttempt?: (attempt: number) => void,
): GeneratedChunk {
  const kind = kindOf(shapeOf(spec.shape));
  const chunk: GeneratedChunk = { text: '', made: 0, attempts: 0, givens: 0, failure: null };
  for (let i = from; i < from + count; i++) {
    const made = generateLine(kind, spec, i, onAttempt);
    if (!made.ok) {
      chunk.failure = made.failure;
      break;
    }
    chunk.text += `${made.line}\n`;
    chunk.made++;
    chunk.attempts += made.attempts;
    chunk.givens += made.givens;
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
  const shape = shapeOf(spec.shape);
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

  const threads = availableParallelism();
  const sizes = chunkSizes(count, threads);
  function* chunks(): Generator<GenerateMessage> {
    let from = 0;
    for (const size of sizes) {
      yield { kind: 'generate', spec: full, from, count: size };
      from += size;
    }
  }
  // A slow puzzle can spend seconds in one attempt, during which this thread, were it
  // generating, could not redraw the progress line: such puzzles are all made on workers.
  const slow = slowToMake(shape.cellCount, spec.level);
  const chunkCount = sizes.length;
  await answerInOrder(chunks(), handle, {
    script: workerScript('puzzle-worker'),
    // A chunk made here keeps the progress line going between its attempts.
    answer: (message: GenerateMessage) =>
      generateChunk(message.spec, message.from, message.count, progress.tick),
    threshold: slow ? 1 : POOL_THRESHOLD,
    depth: 3,
    // Otherwise this thread makes puzzles too, from the start, and one worker fewer is started:
    // every thread that generates warms its JIT up alike, but this one needs no start.
    local: !slow,
    eager: slow || chunkCount >= POOL_THRESHOLD,
    // A worker per chunk at most: a short slow run starts no worker that would get none.
    workers: slow ? Math.min(threads, chunkCount) : undefined,
    stop: (chunk) => chunk.failure !== null,
  });
  await output.close();
  progress.done();
  if (failure !== null) {
    const rare = rareSymmetry(shape, spec.level, spec.symmetry);
    const advice = rare
      ? `${rare.why}: try --symmetry ${rare.offered}`
      : shape.size < 9
        ? `small grids seldom need ${spec.level} techniques: try another --seed or an easier --level`
        : 'try another --seed or an easier --level';
    process.stderr.write(
      `sudoku generate: ${failure}; wrote ${total.made.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} puzzles (${advice})\n`,
    );
    return 1;
  }
  if (options.stats) {
    const seconds = progress.seconds();
    const rate = (count / seconds).toFixed(count / seconds < 100 ? 1 : 0);
    process.stderr.write(
      `generated ${count.toLocaleString('en-US')} ${madeWords(spec)} puzzle${count === 1 ? '' : 's'}, ${seconds.toFixed(3)} s, ${rate} puzzles/s; ` +
        `${(total.attempts / count).toFixed(1)} attempts and ${(total.givens / count).toFixed(1)} givens per puzzle\n`,
    );
  }
  return 0;
}
