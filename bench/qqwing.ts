import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Answer, Peer } from './peers.ts';
import { median, timeOnce } from './stats.ts';

/**
 * qqwing as a subprocess on a file of the same puzzles. A run is the wall time of the whole
 * process minus its start-up, measured as the median of five runs on an empty input.
 */

const OUT = fileURLToPath(new URL('./out/', import.meta.url));
const SOLUTION = /^[1-9]{81}$/;

/** Runs qqwing with `args`, standard input and output on files; returns the wall seconds. */
export function runQqwing(args: string[], input: string, output: string): number {
  const stdin = openSync(input, 'r');
  const stdout = openSync(output, 'w');
  try {
    let status: number | null = 0;
    const seconds = timeOnce(() => {
      status = spawnSync('qqwing', args, { stdio: [stdin, stdout, 'ignore'] }).status;
    });
    if (status !== 0) throw new Error(`qqwing ${args.join(' ')} < ${input} exited with ${status}`);
    return seconds;
  } finally {
    closeSync(stdin);
    closeSync(stdout);
  }
}

/** Median wall seconds of qqwing `args` on an empty input: the process's start-up and exit. */
function startupSeconds(args: string[], output: string): number {
  const empty = `${OUT}qqwing-empty.txt`;
  writeFileSync(empty, '');
  return median(Array.from({ length: 5 }, () => runQqwing(args, empty, output)));
}

/**
 * Answers from qqwing's output. With --count-solutions each puzzle ends with one message
 * ("The solution to the puzzle is unique.", "There are 83 solutions…", "Puzzle is not
 * possible."), after its solution when it has one; otherwise a puzzle is one line, its
 * solution or a message.
 */
function parseOutput(text: string, counting: boolean): Answer[] {
  const answers: Answer[] = [];
  let solution: string | null = null;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (SOLUTION.test(line)) {
      if (!counting) answers.push({ solution: line });
      else solution = line;
      continue;
    }
    if (!counting) {
      answers.push({ solution: null });
      continue;
    }
    const many = /There are (\d+) solutions/.exec(line);
    const count = /is unique/.test(line) ? 1 : many ? Number(many[1]) : 0;
    answers.push({ solution, count });
    solution = null;
  }
  return answers;
}

/** qqwing's version line, or null when it cannot be run. */
export function qqwingVersion(): string | null {
  const result = spawnSync('qqwing', ['--version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  return result.stdout.trim();
}

/**
 * qqwing `--solve --one-line`; with `counting`, also `--count-solutions`, which searches
 * the whole tree and so proves uniqueness as a limit-2 search does.
 */
export function qqwingPeer(version: string, counting: boolean): Peer {
  const args = ['--solve', '--one-line', ...(counting ? ['--count-solutions'] : [])];
  let startup = -1;
  return {
    name: `${version} (C++, subprocess)`,
    mode: counting ? 'counts all solutions (--count-solutions)' : 'first solution (--solve)',
    prepare(puzzles, tag) {
      const input = `${OUT}qqwing-${tag}.txt`;
      const output = `${OUT}qqwing-${tag}${counting ? '-count' : ''}.out`;
      writeFileSync(input, `${puzzles.join('\n')}\n`);
      if (startup < 0) startup = startupSeconds(args, output);
      return {
        note: () =>
          `qqwing ${args.join(' ')}: start-up ${(startup * 1000).toFixed(1)} ms subtracted per run`,
        run: () => Math.max(1e-6, runQqwing(args, input, output) - startup),
        answers: () => parseOutput(readFileSync(output, 'latin1'), counting),
      };
    },
  };
}

/** qqwing's difficulty names, easiest first. */
export const QQWING_DIFFICULTIES = ['simple', 'easy', 'intermediate', 'expert'] as const;
export type QqwingDifficulty = (typeof QQWING_DIFFICULTIES)[number];

const PUZZLE = /^[.1-9]{81}$/;
let generateStartup = -1;

/**
 * `qqwing --generate n --difficulty d --one-line`: the puzzles, and the wall seconds of the
 * process minus its start-up (`--solve` on an empty input). qqwing's own `--timer` is no use
 * here: it times only the attempt that reached the difficulty, not the ones it threw away.
 */
export function qqwingGenerate(
  difficulty: QqwingDifficulty,
  n: number,
): { puzzles: string[]; seconds: number; startup: number } {
  const output = `${OUT}qqwing-generate-${difficulty}.txt`;
  if (generateStartup < 0) generateStartup = startupSeconds(['--solve', '--one-line'], output);
  const args = ['--generate', String(n), '--difficulty', difficulty, '--one-line'];
  const wall = runQqwing(args, `${OUT}qqwing-empty.txt`, output);
  const puzzles = readFileSync(output, 'latin1')
    .split('\n')
    .filter((line) => PUZZLE.test(line));
  if (puzzles.length !== n)
    throw new Error(`qqwing ${args.join(' ')} gave ${puzzles.length} puzzles`);
  return { puzzles, seconds: Math.max(1e-6, wall - generateStartup), startup: generateStartup };
}
