import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sudoku } from './run.ts';

const dir = mkdtempSync(join(tmpdir(), 'sudoku-course-'));
const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const NO_SOLUTION =
  '..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..';

describe("the course's form", () => {
  it('writes N distinct grids with -c N, as grids -n N does, to -o FILE', async () => {
    const file = join(dir, 'grids.txt');
    const [course, grids, toFile] = await Promise.all([
      sudoku(['-c', '50', '--seed', 'course']),
      sudoku(['grids', '-n', '50', '--seed', 'course']),
      sudoku(['-o', file, '-c', '50', '--seed', 'course']),
    ]);
    expect(course).toEqual({ status: 0, stdout: grids.stdout, stderr: '' });
    expect(new Set(course.stdout.trimEnd().split('\n')).size).toBe(50);
    expect(toFile.status).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(grids.stdout);
  });

  it('solves each puzzle of FILE with -s FILE, as solve FILE does, to -o FILE', async () => {
    const puzzles = join(dir, 'puzzles.txt');
    const answers = join(dir, 'answers.txt');
    writeFileSync(puzzles, `${EASY}\n${NO_SOLUTION}\n`);
    const [course, solve, toFile] = await Promise.all([
      sudoku(['-s', puzzles]),
      sudoku(['solve', puzzles]),
      sudoku(['-s', puzzles, '-o', answers]),
    ]);
    expect(course).toEqual(solve);
    expect(course.stdout.split('\n')[1]).toBe('unsolvable');
    expect(toFile.status).toBe(0);
    expect(readFileSync(answers, 'utf8')).toBe(solve.stdout);
  });

  it('exits 2 naming what is missing, pointing to the help of the command it stands for', async () => {
    const [noCount, badCount, noFile] = await Promise.all([
      sudoku(['-c']),
      sudoku(['-c', 'x']),
      sudoku(['-s', '-o', 'out.txt']),
    ]);
    expect(noCount.status).toBe(2);
    expect(noCount.stderr).toContain('-c needs N, the number of grids');
    expect(badCount.status).toBe(2);
    expect(badCount.stderr).toContain("-c must be a whole number from 1 to 10,000,000, got 'x'");
    expect(badCount.stderr).toContain("Run 'sudoku grids --help'");
    expect(noFile.status).toBe(2);
    expect(noFile.stderr).toContain('-s needs FILE');
  });

  it('is in the help', async () => {
    const run = await sudoku(['--help']);
    expect(run.stdout).toContain("sudoku -c N [-o FILE]      the same as 'sudoku grids -n N");
    expect(run.stdout).toContain("sudoku -s FILE [-o FILE]   the same as 'sudoku solve FILE");
  });
});
