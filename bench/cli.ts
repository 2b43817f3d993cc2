import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median, timeOnce } from './stats.ts';

/**
 * The CLI timed as a user runs it: a whole `node cli/launch.js …` process (the package's bin,
 * running the bundle cli/build.ts makes), start to exit. `process.execPath` is the Node that
 * `npm run bench` runs, the same binary `npx node` finds in node_modules/.bin; npx's own
 * start-up is measured apart (npxSeconds).
 */

export const ROOT = fileURLToPath(new URL('../', import.meta.url));

function runNode(args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (result.status !== 0) {
    throw new Error(`node ${args.join(' ')} exited with ${result.status}: ${result.stderr}`);
  }
}

/**
 * Bundles the CLI afresh (cli/build.ts), so that the launcher runs what the sources say; before
 * each timed run, as a source may change between runs (a shared work tree).
 */
export function buildCli(): void {
  runNode(['cli/build.ts']);
}

/**
 * Runs `sudoku ARGS` to its end: through the launcher, which must find its bundle fresh
 * (a source changed since buildCli fails the run), or from the TypeScript sources.
 */
export function runCli(args: string[], from: 'bundle' | 'sources' = 'bundle'): void {
  if (from === 'sources') runNode(['cli/sudoku.ts', ...args]);
  else runNode(['cli/launch.js', ...args], { ...process.env, SUDOKU_BUNDLE: 'required' });
}

/** Runs of each CLI command; each is a fresh process, so there is no warm-up. */
export const CLI_RUNS = 3;

/** Median wall seconds of `node cli/launch.js ARGS` over CLI_RUNS runs, on a fresh bundle. */
export function timeCli(args: string[], runs = CLI_RUNS): number {
  const seconds: number[] = [];
  for (let i = 0; i < runs; i++) {
    buildCli();
    seconds.push(timeOnce(() => runCli(args)));
  }
  return median(seconds);
}

/** Median wall seconds of a Node process that does nothing. */
export function nodeStartSeconds(): number {
  return median(Array.from({ length: 5 }, () => timeOnce(() => runNode(['-e', '0']))));
}

/** Median wall seconds of `npx node -e 0`, to show what npx adds. */
export function npxStartSeconds(): number {
  return median(
    Array.from({ length: 3 }, () =>
      timeOnce(() => spawnSync('npx', ['node', '-e', '0'], { cwd: ROOT, stdio: 'ignore' })),
    ),
  );
}
