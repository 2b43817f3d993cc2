import { execFileSync, spawnSync } from 'node:child_process';

/**
 * qqwing (a C++ generator and solver, `apt install qqwing`) as an outside oracle: it generates
 * puzzles of each difficulty, solves them and counts solutions by exhaustive search.
 * These tests are skipped, visibly, when qqwing is not on PATH.
 */
export const hasQqwing = spawnSync('qqwing', ['--version']).status === 0;

/** qqwing's verdict on stdin of one-line puzzles, one line per puzzle, in order. */
export function qqwing(args: string[], puzzles: string[]): string[] {
  const output = execFileSync('qqwing', args, {
    input: `${puzzles.join('\n')}\n`,
    encoding: 'utf8',
  });
  return output.split('\n').filter((line) => line.trim() !== '');
}

/** The count qqwing prints for one puzzle: "The solution to the puzzle is unique." and so on. */
export function parseCount(line: string): number {
  if (line === 'The solution to the puzzle is unique.') return 1;
  if (line === 'There are no solutions to the puzzle.') return 0;
  const match = /^There are (\d+) solutions to the puzzle\.$/.exec(line);
  if (!match) throw new Error(`unexpected qqwing output: ${line}`);
  return Number(match[1]);
}
