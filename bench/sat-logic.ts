import { createRequire } from 'node:module';
import { parentPort, Worker } from 'node:worker_threads';
import { type Cnf, toDimacs } from '../shared/sat/cnf.ts';

/**
 * npm logic-solver (MiniSat compiled to JavaScript by emscripten) in a worker thread, so that
 * it can be stopped when an instance takes too long: LogicRunner on the main thread, this
 * same module as the worker's entry. A task is one formula:
 * `literals` holds its clauses in DIMACS numbering, each ended by 0. DIMACS variable n is
 * solver variable n + 2, because logic-solver reserves 1 and 2 for its constants $F and $T.
 * The clauses are added with `require(Logic.or(…))` untimed; the message 'solving' then tells
 * the main thread to start its clock, and the time reported is that of `solve()`, which hands
 * the clauses to MiniSat's store and then searches.
 */

export interface LogicTask {
  varCount: number;
  literals: Int32Array;
  /** A solve faster than this is repeated on a fresh solver, up to quickRuns in all. */
  quickSeconds: number;
  quickRuns: number;
}

export type LogicAnswer =
  | { status: 'SAT' | 'UNSAT'; seconds: number; model?: Uint8Array }
  | { status: 'ERROR'; error: string };

/** The slice of logic-solver's API used here (the package ships no types). */
interface LogicSolver {
  getVarNum(name: string): number;
  require(formula: unknown): void;
  solve(): LogicSolution | null;
}
interface LogicSolution {
  /** Truth value by variable number, from 1. */
  _assignment: boolean[];
}
interface LogicModule {
  Solver: new () => LogicSolver;
  or(...terms: number[]): unknown;
  disablingAssertions<T>(work: () => T): T;
}

const Logic = createRequire(import.meta.url)('logic-solver') as LogicModule;
/** Solver variable number of DIMACS variable 1. */
const FIRST_VARIABLE = 3;

/** A fresh solver holding the task's clauses, not yet handed to MiniSat. */
function loadSolver(task: LogicTask): LogicSolver {
  const solver = new Logic.Solver();
  for (let v = 0; v < task.varCount; v++) {
    if (solver.getVarNum(`x${v + 1}`) !== v + FIRST_VARIABLE) {
      throw new Error(`logic-solver numbered x${v + 1} unexpectedly`);
    }
  }
  const shift = FIRST_VARIABLE - 1;
  const terms: number[] = [];
  Logic.disablingAssertions(() => {
    for (const lit of task.literals) {
      if (lit !== 0) terms.push(lit > 0 ? lit + shift : lit - shift);
      else {
        solver.require(Logic.or(...terms));
        terms.length = 0;
      }
    }
  });
  return solver;
}

/** Seconds of `solve()` alone, and what it found. */
function timeSolve(solver: LogicSolver): { seconds: number; solution: LogicSolution | null } {
  const start = performance.now();
  const solution = Logic.disablingAssertions(() => solver.solve());
  return { seconds: (performance.now() - start) / 1000, solution };
}

function solveTask(task: LogicTask): LogicAnswer {
  const solver = loadSolver(task);
  parentPort?.postMessage('solving');
  const { solution, seconds: firstSeconds } = timeSolve(solver);
  let seconds = firstSeconds;
  for (let run = 1; run < task.quickRuns && seconds < task.quickSeconds; run++) {
    seconds = Math.min(seconds, timeSolve(loadSolver(task)).seconds);
  }
  if (solution === null) return { status: 'UNSAT', seconds };
  const model = new Uint8Array(task.varCount);
  for (let v = 0; v < task.varCount; v++) {
    model[v] = solution._assignment[v + FIRST_VARIABLE] ? 1 : 0;
  }
  return { status: 'SAT', seconds, model };
}

/** logic-solver's time limit per instance. */
export const LOGIC_CAP_SECONDS = 20;

/** A worker thread running logic-solver, replaced whenever an instance runs past the cap. */
export class LogicRunner {
  private worker: Worker | null = null;

  /** Solves `cnf` in the worker; quick solves are repeated as LogicTask says. */
  solve(cnf: Cnf, quickSeconds: number, quickRuns: number): Promise<LogicAnswer | 'timeout'> {
    const literals = new Int32Array(cnf.clauses.reduce((n, clause) => n + clause.length + 1, 0));
    let at = 0;
    for (const clause of cnf.clauses) {
      for (const lit of clause) literals[at++] = toDimacs(lit);
      literals[at++] = 0;
    }
    this.worker ??= new Worker(new URL(import.meta.url));
    const worker = this.worker;
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      // The clock starts when the clauses are loaded and solve() begins.
      const onMessage = (message: LogicAnswer | 'solving') => {
        if (message !== 'solving') finish(message);
        else timer = setTimeout(onTimeout, LOGIC_CAP_SECONDS * 1000);
      };
      const onTimeout = () => {
        this.close();
        finish('timeout');
      };
      const onError = (error: Error) => {
        this.close();
        finish({ status: 'ERROR', error: error.message });
      };
      const onExit = (code: number) => {
        this.worker = null;
        finish({ status: 'ERROR', error: `worker exited with ${code}` });
      };
      // Only our own listeners go: the worker keeps internal ones that deliver messages.
      const finish = (answer: LogicAnswer | 'timeout') => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        resolve(answer);
      };
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      const task: LogicTask = {
        varCount: cnf.varCount,
        literals,
        quickSeconds,
        quickRuns,
      };
      worker.postMessage(task, [literals.buffer]);
    });
  }

  close(): void {
    void this.worker?.terminate();
    this.worker = null;
  }
}

parentPort?.on('message', (task: LogicTask) => {
  let answer: LogicAnswer;
  try {
    answer = solveTask(task);
  } catch (error) {
    answer = { status: 'ERROR', error: String(error instanceof Error ? error.message : error) };
  }
  parentPort?.postMessage(answer);
});
