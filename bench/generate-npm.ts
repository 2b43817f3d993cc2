import { createRequire } from 'node:module';
import { parentPort, Worker } from 'node:worker_threads';
import { timeOnce } from './stats.ts';

/**
 * The npm generators, each asked for one difficulty in a worker thread of its own, so that a
 * slow one can be stopped: `generateWithNpm` on the main thread, this same module as the
 * worker's entry. The worker warms up untimed, says 'timing', then sends each puzzle with the
 * milliseconds of the call that made it (converting the board to a line is not timed).
 * Both packages draw from Math.random, so their puzzles differ from run to run.
 */

export type NpmGenerator = 'sudoku-gen' | 'sudoku-core';

interface GenerateTask {
  generator: NpmGenerator;
  difficulty: string;
  max: number;
  warmUp: { difficulty: string; count: number };
}

type WorkerMessage = 'timing' | 'done' | { puzzle: string; ms: number };

/** What one generator gave for one difficulty before it finished or was stopped. */
export interface NpmBatch {
  puzzles: string[];
  ms: number[];
  /** True when the time cap stopped it before `max` puzzles. */
  stopped: boolean;
}

interface Package {
  generate(difficulty: string): unknown;
  /** The generated board as an 81-character line, '.' for a blank. */
  toLine(board: unknown): string;
}

/** sudoku-gen answers `{ puzzle }` with '-' for blanks; sudoku-core an array with nulls. */
function loadPackage(generator: NpmGenerator): Package {
  const require = createRequire(import.meta.url);
  if (generator === 'sudoku-gen') {
    const { getSudoku } = require('sudoku-gen') as { getSudoku(d: string): { puzzle: string } };
    return {
      generate: getSudoku,
      toLine: (board) => (board as { puzzle: string }).puzzle.replaceAll('-', '.'),
    };
  }
  const { generate } = require('sudoku-core') as { generate(d: string): Array<number | null> };
  return {
    generate,
    toLine: (board) => (board as Array<number | null>).map((d) => d ?? '.').join(''),
  };
}

/**
 * Up to `max` puzzles of `difficulty`, each timed alone; stops the worker `capSeconds` after
 * its warm-up ends and returns what it had by then.
 */
export function generateWithNpm(
  generator: NpmGenerator,
  difficulty: string,
  max: number,
  capSeconds: number,
  warmUp: GenerateTask['warmUp'],
): Promise<NpmBatch> {
  const worker = new Worker(new URL(import.meta.url));
  const batch: NpmBatch = { puzzles: [], ms: [], stopped: false };
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    let over = false;
    const finish = (stopped: boolean, error?: Error) => {
      if (over) return;
      over = true;
      clearTimeout(timer);
      batch.stopped = stopped;
      void worker.terminate();
      if (error) reject(error);
      else resolve(batch);
    };
    worker.on('message', (message: WorkerMessage) => {
      if (over) return;
      if (message === 'timing') timer = setTimeout(() => finish(true), capSeconds * 1000);
      else if (message === 'done') finish(false);
      else {
        batch.puzzles.push(message.puzzle);
        batch.ms.push(message.ms);
      }
    });
    worker.on('error', (error) => finish(false, error));
    const task: GenerateTask = { generator, difficulty, max, warmUp };
    worker.postMessage(task);
  });
}

parentPort?.on('message', (task: GenerateTask) => {
  const port = parentPort!;
  const { generate, toLine } = loadPackage(task.generator);
  for (let i = 0; i < task.warmUp.count; i++) generate(task.warmUp.difficulty);
  port.postMessage('timing');
  for (let i = 0; i < task.max; i++) {
    let board: unknown;
    const seconds = timeOnce(() => {
      board = generate(task.difficulty);
    });
    port.postMessage({ puzzle: toLine(board), ms: seconds * 1000 });
  }
  port.postMessage('done');
});
