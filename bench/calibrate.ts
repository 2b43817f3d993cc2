import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parsePuzzle } from '../shared/format.ts';
import { generatePuzzle } from '../shared/generate.ts';
import { gradePuzzle, SCORE_LEVELS } from '../shared/grade/grade.ts';
import { STUCK_ONLY_FROM, TECHNIQUES } from '../shared/grade/techniques.ts';
import { LEVELS, type Level, RATED_LEVELS } from '../shared/kind/names.ts';
import { formatGrid } from '../shared/print.ts';
import { ROOT } from './cli.ts';
import { DATA_DIR } from './data.ts';
import { givensOf } from './generated.ts';
import { levelsSection } from './levels.ts';
import { median, progress } from './stats.ts';

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

const SE_SET = 'se-rated-diabolical-half.txt';

/** `--se-sample N`: grade every k-th puzzle of the SE-rated set, about N of them (all by default). */
function seSample(): number {
  const at = process.argv.indexOf('--se-sample');
  return at < 0 ? Number.POSITIVE_INFINITY : Number(process.argv[at + 1]);
}

/**
 * Our RATING beside Sukaku Explainer's on the Sudoku Exchange bank: rank correlation, the share
 * within 0.3, the share our techniques leave stuck, and how fast whole grades go (one thread;
 * CPU time beside wall time, as the machine may be shared).
 */
function seRated(): string {
  const path = DATA_DIR + SE_SET;
  if (!existsSync(path)) return '_Skipped: ../shared/data is not beside the repository._';
  const lines = readFileSync(path, 'utf8').trim().split('\n');
  const step = Math.max(1, Math.floor(lines.length / Math.min(seSample(), lines.length)));
  progress(`grading ${SE_SET}, every ${step}. puzzle`);
  const theirs: number[] = [];
  const ours: number[] = [];
  const byTheirs = new Map<number, { n: number; near: number; sum: number }>();
  let stuck = 0;
  let extreme = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < lines.length; i += step) {
    const [, digits, rating] = lines[i].trim().split(/\s+/);
    const grade = gradePuzzle(parsePuzzle(digits.replace(/0/g, '.')));
    if (!grade.unique || grade.rating === null) continue;
    const se = Number(rating);
    theirs.push(se);
    ours.push(grade.rating);
    if (grade.rating >= 20) stuck++;
    if (grade.level === 'extreme') extreme++;
    const row = byTheirs.get(se) ?? { n: 0, near: 0, sum: 0 };
    row.n++;
    row.sum += grade.rating;
    if (Math.abs(grade.rating - se) <= 0.30001) row.near++;
    byTheirs.set(se, row);
  }
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const n = ours.length;
  const near = ours.filter((r, i) => Math.abs(r - theirs[i]) <= 0.30001).length;
  const percent = (k: number) => `${((100 * k) / n).toFixed(1)}%`;
  const rows = [...byTheirs]
    .sort((a, b) => a[0] - b[0])
    .map(
      ([se, row]) =>
        `| ${se.toFixed(1)} | ${row.n} | ${(row.sum / row.n).toFixed(2)} | ${Math.round((100 * row.near) / row.n)}% |`,
    );
  return [
    `Over ${n} puzzles of \`${SE_SET}\`${step > 1 ? ` (every ${step}. line)` : ''}:`,
    '',
    `- rank correlation (Spearman) of RATING with Sukaku Explainer's: **${spearman(ours, theirs).toFixed(3)}**;`,
    `- |RATING − SE| ≤ 0.3 for **${percent(near)}** of them;`,
    `- left stuck by every technique, forcing chains included (RATING 20.0): **${percent(stuck)}**; at level extreme (beyond the expert techniques of the levels): ${percent(extreme)};`,
    `- whole grades (uniqueness, the grader's solve and the rating pass) on one thread: **${Math.round(n / cpuSeconds)} puzzles/s** of CPU time (${Math.round(n / wall)}/s by the wall clock, on a machine shared with other work).`,
    '',
    '| SE | n | mean RATING | within 0.3 |',
    '| ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
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
  const rows = TECHNIQUES.map((t, i) => {
    const note = t.assumesUnique
      ? 'assumes one solution'
      : i >= STUCK_ONLY_FROM
        ? 'only where all above are stuck; not for generation'
        : '';
    return `| ${t.name} | \`${t.id}\` | ${t.level} | ${t.score} |${note ? ` ${note} |` : ' |'}`;
  });
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

## Rating on Sudoku Explainer's scale

Beside its level and score, a 9×9 puzzle gets a **rating** on the scale of Sudoku Explainer
(SE), the rater puzzle setters and forums use: the difficulty of the hardest step when the
puzzle is solved SE's way, each step being the first technique in SE's order that applies
(\`rateState\`, shared/grade/se-rating.ts). This pass runs apart from the grader's own solve,
whose techniques and order (HoDoKu's) decide the level and score, so levels and generation are
unchanged by it. Its steps and their values (se-scale.ts):

| SE | step |
| ---: | --- |
| 1.0 | full house (last empty cell of a unit) |
| 1.2 / 1.5 | hidden single in a box / in a row or column |
| 2.3 | naked single |
| 2.6 / 2.8 | pointing / claiming |
| 3.0, 3.2, 3.4 | naked pair, X-Wing, hidden pair |
| 3.6, 3.8, 4.0 | naked triple, Swordfish, hidden triple |
| 4.0, 4.1, 4.2 | Skyscraper, 2-String Kite, Empty Rectangle (Sukaku Explainer's turbot fish) |
| 4.2, 4.4 | XY-Wing, XYZ-Wing |
| 4.5 | unique rectangle types 1, 2, 4 and 5 (SE's type 2 is our 2 and 5) |
| 4.6–5.1 | unique rectangle type 3 (4.5 + 0.1 per cell of its naked set beyond the roof) |
| 5.0, 5.2, 5.4 | naked quad, Jellyfish, hidden quad |
| 5.5–5.6 | WXYZ-Wing (Sukaku Explainer; 5.5 + 0.1 × (1 − \\|3 − largest cell\\|)) |
| 5.6 | BUG+1 |
| 6.2–6.4 | VWXYZ-Wing (Sukaku Explainer; 6.2 + 0.1 × (2 − \\|3 − largest cell\\|)) |
| 6.5 + length | bidirectional X-cycle or Y-cycle (a continuous loop of one digit's links, or of cells with two candidates; se-cycles.ts) |
| 6.6 + length | forcing X-chain (an assumption on one digit that leads to its own negation) |
| 7.0 + length | forcing chain (the same through cells' links too) |
| 8.0 + length | cell and unit forcing chains (every candidate of a cell, or every place of a digit in a unit, leads to the same conclusion) |
| 8.5 + length | dynamic forcing chains (candidates drop as they turn off: contradictions, double, cell and unit chains) |
| 9.0–10.5 + length | nested forcing chains: dynamic chains that, where they stall, take a smaller deduction inside the supposition (SE's levels: locked candidates, subsets and fish 9.0, the "dynamic forcing chains (+)"; and forcing chains 9.5; and cell and unit chains 10.0; and dynamic chains 10.5). SE also counts the nested deductions' own nodes in the length; ours do not |
| 20.0 | none of the above can finish ("beyond solver") |

The length increment is SE's: a chain of N nodes (SE's complexity: its distinct nodes, summed
over branches) adds 0.1 each time N − 2 passes a ceiling of 4, 6, 8, 12, 16, 24, 32, 48, …
(growing by 3/2 and 4/3 in turn). Sources, read for these facts only:

- the technique table, "Difficulty ratings in Sudoku Explainer v1.2.1",
  https://github.com/SudokuMonster/SukakuExplainer/wiki/Difficulty-ratings-in-Sudoku-Explainer-v1.2.1;
- SE's source as kept in SudokuMonster/SukakuExplainer: the order of its techniques
  (\`diuf/sudoku/solver/Solver.java\`, which also rates an unfinished puzzle 20.0), forcing chains
  at 6.6 (X only) and 7.0 (\`chaining/ForcingChainHint.java\`), cycles at 6.5 and 7.0
  (\`CycleHint.java\`), multiple chains at 8.0, dynamic at 8.5, nested 9.0 and up
  (\`Chaining.java\`), the length increment (\`ChainingHint.getLengthDifficulty\`), and the
  WXYZ- and VWXYZ-Wings with their formulas (\`WXYZWingHint.java\`, \`VWXYZWingHint.java\`),
  the unique rectangles (\`UniqueLoops.java\`: 4.5 for a rectangle of types 1, 2 and 4, type 3
  adding a tenth per cell of its naked set, \`UniqueLoopType3NakedHint.java\`)
  and the turbot fish (\`TurbotFishHint.java\`), which Sukaku Explainer, the rater of the set
  below, adds to SE. Its W-Wing (4.4, \`WWingHint.java\`) is left out: with it, agreement with the
  set fell (on 300 puzzles, 68% within 0.3 instead of 87%), so the set's ratings were made
  without it.
- the cycles' details, in \`Chaining.java\` (\`createCycleHint\`, \`getHintList\`): a cycle's
  complexity is its loop's node count; it removes a digit from the cells off the loop that see
  a node of each parity; cycles and the unary forcing chains of the same pass are weighed by
  difficulty, then complexity.

Not yet here, so a puzzle needing them is rated by the next technique that does apply: SE's
direct pointing, claiming and hidden subsets (1.7–2.5, which only lower easy ratings), unique
rectangle type 3 with a hidden set and unique loops (4.5–5.0), BUG types 2–4 (5.7–6.0), aligned pair and
triple exclusion (6.2, 7.5), bidirectional cycles through both kinds of links (7.0; found
here as forcing chains at 7.0+) and Nishio (7.5+).

The almost-locked-set techniques (ALS-XZ, ALS-XY-Wing, death blossom, Sue de Coq) are not in
Sukaku Explainer (its list of techniques: \`diuf/sudoku/SolvingTechnique.java\`), so this pass
leaves them out: they serve the grader's levels, scores and hints only.

Finned and sashimi fish (X-Wing, Swordfish, Jellyfish) are neither in Sudoku Explainer's table
nor in Sukaku Explainer (its fish, \`Fisherman.java\`, are basic only; their eliminations come out
there as forcing X-chains, 6.6 and up), so this pass leaves them out too.

A grade that ends stuck never reports a lower score or rating than one that finishes: its
rating is 20.0, and its score is its steps' points plus the most a finished solve can score
(every step removes a candidate, so at most cell count × size steps, each worth at most the
dearest technique).

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

### Sudoku Explainer ratings (the Sudoku Exchange bank)

${seRated()}

_Run took ${((performance.now() - started) / 1000).toFixed(0)} s._
`;
writeFileSync(`${ROOT}docs/grading.md`, text);
progress('wrote docs/grading.md');
