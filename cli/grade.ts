import {
  describePosition,
  LINE_LENGTHS,
  type PuzzleValidation,
  regionGeometry,
  validatePuzzle,
} from '../shared/format.ts';
import { classicGeometry } from '../shared/geometry.ts';
import { type Grade, gradePuzzle, type Ungradable } from '../shared/grade/grade.ts';
import type { BatchJob } from './batch.ts';
import { createProgress, isDrawnOverLines, openInput, openOutput, readBatches } from './io.ts';
import { createPool } from './pool.ts';

/**
 * `sudoku grade`: one rating per input line, in input order. Lines are read as `sudoku solve`
 * reads them (the puzzle is the line, or its first field; blank lines stay blank and `#` lines
 * are copied, except in JSON output, which holds one object per puzzle). Pieces of a few hundred
 * lines are graded on worker threads, since one grade costs about a millisecond.
 */

/** How puzzle text is read: the variant, a jigsaw's region map, the alphabet. */
export interface ReadOptions {
  variant: BatchJob['variant'];
  /** The region map of a jigsaw (see regionGeometry). */
  regions: string;
  zeroBased: boolean;
}

export interface GradeJob extends ReadOptions {
  json: boolean;
  /** Search nodes for the uniqueness check of each puzzle. */
  budget: number;
}

/** Counts per outcome, in this order. */
export const GRADE_TALLY_NAMES = [
  'puzzles',
  'easy',
  'medium',
  'hard',
  'expert',
  'extreme',
  'unsolvable',
  'multiple',
  'budget',
  'bad',
] as const;
export type GradeTally = Record<(typeof GRADE_TALLY_NAMES)[number], number>;

export interface GradedLines {
  output: string;
  /** One message per bad line, e.g. "line 12, column 5: bad character 'k' (…)". */
  errors: string[];
  tally: GradeTally;
}

/** Lines per piece sent to a worker: a few hundred milliseconds of grading. */
const PIECE_LINES = 200;
const SEPARATORS = '\t ,:;';

function emptyTally(): GradeTally {
  return Object.fromEntries(GRADE_TALLY_NAMES.map((key) => [key, 0])) as GradeTally;
}

/** Reads one puzzle (a line or a drawing) for the variant; never throws. */
export function readPuzzle(text: string, options: ReadOptions): PuzzleValidation {
  const { zeroBased } = options;
  if (options.variant === 'jigsaw') {
    return validatePuzzle(text, { zeroBased, geometry: regionGeometry(options.regions) });
  }
  const read = validatePuzzle(text, { zeroBased });
  if (options.variant !== 'x' || !read.ok) return read;
  const geometry = classicGeometry(read.puzzle.geometry.size, 'x');
  return validatePuzzle(text, { zeroBased, geometry });
}

/** The puzzle part of an input line: the whole line, or its first field (as `sudoku solve`). */
export function puzzleField(line: string, options: ReadOptions): string {
  const lengths =
    options.variant === 'jigsaw' ? [regionGeometry(options.regions).cellCount] : LINE_LENGTHS;
  if (lengths.includes(line.length)) return line;
  for (let i = lengths.length - 1; i >= 0; i--) {
    const l = lengths[i];
    if (line.length > l && SEPARATORS.includes(line[l])) return line.slice(0, l);
  }
  return line;
}

/** The answer line for one grade (or ungradable puzzle), counted in `tally`. */
function answerOf(grade: Grade | Ungradable, job: GradeJob, tally: GradeTally): string {
  if (!grade.unique) {
    tally[grade.status]++;
    return job.json ? JSON.stringify({ error: grade.status }) : grade.status;
  }
  tally[grade.level]++;
  const { level, score, hardestTechnique, techniqueCounts } = grade;
  if (job.json) return JSON.stringify({ level, score, hardestTechnique, techniqueCounts });
  return `${level}\t${score}\t${hardestTechnique ?? '-'}`;
}

function invalidAnswer(message: string, job: GradeJob, tally: GradeTally): string {
  tally.bad++;
  return job.json ? JSON.stringify({ error: 'invalid', message }) : 'invalid';
}

/** Grades whole input lines, the first being line `firstLine` of the input. */
export function gradeLines(text: string, firstLine: number, job: GradeJob): GradedLines {
  const lines = text.split('\n');
  if (text.endsWith('\n')) lines.pop();
  const out: string[] = [];
  const errors: string[] = [];
  const tally = emptyTally();
  lines.forEach((raw, i) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === '' || line.startsWith('#')) {
      if (!job.json) out.push(line);
      return;
    }
    tally.puzzles++;
    const read = readPuzzle(puzzleField(line, job), job);
    if (read.ok) {
      out.push(answerOf(gradePuzzle(read.puzzle, { budget: job.budget }), job, tally));
    } else {
      const message = `${describePosition(firstLine + i, read.error.column)}: ${read.error.reason}`;
      errors.push(message);
      out.push(invalidAnswer(message, job, tally));
    }
  });
  return { output: out.length > 0 ? `${out.join('\n')}\n` : '', errors, tally };
}

/** Grades one puzzle drawn over several lines (an .sdk file, a framed grid). */
function gradeDrawing(text: string, job: GradeJob): GradedLines {
  const tally = emptyTally();
  tally.puzzles = 1;
  const read = readPuzzle(text, job);
  if (!read.ok) {
    const output = `${invalidAnswer(read.error.message, job, tally)}\n`;
    return { output, errors: [read.error.message], tally };
  }
  const output = `${answerOf(gradePuzzle(read.puzzle, { budget: job.budget }), job, tally)}\n`;
  return { output, errors: [], tally };
}

/** The input as pieces of at most PIECE_LINES whole lines, each with its first line number. */
async function* piecesOf(
  batches: AsyncIterable<{ bytes: Uint8Array; firstLine: number }>,
): AsyncGenerator<{ text: string; firstLine: number }> {
  const latin1 = new TextDecoder('latin1');
  for await (const { bytes, firstLine } of batches) {
    const text = latin1.decode(bytes);
    let start = 0;
    let line = firstLine;
    while (start < text.length) {
      let end = start;
      for (let k = 0; k < PIECE_LINES && end < text.length; k++) {
        const newline = text.indexOf('\n', end);
        end = newline < 0 ? text.length : newline + 1;
      }
      yield { text: text.slice(start, end), firstLine: line };
      line += PIECE_LINES;
      start = end;
    }
  }
}

export interface GradeOptions {
  input?: string;
  output?: string;
  stats: boolean;
}

/** The message a worker of `sudoku grade` takes. */
export interface GradeMessage {
  kind: 'grade';
  text: string;
  firstLine: number;
  job: GradeJob;
}

/** `sudoku grade`: one rating per puzzle line, in input order. Returns the exit status. */
export async function runGrade(job: GradeJob, options: GradeOptions): Promise<number> {
  const name = options.input === undefined || options.input === '-' ? 'stdin' : options.input;
  const input = openInput(options.input);
  const output = openOutput(options.output);
  const progress = createProgress('graded');
  const tally = emptyTally();
  const handle = async (result: GradedLines) => {
    for (const error of result.errors) process.stderr.write(`${name}: ${error}\n`);
    for (const key of GRADE_TALLY_NAMES) tally[key] += result.tally[key];
    await output.write(new TextEncoder().encode(result.output));
    progress.update(tally.puzzles);
  };

  const batches = readBatches(input);
  const first = await batches.next();
  if (!first.done && isDrawnOverLines(Buffer.from(first.value.bytes).toString('latin1', 0, 4096))) {
    const parts = [first.value.bytes];
    for await (const batch of batches) parts.push(batch.bytes);
    await handle(gradeDrawing(Buffer.concat(parts).toString('latin1'), job));
  } else if (!first.done) {
    const pieces = piecesOf(
      (async function* () {
        yield first.value;
        yield* batches;
      })(),
    );
    const one = await pieces.next();
    const two = await pieces.next();
    if (!one.done && two.done) {
      await handle(gradeLines(one.value.text, one.value.firstLine, job));
    } else if (!one.done && !two.done) {
      const pool = createPool<GradeMessage, GradedLines>(
        new URL('./puzzle-worker.ts', import.meta.url),
      );
      try {
        const pending: Array<Promise<GradedLines>> = [];
        const send = (piece: { text: string; firstLine: number }) =>
          pending.push(pool.run({ kind: 'grade', ...piece, job }));
        send(one.value);
        send(two.value);
        for await (const piece of pieces) {
          send(piece);
          while (pending.length >= pool.size * 4) await handle(await pending.shift()!);
        }
        while (pending.length > 0) await handle(await pending.shift()!);
      } finally {
        await pool.close();
      }
    }
  }
  await output.close();
  progress.done();
  if (options.stats) {
    const seconds = progress.seconds();
    const counts = GRADE_TALLY_NAMES.map(
      (key) => `${key} ${tally[key].toLocaleString('en-US')}`,
    ).join(', ');
    const rate = Math.round(tally.puzzles / seconds).toLocaleString('en-US');
    process.stderr.write(`${counts}\n${seconds.toFixed(3)} s, ${rate} puzzles/s\n`);
  }
  return tally.bad > 0 ? 1 : 0;
}
