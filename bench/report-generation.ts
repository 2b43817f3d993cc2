import { LEVELS, RATED_LEVELS, type RatedLevel } from '../shared/kind/names.ts';
import {
  CHECK_SAMPLE,
  type GenerationResults,
  type GenerationRow,
  NPM_LIMITS,
  OURS_IN_NODE,
  OURS_IN_WORKERD,
  QQWING_SECONDS,
  SEEDS_PER_LEVEL,
  WARM_UP,
} from './generate.ts';
import { EMPTY_REQUESTS } from './generate-workerd.ts';
import { table, verdict } from './markdown.ts';
import { formatCount, formatMs, formatRate, formatRatio } from './stats.ts';

/** The "Generation" section of docs/benchmarks.md and its lines under "Targets". */

/** The issue's targets; expert has none. */
export const GENERATION_TARGETS = {
  levels: ['easy', 'medium', 'hard'] as RatedLevel[],
  nodePerSecond: 1000,
  workerdMedianMs: 5,
  workerdP95Ms: 10,
};

function targetOf(row: GenerationRow): string {
  if (!GENERATION_TARGETS.levels.includes(row.level)) return '';
  if (row.generator === OURS_IN_NODE) return `≥ ${formatCount(GENERATION_TARGETS.nodePerSecond)}/s`;
  if (row.generator === OURS_IN_WORKERD) {
    return `median < ${GENERATION_TARGETS.workerdMedianMs} ms, p95 < ${GENERATION_TARGETS.workerdP95Ms} ms`;
  }
  return '';
}

/** Puzzles per second; under one per cap when a capped generator made none. */
function rateOf(row: GenerationRow): string {
  if (row.puzzles > 0) return formatRate(row.perSecond);
  return row.capSeconds ? `< ${formatRate(1 / row.capSeconds)}` : '—';
}

function checkOf(row: GenerationRow): string {
  if (row.sameAsNode !== undefined) {
    return `same puzzles as Node: ${formatCount(row.sameAsNode)} of ${formatCount(row.puzzles)}`;
  }
  if (row.checked === 0) return '—';
  const sampled = row.checked < row.puzzles ? ' sampled' : '';
  return `${formatCount(row.unique)} of ${formatCount(row.checked)}${sampled}`;
}

function gradesOf(row: GenerationRow): string {
  const parts = LEVELS.filter((level) => row.grades[level]).map(
    (level) => `${level} ${formatCount(row.grades[level]!)}`,
  );
  return parts.length > 0 ? parts.join(', ') : '—';
}

function mainTable(rows: GenerationRow[]): string {
  const ordered = RATED_LEVELS.flatMap((level) => rows.filter((row) => row.level === level));
  return table(
    [
      'our level',
      'generator',
      'asked for',
      'puzzles',
      'puzzles/s',
      'median ms',
      'p95 ms',
      'target',
      'one solution',
      'gradePuzzle says',
    ],
    ordered.map((row) => [
      row.level,
      row.generator,
      row.askedFor,
      `${formatCount(row.puzzles)}${row.capSeconds ? ` (stopped at ${row.capSeconds} s)` : ''}`,
      rateOf(row),
      row.puzzles === 0 && row.capSeconds
        ? `> ${formatCount(row.capSeconds * 1000)}`
        : formatMs(row.medianMs),
      formatMs(row.p95Ms),
      targetOf(row),
      checkOf(row),
      gradesOf(row),
    ]),
  );
}

function workerdPart(results: GenerationResults): string {
  const { workerd } = results;
  if (!workerd) return '';
  const clock = workerd.clockFrozen
    ? "The Worker's own clock stood still through every puzzle (workerd freezes time during computation), so each puzzle is timed from Node:"
    : `The Worker's own clock did move during computation here, but in steps of ${workerd.clockStepMs} ms, too coarse for one puzzle (its mean per level is shown as a check), so each puzzle is timed from Node:`;
  const rows = workerd.rows.map((row) => [
    row.level,
    `${formatMs(row.medianMs)} / ${formatMs(row.p95Ms)}`,
    `${formatMs(row.nodeMedianMs)} / ${formatMs(row.nodeP95Ms)}`,
    formatRatio(row.medianMs / row.nodeMedianMs),
    formatMs(row.clockMeanMs),
    formatMs(row.cpuMs),
    formatMs(row.nodeMeanMs),
    row.cpuMs === null ? '—' : formatRatio(row.cpuMs / row.nodeMeanMs),
  ]);
  return `
Inside workerd (${workerd.versions}): bench/workerd/worker.ts bundled by
\`wrangler deploy --dry-run\` and served by Miniflare, one request per puzzle on the same
seeds after the same warm-up, taking turns with Node puzzle by puzzle so that both meet the
same load from the rest of the machine.
${clock} the wall time of its \`dispatchFetch\` and body, less the median of ${EMPTY_REQUESTS} requests that
answer the same JSON without generating (${formatMs(workerd.emptyMs)} ms here): an upper bound on the Worker's
own work. The CPU column is the workerd process's user + system time from /proc over a
level's requests, less the empty requests', per puzzle: a mean only, as the kernel counts in
ticks.

${table(
  [
    'level',
    'workerd median / p95 ms',
    'Node median / p95 ms',
    'workerd/Node, median',
    "Worker's clock, mean ms",
    'workerd CPU, mean ms',
    'Node mean ms',
    'workerd CPU/Node, mean',
  ],
  rows,
)}`;
}

/** The section; empty when generation was not run. */
export function generationSection(results: GenerationResults | null): string {
  if (!results) return '';
  const { max: genMax, capSeconds: genCap } = NPM_LIMITS['sudoku-gen'];
  const { max: coreMax, capSeconds: coreCap } = NPM_LIMITS['sudoku-core'];
  const qqwingStartup =
    results.qqwingStartupMs === null ? '' : `, ${formatMs(results.qqwingStartupMs)} ms here`;
  const skipped = results.skipped.map((line) => `- ${line}\n`).join('');
  return `## Generation, one thread

\`generatePuzzle({ seed, level })\` (shared/generate.ts; 9×9, symmetry none) on the seeds
\`bench-0\` … \`bench-${SEEDS_PER_LEVEL - 1}\` for each level, after a warm-up of ${WARM_UP} other seeds per
level. Each puzzle is timed alone with \`performance.now()\`; puzzles/s is the count over the sum
of those times. The peers are asked for the difficulty nearest ours:

- qqwing: \`qqwing --generate N --difficulty D --one-line\`; its names simple, easy, intermediate,
  expert stand beside our easy, medium, hard, expert. Timed as the whole process less its
  start-up (that of \`--solve\` on an empty input${qqwingStartup}), with N chosen after a pilot
  of 3 to take about ${QQWING_SECONDS} s. No per-puzzle times: qqwing's own \`--timer\` counts only the attempt that
  reached the difficulty, not the ones it threw away.
- npm sudoku-gen: \`getSudoku(difficulty)\` reshuffles one of the puzzles it ships (rotation,
  bands, stacks, rows, columns, digits), so it searches nothing; up to ${formatCount(genMax)} puzzles or ${genCap} s.
- npm sudoku-core: \`generate(difficulty)\` fills a grid, empties cells and starts again until its
  own analyser finds the puzzle unique and hard enough; up to ${coreMax} puzzles or ${coreCap} s per
  difficulty, after one untimed easy puzzle. Its 'master' stands beside our expert.
- The npm generators run in a worker thread each, stopped at the cap; both draw from
  Math.random, so their puzzles change from run to run.

"One solution" is \`countSolutions(puzzle, 2)\` on every puzzle or ${CHECK_SAMPLE} evenly spaced ones;
"gradePuzzle says" is our grader's level for those with one solution.

${mainTable(results.rows)}${workerdPart(results)}${skipped}`;
}

function rowOf(results: GenerationResults, generator: string, level: RatedLevel) {
  return results.rows.find((row) => row.generator === generator && row.level === level);
}

/** Verdicts on the issue's generation targets. */
export function generationTargets(results: GenerationResults): string[] {
  const { levels, nodePerSecond, workerdMedianMs, workerdP95Ms } = GENERATION_TARGETS;
  const lines: string[] = [];
  const node = levels.flatMap((level) => rowOf(results, OURS_IN_NODE, level) ?? []);
  const nodeMet = node.length === levels.length && node.every((r) => r.perSecond >= nodePerSecond);
  lines.push(
    `- Generation, ${formatCount(nodePerSecond)} puzzles/s or more per level (easy, medium, hard) in Node, one thread: ${verdict(nodeMet)}, ${node.map((r) => `${r.level} ${formatRate(r.perSecond)}/s`).join(', ')}.`,
  );
  const workerd = levels.flatMap((level) => rowOf(results, OURS_IN_WORKERD, level) ?? []);
  if (workerd.length === 0) {
    lines.push('- Generation in workerd: not measured (see the Generation section).');
  } else {
    const met =
      workerd.length === levels.length &&
      workerd.every((r) => r.medianMs! < workerdMedianMs && r.p95Ms! < workerdP95Ms);
    lines.push(
      `- Generation in workerd, median under ${workerdMedianMs} ms and p95 under ${workerdP95Ms} ms per easy, medium, hard puzzle: ${verdict(met)}, ${workerd.map((r) => `${r.level} ${formatMs(r.medianMs)} / ${formatMs(r.p95Ms)} ms`).join(', ')} (wall per request less an empty one's, an upper bound on CPU).`,
    );
  }
  const expertNode = rowOf(results, OURS_IN_NODE, 'expert');
  const expertWorkerd = rowOf(results, OURS_IN_WORKERD, 'expert');
  if (expertNode) {
    const inWorkerd = expertWorkerd
      ? `, median ${formatMs(expertWorkerd.medianMs)} / p95 ${formatMs(expertWorkerd.p95Ms)} ms in workerd`
      : '';
    lines.push(
      `- Generation, expert (no target): ${formatRate(expertNode.perSecond)}/s in Node${inWorkerd}.`,
    );
  }
  return lines;
}
