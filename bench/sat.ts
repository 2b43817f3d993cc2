import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parsePuzzle } from '../shared/format.ts';
import { solveCdcl } from '../shared/sat/cdcl.ts';
import { type Cnf, type SatResult, type SatStatus, satisfies } from '../shared/sat/cnf.ts';
import { formatDimacs, parseDimacs } from '../shared/sat/dimacs.ts';
import { solveDpll } from '../shared/sat/dpll.ts';
import { encodePuzzle } from '../shared/sat/encode-sudoku.ts';
import { isSolutionOf, loadSet, pickEvenly } from './data.ts';
import { LOGIC_CAP_SECONDS, LogicRunner } from './sat-logic.ts';
import { median, progress } from './stats.ts';

/**
 * Our CDCL solver beside native MiniSat and npm logic-solver on the same formulas, one
 * instance at a time, and our DPLL beside our CDCL on small sets. Every verdict is checked
 * against the known one (the SATLIB folder or file name; every benchmark Sudoku has a
 * solution) and against MiniSat's.
 * - Ours: `solveCdcl(cnf)` on a parsed Cnf, after a warm-up.
 * - MiniSat: `minisat -verb=0 FILE` on a copy written by formatDimacs (it rejects SATLIB's `%`
 *   end marker); the wall time of the process minus its start-up, timed on a one-clause
 *   formula right after each instance, so that both see the same load; its time includes
 *   reading the file.
 * - logic-solver: bench/sat-logic.ts in a worker thread, timed around `solve()`; stopped
 *   after LOGIC_CAP_SECONDS.
 * Each solver runs once per instance, or QUICK_RUNS times when that is quick.
 */

const SAT_DIR = fileURLToPath(new URL('../../shared/data/sat/', import.meta.url));
const OUT = fileURLToPath(new URL('./out/sat/', import.meta.url));
/** A formula MiniSat solves at once: its run is MiniSat's start-up. */
const ONE_CLAUSE = `${OUT}one-clause.cnf`;

/** A set stops giving logic-solver instances after this many ran past LOGIC_CAP_SECONDS. */
const LOGIC_MAX_TIMEOUTS = 2;
/** DPLL's backtrack budget per instance in the DPLL-vs-CDCL table. */
export const DPLL_BUDGET = 100_000;
/**
 * An instance solved faster than QUICK_SECONDS is solved QUICK_RUNS times by the same solver
 * and its fastest run counts: otherwise process start-up and scheduler noise, not solving,
 * would be most of MiniSat's time on the small sets.
 */
export const QUICK_SECONDS = 0.05;
export const QUICK_RUNS = 3;

/** A benchmark formula, made when its turn comes (the Sudoku sets would not fit in memory). */
interface Instance {
  name: string;
  cnf: Cnf;
  expected: SatStatus;
  /** An extra check of a model, e.g. that it decodes to the puzzle's solution. */
  check?: (model: Uint8Array) => boolean;
}

interface SatSet {
  name: string;
  count: number;
  make(index: number): Instance;
}

/** The verdict SATLIB's naming gives: uuf, dubois, phole and aim "no" are unsatisfiable. */
function knownStatus(folder: string, file: string): SatStatus {
  if (folder === 'aim') return /-yes/.test(file) ? 'SAT' : 'UNSAT';
  return /^(uuf|dubois|phole)/.test(folder) ? 'UNSAT' : 'SAT';
}

function satlibSet(folder: string, only?: string[], count?: number): SatSet | null {
  if (!existsSync(SAT_DIR + folder)) return null;
  const all = only ?? readdirSync(SAT_DIR + folder).filter((file) => file.endsWith('.cnf'));
  const files = pickEvenly(all.sort(), count ?? all.length);
  return {
    name: only ? `${folder}/${only.join(', ')}` : folder,
    count: files.length,
    make: (index) => ({
      name: files[index],
      cnf: parseDimacs(readFileSync(`${SAT_DIR}${folder}/${files[index]}`, 'latin1')),
      expected: knownStatus(folder, files[index]),
    }),
  };
}

function sudokuSet(file: string, count: number): SatSet | null {
  const all = loadSet({ file, csv: false, peerCount: count, slowCount: count });
  if (all === null) return null;
  const picked = pickEvenly([...all.keys()], count);
  return {
    name: `${file.replace(/\.txt$/, '')} (${picked.length} puzzles)`,
    count: picked.length,
    make: (index) => {
      const line = all[picked[index]];
      const { cnf, decode } = encodePuzzle(parsePuzzle(line), { amo: 'pairwise' });
      return {
        name: `${file.replace(/\.txt$/, '')} puzzle ${picked[index] + 1}`,
        cnf,
        expected: 'SAT',
        check: (model) => isSolutionOf(line, decode(model).join('')),
      };
    },
  };
}

/** Median and sum of per-instance seconds. */
export interface Times {
  median: number;
  total: number;
}

function summarize(seconds: number[]): Times {
  return { median: median(seconds), total: seconds.reduce((a, b) => a + b, 0) };
}

export interface SatRow {
  set: string;
  instances: number;
  ours: Times;
  minisat: Times;
  logic: {
    /** Instances it was given, finished, and stopped at the cap. */
    given: number;
    finished: number;
    timedOut: number;
    /** Infinity when the middle instance hit the cap. */
    median: number;
    /** Of the instances it was given, counting a capped one as LOGIC_CAP_SECONDS. */
    total: number;
    /** Ours on the same instances, for the ratio. */
    oursTotal: number;
  };
  sat: number;
  unsat: number;
  /** Each verdict or model that disagrees, in words; must stay empty. */
  problems: string[];
}

export interface DpllRow {
  set: string;
  instances: number;
  dpllFinished: number;
  /** Over finished instances. */
  dpll: Times;
  dpllBacktracks: number;
  cdcl: Times;
  cdclConflicts: number;
  /** CDCL's seconds on the instances DPLL finished, for the ratio. */
  cdclOnFinished: number;
  problems: string[];
}

export interface SatResults {
  rows: SatRow[];
  dpll: DpllRow[];
  minisat: string;
  minisatStartup: number;
  logicVersion: string;
  skipped: string[];
}

/** MiniSat's verdict on `file` and the wall seconds of its whole process (the fastest run). */
function runMinisat(file: string): { status: SatStatus; seconds: number } {
  let best = Number.POSITIVE_INFINITY;
  let code: number | null = null;
  for (let run = 0; run < QUICK_RUNS && (run === 0 || best < QUICK_SECONDS); run++) {
    const start = performance.now();
    code = spawnSync('minisat', ['-verb=0', file], { stdio: 'ignore' }).status;
    best = Math.min(best, (performance.now() - start) / 1000);
    if (code !== 10 && code !== 20) throw new Error(`minisat ${file} exited with ${code}`);
  }
  return { status: code === 10 ? 'SAT' : 'UNSAT', seconds: best };
}

/** Runs one of our solvers (the fastest run); null, and a problem, when it throws. */
function runOurs(
  instance: Instance,
  solve: (cnf: Cnf) => SatResult,
  problems: string[],
): { result: SatResult; seconds: number } | null {
  try {
    let start = performance.now();
    const result = solve(instance.cnf);
    let seconds = (performance.now() - start) / 1000;
    for (let run = 1; run < QUICK_RUNS && seconds < QUICK_SECONDS; run++) {
      start = performance.now();
      solve(instance.cnf);
      seconds = Math.min(seconds, (performance.now() - start) / 1000);
    }
    return { result, seconds };
  } catch (error) {
    problems.push(`${instance.name}: ours threw ${String(error)}`);
    return null;
  }
}

function checkOurs(instance: Instance, result: SatResult, problems: string[]): void {
  if (result.status !== 'UNKNOWN' && result.status !== instance.expected) {
    problems.push(`${instance.name}: ours ${result.status}, known ${instance.expected}`);
  }
  if (result.status === 'SAT' && instance.check && !instance.check(result.model!)) {
    problems.push(`${instance.name}: our model does not decode to a solution`);
  }
}

async function benchSet(set: SatSet, logic: LogicRunner, startups: number[]): Promise<SatRow> {
  const ours: number[] = [];
  const minisat: number[] = [];
  const logicSeconds: number[] = [];
  const row: SatRow = {
    set: set.name,
    instances: set.count,
    ours: { median: 0, total: 0 },
    minisat: { median: 0, total: 0 },
    logic: { given: 0, finished: 0, timedOut: 0, median: 0, total: 0, oursTotal: 0 },
    sat: 0,
    unsat: 0,
    problems: [],
  };
  for (let index = 0; index < set.count; index++) {
    const instance = set.make(index);
    const mine = runOurs(instance, solveCdcl, row.problems);
    if (mine === null) continue;
    checkOurs(instance, mine.result, row.problems);
    ours.push(mine.seconds);
    if (mine.result.status === 'SAT') row.sat++;
    if (mine.result.status === 'UNSAT') row.unsat++;

    const file = `${OUT}${instance.name.replace(/\.cnf$/, '').replace(/[^\w.-]+/g, '-')}.cnf`;
    writeFileSync(file, formatDimacs(instance.cnf));
    const native = runMinisat(file);
    const startup = runMinisat(ONE_CLAUSE).seconds;
    startups.push(startup);
    minisat.push(Math.max(0, native.seconds - startup));
    if (native.status !== instance.expected) {
      row.problems.push(`${instance.name}: minisat ${native.status}, known ${instance.expected}`);
    }
    if (native.status !== mine.result.status) {
      row.problems.push(`${instance.name}: ours ${mine.result.status}, minisat ${native.status}`);
    }

    if (row.logic.timedOut >= LOGIC_MAX_TIMEOUTS) continue;
    row.logic.given++;
    row.logic.oursTotal += mine.seconds;
    const answer = await logic.solve(instance.cnf, QUICK_SECONDS, QUICK_RUNS);
    if (answer === 'timeout') {
      row.logic.timedOut++;
      logicSeconds.push(Number.POSITIVE_INFINITY);
      progress(`${instance.name}: logic-solver stopped after ${LOGIC_CAP_SECONDS} s`);
    } else if (answer.status === 'ERROR') {
      row.problems.push(`${instance.name}: logic-solver failed: ${answer.error}`);
    } else {
      row.logic.finished++;
      logicSeconds.push(answer.seconds);
      if (answer.status !== instance.expected) {
        row.problems.push(
          `${instance.name}: logic-solver ${answer.status}, known ${instance.expected}`,
        );
      }
      if (answer.model && !satisfies(instance.cnf, answer.model)) {
        row.problems.push(`${instance.name}: logic-solver's model falsifies a clause`);
      }
    }
  }
  row.ours = summarize(ours);
  row.minisat = summarize(minisat);
  const capped = logicSeconds.map((s) => Math.min(s, LOGIC_CAP_SECONDS));
  row.logic.median = median(logicSeconds);
  row.logic.total = capped.reduce((a, b) => a + b, 0);
  return row;
}

function benchDpll(set: SatSet): DpllRow {
  const dpll: number[] = [];
  const cdcl: number[] = [];
  const backtracks: number[] = [];
  const conflicts: number[] = [];
  const problems: string[] = [];
  let cdclOnFinished = 0;
  const solveBudgeted = (cnf: Cnf) => solveDpll(cnf, { conflictBudget: DPLL_BUDGET });
  for (let index = 0; index < set.count; index++) {
    const instance = set.make(index);
    const slow = runOurs(instance, solveBudgeted, problems);
    if (slow !== null && slow.result.status !== 'UNKNOWN') {
      checkOurs(instance, slow.result, problems);
      dpll.push(slow.seconds);
      backtracks.push(slow.result.stats.conflicts);
    }
    const fast = runOurs(instance, solveCdcl, problems);
    if (fast === null) continue;
    checkOurs(instance, fast.result, problems);
    if (fast.result.status === 'UNKNOWN') problems.push(`${instance.name}: CDCL gave up`);
    cdcl.push(fast.seconds);
    conflicts.push(fast.result.stats.conflicts);
    if (slow !== null && slow.result.status !== 'UNKNOWN') cdclOnFinished += fast.seconds;
  }
  return {
    set: set.name,
    instances: set.count,
    dpllFinished: dpll.length,
    dpll: summarize(dpll),
    dpllBacktracks: median(backtracks),
    cdcl: summarize(cdcl),
    cdclConflicts: median(conflicts),
    cdclOnFinished,
    problems,
  };
}

/** Step 3: the SAT solvers. */
export async function benchSat(): Promise<SatResults> {
  const skipped: string[] = [];
  const present = (set: SatSet | null, what: string): SatSet[] => {
    if (set !== null) return [set];
    skipped.push(`${what}: not found in the shared data folder, its rows are left out.`);
    return [];
  };
  const warmUp = satlibSet('uf20-91');
  for (let i = 0; warmUp && i < warmUp.count; i++) {
    solveCdcl(warmUp.make(i).cnf);
    solveDpll(warmUp.make(i).cnf);
  }

  const dpll: DpllRow[] = [];
  for (const set of [
    ...present(satlibSet('uf50-218'), 'uf50-218'),
    ...present(satlibSet('uuf50-218'), 'uuf50-218'),
    ...present(satlibSet('uf100-430'), 'uf100-430'),
    ...present(satlibSet('aim'), 'aim'),
    ...present(satlibSet('phole'), 'phole'),
  ]) {
    progress(`sat: DPLL and CDCL on ${set.name}, ${set.count} instances`);
    dpll.push(benchDpll(set));
  }

  mkdirSync(OUT, { recursive: true });
  writeFileSync(ONE_CLAUSE, 'p cnf 1 1\n1 0\n');
  const startups: number[] = [];
  const logic = new LogicRunner();
  const rows: SatRow[] = [];
  try {
    for (const set of [
      ...present(satlibSet('uf100-430'), 'uf100-430'),
      ...present(satlibSet('uuf50-218'), 'uuf50-218'),
      ...present(satlibSet('uf250-1065'), 'uf250-1065'),
      ...present(satlibSet('uuf250-1065'), 'uuf250-1065'),
      ...present(satlibSet('aim'), 'aim'),
      ...present(satlibSet('phole', ['hole8.cnf']), 'phole/hole8.cnf'),
      ...present(sudokuSet('17-clue.txt', 200), '17-clue.txt'),
      ...present(sudokuSet('forum-hardest-1106.txt', 100), 'forum-hardest-1106.txt'),
    ]) {
      progress(`sat: ${set.name}, ${set.count} instances`);
      const row = await benchSet(set, logic, startups);
      rows.push(row);
      progress(
        `sat: ${set.name}: ours ${row.ours.total.toFixed(3)} s, minisat ${row.minisat.total.toFixed(3)} s, logic-solver ${row.logic.total.toFixed(3)} s (${row.logic.finished}/${row.logic.given}), ${row.problems.length} problems`,
      );
    }
  } finally {
    logic.close();
  }
  const version = spawnSync('dpkg-query', ['-W', 'minisat'], { encoding: 'utf8' });
  return {
    rows,
    dpll,
    minisat: `native MiniSat ${version.status === 0 ? version.stdout.split('\t')[1].trim().replace(/^\d+:/, '') : '2.2'}`,
    minisatStartup: median(startups),
    logicVersion: JSON.parse(
      readFileSync(new URL('../node_modules/logic-solver/package.json', import.meta.url), 'utf8'),
    ).version,
    skipped,
  };
}
