import { describePosition } from '../shared/format.ts';
import { type Kind, type KindGrade, kindOf } from '../shared/kind/kind.ts';
import { type PuzzleReading, puzzleReader } from '../shared/kind/shape.ts';
import { type Drawing, readLinesOrDrawings } from './drawings.ts';
import { type Batch, createProgress, formatStats, openInput, openOutput } from './io.ts';
import { answerInOrder, workerScript } from './pool.ts';
import { lineLengths, puzzleLength, type ReadOptions, readAt } from './puzzle-reader.ts';

/**
 * `sudoku grade`: one rating per input line (per puzzle when drawn), in input order. Lines are read as `sudoku solve`
 * reads them (the puzzle is the line, or its first field; blank lines stay blank and `#` lines
 * are copied, except in JSON output, which holds one object per puzzle). Pieces of a few hundred
 * lines are graded on worker threads, since one grade costs about a millisecond.
 */

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

function emptyTally(): GradeTally {
  return Object.fromEntries(GRADE_TALLY_NAMES.map((key) => [key, 0])) as GradeTally;
}

/** The grade of a puzzle read, or where and why its text is not a puzzle. */
function gradeReading(read: PuzzleReading, job: GradeJob) {
  if (!read.ok) return read;
  return {
    ok: true as const,
    grade: kindOf(read.shape).grade(read.givens, { budget: job.budget }),
  };
}

/**
 * LEVEL, SCORE, HARDEST and RATING (Sudoku Explainer's scale, one decimal; '-' where the kind
 * has none), tab-separated: how `sudoku grade` and `sudoku generate --grade` print a grade.
 */
export function gradeColumns(grade: KindGrade): string {
  const rating = grade.rating === null ? '-' : grade.rating.toFixed(1);
  return `${grade.level}\t${grade.score}\t${grade.hardestTechnique ?? '-'}\t${rating}`;
}

/** The answer line for one grade (or ungradable puzzle), counted in `tally`. */
function answerOf(grade: ReturnType<Kind['grade']>, job: GradeJob, tally: GradeTally): string {
  if (!grade.unique) {
    tally[grade.status]++;
    return job.json ? JSON.stringify({ error: grade.status }) : grade.status;
  }
  tally[grade.level]++;
  const { level, score, rating, hardestTechnique, techniqueCounts } = grade;
  if (job.json) return JSON.stringify({ level, score, rating, hardestTechnique, techniqueCounts });
  return gradeColumns(grade);
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
  // The kind's shape and line lengths are worked out once for the piece, not once per line.
  const reader = puzzleReader(job.spec, job);
  const lengths = lineLengths(job.spec);
  lines.forEach((raw, i) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === '' || line.startsWith('#')) {
      if (!job.json) out.push(line);
      return;
    }
    tally.puzzles++;
    const read = gradeReading(reader(line.slice(0, puzzleLength(line, lengths))), job);
    if (read.ok) {
      out.push(answerOf(read.grade, job, tally));
    } else {
      const message = `${describePosition(firstLine + i, read.error.column)}: ${read.error.reason}`;
      errors.push(message);
      out.push(invalidAnswer(message, job, tally));
    }
  });
  return { output: out.length > 0 ? `${out.join('\n')}\n` : '', errors, tally };
}

/** Grades one puzzle drawn over several lines (an .sdk file, a framed grid). */
function gradeDrawing(drawing: Drawing, job: GradeJob): GradedLines {
  const tally = emptyTally();
  tally.puzzles = 1;
  const read = gradeReading(readAt(drawing.text, drawing.firstLine, job), job);
  if (!read.ok) {
    const output = `${invalidAnswer(read.error.message, job, tally)}\n`;
    return { output, errors: [read.error.message], tally };
  }
  const output = `${answerOf(read.grade, job, tally)}\n`;
  return { output, errors: [], tally };
}

/** The input as messages of at most PIECE_LINES whole lines. */
async function* piecesOf(
  batches: AsyncIterable<Batch>,
  job: GradeJob,
): AsyncGenerator<GradeMessage> {
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
      yield { kind: 'grade', text: text.slice(start, end), firstLine: line, job };
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

/** `sudoku grade`: one rating per puzzle, in input order. Returns the exit status. */
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

  const read = await readLinesOrDrawings(input);
  if ('drawings' in read) {
    for (const drawing of read.drawings) await handle(gradeDrawing(drawing, job));
  } else {
    await answerInOrder(piecesOf(read.batches, job), handle, {
      script: workerScript('puzzle-worker'),
      answer: (message: GradeMessage) => gradeLines(message.text, message.firstLine, message.job),
      threshold: 2,
      depth: 4,
    });
  }
  await output.close();
  progress.done();
  if (options.stats) {
    process.stderr.write(formatStats(tally, GRADE_TALLY_NAMES, progress.seconds()));
  }
  return tally.bad > 0 ? 1 : 0;
}
