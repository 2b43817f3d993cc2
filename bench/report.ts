import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { type BulkResult, ENGINE_SAMPLE } from './bulk.ts';
import { CLI_RUNS, ROOT } from './cli.ts';
import { COURSE_SEED, MAX_BLANKS, MIN_BLANKS } from './course.ts';
import type { SolvingResults } from './solving.ts';
import {
  formatCount,
  formatRate,
  formatRatio,
  formatSeconds,
  MIN_RUN_SECONDS,
  RUNS,
} from './stats.ts';

/** docs/benchmarks.md from the measured numbers; every verdict in it is computed here. */

export interface Machine {
  cpu: string;
  cores: number;
  node: string;
  date: string;
  load: string;
  /** The commit measured, and whether the working tree differed from it. */
  code: string;
}

/** "commit 1a2b3c4", plus how many files outside bench/ and docs/ differ; read-only git. */
function describeCode(): string {
  const git = (args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  const head = git(['rev-parse', '--short', 'HEAD']);
  if (head.status !== 0) return 'not a git checkout';
  const changed = git(['--no-optional-locks', 'status', '--porcelain'])
    .stdout.split('\n')
    .filter((line) => line !== '' && !/ (bench|docs)\//.test(line)).length;
  return `commit ${head.stdout.trim()}${changed > 0 ? ` plus ${changed} uncommitted files outside bench/ and docs/` : ''}`;
}

/** The machine as the report names it; call at the start, before the load is ours. */
export function describeMachine(): Machine {
  let cpu = cpus()[0]?.model ?? 'unknown';
  if (existsSync('/proc/cpuinfo')) {
    const match = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (match) cpu = match[1].trim();
  }
  return {
    cpu,
    cores: availableParallelism(),
    node: `${process.version} (${process.platform} ${process.arch})`,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    code: describeCode(),
    load: loadavg()
      .map((x) => x.toFixed(2))
      .join(', '),
  };
}

export interface Report {
  machine: Machine;
  minutes: number;
  solving: SolvingResults;
  grids: BulkResult | null;
  course: BulkResult | null;
  npxSeconds: number;
  nodeSeconds: number;
}

export const TARGETS = { gridsSeconds: 1.0, courseSeconds: 5.0, seventeenClueRate: 50_000 };

function table(header: string[], rows: string[][]): string {
  const lines = [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`);
  return `${lines.join('\n')}\n`;
}

function subsetLabel(used: number, total: number): string {
  if (used === total) return `all ${formatCount(total)}`;
  return `${formatCount(used)} of ${formatCount(total)}, evenly spaced`;
}

function solvingSection(solving: SolvingResults): string {
  const ours = table(
    [
      'set',
      'puzzles',
      'search9, limit 2',
      'countSolutions(p, 2)',
      'search9, limit 1',
      'proved unique, valid grid',
    ],
    solving.ours.map((row) => [
      row.set,
      formatCount(row.puzzles),
      formatRate(row.search9),
      formatRate(row.countSolutions),
      formatRate(row.firstSolution),
      `${formatCount(row.correct)} of ${formatCount(row.puzzles)}`,
    ]),
  );
  const peers = table(
    [
      'set',
      'puzzles (same for both)',
      'peer',
      'peer asked for',
      'peer /s',
      'ours /s',
      'ours/peer',
      'peer correct',
    ],
    solving.peers.map((row) => [
      row.set,
      subsetLabel(row.used, row.total),
      row.peer,
      row.mode,
      formatRate(row.peerRate),
      formatRate(row.oursRate),
      formatRatio(row.oursRate / row.peerRate),
      `${formatCount(row.correct)} of ${formatCount(row.used)}`,
    ]),
  );
  const notes = [...new Set(solving.peers.flatMap((row) => (row.note ? [row.note] : [])))];
  const skipped = solving.skipped.map((line) => `- ${line}\n`).join('');
  return `## Solving, one thread

Puzzles per second: the median of ${RUNS} timed runs after one warm-up run, a run that
would take under ${MIN_RUN_SECONDS} s repeating its puzzles until it does not. Our engine gets puzzles
parsed before timing: \`search9\` (shared/solve9.ts) called directly, and the public
\`countSolutions(puzzle, 2)\` on puzzles from \`parsePuzzle\`. Limit 2 proves uniqueness, as
tdoku's benchmark does; limit 1 stops at the first solution.

${ours}
Side by side, each peer and our engine (\`search9\`, limit 2) on the same puzzles in the same
run. Slow peers get a fixed subset: puzzle ⌊i·N/n⌋ for i < n. The npm peers are run in-process
on puzzles converted to their own board form before timing; qqwing runs as a subprocess on a
file of the same puzzles, timed as the whole process minus its start-up on an empty input. A
peer's answer is correct when it is a valid grid keeping every given (and, when the peer
counts, the count is 1); every answer of the timed runs is checked.

${peers}
- The npm peers and plain \`qqwing --solve\` stop at the first solution, while our column
  proves uniqueness (limit 2), so those ratios understate the difference in work.
- npm \`sudoku\` breaks ties between guesses at random (Math.random), so its rate varies a
  little from run to run.
${notes.map((note) => `- ${note}.\n`).join('')}${skipped}
For orientation, figures not measured in this run: the issue that set the targets quotes
about 4,300 puzzles/s for npm @algorithm.ts/sudoku and 5,500/s for qqwing on 17-clue; tdoku's
own benchmark publishes 374,668/s for native tdoku on 17-clue on an Intel i7-1065G7 laptop
(see the shared data folder's README.md).
`;
}

function bulkSection(report: Report): string {
  const rows: string[][] = [];
  const add = (result: BulkResult | null, target: number) => {
    if (!result) return;
    rows.push([
      `\`${result.command}\``,
      formatCount(result.lines),
      formatSeconds(result.seconds),
      `< ${target.toFixed(1)} s`,
      result.check,
    ]);
  };
  add(report.grids, TARGETS.gridsSeconds);
  add(report.course, TARGETS.courseSeconds);
  return `## Bulk command line, all cores

Wall time of the whole process \`node cli/sudoku.ts …\` from spawn to exit, median of ${CLI_RUNS}
runs, each run a fresh process. It includes Node's own start-up (${formatSeconds(report.nodeSeconds)}
for \`node -e 0\` here). Typing \`npx node\` instead adds npx's start-up on top, about
${formatSeconds(Math.max(0, report.npxSeconds - report.nodeSeconds))} here.

${table(['command', 'lines', 'wall', 'target', 'output check'], rows)}${courseNote(report.course)}`;
}

function courseNote(course: BulkResult | null): string {
  if (!course?.engineRate) return '';
  const oneCore = course.lines / course.engineRate;
  return `
The course is ${formatCount(course.lines)} distinct grids from the \`grids\` run above, each with
${MIN_BLANKS}–${MAX_BLANKS} cells blanked (count and cells drawn by \`createRandom('${COURSE_SEED}')\`;
bench/course.ts), solved without \`--unique\`. For comparison, \`search9\` alone (limit 1, one
thread, in-process, puzzles already parsed) solves ${formatRate(course.engineRate)} of them per
second on a sample of ${formatCount(ENGINE_SAMPLE)}: ${formatSeconds(oneCore)} for the million on one core.
`;
}

function verdict(met: boolean): string {
  return met ? '**met**' : '**missed**';
}

function targetsSection(report: Report): string {
  const lines: string[] = [];
  const { grids, course } = report;
  if (grids) {
    const met = grids.ok && grids.seconds < TARGETS.gridsSeconds;
    const why = grids.ok ? '' : ' (the output check failed)';
    lines.push(
      `- \`sudoku grids -n 1000000\` under ${TARGETS.gridsSeconds.toFixed(1)} s: ${verdict(met)}, ${formatSeconds(grids.seconds)}${why}.`,
    );
  }
  if (course) {
    const met = course.ok && course.seconds < TARGETS.courseSeconds;
    const why = course.ok ? '' : ' (the output check failed)';
    lines.push(
      `- \`sudoku solve\` on the 1M course under ${TARGETS.courseSeconds.toFixed(1)} s: ${verdict(met)}, ${formatSeconds(course.seconds)} on ${report.machine.cores} cores${why}.`,
    );
  }
  const seventeen = report.solving.ours.find((row) => row.set === '17-clue.txt');
  if (seventeen) {
    const met =
      seventeen.search9 >= TARGETS.seventeenClueRate && seventeen.correct === seventeen.puzzles;
    lines.push(
      `- 17-clue at ${formatCount(TARGETS.seventeenClueRate)} puzzles/s or more on one thread, limit 2: ${verdict(met)}, ${formatRate(seventeen.search9)}/s with \`search9\` (${formatRate(seventeen.countSolutions)}/s through \`countSolutions\`).`,
    );
  } else lines.push('- 17-clue rate: not measured (the data set is missing).');
  return `## Targets

${lines.join('\n')}

These verdicts come from this run's numbers on this machine; the load average was
${report.machine.load} when the run began, and other work on a shared machine slows
every column.
`;
}

/** The whole of docs/benchmarks.md. */
export function renderReport(report: Report): string {
  const { machine } = report;
  return `# Benchmarks

Generated by \`npm run bench\` (bench/run.ts); do not edit by hand. Reproduce with
\`npm run bench\` (this run took ${report.minutes.toFixed(1)} minutes).

- CPU: ${machine.cpu}, ${machine.cores} cores
- Node: ${machine.node}
- Date: ${machine.date}
- Code: ${machine.code}
- Load average at the start: ${machine.load}

${solvingSection(report.solving)}
${bulkSection(report)}
${targetsSection(report)}`;
}
