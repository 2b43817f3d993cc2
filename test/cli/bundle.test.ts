import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Run, sudoku } from './run.ts';

/**
 * The bundle cli/build.ts makes (what the package's bin runs) answers every command as the
 * TypeScript sources do, its worker scripts included; built here into a folder of its own.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sudoku-bundle-'));
const BUNDLE = join(dir, 'sudoku.js');
const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const HARD = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
/** An expert puzzle the grader finishes (HARD, which it cannot, spends a second on deep chains). */
const EXPERT = '.53.2....14.3.9582.......3..1.7....6.8.6...9....8.4.73.7....3.5.....8.2.9......6.';
const NO_SOLUTION =
  '..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..';

beforeAll(() => {
  const build = spawnSync(process.execPath, ['cli/build.ts', dir], { cwd: ROOT, encoding: 'utf8' });
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
});

/** The same command line from the sources and from the bundle. */
async function both(args: string[], input = ''): Promise<[Run, Run]> {
  return Promise.all([sudoku(args, input), sudoku(args, input, BUNDLE)]);
}

describe('the bundled command line', () => {
  it('lists the sources it was made from, the worker scripts among them', () => {
    const sources: string[] = JSON.parse(readFileSync(join(dir, 'sources.json'), 'utf8'));
    for (const path of [
      'cli/sudoku.ts',
      'cli/worker.ts',
      'cli/puzzle-worker.ts',
      'shared/solve9.ts',
    ])
      expect(sources).toContain(path);
  });

  it('solves a file large enough for worker threads as the sources do', async () => {
    // Over two batches of input (cli/io.ts), so that batches go to cli/worker.ts's bundle.
    const lines = Array.from({ length: 30_000 }, (_, i) => [EASY, HARD, NO_SOLUTION][i % 3]);
    const file = join(dir, 'many.txt');
    writeFileSync(file, `${lines.join('\n')}\nbad line\n`);
    const [sources, bundle] = await both(['solve', file, '--unique']);
    expect(bundle).toEqual(sources);
    expect(bundle.status).toBe(1);
    expect(bundle.stdout.split('\n')).toHaveLength(30_002);
  });

  it('generates and grades on worker threads as the sources do', async () => {
    const [sources, bundle] = await both(['generate', '-n', '12', '--seed', 'b', '--grade']);
    expect(bundle).toEqual(sources);
    expect(bundle.stdout.trimEnd().split('\n')).toHaveLength(12);
    const puzzles = Array.from({ length: 450 }, (_, i) => (i % 2 ? EASY : EXPERT)).join('\n');
    const graded = await both(['grade'], puzzles);
    expect(graded[1]).toEqual(graded[0]);
    expect(graded[1].stdout.trimEnd().split('\n')).toHaveLength(450);
  });

  it('answers the other commands, the course form and usage errors as the sources do', async () => {
    const cases: Array<[string[], string?]> = [
      [['--help']],
      [['generate', '--help']],
      [['count', '--limit', '5'], `${EASY}\n${NO_SOLUTION}\n`],
      [['grids', '-n', '20', '--seed', 's']],
      [['-c', '5', '--seed', 's']],
      [['hint', EASY, '--detail', '3']],
      [['explain', EASY]],
      [['draw'], `${EASY}\n`],
      [['cnf'], `${EASY}\n`],
      [['solve', '--variant', 'x', '--budget', '0']],
      [['frobnicate']],
    ];
    for (const [args, input] of cases) {
      const [sources, bundle] = await both(args, input);
      expect(bundle, args.join(' ')).toEqual(sources);
    }
  });
});

describe('cli/launch.js, the package bin', () => {
  it('answers as the sources do, from the bundle or, when that is stale or missing, the sources', async () => {
    const [sources, launched] = await Promise.all([
      sudoku(['grids', '-n', '3', '--seed', 'l']),
      sudoku(['grids', '-n', '3', '--seed', 'l'], '', join(ROOT, 'cli/launch.js')),
    ]);
    expect(launched).toEqual(sources);
  });
});
