import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parsePuzzle } from '../shared/format.ts';
import { generatePuzzle } from '../shared/generate.ts';
import { gradePuzzle, SCORE_LEVELS } from '../shared/grade/grade.ts';
import { TECHNIQUES } from '../shared/grade/techniques.ts';
import { LEVELS, type Level, RATED_LEVELS } from '../shared/kind/names.ts';
import { formatGrid } from '../shared/print.ts';
import { ROOT } from './cli.ts';
import { DATA_DIR } from './data.ts';
import { givensOf } from './generated.ts';
import { levelsSection } from './levels.ts';
import { progress } from './stats.ts';

/**
 * `npm run calibrate`: our grader beside outside ratings, written to docs/grading.md, with the
 * Levels section of bench/levels.ts.
 * - the Kaggle set's published levels (and its numeric difficulty, by rank correlation);
 * - qqwing's own difficulties, on puzzles qqwing generates, and qqwing rating ours;
 * - the hardest public sets.
 */

type Row = { label: string; counts: Record<Level | 'not unique', number>; scores: number[] };

const COLUMNS = [...LEVELS, 'not unique'] as const;

function emptyRow(label: string): Row {
  return {
    label,
    counts: Object.fromEntries(COLUMNS.map((c) => [c, 0])) as Row['counts'],
    scores: [],
  };
}

/**
 * Grades a puzzle into its row; returns a key that orders by level, then score (an extreme
 * puzzle's score only counts the steps before the techniques got stuck), or null.
 */
function gradeInto(row: Row, line: string): number | null {
  const grade = gradePuzzle(parsePuzzle(line));
  if (!grade.unique) {
    row.counts['not unique']++;
    return null;
  }
  row.counts[grade.level]++;
  if (grade.level !== 'extreme') row.scores.push(grade.score);
  return LEVELS.indexOf(grade.level) * 100_000 + grade.score;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[sorted.length >> 1];
}

function table(title: string, rows: Row[]): string {
  const head = `| ${title} | n | ${COLUMNS.join(' | ')} | median score (not extreme) |`;
  const rule = `|${' --- |'.repeat(COLUMNS.length + 3)}`;
  const body = rows.map((row) => {
    const n = COLUMNS.reduce((sum, c) => sum + row.counts[c], 0);
    const cells = COLUMNS.map((c) =>
      row.counts[c] === 0 ? '' : `${Math.round((100 * row.counts[c]) / n)}%`,
    );
    return `| ${row.label} | ${n} | ${cells.join(' | ')} | ${row.scores.length > 0 ? median(row.scores) : ''} |`;
  });
  return [head, rule, ...body].join('\n');
}

/** Spearman's rank correlation of two equally long lists (average ranks for ties). */
function spearman(a: number[], b: number[]): number {
  const rank = (xs: number[]) => {
    const order = xs.map((x, i) => [x, i]).sort((p, q) => p[0] - q[0]);
    const ranks = new Array<number>(xs.length);
    for (let i = 0; i < order.length; ) {
      let j = i;
      while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
      for (let k = i; k <= j; k++) ranks[order[k][1]] = (i + j) / 2;
      i = j + 1;
    }
    return ranks;
  };
  const ra = rank(a);
  const rb = rank(b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i] - ma) * (rb[i] - mb);
    da += (ra[i] - ma) ** 2;
    db += (rb[i] - mb) ** 2;
  }
  return num / Math.sqrt(da * db);
}

function kaggle(): string {
  const path = `${DATA_DIR}kaggle-rated-5000.csv`;
  if (!existsSync(path)) return '_Skipped: ../shared/data is not beside the repository._';
  progress('grading the Kaggle set');
  const published = ['Beginner', 'Easy', 'Medium', 'Hard', 'Expert'];
  const rows = published.map((name) => emptyRow(name));
  const theirs: number[] = [];
  const ours: number[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n').slice(1)) {
    const [puzzle, , , difficulty, level] = line.trim().split(',');
    if (!puzzle) continue;
    const score = gradeInto(rows[published.indexOf(level)], puzzle);
    if (score !== null) {
      theirs.push(Number(difficulty));
      ours.push(score);
    }
  }
  const rho = spearman(theirs, ours);
  return `${table('Kaggle level', rows)}\n\nRank correlation (Spearman) of our rating (level, then score) with the set's numeric difficulty: **${rho.toFixed(2)}** over ${ours.length} puzzles.`;
}

const QQWING_LEVELS = ['simple', 'easy', 'intermediate', 'expert'];
const hasQqwing = spawnSync('qqwing', ['--version']).status === 0;

/** qqwing's difficulty of each puzzle, by its own solver (`--solve --stats --csv`). */
function qqwingRatings(lines: string[]): string[] {
  const out = execFileSync('qqwing', ['--solve', '--stats', '--csv'], {
    input: `${lines.join('\n')}\n`,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  return out
    .split('\n')
    .slice(1)
    .filter((l) => l.trim() !== '')
    .map((l) => l.split(',')[10].toLowerCase());
}

function qqwing(): string {
  if (!hasQqwing) return '_Skipped: qqwing is not installed (apt install qqwing)._';
  progress('generating with qqwing');
  const rows = QQWING_LEVELS.map((difficulty) => {
    const count = difficulty === 'simple' ? 60 : 300;
    const out = execFileSync(
      'qqwing',
      ['--generate', String(count), '--difficulty', difficulty, '--one-line'],
      {
        encoding: 'utf8',
      },
    );
    const row = emptyRow(`qqwing ${difficulty}`);
    for (const line of out.split('\n')) if (line.trim().length === 81) gradeInto(row, line.trim());
    return row;
  });
  progress('rating our puzzles with qqwing');
  const theirs = RATED_LEVELS.map((level) => {
    const lines = Array.from({ length: 200 }, (_, i) =>
      formatGrid(givensOf(generatePuzzle({ seed: `calibrate-${i}`, level }))),
    );
    const ratings = qqwingRatings(lines);
    const counts = Object.fromEntries(
      QQWING_LEVELS.map((q) => [q, ratings.filter((r) => r === q).length]),
    );
    return `| ${level} | ${lines.length} | ${QQWING_LEVELS.map((q) => `${Math.round((100 * counts[q]) / lines.length)}%`).join(' | ')} |`;
  });
  return [
    table('qqwing difficulty', rows),
    '',
    'And the other way round, qqwing rating 200 of our generated puzzles per level:',
    '',
    `| our level | n | ${QQWING_LEVELS.map((q) => `qqwing ${q}`).join(' | ')} |`,
    `|${' --- |'.repeat(QQWING_LEVELS.length + 2)}`,
    ...theirs,
  ].join('\n');
}

const HARD_SETS = [
  'top95.txt',
  'hardest.txt',
  'hard20.txt',
  'top1465.txt',
  'forum-hardest-1106.txt',
];

function hardest(): string {
  if (!existsSync(DATA_DIR)) return '_Skipped: ../shared/data is not beside the repository._';
  progress('grading the hardest sets');
  const rows = HARD_SETS.map((file) => {
    const row = emptyRow(file);
    for (const line of readFileSync(DATA_DIR + file, 'utf8').split('\n')) {
      const puzzle = line.trim().slice(0, 81);
      if (puzzle.length === 81) gradeInto(row, puzzle);
    }
    return row;
  });
  return table('set', rows);
}

function techniques(): string {
  const rows = TECHNIQUES.map(
    (t) =>
      `| ${t.name} | \`${t.id}\` | ${t.level} | ${t.score} |${t.assumesUnique ? ' assumes one solution |' : ' |'}`,
  );
  return ['| technique | id | level | score | |', '| --- | --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}

const started = performance.now();
const text = `# Grading

\`gradePuzzle\` (shared/grade/grade.ts) solves a puzzle the way a person with pencil marks does:
it sweeps every single, then takes the easiest other technique that applies, once, and sweeps
again, until the grid is full or nothing applies. Each step scores points; the puzzle's **score**
is their sum. Its **level** is the harder of two: the level of the hardest technique it needed,
and the level its score reaches (up to ${SCORE_LEVELS.map(([limit, level]) => `${limit} ${level}`).join(', ')}, above that expert;
for 81 cells, scaled by the number of cells for other sizes). A puzzle the techniques cannot
finish is **extreme**: it needs guessing and is never handed out as a rated puzzle.

The scale follows HoDoKu's (points per technique and the score thresholds of its levels); the
levels map to HoDoKu's as easy = Easy, medium = Medium, hard = Hard, expert = Unfair, extreme =
Extreme (beyond our techniques).

## Techniques, in the order they are tried

${techniques()}

${await levelsSection()}
## Calibration against outside ratings

Measured by \`npm run calibrate\` (bench/calibrate.ts), which writes this file. Each row is one
outside rating; the columns give the share of its puzzles at each of our levels.

### The Kaggle set (published levels)

${kaggle()}

### qqwing

${qqwing()}

qqwing draws its puzzles at random, so its rows move a little from one run to the next.
qqwing rates by the most advanced of its few techniques (singles, pairs, pointing and box/line
intersections) and by guessing, so it calls "expert" anything that needs more than those; ours
separate those puzzles into hard, expert and extreme.

### The hardest public sets

${hardest()}

_Run took ${((performance.now() - started) / 1000).toFixed(0)} s._
`;
writeFileSync(`${ROOT}docs/grading.md`, text);
progress('wrote docs/grading.md');
