import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../cli/commands.ts';
import { kindOf } from '../../shared/kind/kind.ts';
import { type ShapeSpec, shapeOf } from '../../shared/kind/shape.ts';
import { JIGSAW_9 } from '../fixtures.ts';
import { expectMade } from '../made.ts';
import { sudoku } from './run.ts';

const dir = mkdtempSync(join(tmpdir(), 'sudoku-commands-'));

const REGIONS = JIGSAW_9.map((r) => 'abcdefghi'[r]).join('');

interface Case {
  name: string;
  /** How the command line names the kind. */
  args: string[];
  spec: ShapeSpec;
}

const CASES: Case[] = [
  { name: 'classic 9×9', args: [], spec: { id: 'classic' } },
  { name: 'classic 6×6', args: [], spec: { id: 'classic', size: 6 } },
  { name: 'X 9×9', args: ['--variant', 'x'], spec: { id: 'x' } },
  {
    name: 'jigsaw 9×9',
    args: ['--variant', 'jigsaw', '--regions', REGIONS],
    spec: { id: 'jigsaw', regions: REGIONS },
  },
  { name: 'Hanidoku', args: ['--variant', 'hanidoku'], spec: { id: 'hanidoku' } },
];

const hasMinisat = spawnSync('minisat', ['--help']).error === undefined;

/** The digits of a CNF model's true placement variables (DIMACS cell*N + d) as a line. */
function minisatLine(dimacs: string, cells: number, size: number): string {
  const input = join(dir, 'kind.cnf');
  const output = join(dir, 'kind.out');
  writeFileSync(input, dimacs);
  spawnSync('minisat', ['-verb=0', input, output]);
  const model = readFileSync(output, 'utf8').split('\n')[1].trim().split(/\s+/).map(Number);
  const grid = new Array(cells).fill('.');
  for (const n of model)
    if (n > 0 && n <= cells * size) grid[Math.floor((n - 1) / size)] = String(((n - 1) % size) + 1);
  return grid.join('');
}

describe.each(CASES)('every puzzle command on a $name', (c) => {
  const shape = shapeOf(c.spec);
  const kind = kindOf(shape);
  const made = expectMade(kind.generate({ seed: `commands-${c.name}`, level: 'easy' }));
  const puzzle = kind.format(made.givens);
  const solution = kind.format(made.solution);

  it('solves, counts, grades, hints, explains and draws it as its kind does', async () => {
    const [solved, counted, graded, hinted, explained, drawn] = await Promise.all([
      sudoku(['solve', ...c.args], `${puzzle}\n`),
      sudoku(['count', ...c.args], `${puzzle}\n`),
      sudoku(['grade', ...c.args], `${puzzle}\n`),
      sudoku(['hint', ...c.args, puzzle]),
      sudoku(['explain', ...c.args, puzzle, '--json']),
      sudoku(['draw', ...c.args], `${puzzle}\t${solution}\n`),
    ]);
    expect(solved.stdout).toBe(`${solution}\n`);
    expect(counted.stdout).toBe('1\n');
    const grade = kind.grade(made.givens);
    if (!grade.unique) throw new Error('not unique');
    const rating = grade.rating === null ? '-' : grade.rating.toFixed(1);
    expect(graded.stdout).toBe(
      `${grade.level}\t${grade.score}\t${grade.hardestTechnique ?? '-'}\t${rating}\n`,
    );
    const hint = kind.hint(made.givens, made.givens);
    expect(hint.ok && hinted.stdout.split('\n')[0]).toMatch(
      `Technique: ${hint.ok && hint.hint.technique}`,
    );
    expect(JSON.parse(explained.stdout).solution).toBe(solution);
    expect(drawn.stdout).toBe(kind.draw(made.givens));
    const again = await sudoku(['solve', ...c.args], drawn.stdout);
    expect(again.stdout).toBe(`${solution}\n`);
    for (const run of [solved, counted, graded, hinted, explained, drawn, again])
      expect(run.status).toBe(0);
  });

  it('reads back what draw draws of several puzzles, in solve, count and grade', async () => {
    const drawn = await sudoku(['draw', ...c.args], `${puzzle}\n${solution}\n`);
    const [solved, counted, graded] = await Promise.all([
      sudoku(['solve', ...c.args], drawn.stdout),
      sudoku(['count', ...c.args], drawn.stdout),
      sudoku(['grade', ...c.args], drawn.stdout),
    ]);
    expect(solved.stdout).toBe(`${solution}\n${solution}\n`);
    expect(counted.stdout).toBe('1\n1\n');
    expect(graded.stdout.split('\n')).toHaveLength(3);
    for (const run of [drawn, solved, counted, graded]) expect(run.status).toBe(0);
  });

  it.skipIf(!hasMinisat)(
    'writes a CNF whose MiniSat model is its solution (needs minisat)',
    async () => {
      const run = await sudoku(['cnf', ...c.args], `${puzzle}:1\n`);
      expect(run.status).toBe(0);
      expect(minisatLine(run.stdout, shape.cellCount, shape.size)).toBe(solution);
    },
  );
});

describe('the command table', () => {
  it('prints the help of every command, and finds no command by an inherited name', async () => {
    const names = Object.keys(COMMANDS);
    const runs = await Promise.all(names.map((name) => sudoku([name, '--help'])));
    runs.forEach((run, k) => {
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(`Usage: sudoku ${names[k]}`);
    });
    const inherited = await sudoku(['toString']);
    expect(inherited.status).toBe(2);
    expect(inherited.stderr).toContain("unknown command 'toString'");
  });

  it('refuses --zero-based with the honeycomb in every command that reads puzzles', async () => {
    const commands = ['solve', 'count', 'grade', 'cnf', 'draw'];
    const runs = await Promise.all(
      commands.map((command) => sudoku([command, '--variant', 'hanidoku', '--zero-based'])),
    );
    runs.forEach((run, k) => {
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('--zero-based does not go with --variant hanidoku');
      expect(run.stderr).toContain(`Run 'sudoku ${commands[k]} --help'`);
    });
  });

  it('refuses --size where a region map or the shape gives the size', async () => {
    const [jigsaw, honeycomb] = await Promise.all([
      sudoku(['generate', '--variant', 'jigsaw', '--regions', REGIONS, '--size', '9']),
      sudoku(['generate', '--variant', 'hanidoku', '--size', '9']),
    ]);
    expect(jigsaw.status).toBe(2);
    expect(jigsaw.stderr).toContain(
      '--size does not go with --variant jigsaw: the size comes from its region map',
    );
    expect(honeycomb.status).toBe(2);
    expect(honeycomb.stderr).toContain(
      '--size does not go with --variant hanidoku: the size comes from its shape',
    );
  });
});
