import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isSolved } from '../../shared/check.ts';
import { parsePuzzle } from '../../shared/format.ts';
import { formatHanidoku } from '../../shared/hanidoku/format.ts';
import { generateHanidoku } from '../../shared/hanidoku/generate.ts';
import { regionGeometry } from '../../shared/regions.ts';
import { expectMade } from '../made.ts';

const CLI = fileURLToPath(new URL('../../cli/sudoku.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sudoku-cli-'));

function sudoku(args: string[], input = '') {
  const run = spawnSync(process.execPath, [CLI, ...args], {
    input,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const EASY_SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const HARD = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
const TWO = `${EASY_SOLUTION.slice(0, 60)}${'.'.repeat(21)}`;
const NO_SOLUTION =
  '..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..';

describe('sudoku solve', () => {
  it('answers one line per input line, keeping blank and comment lines', () => {
    const run = sudoku(['solve'], `${EASY}\n\n# a comment\n${NO_SOLUTION}\n`);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${EASY_SOLUTION}\n\n# a comment\nunsolvable\n`);
  });

  it('gives the first of several solutions, or "multiple" with --unique', () => {
    const empty = '.'.repeat(81);
    const first = sudoku(['solve'], `${empty}\n`).stdout.trim();
    expect(isSolved(parsePuzzle(empty), parsePuzzle(first).givens)).toBe(true);
    expect(sudoku(['solve', '--unique'], `${empty}\n${EASY}\n`).stdout).toBe(
      `multiple\n${EASY_SOLUTION}\n`,
    );
  });

  it('reports a bad line on stderr with its line and column, answers "invalid" and goes on', () => {
    const bad = `${EASY.slice(0, 10)}k${EASY.slice(11)}`;
    const run = sudoku(['solve'], `${EASY}\n${bad}\n${EASY.slice(1)}\n${EASY}\n`);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(`${EASY_SOLUTION}\ninvalid\ninvalid\n${EASY_SOLUTION}\n`);
    expect(run.stderr).toContain("stdin: line 2, column 11: bad character 'k'");
    expect(run.stderr).toContain('stdin: line 3: expected 81 cells');
  });

  it('rejects a duplicate digit naming the unit', () => {
    const dup = `55${EASY.slice(2)}`;
    const run = sudoku(['solve'], `${dup}\n`);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('line 1, column 2: duplicate digit 5 in row 1 (r1c1 and r1c2)');
  });

  it('keeps input order across worker batches on a large file', () => {
    const puzzles = [EASY, HARD, NO_SOLUTION];
    const answers = puzzles.map((p) => sudoku(['solve'], `${p}\n`).stdout.trim());
    const lines = Array.from({ length: 40_000 }, (_, i) => puzzles[(i * 7) % 3]);
    const file = join(dir, 'many.txt');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const run = sudoku(['solve', file, '-o', join(dir, 'many.out'), '--stats']);
    expect(run.status).toBe(0);
    const out = readFileSync(join(dir, 'many.out'), 'utf8').trimEnd().split('\n');
    expect(out).toEqual(lines.map((_, i) => answers[(i * 7) % 3]));
    expect(run.stderr).toMatch(/puzzles 40,000, solved 26,667, unsolvable 13,333/);
  });

  it('reads a puzzle drawn over several lines, such as an .sdk file', () => {
    const rows = EASY.match(/.{9}/g)!;
    const sdk = `#A someone\n#D an example\n${rows.join('\n')}\n`;
    expect(sudoku(['solve'], sdk).stdout).toBe(`${EASY_SOLUTION}\n`);
    const drawn = rows
      .map((row) => `| ${row.slice(0, 3)} | ${row.slice(3, 6)} | ${row.slice(6)} |`)
      .flatMap((line, r) => (r % 3 === 0 ? ['+-----+-----+-----+', line] : [line]));
    expect(sudoku(['solve'], `${drawn.join('\n')}\n`).stdout).toBe(`${EASY_SOLUTION}\n`);
  });

  it('says what is wrong with a drawn puzzle or a short line, in solve and count as in grade', () => {
    const rows = EASY.match(/.{9}/g)!;
    rows[2] = `${rows[2].slice(0, 4)}k${rows[2].slice(5)}`;
    const bad = "stdin: line 3, column 5: bad character 'k'";
    const short =
      'stdin: line 1: expected 81 cells (or 16, 36, 64, 144, 256 for other sizes), found 3';
    for (const command of ['solve', 'count', 'grade']) {
      for (const [input, message] of [
        [`${rows.join('\n')}\n`, bad],
        ['123\n', short],
      ]) {
        const run = sudoku([command], input);
        expect(run.stdout).toBe('invalid\n');
        expect(run.stderr).toContain(message);
        expect(run.status).toBe(1);
      }
    }
  });

  it('solves other sizes and the X variant', () => {
    const sixteen = sudoku(['solve'], `${'.'.repeat(256)}\n`).stdout.trim();
    expect(isSolved(parsePuzzle('.'.repeat(256)), parsePuzzle(sixteen).givens)).toBe(true);
    const x = sudoku(['solve', '--variant', 'x'], `${'.'.repeat(81)}\n`).stdout.trim();
    const diagonal = Array.from({ length: 9 }, (_, i) => x[i * 10]);
    expect(new Set(diagonal).size).toBe(9);
  });

  it('answers "budget" when the node budget is spent', () => {
    expect(sudoku(['solve', '--budget', '1'], `${HARD}\n`).stdout).toBe('budget\n');
  });
});

describe('sudoku count', () => {
  it('counts solutions up to the limit', () => {
    const run = sudoku(
      ['count', '--limit', '5'],
      `${EASY}\n${'.'.repeat(81)}\n${NO_SOLUTION}\n${TWO}\n`,
    );
    expect(run.stdout.split('\n').slice(0, 3)).toEqual(['1', '5', '0']);
    expect(Number(run.stdout.split('\n')[3])).toBeGreaterThan(1);
  });
});

describe('sudoku grids', () => {
  it('writes N distinct valid grids, the same for the same seed', () => {
    const run = sudoku(['grids', '-n', '2000', '--seed', 'test']);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2000);
    expect(new Set(lines).size).toBe(2000);
    const empty = parsePuzzle('.'.repeat(81));
    expect(lines.every((line) => isSolved(empty, parsePuzzle(line).givens))).toBe(true);
    expect(sudoku(['grids', '-n', '2000', '--seed', 'test']).stdout).toBe(run.stdout);
  });

  it('fixes the first digit with --first', () => {
    const lines = sudoku(['grids', '-n', '500', '--first', '3', '--seed', 's'])
      .stdout.trimEnd()
      .split('\n');
    expect(lines.every((line) => line[0] === '3')).toBe(true);
  });

  it('refuses a count outside 1..10,000,000', () => {
    for (const n of ['0', '10000001', 'many']) {
      const run = sudoku(['grids', '-n', n]);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('-n must be a whole number from 1 to 10,000,000');
    }
  });
});

describe('usage', () => {
  it('prints help for every command', () => {
    for (const command of ['solve', 'count', 'grids']) {
      const run = sudoku([command, '--help']);
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(`Usage: sudoku ${command}`);
    }
  });

  it("prints a command's help for 'sudoku help COMMAND', as for COMMAND --help", () => {
    const [help, dashed, unknown] = [
      ['help', 'solve'],
      ['solve', '--help'],
      ['help', 'dance'],
    ].map((args) => sudoku(args));
    expect(help.stdout).toMatch(/^Usage: sudoku solve /);
    expect(help).toEqual(dashed);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'dance'");
  });

  it('names an unknown option alone, its quotes balanced', () => {
    for (const option of ['--bogus', '-q']) {
      expect(sudoku(['solve', option]).stderr).toBe(
        `sudoku: unknown option '${option}'\nRun 'sudoku solve --help' for usage.\n`,
      );
    }
  });

  it('exits 2 on an unknown command, an unknown option or a missing file', () => {
    expect(sudoku(['dance']).status).toBe(2);
    const option = sudoku(['solve', '--frobnicate']);
    expect(option.status).toBe(2);
    expect(option.stderr).toContain('--frobnicate');
    const missing = sudoku(['solve', join(dir, 'nope.txt')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('nope.txt');
  });
});

describe.skipIf(!existsSync('/dev/full'))('writing to a full disk (/dev/full)', () => {
  it('says so in one line and exits 1, on standard output as with -o', () => {
    const file = join(dir, 'full.txt');
    writeFileSync(file, `${EASY}\n`.repeat(100));
    const full = openSync('/dev/full', 'w');
    const toStdout = (args: string[], input = '') => {
      const run = spawnSync(process.execPath, [CLI, ...args], {
        input,
        encoding: 'utf8',
        stdio: ['pipe', full, 'pipe'],
      });
      return { status: run.status, stderr: run.stderr };
    };
    const runs = [
      toStdout(['solve', file]),
      toStdout(['grids', '-n', '1000', '--seed', 'full']),
      toStdout(['draw'], `${EASY}\n`),
      sudoku(['solve', file, '-o', '/dev/full']),
    ];
    closeSync(full);
    for (const run of runs) {
      expect(run.stderr).toBe('sudoku: ENOSPC: no space left on device, write\n');
      expect(run.status).toBe(1);
    }
  });
});

describe('a reader that goes away', () => {
  it('still ends quietly, as under `| head`', () => {
    const script = '"$0" "$1" grids -n 200000 --seed pipe | head -1; echo "$PIPESTATUS" >&2';
    const run = spawnSync('bash', ['-c', script, process.execPath, CLI], { encoding: 'utf8' });
    expect(run.stdout).toMatch(/^\d{81}\n$/);
    expect(run.stderr).toBe('0\n');
  });
});

const hasMinisat = spawnSync('minisat', ['--help']).error === undefined;
if (!hasMinisat)
  console.warn('sudoku.test.ts: minisat is not on PATH; skipping the CNF-through-MiniSat tests');

/** The model MiniSat finds for a DIMACS text, as DIMACS literals. */
function minisat(dimacs: string): number[] {
  const input = join(dir, 'minisat.cnf');
  const output = join(dir, 'minisat.out');
  writeFileSync(input, dimacs);
  spawnSync('minisat', ['-verb=0', input, output]);
  const [verdict, model = ''] = readFileSync(output, 'utf8').split('\n');
  expect(verdict).toBe('SAT');
  return model.trim().split(/\s+/).map(Number);
}

/** Digits per cell from the true placement variables (DIMACS cell*N + d) of a model. */
function decode(model: number[], cells: number, size: number): string {
  const grid = new Array(cells).fill('.');
  for (const n of model)
    if (n > 0 && n <= cells * size) grid[Math.floor((n - 1) / size)] = String(((n - 1) % size) + 1);
  return grid.join('');
}

const PIGEONS = (() => {
  // 6 pigeons in 5 holes: unsatisfiable, and hard enough to need more than 10 conflicts.
  const v = (p: number, h: number) => p * 5 + h + 1;
  const clauses: number[][] = [];
  for (let p = 0; p < 6; p++) clauses.push([0, 1, 2, 3, 4].map((h) => v(p, h)));
  for (let h = 0; h < 5; h++)
    for (let p = 0; p < 6; p++) for (let q = p + 1; q < 6; q++) clauses.push([-v(p, h), -v(q, h)]);
  return `p cnf 30 ${clauses.length}\n${clauses.map((c) => `${c.join(' ')} 0`).join('\n')}\n`;
})();

describe('sudoku sat', () => {
  it('prints the competition output and exits 10 for a satisfiable formula', () => {
    const file = join(dir, 'sat.cnf');
    writeFileSync(file, 'c a comment\np cnf 3 2\n1 -2 0\n2 3 0\n');
    const run = sudoku(['sat', file]);
    expect(run.status).toBe(10);
    expect(run.stdout).toMatch(/^c .*\n/);
    expect(run.stdout).toContain('s SATISFIABLE\n');
    const values = run.stdout
      .match(/^v (.*) 0$/m)![1]
      .split(' ')
      .map(Number);
    const truth = (n: number) => values.includes(n);
    expect((truth(1) || truth(-2)) && (truth(2) || truth(3))).toBe(true);
  });

  it('exits 20 for an unsatisfiable formula, with CDCL and with DPLL', () => {
    const file = join(dir, 'pigeons.cnf');
    writeFileSync(file, PIGEONS);
    for (const args of [[], ['--dpll']]) {
      const run = sudoku(['sat', file, ...args]);
      expect(run.status).toBe(20);
      expect(run.stdout).toContain('s UNSATISFIABLE\n');
    }
  });

  it('answers UNKNOWN and exits 0 when the conflict budget is spent', () => {
    const file = join(dir, 'pigeons-budget.cnf');
    writeFileSync(file, PIGEONS);
    const run = sudoku(['sat', file, '--budget', '10']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('s UNKNOWN\n');
  });

  it('writes the course format to FILE.res with --res', () => {
    const file = join(dir, 'course.cnf');
    writeFileSync(file, 'p cnf 2 2\n1 0\n-1 -2 0\n');
    expect(sudoku(['sat', file, '--res']).status).toBe(10);
    const res = readFileSync(join(dir, 'course.res'), 'utf8');
    expect(res).toMatch(/^s 1\nv 1 -2\nt \d+\.\d+\n$/);
  });

  it('names the line of a bad DIMACS file and exits 1', () => {
    const file = join(dir, 'bad.cnf');
    writeFileSync(file, 'p cnf 2 1\n1 3 0\n');
    const run = sudoku(['sat', file]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/bad\.cnf: line 2: /);
  });

  it('names the line once, for a bad literal, a missing header or a literal out of range', () => {
    const texts = ['p cnf 2 1\n1 x 0\n', '1 0\n', 'p cnf 2 1\n3 0\n'];
    texts.forEach((text, k) => {
      const file = join(dir, `bad-${k}.cnf`);
      writeFileSync(file, text);
      const run = sudoku(['sat', file]);
      expect(run.status).toBe(1);
      expect(run.stderr.startsWith(`${file}: line ${k === 1 ? 1 : 2}: `)).toBe(true);
      expect(run.stderr.match(/line \d/g)).toHaveLength(1);
    });
  });
});

describe.skipIf(!hasMinisat)('sudoku cnf (needs minisat on PATH)', () => {
  it('writes a CNF whose MiniSat model is the puzzle’s solution, with either encoding', () => {
    for (const amo of ['pairwise', 'sequential']) {
      const run = sudoku(['cnf', '--amo', amo], `${EASY}\n`);
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/^p cnf \d+ \d+$/m);
      expect(decode(minisat(run.stdout), 81, 9)).toBe(EASY_SOLUTION);
    }
  });

  it('encodes a Hanidoku whose MiniSat model matches sudoku solve --variant hanidoku', () => {
    const puzzle = formatHanidoku(expectMade(generateHanidoku({ seed: 'cli' })).puzzle);
    const solved = sudoku(['solve', '--variant', 'hanidoku'], `${puzzle}\n`).stdout.trim();
    expect(solved).toMatch(/^[1-9]{61}$/);
    const cnf = sudoku(['cnf', '--variant', 'hanidoku'], `${puzzle}\n`).stdout;
    expect(decode(minisat(cnf), 61, 9)).toBe(solved);
  });

  it('refuses an input holding several puzzles', () => {
    const run = sudoku(['cnf'], `${EASY}\n${EASY}\n`);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("'cnf' encodes one puzzle");
  });
});

describe('variants on the command line', () => {
  it('solves and counts Hanidoku lines like classic ones', () => {
    const { puzzle, solution } = expectMade(generateHanidoku({ seed: 'variants' }));
    const line = formatHanidoku(puzzle);
    expect(sudoku(['solve', '--variant', 'hanidoku'], `${line}\n`).stdout).toBe(
      `${formatHanidoku(solution)}\n`,
    );
    expect(sudoku(['count', '--variant', 'hanidoku'], `${line}\n${'.'.repeat(61)}\n`).stdout).toBe(
      '1\n2\n',
    );
    const bad = sudoku(['solve', '--variant', 'hanidoku'], `${line.slice(1)}\n`);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('line 1');
  });

  it('solves a jigsaw given its region map', () => {
    // Irregular regions; a mere swap of two cells between boxes would leave no solution.
    const regions = ['011222222', '011111112', '000000022', '333333555', '334344555'];
    regions.push('444447555', '664677778', '666678888', '667778888');
    const map = regions.join('');
    const run = sudoku(['solve', '--variant', 'jigsaw', '--regions', map], `${'.'.repeat(81)}\n`);
    const geometry = regionGeometry(map);
    const grid = parsePuzzle(run.stdout.trim(), { geometry }).givens;
    expect(isSolved({ geometry, givens: new Uint8Array(81) }, grid)).toBe(true);
    expect(sudoku(['solve', '--variant', 'jigsaw'], '').status).toBe(2);
  });
});

describe('sudoku draw', () => {
  it('draws grids that read back as the same puzzles', () => {
    const run = sudoku(['draw'], `${EASY}\n${EASY_SOLUTION}\n`);
    expect(run.status).toBe(0);
    const [first, second] = run.stdout.split('\n\n');
    expect(first.split('\n')[1]).toBe('| 5 3 . | . 7 . | . . . |');
    expect(sudoku(['solve'], first).stdout).toBe(`${EASY_SOLUTION}\n`);
    expect(parsePuzzle(second).givens).toEqual(parsePuzzle(EASY_SOLUTION).givens);
  });

  it('solves a Hanidoku given as its drawing', () => {
    const { puzzle, solution } = expectMade(generateHanidoku({ seed: 'drawn' }));
    const drawing = sudoku(['draw', '--variant', 'hanidoku'], `${formatHanidoku(puzzle)}\n`).stdout;
    const run = sudoku(['solve', '--variant', 'hanidoku'], drawing);
    expect(run.stdout).toBe(`${formatHanidoku(solution)}\n`);
  });

  it('draws a Hanidoku as a honeycomb of 9 rows', () => {
    const line = formatHanidoku(expectMade(generateHanidoku({ seed: 'draw' })).solution);
    const rows = sudoku(['draw', '--variant', 'hanidoku'], `${line}\n`)
      .stdout.trimEnd()
      .split('\n');
    expect(rows.map((row) => row.trim().split(' ').length)).toEqual([5, 6, 7, 8, 9, 8, 7, 6, 5]);
  });
});
