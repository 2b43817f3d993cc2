import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROW_CELLS, ROW_START } from '../../shared/hanidoku/geometry.ts';
import { type KindGenerated, kindOf } from '../../shared/kind/kind.ts';
import type { RatedLevel } from '../../shared/kind/names.ts';
import { type ShapeSpec, shapeOf } from '../../shared/kind/shape.ts';
import { localDate } from '../../site/src/scripts/play/clock.ts';
import { sudoku } from './run.ts';

const dir = mkdtempSync(join(tmpdir(), 'sudoku-play-'));

/** The puzzle `sudoku play --seed SEED` plays: the generator's for the seed, as the API's. */
function made(spec: ShapeSpec, level: RatedLevel, seed: string): KindGenerated {
  const result = kindOf(shapeOf(spec)).generate({ seed, level });
  if (!result.ok) throw new Error(`no puzzle for ${seed}`);
  return result;
}

/** `ROW COL` of a cell, 1-based: a grid's row and column, a honeycomb's row and place in it. */
function place(spec: ShapeSpec, cell: number, size = 9): string {
  if (spec.id !== 'hanidoku') return `${Math.floor(cell / size) + 1} ${(cell % size) + 1}`;
  let row = 0;
  while (ROW_START[row + 1] <= ROW_CELLS.indexOf(cell)) row++;
  return `${row + 1} ${ROW_CELLS.indexOf(cell) - ROW_START[row] + 1}`;
}

/** `set` commands for every empty cell, the solution's digit, in cell order. */
function setAll(spec: ShapeSpec, puzzle: KindGenerated, size = 9): string[] {
  const lines: string[] = [];
  puzzle.givens.forEach((d, cell) => {
    if (d === 0) lines.push(`set ${place(spec, cell, size)} ${puzzle.solution[cell]}`);
  });
  return lines;
}

/** The first empty cell and its solution digit. */
function firstEmpty(puzzle: KindGenerated): { cell: number; digit: number } {
  const cell = puzzle.givens.indexOf(0);
  return { cell, digit: puzzle.solution[cell] };
}

describe('sudoku play --plain', () => {
  const classic: ShapeSpec = { id: 'classic' };
  const puzzle = made(classic, 'easy', 'plain');
  const args = ['play', '--plain', '--seed', 'plain', '--level', 'easy'];

  it('prints the board after every command, with notes, conflicts, hints and checks', async () => {
    const { cell, digit } = firstEmpty(puzzle);
    const given = puzzle.givens.findIndex((d) => d !== 0);
    // A digit that clashes: the given's, in the given's row when the empty cell shares it.
    const clash = puzzle.givens[given];
    const emptyInRow = Array.from({ length: 9 }, (_, c) => Math.floor(given / 9) * 9 + c).find(
      (c) => puzzle.givens[c] === 0,
    )!;
    const input = [
      `note ${place(classic, cell)} ${digit}`,
      `set ${place(classic, emptyInRow)} ${clash}`,
      'undo',
      'redo',
      `erase ${place(classic, emptyInRow)}`,
      `set ${place(classic, cell)} ${digit}`,
      'check',
      'hint',
      'hint',
      'hint',
      'new medium',
      'quit',
      'set 1 1 1',
    ].join('\n');
    const run = await sudoku(args, `${input}\n`);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const out = run.stdout;
    expect(out.startsWith('Sudoku · easy · seed plain\n+-------+')).toBe(true);
    // The first board, then one after each of the 11 commands before quit.
    expect(out.match(/^\+-------\+-------\+-------\+$/gm)).toHaveLength(12 * 4);
    expect(out).toContain(`Notes: ${shapeOf(classic).describeCell(cell)} ${digit}`);
    const conflicts = out.split('\n').filter((line) => line.startsWith('Conflicts: '));
    // After the set and after redo.
    expect(conflicts).toHaveLength(2);
    expect(conflicts[0]).toContain(shapeOf(classic).describeCell(emptyInRow));
    expect(out).toContain('No wrong digits so far.');
    for (const level of [1, 2, 3]) expect(out).toMatch(new RegExp(`^Hint ${level}: \\S`, 'm'));
    expect(out).toContain('Sudoku · medium · seed plain/1\n');
    expect(out).not.toMatch(/^Solved/m);
    // No escapes: plain text for scripts and screen readers.
    expect(out).not.toContain('\x1b');
  });

  it('says Solved once the digits set one by one complete the grid', async () => {
    const run = await sudoku(args, `${setAll(classic, puzzle).join('\n')}\n`);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const solved = run.stdout.split('\n').filter((line) => line.startsWith('Solved'));
    expect(solved).toEqual([
      expect.stringMatching(/^Solved in \d+:\d\d \(0 hints, 0 checks, 0 reveals\)\.$/),
    ]);
    expect(run.stdout.trimEnd().endsWith(solved[0])).toBe(true);
  });

  it('says Solved after solve reveals every cell, and refuses moves after it', async () => {
    const empty = puzzle.givens.filter((d) => d === 0).length;
    const run = await sudoku(args, 'solve\nset 1 1 1\nundo\n');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`(0 hints, 0 checks, ${empty} reveals).`);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^sudoku play: line 2: /),
      expect.stringMatching(/^sudoku play: line 3: the puzzle is solved/),
    ]);
  });

  it('answers a bad command with one line on stderr and goes on', async () => {
    const { cell, digit } = firstEmpty(puzzle);
    const given = puzzle.givens.findIndex((d) => d !== 0);
    const input = [
      'dance',
      'set 10 1 1',
      'set 1 1',
      'set 1 1 0',
      `set ${place(classic, given)} 1`,
      'undo',
      'new extreme',
      'load /nonexistent/file',
      `set ${place(classic, cell)} ${digit}`,
    ].join('\n');
    const run = await sudoku(args, `${input}\n`);
    expect(run.status).toBe(0);
    const errors = run.stderr.trim().split('\n');
    expect(errors).toHaveLength(8);
    errors.forEach((line, i) => {
      expect(line).toMatch(new RegExp(`^sudoku play: line ${i + 1}: \\S`));
    });
    expect(errors[0]).toContain("unknown command 'dance'");
    expect(errors[1]).toContain("ROW must be 1 to 9, got '10'");
    expect(errors[3]).toContain("DIGIT must be 1-9, got '0'");
    expect(errors[4]).toContain('is a given');
    expect(errors[5]).toContain('nothing to undo');
    expect(errors[6]).toContain('LEVEL must be one of easy, medium, hard, expert');
    expect(errors[7]).toContain('ENOENT');
    // Only the first board and the one after the last, good, command.
    expect(run.stdout.match(/^\+-------\+-------\+-------\+$/gm)).toHaveLength(2 * 4);
  });

  it('saves a game to a file and loads it back, in another game', async () => {
    const file = join(dir, 'game.json');
    const { cell, digit } = firstEmpty(puzzle);
    const other = puzzle.givens.indexOf(0, cell + 1);
    const input = [
      `set ${place(classic, cell)} ${digit}`,
      `note ${place(classic, other)} 3`,
      'hint',
      `save ${file}`,
      'new hard',
      `load ${file}`,
      'quit',
    ].join('\n');
    const run = await sudoku(args, `${input}\n`);
    expect(run.stderr).toBe('');
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.code).toBe(shapeOf(classic).shareCode(puzzle.givens, 'easy'));
    expect(saved.game).toMatchObject({ v: 1, h: 1, n: [other, 1 << 2] });
    expect(saved.game.g[cell]).toBe(String(digit));
    // Boards: 13 lines from a top rule; the first, then after each command but quit.
    const lines = run.stdout.split('\n');
    const boards = lines.flatMap((line, i) =>
      line.startsWith('+') && !lines[i - 1]?.startsWith('|') ? [i] : [],
    );
    expect(boards).toHaveLength(7);
    const board = (k: number) => lines.slice(boards[k], boards[k] + 13).join('\n');
    const report = (k: number) => lines.slice(boards[k], boards[k + 1] ?? lines.length).join('\n');
    expect(board(6)).toBe(board(4));
    expect(board(5)).not.toBe(board(4));
    expect(report(6)).toContain(`Notes: ${shapeOf(classic).describeCell(other)} 3`);
    expect(report(6)).toContain(`Loaded ${file}.`);
    expect(run.stdout).toContain(`Sudoku · easy · code ${saved.code}\n`);
  });

  it('plays the third level of a hint about a mistake: erases the digit, puts the note back', async () => {
    const { cell, digit } = firstEmpty(puzzle);
    const wrong = (digit % 9) + 1;
    const other = puzzle.givens.indexOf(0, cell + 1);
    const [erased, restored] = [join(dir, 'erased.json'), join(dir, 'restored.json')];
    const input = [
      `set ${place(classic, cell)} ${wrong}`,
      'hint',
      'hint',
      'hint',
      `save ${erased}`,
      // A note written and taken off again: the player ruled the cell's own digit out.
      `note ${place(classic, other)} ${puzzle.solution[other]}`,
      `note ${place(classic, other)} ${puzzle.solution[other]}`,
      'hint',
      'hint',
      'hint',
      `save ${restored}`,
      'quit',
    ].join('\n');
    const run = await sudoku(args, `${input}\n`);
    expect(run.stderr).toBe('');
    const [r, c] = place(classic, cell).split(' ');
    expect(run.stdout).toContain(`Hint 3: Row ${r}, column ${c} is not ${wrong}: erase it.\n`);
    expect(run.stdout).toMatch(/^Hint 3: Put \d back into the notes of /m);
    const [first, second] = [erased, restored].map(
      (file) => JSON.parse(readFileSync(file, 'utf8')).game,
    );
    expect(first.g[cell]).toBe('0');
    expect(first.h).toBe(1);
    expect(second.n).toEqual([other, 1 << (puzzle.solution[other] - 1)]);
    expect(second.e).toEqual([]);
    expect(second.h).toBe(2);
  });

  it('plays lines from a pipe without --plain', async () => {
    const run = await sudoku(['play', '--seed', 'plain', '--level', 'easy'], 'quit\n');
    expect(run.status).toBe(0);
    expect(run.stdout.startsWith('Sudoku · easy · seed plain\n')).toBe(true);
    expect(run.stdout).not.toContain('\x1b');
  });

  it('plays a honeycomb by its rows and places in them, to Solved', async () => {
    const spec: ShapeSpec = { id: 'hanidoku' };
    const honeycomb = made(spec, 'easy', 'comb');
    const sets = setAll(spec, honeycomb);
    const run = await sudoku(
      ['play', '--plain', '--variant', 'hanidoku', '--level', 'easy', '--seed', 'comb'],
      `set 10 1 1\nset 1 6 1\n${sets.join('\n')}\n`,
    );
    expect(run.status).toBe(0);
    expect(run.stderr.trim().split('\n')).toEqual([
      "sudoku play: line 1: ROW must be 1 to 9, got '10'",
      "sudoku play: line 2: COL must be 1 to 5 in row 1, got '6'",
    ]);
    expect(run.stdout.startsWith('Hanidoku · easy · seed comb\n')).toBe(true);
    // The last board is the solution, drawn as the honeycomb.
    const last = run.stdout.trimEnd().split('\n').slice(-10);
    expect(last[9]).toMatch(/^Solved in /);
    expect(last.slice(0, 9).join('\n')).toBe(shapeOf(spec).draw(honeycomb.solution).trimEnd());
    expect(last[0]).toMatch(/^ {4}\d( \d){4}$/);
  });

  it('takes 16x16 digits as A-G or 10-16, to Solved', async () => {
    const spec: ShapeSpec = { id: 'classic', size: 16 };
    const big = made(spec, 'easy', 'big');
    const sets = setAll(spec, big, 16).map((line, i) => {
      const [, r, c, d] = line.split(' ');
      const digit = Number(d);
      const letter = i % 2 === 0 ? 'ABCDEFG' : 'abcdefg';
      return `set ${r} ${c} ${digit > 9 && i % 3 !== 0 ? letter[digit - 10] : digit}`;
    });
    const run = await sudoku(
      ['play', '--plain', '--size', '16', '--level', 'easy', '--seed', 'big'],
      `set 1 1 H\nset 1 1 17\n${sets.join('\n')}\n`,
    );
    expect(run.status).toBe(0);
    const errors = run.stderr.trim().split('\n');
    expect(errors).toEqual([
      "sudoku play: line 1: DIGIT must be 1-9 or A-G, got 'H'",
      "sudoku play: line 2: DIGIT must be 1-9 or A-G, got '17'",
    ]);
    expect(run.stdout).toMatch(/^Solved in \d+:\d\d \(0 hints, 0 checks, 0 reveals\)\.$/m);
  });
});

describe('sudoku play (command line)', () => {
  it('refuses options that do not go together', async () => {
    const [both, api, code, bad, url] = await Promise.all([
      sudoku(['play', '--seed', 'a', '--code', 'x']),
      sudoku(['play', '--api', 'http://x']),
      sudoku(['play', '--code', 'not-a-code']),
      sudoku(['play', '--variant', 'hanidoku', '--level', 'expert']),
      sudoku(['play', '--daily', '--api', 'notaurl']),
    ]);
    for (const run of [both, api, code, bad, url]) expect(run.status).toBe(2);
    expect(url.stderr).toContain("--api takes the server's address");
    expect(both.stderr).toContain('pick one of --code, --daily and --seed');
    expect(api.stderr).toContain('--api goes with --daily');
    expect(code.stderr).toContain('--code:');
    expect(bad.stderr).toContain('--level expert: Hanidoku is made at easy, medium or hard');
  });

  it('plays a 4×4 at easy, its only level, when no level is asked for', async () => {
    const [run, medium] = await Promise.all([
      sudoku(['play', '--plain', '--size', '4', '--seed', 'a'], 'solve\n'),
      sudoku(['play', '--plain', '--size', '4', '--seed', 'a', '--level', 'medium'], ''),
    ]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.startsWith('Sudoku 4×4 · easy · seed a\n')).toBe(true);
    expect(medium.status).toBe(2);
    expect(medium.stderr).toContain('--level medium: a 4×4 grid is made at easy only');
  });

  it("plays today's daily from the API, a grid's or a honeycomb's", async () => {
    const asked: string[] = [];
    const grid = made({ id: 'classic' }, 'hard', 'daily');
    const comb = made({ id: 'hanidoku' }, 'easy', 'daily');
    const server = createServer((request, response) => {
      asked.push(request.url!);
      const honeycomb = request.url!.includes('/honeycomb/');
      const shape = shapeOf({ id: honeycomb ? 'hanidoku' : 'classic' });
      const { givens } = honeycomb ? comb : grid;
      const level = honeycomb ? 'easy' : 'hard';
      const code = shape.shareCode(givens, level);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ date: '2026-12-01', level, puzzle: '', code, score: 1 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const [one, two] = await Promise.all([
        sudoku(['play', '--daily', '--api', api, '--level', 'hard'], 'solve\n'),
        sudoku(
          ['play', '--daily', '--api', `${api}/`, '--variant', 'hanidoku', '--level', 'easy'],
          'quit\n',
        ),
      ]);
      expect(one.stdout.startsWith('Sudoku · hard · daily 2026-12-01\n')).toBe(true);
      expect(one.stdout).toMatch(/^Solved in /m);
      expect(two.stdout.startsWith('Hanidoku · easy · daily 2026-12-01\n')).toBe(true);
      expect(two.stdout).toContain(shapeOf({ id: 'hanidoku' }).draw(comb.givens).trimEnd());
      // The player's own calendar date, as the site asks for it.
      const date = localDate();
      expect(asked.sort()).toEqual([
        `/api/v1/daily/${date}/hard`,
        `/api/v1/daily/${date}/honeycomb/easy`,
      ]);
    } finally {
      server.close();
    }
  });

  it('says clearly when the daily cannot be fetched, and exits 1', async () => {
    // Port 9 (discard) has no HTTP server here: the connection is refused at once.
    const run = await sudoku(['play', '--daily', '--api', 'http://127.0.0.1:9', '--plain']);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^sudoku play: the puzzle server at http:\/\/127\.0\.0\.1:9 could not be reached \(.+\); start it with 'npm start' or pass --api URL\n$/,
    );
  });

  it("makes a new puzzle at the shape's default level after a code that names none", async () => {
    const spec: ShapeSpec = { id: 'classic', size: 4 };
    const code = shapeOf(spec).shareCode(made(spec, 'easy', 'four').givens, null);
    const run = await sudoku(['play', '--code', code], 'new\nquit\n');
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Sudoku 4×4 · easy · /m);
  });

  it('plays a share code and lists play in --help', async () => {
    const spec: ShapeSpec = { id: 'classic', size: 6 };
    const six = made(spec, 'easy', 'six');
    const code = shapeOf(spec).shareCode(six.givens, 'easy');
    const [run, help] = await Promise.all([
      sudoku(['play', '--code', code], 'solve\n'),
      sudoku(['--help']),
    ]);
    expect(run.stdout.startsWith(`Sudoku 6×6 · easy · code ${code}\n`)).toBe(true);
    expect(run.stdout).toMatch(/^Solved in /m);
    expect(help.stdout).toMatch(/^ {2}play {13}play a puzzle in the terminal/m);
  });
});
