import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dailyGeneratorVersion, dailyPuzzle, dailySeed } from '../shared/daily.ts';
import { GENERATOR_VERSION, type GeneratedPuzzle, generatePuzzle } from '../shared/generate.ts';
import { classicGeometry } from '../shared/geometry.ts';
import { countGivens } from '../shared/givens.ts';
import { SCORE_LEVELS } from '../shared/grade/grade.ts';
import { createState, type GradeState, place, popcount } from '../shared/grade/state.ts';
import { TECHNIQUES } from '../shared/grade/techniques.ts';
import {
  givensRange,
  LEVEL_GIVENS,
  LEVEL_NAMES,
  RATED_LEVELS,
  type RatedLevel,
} from '../shared/kind/names.ts';
import { ROOT } from './cli.ts';
import { progress } from './stats.ts';

/**
 * `npm run levels`: the "Levels" section of docs/grading.md, measured on a year of dailies (made
 * by dailyPuzzle with a fixed test secret, as the Worker makes them): each level's range of
 * givens and ladder of techniques, the givens of every daily per level, and for easy how many
 * cells singles could fill at each step. `npm run calibrate` writes the same section.
 */

/** The year of dailies measured, and the secret that stands in for the Worker's. */
const FIRST_DATE = '2027-01-01';
const DAYS = 365;
const SECRET = 'levels-test-secret';

/** The section's heading; the section runs to the next `## ` heading. */
const HEADING = '## Levels';

/** The cells that a single (full house, naked or hidden) would fill in this position. */
function singleCells(state: GradeState, open: Uint8Array): number {
  const { cellCount, unitCount, unitCells, size } = state.geometry;
  open.fill(0);
  for (let cell = 0; cell < cellCount; cell++) {
    if (state.values[cell] === 0 && popcount(state.cand[cell]) === 1) open[cell] = 1;
  }
  for (let u = 0; u < unitCount; u++) {
    for (let d = 1; d <= size; d++) {
      let where = -1;
      let places = 0;
      for (let i = u * size; i < u * size + size && places < 2; i++) {
        const cell = unitCells[i];
        if (state.values[cell] === 0 && state.cand[cell] & (1 << (d - 1))) {
          where = cell;
          places++;
        }
      }
      if (places === 1) open[where] = 1;
    }
  }
  let count = 0;
  for (let cell = 0; cell < cellCount; cell++) count += open[cell];
  return count;
}

/**
 * Plays an easy puzzle as a person using singles: at each step counts the cells a single would
 * fill, then fills the first of them in reading order. Returns the count of every step.
 */
function singlesPerStep(puzzle: GeneratedPuzzle): number[] {
  const state = createState(puzzle.geometry, puzzle.givens);
  const open = new Uint8Array(puzzle.geometry.cellCount);
  const counts: number[] = [];
  while (state.empty > 0) {
    const count = singleCells(state, open);
    counts.push(count);
    if (count === 0) break;
    const cell = open.indexOf(1);
    place(state, cell, puzzle.solution[cell]);
  }
  return counts;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const share = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)}%`;

/** Each level's range on the grids people play, and the techniques new at it. */
function rangesTable(): string {
  const sizes = [
    ['6×6', classicGeometry(6).cellCount],
    ['16×16', classicGeometry(16).cellCount],
  ] as const;
  const head = `| level | givens, 9×9 | ${sizes.map(([name]) => name).join(' | ')} | score, 9×9 | techniques new at this level |`;
  const rule = `|${' --- |'.repeat(sizes.length + 4)}`;
  const rows = RATED_LEVELS.map((level) => {
    const [fewest, most] = LEVEL_GIVENS[level];
    const scaled = sizes.map(([, cells]) => givensRange(level, cells, GENERATOR_VERSION).join('–'));
    const limit = SCORE_LEVELS.find(([, l]) => l === level)?.[0];
    const score = limit === undefined ? 'any' : `≤ ${limit}`;
    const names = TECHNIQUES.filter((t) => t.level === level).map((t) => t.name.toLowerCase());
    return `| ${LEVEL_NAMES[level]} | ${fewest}–${most} | ${scaled.join(' | ')} | ${score} | ${names.join(', ')} |`;
  });
  return [head, rule, ...rows].join('\n');
}

/**
 * The Levels section, measured now: a year of dailies of every level.
 * @example await levelsSection() // '## Levels\n\n…'
 */
export async function levelsSection(): Promise<string> {
  const started = performance.now();
  const givens = new Map<RatedLevel, number[]>(RATED_LEVELS.map((level) => [level, []]));
  const givensV1 = new Map<RatedLevel, number[]>(RATED_LEVELS.map((level) => [level, []]));
  const easySteps: number[] = [];
  const lastDate = addDays(FIRST_DATE, DAYS - 1);
  for (let day = 0; day < DAYS; day++) {
    const date = addDays(FIRST_DATE, day);
    for (const level of RATED_LEVELS) {
      const made = await dailyPuzzle(date, level, SECRET);
      if (!made.ok) throw new Error(`no ${level} daily for ${date}`);
      givens.get(level)!.push(countGivens(made.givens));
      if (level === 'easy') easySteps.push(...singlesPerStep(made));
      const seed = await dailySeed(date, level, SECRET);
      const old = generatePuzzle({ seed, level, generatorVersion: 1 });
      if (!old.ok) throw new Error(`no ${level} puzzle of version 1 for ${date}`);
      givensV1.get(level)!.push(countGivens(old.givens));
    }
    if (day % 73 === 72) progress(`levels: ${day + 1} of ${DAYS} days`);
  }
  const all = [...givens.values()].flat();
  const [low, high] = [Math.min(...all), Math.max(...all)];
  const head = `| givens | ${RATED_LEVELS.map((l) => LEVEL_NAMES[l]).join(' | ')} |`;
  const rule = `|${' ---: |'.repeat(RATED_LEVELS.length + 1)}`;
  const rows: string[] = [];
  for (let count = high; count >= low; count--) {
    const cells = RATED_LEVELS.map((level) => {
      const n = givens.get(level)!.filter((g) => g === count).length;
      return n === 0 ? '' : String(n);
    });
    rows.push(`| ${count} | ${cells.join(' | ')} |`);
  }
  const stat = (name: string, from: typeof givens, f: (values: number[]) => string) =>
    `| **${name}** | ${RATED_LEVELS.map((level) => f(from.get(level)!)).join(' | ')} |`;
  const spread = (v: number[]) => `${mean(v).toFixed(2)} (${Math.min(...v)}–${Math.max(...v)})`;
  rows.push(stat('mean', givens, (v) => mean(v).toFixed(2)));
  rows.push(stat('min', givens, (v) => String(Math.min(...v))));
  rows.push(stat('max', givens, (v) => String(Math.max(...v))));
  rows.push(stat('version 1: mean (min–max)', givensV1, spread));
  const atLeast = (n: number) => easySteps.filter((c) => c >= n).length;
  const version = dailyGeneratorVersion(FIRST_DATE);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `${HEADING}

Each rated level has a range of givens and a ladder of techniques. The grade decides the level
(the hardest technique needed, and the score); the givens only follow it. From generator
version 2 (shared/generate.ts), an attempt draws a count in its level's range: an easy puzzle
stops losing givens once it gets there, and a puzzle of another level, once graded at that
level, gets cells of its solution back (in the attempt's random order, keeping the symmetry)
while its grade stays the same, up to that count. An attempt that ends outside the range is
dropped. The ranges are \`LEVEL_GIVENS\` (shared/kind/names.ts), scaled by the number of cells
for other grids (\`givensRange\`), but for 16×16 grids: from generator version 3 they have
ranges of their own (\`LEVEL_GIVENS_16\`), as a 16×16's dig stops near 100 givens, above the
scaled expert range (70–88) and most of the scaled hard one (85–98). A level may use every
technique of the levels before it.

${rangesTable()}

The dailies from 2026-12-05 on are made this way; dates before it keep the puzzles of
generator version 1, where every level had about 25 givens.

### A year of dailies

Every daily of ${FIRST_DATE} to ${lastDate} (${DAYS} days, generator version ${version}), made
by \`dailyPuzzle\` with the secret \`${SECRET}\`: how many puzzles of each level have each
number of givens. The last row is generator version 1 on the same seeds, for comparison.

${[head, rule, ...rows].join('\n')}

Easy puzzles need singles only (full houses, naked and hidden singles), and offer several at
most steps. Played one single at a time (the first in reading order), the cells a single could
fill averaged **${mean(easySteps).toFixed(1)} per step** over the
${easySteps.length.toLocaleString('en-US')} steps of the year's easy dailies; at
${share(atLeast(2), easySteps.length)} of steps at least 2 were open, at
${share(atLeast(3), easySteps.length)} at least 3, at ${share(atLeast(5), easySteps.length)} at
least 5.

_Measured by \`npm run levels\` (bench/levels.ts) in ${seconds} s._
`;
}

/** Puts `section` in place of the Levels section of `text`, or before the calibration. */
export function spliceLevels(text: string, section: string): string {
  const start = text.indexOf(`${HEADING}\n`);
  if (start >= 0) {
    const next = text.indexOf('\n## ', start + HEADING.length);
    return `${text.slice(0, start)}${section}${next < 0 ? '' : text.slice(next)}`;
  }
  const before = text.indexOf('\n## Calibration');
  if (before < 0) return `${text}\n${section}`;
  return `${text.slice(0, before + 1)}${section}\n${text.slice(before + 1)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = `${ROOT}docs/grading.md`;
  const section = await levelsSection();
  writeFileSync(path, spliceLevels(readFileSync(path, 'utf8'), section));
  progress('wrote the Levels section of docs/grading.md');
}
