import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { type BulkResult, ENGINE_SAMPLE } from './bulk.ts';
import { CLI_RUNS, ROOT } from './cli.ts';
import { COURSE_SEED, MAX_BLANKS, MIN_BLANKS } from './course.ts';
import type { GenerationResults } from './generate.ts';
import type { LoadResults } from './load.ts';
import { table, verdict } from './markdown.ts';
import { generationSection, generationTargets } from './report-generation.ts';
import { loadSection, loadTargets } from './report-load.ts';
import { siteSection, siteTargets } from './report-site.ts';
import { wholeProcessSection, wholeProcessTargets } from './report-whole.ts';
import { DPLL_BUDGET, QUICK_RUNS, QUICK_SECONDS, type SatResults } from './sat.ts';
import { LOGIC_CAP_SECONDS } from './sat-logic.ts';
import type { SiteResults } from './site.ts';
import type { SolvingResults } from './solving.ts';
import {
  formatCount,
  formatRate,
  formatRatio,
  formatSeconds,
  MIN_RUN_SECONDS,
  RUNS,
} from './stats.ts';
import type { WholeProcessResults } from './whole-process.ts';

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
  /** The whole-process runs beside qqwing: solving (bulk part), generating (generate part). */
  wholeProcess: WholeProcessResults[];
  sat: SatResults | null;
  generation: GenerationResults | null;
  load: LoadResults | null;
  site: SiteResults | null;
  /** The link previews' section, written whole by bench/preview.ts. */
  preview: string | null;
  npxSeconds: number;
  nodeSeconds: number;
}

export const TARGETS = {
  gridsSeconds: 1.0,
  courseSeconds: 5.0,
  seventeenClueRate: 50_000,
  /** Ours over native MiniSat, total time, on these sets. */
  minisatRatio: 3,
  minisatRatioSets: ['uf250-1065', 'uuf250-1065'],
};

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

Wall time of the whole process \`node cli/launch.js …\` (the bin, on its bundle) from spawn to exit, median of ${CLI_RUNS}
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

/** A short time: "0.412 ms", "37.2 ms", "2.41 s". */
function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds)) return `> ${LOGIC_CAP_SECONDS} s`;
  return seconds < 1 ? `${(seconds * 1000).toPrecision(3)} ms` : `${seconds.toFixed(2)} s`;
}

function logicRatio(row: SatResults['rows'][number]): string {
  const ratio = formatRatio(row.logic.total / row.logic.oursTotal);
  return row.logic.timedOut > 0 ? `> ${ratio}` : ratio;
}

function satSection(sat: SatResults): string {
  const main = table(
    [
      'set',
      'instances (SAT/UNSAT)',
      'ours CDCL median / total',
      'MiniSat median / total',
      'logic-solver median / total',
      'ours/MiniSat',
      'logic-solver/ours',
      'verdicts',
    ],
    sat.rows.map((row) => {
      const { logic } = row;
      const given = logic.given < row.instances ? ` (${logic.given} of ${row.instances})` : '';
      const capped =
        logic.timedOut > 0 ? `, ${logic.timedOut} stopped at ${LOGIC_CAP_SECONDS} s` : '';
      const total = `${logic.timedOut > 0 ? '> ' : ''}${formatTime(logic.total)}`;
      return [
        row.set,
        `${formatCount(row.instances)} (${row.sat}/${row.unsat})`,
        `${formatTime(row.ours.median)} / ${formatTime(row.ours.total)}`,
        `${formatTime(row.minisat.median)} / ${formatTime(row.minisat.total)}`,
        `${formatTime(logic.median)} / ${total}${given}${capped}`,
        formatRatio(row.ours.total / row.minisat.total),
        logicRatio(row),
        row.problems.length === 0 ? 'all agree' : `**${row.problems.length} disagree**`,
      ];
    }),
  );
  const dpll = table(
    [
      'set',
      'instances',
      'DPLL finished',
      'DPLL median / total',
      'DPLL median backtracks',
      'CDCL median / total',
      'CDCL median conflicts',
      'DPLL/CDCL',
      'verdicts',
    ],
    sat.dpll.map((row) => [
      row.set,
      formatCount(row.instances),
      `${row.dpllFinished} of ${row.instances}`,
      `${formatTime(row.dpll.median)} / ${formatTime(row.dpll.total)}`,
      formatCount(row.dpllBacktracks),
      `${formatTime(row.cdcl.median)} / ${formatTime(row.cdcl.total)}`,
      formatCount(row.cdclConflicts),
      formatRatio(row.dpll.total / row.cdclOnFinished),
      row.problems.length === 0 ? 'all agree' : `**${row.problems.length} disagree**`,
    ]),
  );
  const problems = [...sat.rows, ...sat.dpll].flatMap((row) => row.problems);
  const disagreements =
    problems.length === 0
      ? "No verdict disagreed: every answer matched both the known verdict and MiniSat's."
      : `**${problems.length} disagreements:**\n\n${problems.map((line) => `- ${line}`).join('\n')}`;
  const skipped = sat.skipped.map((line) => `- ${line}\n`).join('');
  return `## SAT

Our CDCL solver (shared/sat/cdcl.ts) beside ${sat.minisat} and npm logic-solver
${sat.logicVersion} (MiniSat compiled to JavaScript by emscripten) on the same formulas in the
same run, one instance at a time. Each solver solves each instance once; one that takes under
${QUICK_SECONDS * 1000} ms is solved ${QUICK_RUNS} times and its fastest run counts, so that start-up and scheduler
noise do not swamp the small sets. Sudoku sets are the CNF of
\`encodePuzzle(puzzle, { amo: 'pairwise' })\` for an evenly spaced subset (puzzle ⌊i·N/n⌋).
- Ours: \`solveCdcl(cnf)\` on a Cnf parsed before timing; the time includes copying the
  clauses into its own arena. One warm-up pass over uf20-91 first.
- MiniSat: \`minisat -verb=0 FILE\` on a copy written by \`formatDimacs\` (MiniSat rejects
  SATLIB's \`%\` end marker); the wall time of the process minus its start-up
  timed the same way on a one-clause formula right after each instance (median
  ${(sat.minisatStartup * 1000).toFixed(1)} ms), so MiniSat's time also includes reading the file.
- logic-solver: clauses added with \`require(Logic.or(…))\` untimed, then \`solve()\` timed,
  which hands the clauses to MiniSat's store and searches, the counterpart of our copy into
  the arena. It runs in a worker thread stopped after ${LOGIC_CAP_SECONDS} s; such an instance counts as
  ${LOGIC_CAP_SECONDS} s in a "> " total, and a set stops giving it instances after two stops.

Ratios are of total times on the same instances. An instance that MiniSat solves in a few
milliseconds leaves mostly the noise of process start-up after the subtraction, so ours/MiniSat
means little on the small sets (uf100, uuf50, aim). Every verdict is checked against the known
one (SATLIB folder or file name; every benchmark Sudoku has a solution) and against MiniSat's;
our solvers check each model against every clause before returning it, logic-solver's models
are checked here, and our Sudoku models must decode to a valid solution of the puzzle.
The machine's load average is in the header: other work slows every column.

${main}
${disagreements}
${skipped}
DPLL (shared/sat/dpll.ts, at most ${formatCount(DPLL_BUDGET)} backtracks per instance) beside CDCL on
small sets; DPLL's times are over the instances it finished, and DPLL/CDCL compares totals on
those instances.

${dpll}`;
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
  } else if (report.solving.skipped.some((line) => line.startsWith('17-clue.txt'))) {
    lines.push('- 17-clue rate: not measured (the data set is missing).');
  }
  lines.push(...wholeProcessTargets(report.wholeProcess));
  if (report.sat) lines.push(...satTargets(report.sat));
  if (report.generation) lines.push(...generationTargets(report.generation));
  if (report.load) lines.push(...loadTargets(report.load));
  if (report.site) lines.push(...siteTargets(report.site));
  return `## Targets

${lines.join('\n')}

These verdicts come from this run's numbers on this machine; the load average was
${report.machine.load} when the run began, and other work on a shared machine slows
every column.
`;
}

function satTargets(sat: SatResults): string[] {
  const slower = sat.rows.filter((row) => !(row.logic.total > row.logic.oursTotal));
  const faster = `- SAT: faster than logic-solver on every set: ${verdict(slower.length === 0 && sat.rows.length > 0)}, ${slower.length === 0 ? `logic-solver/ours from ${sat.rows.map(logicRatio).join(', ')}` : `slower on ${slower.map((row) => `${row.set} (${logicRatio(row)})`).join(', ')}`}.`;
  const near = sat.rows.filter((row) => TARGETS.minisatRatioSets.includes(row.set));
  const within = near.map((row) => {
    const ratio = row.ours.total / row.minisat.total;
    return { set: row.set, ratio, met: ratio <= TARGETS.minisatRatio };
  });
  const nearLine =
    within.length === 0
      ? '- SAT: uf250/uuf250 against MiniSat: not measured (the data is missing).'
      : `- SAT: within ${TARGETS.minisatRatio}× of native MiniSat on ${TARGETS.minisatRatioSets.join(' and ')}: ${verdict(within.length === TARGETS.minisatRatioSets.length && within.every((w) => w.met))}, ${within.map((w) => `${formatRatio(w.ratio)} on ${w.set}`).join(', ')} (total time).`;
  const problems = [...sat.rows, ...sat.dpll].reduce((n, row) => n + row.problems.length, 0);
  return [
    faster,
    nearLine,
    `- SAT: no verdict disagrees with the known one or MiniSat's: ${verdict(problems === 0)}, ${problems} disagreements.`,
    `- SAT: DPLL vs CDCL shown: ${verdict(sat.dpll.length > 0)}, ${sat.dpll.length} sets in the table above.`,
  ];
}

/** The whole of docs/benchmarks.md. */
export function renderReport(report: Report): string {
  const { machine } = report;
  const whole = wholeProcessSection(report.wholeProcess);
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
${whole ? `${whole}\n` : ''}${report.sat ? `${satSection(report.sat)}\n` : ''}${report.generation ? `${generationSection(report.generation)}\n` : ''}${report.load ? `${loadSection(report.load)}\n` : ''}${report.site ? `${siteSection(report.site)}\n` : ''}${report.preview ? `${report.preview}\n` : ''}${targetsSection(report)}`;
}
