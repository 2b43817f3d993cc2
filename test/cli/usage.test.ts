import { spawnSync } from 'node:child_process';
import {
  closeSync,
  linkSync,
  mkdtempSync,
  openSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../cli/commands.ts';
import { HELP } from '../../cli/help.ts';
import { JIGSAW_9 } from '../fixtures.ts';
import { sudoku } from './run.ts';

/** What the command line says to a mistake: a usage error before any file is touched. */

const CLI = fileURLToPath(new URL('../../cli/sudoku.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sudoku-usage-'));
const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const PUZZLES = `${EASY}\n`.repeat(100);

/** A file of 100 puzzles, new for each test. */
function puzzleFile(name: string): string {
  const file = join(dir, name);
  writeFileSync(file, PUZZLES);
  return file;
}

describe('an output file that is an input file', () => {
  it('is refused with exit 2, naming it, and the input is left whole', async () => {
    const same = puzzleFile('same.txt');
    const cnf = join(dir, 'one.txt');
    writeFileSync(cnf, `${EASY}\n`);
    const runs = await Promise.all([
      sudoku(['solve', same, '-o', same]),
      sudoku(['count', same, '--output', same]),
      sudoku(['grade', same, '-o', same]),
      sudoku(['-s', same, '-o', same]),
      sudoku(['cnf', cnf, '-o', cnf]),
    ]);
    for (const run of runs) {
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/is also the input/);
    }
    expect(runs[0].stderr).toContain(same);
    expect(runs[4].stderr).toContain(cnf);
    expect(readFileSync(same, 'utf8')).toBe(PUZZLES);
    expect(readFileSync(cnf, 'utf8')).toBe(`${EASY}\n`);
  });

  it('is found through another spelling of its path, a symbolic link or a hard link', async () => {
    const same = puzzleFile('spelt.txt');
    const symbolic = join(dir, 'symbolic.txt');
    const hard = join(dir, 'hard.txt');
    symlinkSync(same, symbolic);
    linkSync(same, hard);
    const dotted = `${dir}/./spelt.txt`;
    const runs = await Promise.all([
      sudoku(['solve', same, '-o', dotted]),
      sudoku(['solve', relative(process.cwd(), same), '-o', same]),
      sudoku(['solve', symbolic, '-o', same]),
      sudoku(['grade', same, '-o', hard]),
    ]);
    for (const run of runs) {
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/is also the input/);
    }
    expect(readFileSync(same, 'utf8')).toBe(PUZZLES);
  });

  it('is refused when standard input reads it (sudoku solve -o x < x)', () => {
    const same = puzzleFile('stdin.txt');
    for (const args of [['solve'], ['grade', '-'], ['cnf']]) {
      const fd = openSync(same, 'r');
      const run = spawnSync(process.execPath, [CLI, ...args, '-o', same], {
        stdio: [fd, 'pipe', 'pipe'],
        encoding: 'utf8',
      });
      closeSync(fd);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(`-o '${same}' is also the file standard input reads`);
    }
    expect(readFileSync(same, 'utf8')).toBe(PUZZLES);
  });

  it('is refused when it is the region map a jigsaw is read with', async () => {
    const map = join(dir, 'regions.txt');
    const regions = JIGSAW_9.map((r) => 'abcdefghi'[r]).join('');
    writeFileSync(map, regions);
    const run = await sudoku(['solve', '--variant', 'jigsaw', '--regions', map, '-o', map]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/is also the input/);
    expect(readFileSync(map, 'utf8')).toBe(regions);
  });

  it('still writes a file that is not the input, and standard output for -', async () => {
    const input = puzzleFile('in.txt');
    const output = join(dir, 'out.txt');
    const [toFile, toStdout] = await Promise.all([
      sudoku(['solve', input, '-o', output]),
      sudoku(['solve', '-', '-o', '-'], `${EASY}\n`),
    ]);
    expect(toFile.status).toBe(0);
    expect(statSync(output).size).toBe(8200);
    expect(toStdout.status).toBe(0);
    expect(toStdout.stdout).toHaveLength(82);
  });
});

describe('messages about what was meant', () => {
  it('says a missing file was not found, and how to pass a puzzle as a line', async () => {
    const [line, file] = await Promise.all([
      sudoku(['solve', EASY]),
      sudoku(['grade', join(dir, 'nope.txt')]),
    ]);
    expect(line.status).toBe(2);
    expect(line.stderr).not.toContain('ENOENT');
    expect(line.stderr).toContain(`no such file '${EASY}'`);
    expect(line.stderr).toContain(`echo '${EASY}' | sudoku solve`);
    expect(file.status).toBe(2);
    expect(file.stderr).toContain(`no such file '${join(dir, 'nope.txt')}'`);
    expect(file.stderr).not.toContain('echo');
  });

  it('says a file named to hint or explain was not found, and reads a short puzzle as one', async () => {
    const [explained, hinted, short] = await Promise.all([
      sudoku(['explain', 'nonexist.txt']),
      sudoku(['hint', join(dir, 'nope')]),
      sudoku(['explain', '123']),
    ]);
    expect(explained.stderr).toBe(
      "sudoku: no such file 'nonexist.txt'\nRun 'sudoku explain --help' for usage.\n",
    );
    expect(hinted.stderr).toContain(`no such file '${join(dir, 'nope')}'`);
    for (const run of [explained, hinted]) expect(run.status).toBe(2);
    expect(short.stderr).toBe(
      'sudoku explain: puzzle: expected 81 cells (or 16, 36, 64, 144, 256 for other sizes), found 3\n',
    );
    expect(short.status).toBe(1);
  });

  it('leaves the output file alone when the input file is missing', async () => {
    const output = join(dir, 'kept.txt');
    writeFileSync(output, 'kept\n');
    const run = await sudoku(['solve', join(dir, 'nope.txt'), '-o', output]);
    expect(run.status).toBe(2);
    expect(readFileSync(output, 'utf8')).toBe('kept\n');
  });

  it('says --regions names no file when it is neither a file nor a map', async () => {
    const run = await sudoku(['solve', '--variant', 'jigsaw', '--regions', 'nofile.txt']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("--regions: no such file 'nofile.txt'");
  });

  it('names a region of a bad map by the label the user wrote', async () => {
    // Labels 1-9 with the first cell of region 1 given to region 2, which comes first.
    const labels = JIGSAW_9.map((r) => String(r + 1));
    labels[labels.indexOf('1')] = '2';
    const run = await sudoku(['solve', '--variant', 'jigsaw', '--regions', labels.join('')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("region '2' has 10 cells; every region needs 9");
    expect(run.stderr).not.toContain('region 0');
  });

  it('says a negative number is not a whole number of the range, naming the option', async () => {
    const [budget, limit, count] = await Promise.all([
      sudoku(['solve', '--budget', '-1'], `${EASY}\n`),
      sudoku(['count', '-l', '-3'], `${EASY}\n`),
      sudoku(['generate', '-n', '-2']),
    ]);
    expect(budget.status).toBe(2);
    expect(budget.stderr).toContain(
      "--budget must be a whole number from 1 to 1,000,000,000, got '-1'",
    );
    expect(budget.stderr).not.toContain('ambiguous');
    expect(limit.stderr).toContain(
      "--limit must be a whole number from 1 to 1,000,000,000, got '-3'",
    );
    expect(count.stderr).toContain("-n must be a whole number from 1 to 1,000,000, got '-2'");
  });

  it("names -c, not the -n it stands for, in the course's form", async () => {
    const [zero, negative] = await Promise.all([sudoku(['-c', '0']), sudoku(['-c', '-5'])]);
    for (const [run, value] of [
      [zero, '0'],
      [negative, '-5'],
    ] as const) {
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(
        `-c must be a whole number from 1 to 10,000,000, got '${value}'`,
      );
      expect(run.stderr).not.toContain('-n');
    }
  });
});

describe('the help', () => {
  it('keeps every line of every command within 100 columns', async () => {
    const names = ['', ...Object.keys(COMMANDS)];
    const runs = await Promise.all(names.map((name) => sudoku([name, '--help'].filter(Boolean))));
    runs.forEach((run, k) => {
      expect(run.status).toBe(0);
      const widest = Math.max(...run.stdout.split('\n').map((line) => line.length));
      expect({ command: names[k], widest }).toEqual({
        command: names[k],
        widest: Math.min(widest, 100),
      });
    });
  });

  it("prints play's printf example as written, and it runs without an error", async () => {
    const example = HELP.play.split('\n').find((line) => line.includes('printf'));
    expect(example).toMatch(/printf '([^']*)' \| sudoku (play .*)$/);
    const [, script, command] = example!.match(/printf '([^']*)' \| sudoku (play .*)$/)!;
    expect(script).toContain('\\n');
    const run = await sudoku(command.split(' '), script.replaceAll('\\n', '\n'));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Hint 1:');
  });
});
