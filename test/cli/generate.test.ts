import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkSizes } from '../../cli/generate.ts';
import { isSolved } from '../../shared/check.ts';
import { parsePuzzle } from '../../shared/format.ts';
import { generatePuzzle } from '../../shared/generate.ts';
import { classicGeometry } from '../../shared/geometry.ts';
import { gradePuzzle } from '../../shared/grade/grade.ts';
import { TECHNIQUE_BY_ID } from '../../shared/grade/techniques.ts';
import type { TechniqueId } from '../../shared/grade/types.ts';
import {
  countHanidoku,
  drawHanidoku,
  formatHanidoku,
  generateHanidoku,
  gradeHanidoku,
  HANIDOKU_TECHNIQUES,
  parseHanidoku,
} from '../../shared/hanidoku/index.ts';
import { readShareCode } from '../../shared/kind/shape.ts';
import { drawGrid, formatGrid } from '../../shared/print.ts';
import { countSolutions } from '../../shared/solve.ts';
import { mirrorCell, type Symmetry } from '../../shared/symmetry.ts';
import { expectMade } from '../made.ts';
import { KNOWN, solutionProblem } from '../shared/hanidoku/rules.ts';
import { sudoku } from './run.ts';

const dir = mkdtempSync(join(tmpdir(), 'sudoku-generate-'));

function lines(text: string): string[] {
  return text.trimEnd().split('\n');
}

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const EASY_SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const TWO = `${EASY_SOLUTION.slice(0, 60)}${'.'.repeat(21)}`;
const HARD = formatGrid(expectMade(generatePuzzle({ seed: 'cli-test', level: 'hard' })).givens);

/** The fields of a `sudoku grade --json` answer, in order. */
const GRADE_KEYS = ['level', 'score', 'rating', 'hardestTechnique', 'techniqueCounts'];

/** How a grade prints, from the core: the expected answer line of `sudoku grade`. */
function gradeLine(line: string): string {
  const grade = gradePuzzle(parsePuzzle(line));
  if (!grade.unique) return grade.status;
  const rating = grade.rating === null ? '-' : grade.rating.toFixed(1);
  return `${grade.level}\t${grade.score}\t${grade.hardestTechnique ?? '-'}\t${rating}`;
}

describe('sudoku generate', () => {
  it('gives the same puzzles for a seed, -n 5 being the start of -n 10, each with one solution', async () => {
    const [five, ten] = await Promise.all([
      sudoku(['generate', '-n', '5', '--seed', 'det', '--level', 'easy']),
      sudoku(['generate', '-n', '10', '--seed', 'det', '--level', 'easy']),
    ]);
    expect(five.status).toBe(0);
    expect(ten.status).toBe(0);
    expect(five.stderr).toBe('');
    expect(lines(ten.stdout)).toHaveLength(10);
    expect(lines(ten.stdout).slice(0, 5)).toEqual(lines(five.stdout));
    expect(lines(ten.stdout)[7]).toBe(
      formatGrid(expectMade(generatePuzzle({ seed: 'det/7', level: 'easy' })).givens),
    );
    for (const line of lines(ten.stdout)) {
      expect(countSolutions(parsePuzzle(line), 2).count).toBe(1);
    }
  });

  it('chooses a seed and prints it on stderr when none is given', async () => {
    const run = await sudoku(['generate', '--level', 'easy']);
    const seed = /seed (\S+) \(pass --seed \1 to repeat\)/.exec(run.stderr)?.[1];
    expect(seed).toBeDefined();
    expect(run.stdout).toBe(
      `${formatGrid(expectMade(generatePuzzle({ seed: `${seed}/0`, level: 'easy' })).givens)}\n`,
    );
  });

  it('adds the solution and the grade that gradePuzzle gives, at the level asked for', async () => {
    const run = await sudoku([
      'generate',
      '-n',
      '3',
      '--seed',
      'cols',
      '--level',
      'hard',
      '--solution',
      '--grade',
    ]);
    const rows = lines(run.stdout).map((line) => line.split('\t'));
    expect(rows).toHaveLength(3);
    for (const [line, solution, ...grade] of rows) {
      expect(isSolved(parsePuzzle(line), parsePuzzle(solution).givens)).toBe(true);
      expect(grade.join('\t')).toBe(gradeLine(line));
      expect(grade[0]).toBe('hard');
    }
  });

  it('adds a share code last, which holds the puzzle and its level and which play opens', async () => {
    const args = ['generate', '-n', '3', '--seed', 'club', '--level', 'hard', '--grade', '--share'];
    const rows = lines((await sudoku(args)).stdout).map((line) => line.split('\t'));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toHaveLength(6);
      const read = readShareCode(row[5]);
      if (!read.ok) throw new Error(read.message);
      expect(read.shape.format(read.givens)).toBe(row[0]);
      expect([read.shape.id, read.level]).toEqual(['classic', 'hard']);
    }
    const play = await sudoku(['play', '--plain', '--code', rows[0][5]], 'quit\n');
    expect(play.stdout.split('\n')[0]).toBe(`Sudoku · hard · code ${rows[0][5]}`);
    const honeycomb = await sudoku(['generate', '--variant', 'hanidoku', '--seed', 'c', '--share']);
    const [givens, code] = honeycomb.stdout.trimEnd().split('\t');
    const read = readShareCode(code);
    expect(read.ok && [read.shape.id, read.shape.format(read.givens), read.level]).toEqual([
      'hanidoku',
      givens,
      'medium',
    ]);
  });

  it('keeps the pattern of givens symmetric', async () => {
    const symmetries: Symmetry[] = ['rotational', 'mirror', 'diagonal'];
    const runs = await Promise.all(
      symmetries.map((symmetry) =>
        sudoku(['generate', '-n', '2', '--seed', 'sym', '--symmetry', symmetry]),
      ),
    );
    runs.forEach((run, k) => {
      expect(lines(run.stdout)).toHaveLength(2);
      for (const line of lines(run.stdout)) {
        const { givens } = parsePuzzle(line);
        for (let cell = 0; cell < 81; cell++) {
          expect(givens[mirrorCell(cell, 9, symmetries[k])] !== 0).toBe(givens[cell] !== 0);
        }
      }
    });
  });

  it('makes X-sudoku and 6x6 puzzles', async () => {
    const [x, six] = await Promise.all([
      sudoku(['generate', '--variant', 'x', '--seed', 'x', '--solution']),
      sudoku(['generate', '-n', '2', '--size', '6', '--seed', 'six']),
    ]);
    const [line, solution] = lines(x.stdout)[0].split('\t');
    const geometry = classicGeometry(9, 'x');
    expect(countSolutions(parsePuzzle(line, { geometry }), 2).count).toBe(1);
    expect(new Set(Array.from({ length: 9 }, (_, i) => solution[i * 8 + 8])).size).toBe(9);
    expect(lines(six.stdout)).toHaveLength(2);
    for (const puzzle of lines(six.stdout)) {
      expect(puzzle).toHaveLength(36);
      expect(countSolutions(parsePuzzle(puzzle), 2).count).toBe(1);
    }
  });

  it('refuses bad options with exit status 2 and names them', async () => {
    const cases: Array<[string[], string]> = [
      [['--level', 'extreme'], '--level must be one of easy, medium, hard, expert'],
      [['--symmetry', 'radial'], '--symmetry must be one of none, rotational, mirror, diagonal'],
      [['--size', '5'], '--size must be one of 4, 6, 8, 9, 12, 16'],
      [['--unique'], "'generate' takes no option --unique"],
    ];
    const runs = await Promise.all(cases.map(([args]) => sudoku(['generate', ...args])));
    runs.forEach((run, k) => {
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(cases[k][1]);
      expect(run.stderr).toContain("Run 'sudoku generate --help'");
    });
  });

  it('exits 1 with a clear message when no puzzle of the level can be found', async () => {
    const sixMedium = (symmetry: string, seed: string) =>
      sudoku([
        'generate',
        '--size',
        '6',
        '--level',
        'medium',
        '--symmetry',
        symmetry,
        '--seed',
        seed,
      ]);
    const run = await sixMedium('diagonal', 'a');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("no medium puzzle found in 2000 attempts for seed 'a/0'");
    expect(run.stderr).toContain(
      'small grids seldom need medium techniques: try another --seed or an easier --level',
    );
    // With a symmetry that pairs every 6×6 cell the advice is the symmetry (symmetriesAt).
    const mirror = await sixMedium('mirror', 't');
    expect(mirror.status).toBe(1);
    expect(mirror.stderr).toContain(
      'with mirror symmetry most seeds find none at medium: try --symmetry none or diagonal',
    );
  });

  it('makes a 4×4 at easy, its only level, when no level is asked for', async () => {
    const [run, easy] = await Promise.all([
      sudoku(['generate', '--size', '4', '--seed', 'a']),
      sudoku(['generate', '--size', '4', '--seed', 'a', '--level', 'easy']),
    ]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toBe(easy.stdout);
    expect(lines(run.stdout)[0]).toHaveLength(16);
  });

  it('refuses a level a 4×4 is not made at, naming the one it is', async () => {
    const run = await sudoku(['generate', '--size', '4', '--level', 'medium', '--seed', 'a']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--level medium: a 4×4 grid is made at easy only');
  });
});

describe('chunkSizes', () => {
  it('covers the run in chunks that shrink to one puzzle, so no thread waits on a large last chunk', () => {
    for (const [count, threads] of [
      [1, 2],
      [7, 2],
      [8, 2],
      [500, 2],
      [500, 8],
      [100_000, 2],
    ]) {
      const sizes = chunkSizes(count, threads);
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(count);
      expect(
        sizes.every((size, i) => size >= 1 && size <= 50 && size <= (sizes[i - 1] ?? 50)),
      ).toBe(true);
      expect(sizes.at(-1)).toBe(1);
      // The pool pays from 8 chunks on (POOL_THRESHOLD): a run of 8 puzzles or more has them.
      expect(sizes.length).toBeGreaterThanOrEqual(Math.min(count, 8));
    }
    expect(chunkSizes(500, 2)[0]).toBe(32);
    expect(chunkSizes(100_000, 2)[0]).toBe(50);
  });
});

describe('sudoku grade', () => {
  it('rates each line, answering "multiple" and "invalid" as solve does', async () => {
    const bad = `${EASY.slice(0, 10)}k${EASY.slice(11)}`;
    const run = await sudoku(['grade'], `${EASY}\n\n# a comment\n${TWO}\n${bad}\n${HARD}:extra\n`);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("stdin: line 5, column 11: bad character 'k'");
    expect(lines(run.stdout)).toEqual([
      gradeLine(EASY),
      '',
      '# a comment',
      'multiple',
      'invalid',
      gradeLine(HARD),
    ]);
  });

  it('writes one JSON object per puzzle with --json', async () => {
    const run = await sudoku(['grade', '--json'], `${EASY}\n\n${TWO}\n`);
    const [first, second] = lines(run.stdout).map((line) => JSON.parse(line));
    expect(Object.keys(first)).toEqual(GRADE_KEYS);
    expect(first.level).toBe('easy');
    expect(first.rating).toBeLessThanOrEqual(2.3);
    expect(first.hardestTechnique).toBe('hidden-single');
    const placed = Object.values(first.techniqueCounts as Record<string, number>);
    expect(placed.reduce((a, b) => a + b, 0)).toBe(EASY.replace(/[^.]/g, '').length);
    expect(second).toEqual({ error: 'multiple' });
  });

  it('keeps input order when the pieces are graded on worker threads', async () => {
    const puzzles = [EASY, HARD, TWO];
    const answers = puzzles.map(gradeLine);
    const many = Array.from({ length: 450 }, (_, i) => puzzles[(i * 7) % 3]);
    const file = join(dir, 'many.txt');
    writeFileSync(file, `${many.join('\n')}\n`);
    const run = await sudoku(['grade', file, '--stats']);
    expect(lines(run.stdout)).toEqual(many.map((_, i) => answers[(i * 7) % 3]));
    expect(run.stderr).toContain('puzzles 450, easy 150');
  });
});

describe('sudoku hint', () => {
  it('names the technique of the next step on a fresh puzzle, with the move at detail 3', async () => {
    const [run, move] = await Promise.all([
      sudoku(['hint', HARD]),
      sudoku(['hint', HARD, '--detail', '3']),
    ]);
    expect(run.status).toBe(0);
    const id = /^Technique: (\S+) \((\w+)\)$/m.exec(run.stdout)?.[1];
    expect(TECHNIQUE_BY_ID.has(id as TechniqueId)).toBe(true);
    expect(run.stdout).toMatch(/^Hint 1: .+\nHint 2: .+\nHint 3: .+\n(Place|Eliminate): r\dc\d/m);
    expect(lines(move.stdout)[0]).toBe(/^Hint 3: (.*)$/m.exec(run.stdout)?.[1]);
    expect(lines(move.stdout)[1]).toMatch(/^(Place: r\dc\d=\d|Eliminate: r\dc\d-\d)/);
  });

  it('points at a wrong digit in the grid', async () => {
    const grid = `${EASY.slice(0, 2)}9${EASY.slice(3)}`;
    const run = await sudoku(['hint', EASY, '--grid', grid]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Hint 2: The 9 you placed in row 1, column 3 is wrong.');
    expect(run.stdout).toContain('Wrong: r1c3=9');
  });

  it('exits 1 for a puzzle without one solution or a grid that changes a given', async () => {
    const [multiple, changed] = await Promise.all([
      sudoku(['hint', TWO]),
      sudoku(['hint', EASY, '--grid', `4${EASY.slice(1)}`]),
    ]);
    expect(multiple.status).toBe(1);
    expect(multiple.stderr).toContain('more than one solution');
    expect(changed.status).toBe(1);
    expect(changed.stderr).toContain('r1c1 is a given 5, but the grid has 4');
  });
});

describe('sudoku explain', () => {
  it('lists every step in words and ends with the solved grid', async () => {
    const [asJson, run] = await Promise.all([
      sudoku(['explain', HARD, '--json']),
      sudoku(['explain', HARD]),
    ]);
    const json = JSON.parse(asJson.stdout);
    const placed = json.steps.reduce(
      (n: number, step: { placements: string[] }) => n + step.placements.length,
      0,
    );
    expect(placed).toBe(HARD.replace(/[^.]/g, '').length);
    expect(json.solved).toBe(true);

    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Level: hard \(score \d+\)\nHardest technique: /);
    const numbered = run.stdout.match(/^ *\d+\. .+$/gm)!;
    expect(numbered).toHaveLength(json.steps.length);
    expect(numbered.at(-1)).toMatch(new RegExp(`^${json.steps.length}\\. `));
    expect(run.stdout).toMatch(
      /^ *\d+\. Hidden single: Box \d can hold \d only in row \d, column \d, so it is \d there\.$/m,
    );
    const solution = parsePuzzle(json.solution);
    expect(run.stdout.endsWith(`Solved:\n${drawGrid(solution.geometry, solution.givens)}`)).toBe(
      true,
    );
  });
});

describe('sudoku explain where no step applies', () => {
  it('says every cell is given only of a complete grid, not of a puzzle no technique starts', async () => {
    const stuck =
      '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';
    const solution =
      '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
    const [open, complete] = await Promise.all([
      sudoku(['explain', stuck]),
      sudoku(['explain', solution]),
    ]);
    expect(open.stdout).toContain('Steps: 0\n\nNo technique I know goes further');
    expect(open.stdout).toContain('Hardest technique: beyond mine (none applies at the start)\n');
    expect(open.stdout).not.toContain('Every cell is given');
    expect(open.stdout).toContain('No technique I know goes further; 60 cells are still empty');
    expect(complete.stdout).toContain('Every cell is given: nothing to solve.\n\nSolved:');
    for (const run of [open, complete]) expect(run.status).toBe(0);
  });
});

/** How a Hanidoku grade prints, from the core. */
function hanidokuGradeLine(line: string): string {
  const grade = gradeHanidoku(parseHanidoku(line));
  if (!grade.unique) return grade.status;
  return `${grade.level}\t${grade.score}\t${grade.hardestTechnique ?? '-'}\t-`;
}

const HANIDOKU = ['--variant', 'hanidoku'];
const HANIDOKU_HARD = formatHanidoku(
  expectMade(generateHanidoku({ seed: 'cli-test', level: 'hard' })).puzzle,
);
const HANIDOKU_HARD_SOLUTION = formatHanidoku(
  expectMade(generateHanidoku({ seed: 'cli-test', level: 'hard' })).solution,
);

describe('sudoku generate --variant hanidoku', () => {
  it('gives the Hanidoku of seed S/i at the level, -n 5 being the start of -n 10, each unique', async () => {
    const [five, ten] = await Promise.all([
      sudoku(['generate', ...HANIDOKU, '-n', '5', '--seed', 'hd', '--level', 'easy']),
      sudoku(['generate', ...HANIDOKU, '-n', '10', '--seed', 'hd', '--level', 'easy']),
    ]);
    expect(five.status).toBe(0);
    expect(five.stderr).toBe('');
    expect(lines(ten.stdout)).toHaveLength(10);
    expect(lines(ten.stdout).slice(0, 5)).toEqual(lines(five.stdout));
    expect(lines(ten.stdout)[7]).toBe(
      formatHanidoku(expectMade(generateHanidoku({ seed: 'hd/7', level: 'easy' })).puzzle),
    );
    for (const line of lines(ten.stdout)) {
      expect(countHanidoku(parseHanidoku(line), 2).count).toBe(1);
    }
  });

  it('makes medium puzzles by default, and the minimal ones with --minimal', async () => {
    const [plain, minimal] = await Promise.all([
      sudoku(['generate', ...HANIDOKU, '--seed', 'dflt']),
      sudoku(['generate', ...HANIDOKU, '--seed', 'dflt', '--minimal']),
    ]);
    const medium = expectMade(generateHanidoku({ seed: 'dflt/0', level: 'medium' }));
    expect(medium.level).toBe('medium');
    expect(plain.stdout).toBe(`${formatHanidoku(medium.puzzle)}\n`);
    expect(minimal.stdout).toBe(
      `${formatHanidoku(expectMade(generateHanidoku({ seed: 'dflt/0' })).puzzle)}\n`,
    );
  });

  it('adds the solution and the grade that gradeHanidoku gives, at each level asked for', async () => {
    const levels = ['easy', 'medium', 'hard'];
    const runs = await Promise.all(
      levels.map((level) =>
        sudoku([
          'generate',
          ...HANIDOKU,
          '-n',
          '2',
          '--seed',
          'cols',
          '--level',
          level,
          '--solution',
          '--grade',
        ]),
      ),
    );
    runs.forEach((run, k) => {
      const rows = lines(run.stdout).map((line) => line.split('\t'));
      expect(rows).toHaveLength(2);
      for (const [line, solution, ...grade] of rows) {
        expect(solutionProblem(parseHanidoku(line), parseHanidoku(solution))).toBe('');
        expect(grade.join('\t')).toBe(hanidokuGradeLine(line));
        expect(grade[0]).toBe(levels[k]);
      }
    });
  });

  it('keeps the givens symmetric under a half turn with --symmetry rotational', async () => {
    const run = await sudoku([
      'generate',
      ...HANIDOKU,
      '-n',
      '2',
      '--seed',
      'sym',
      '--symmetry',
      'rotational',
    ]);
    expect(lines(run.stdout)).toHaveLength(2);
    for (const line of lines(run.stdout)) {
      for (let cell = 0; cell < 61; cell++)
        expect(line[60 - cell] !== '.').toBe(line[cell] !== '.');
    }
  });

  it('reports attempts and givens per puzzle with --stats, as for the grids', async () => {
    const [honeycomb, grid] = await Promise.all([
      sudoku(['generate', ...HANIDOKU, '-n', '2', '--seed', 'st', '--level', 'hard', '--stats']),
      sudoku(['generate', '-n', '2', '--seed', 'st', '--stats']),
    ]);
    const stats = /; (\d+\.\d) attempts and \d+\.\d givens per puzzle\n$/;
    expect(honeycomb.stderr).toMatch(/^generated 2 hard hanidoku puzzles, /);
    expect(grid.stderr).toMatch(/^generated 2 medium puzzles, /);
    const made = [0, 1].map((i) =>
      expectMade(generateHanidoku({ seed: `st/${i}`, level: 'hard' })),
    );
    const attempts = (made[0].attempts + made[1].attempts) / 2;
    expect(stats.exec(honeycomb.stderr)?.[1]).toBe(attempts.toFixed(1));
    expect(grid.stderr).toMatch(stats);
  });

  it('refuses what Hanidoku does not offer, naming what it does', async () => {
    const cases: Array<[string[], string]> = [
      [['--level', 'expert'], '--level expert: Hanidoku is made at easy, medium or hard'],
      [
        ['--symmetry', 'mirror'],
        "--variant hanidoku takes --symmetry none or rotational, got 'mirror'",
      ],
      [
        ['--minimal', '--level', 'easy'],
        '--minimal does not go with --level for --variant hanidoku',
      ],
      [['--zero-based'], '--zero-based does not go with --variant hanidoku'],
    ];
    const runs = await Promise.all(
      cases.map(([args]) => sudoku(['generate', ...HANIDOKU, ...args])),
    );
    runs.forEach((run, k) => {
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(cases[k][1]);
      expect(run.stdout).toBe('');
    });
  });
});

describe('sudoku grade --variant hanidoku', () => {
  it('rates each line as gradeHanidoku does, with multiple and invalid lines as for grids', async () => {
    const minimal = KNOWN[0].puzzle;
    const bad = `${HANIDOKU_HARD.slice(0, 10)}k${HANIDOKU_HARD.slice(11)}`;
    const empty = '.'.repeat(61);
    const input = `${HANIDOKU_HARD}\n\n# a comment\n${empty}\n${bad}\n${minimal}\tfield\n`;
    const [run, json] = await Promise.all([
      sudoku(['grade', ...HANIDOKU], input),
      sudoku(['grade', ...HANIDOKU, '--json'], input),
    ]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("stdin: line 5, column 11: bad character 'k'");
    expect(lines(run.stdout)).toEqual([
      hanidokuGradeLine(HANIDOKU_HARD),
      '',
      '# a comment',
      'multiple',
      'invalid',
      hanidokuGradeLine(minimal),
    ]);
    expect(lines(run.stdout)[0]).toMatch(/^hard\t\d+\thanidoku-balance\t-$/);
    expect(lines(run.stdout)[5]).toMatch(/^extreme\t/);
    const [first, second] = lines(json.stdout).map((line) => JSON.parse(line));
    expect(Object.keys(first)).toEqual(GRADE_KEYS);
    expect(first.rating).toBeNull();
    const placed = Object.values(first.techniqueCounts as Record<string, number>);
    expect(placed.length).toBeGreaterThan(0);
    expect(second).toEqual({ error: 'multiple' });
  });
});

describe('sudoku explain --variant hanidoku', () => {
  it('lists every step in words and ends with the solved honeycomb', async () => {
    const [asJson, run] = await Promise.all([
      sudoku(['explain', ...HANIDOKU, HANIDOKU_HARD, '--json']),
      sudoku(['explain', ...HANIDOKU, HANIDOKU_HARD]),
    ]);
    const json = JSON.parse(asJson.stdout);
    const placed = json.steps.reduce(
      (n: number, step: { placements: string[] }) => n + step.placements.length,
      0,
    );
    expect(placed).toBe(HANIDOKU_HARD.replace(/[^.]/g, '').length);
    expect(json.solved).toBe(true);
    expect(json.solution).toBe(HANIDOKU_HARD_SOLUTION);
    expect(json.steps[0].placements[0]).toMatch(/^r\dc\d=\d$/);

    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Level: hard \(score \d+\)\nHardest technique: Digit balance\n/);
    const numbered = run.stdout.match(/^ *\d+\. .+$/gm)!;
    expect(numbered).toHaveLength(json.steps.length);
    const names = HANIDOKU_TECHNIQUES.map(({ name }) => name).join('|');
    for (const line of numbered) expect(line).toMatch(new RegExp(`^ *\\d+\\. (${names}): `));
    expect(run.stdout).toMatch(
      /^ *\d+\. Digit balance: Each cell lies in one row of each direction/m,
    );
    expect(
      run.stdout.endsWith(`Solved:\n${drawHanidoku(parseHanidoku(HANIDOKU_HARD_SOLUTION))}`),
    ).toBe(true);
  });

  it('shows the position reached and the solution when the rules stall', async () => {
    const run = await sudoku(['explain', ...HANIDOKU, KNOWN[0].puzzle]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Level: extreme/);
    expect(run.stdout).toMatch(/No technique I know goes further; \d+ cells are still empty:/);
    expect(run.stdout).toMatch(
      /\nHardest technique: beyond mine \((the hardest that helped: .+|none applies at the start)\)\n/,
    );
    expect(
      run.stdout.endsWith(`(found by search):\n${drawHanidoku(parseHanidoku(KNOWN[0].solution))}`),
    ).toBe(true);
  });
});

describe('sudoku hint --variant hanidoku', () => {
  it('gives the first step of the ladder, then the wrong digit of a grid', async () => {
    const blank = HANIDOKU_HARD.indexOf('.');
    const wrongDigit = HANIDOKU_HARD_SOLUTION[blank] === '9' ? '8' : '9';
    const grid = `${HANIDOKU_HARD.slice(0, blank)}${wrongDigit}${HANIDOKU_HARD.slice(blank + 1)}`;
    const [fresh, move, wrong, done] = await Promise.all([
      sudoku(['hint', ...HANIDOKU, HANIDOKU_HARD]),
      sudoku(['hint', ...HANIDOKU, HANIDOKU_HARD, '--detail', '3']),
      sudoku(['hint', ...HANIDOKU, HANIDOKU_HARD, '--grid', grid]),
      sudoku(['hint', ...HANIDOKU, HANIDOKU_HARD, '--grid', HANIDOKU_HARD_SOLUTION]),
    ]);
    expect(fresh.status).toBe(0);
    const steps = gradeHanidoku(parseHanidoku(HANIDOKU_HARD), { steps: true });
    if (!steps.unique) throw new Error('not unique');
    expect(lines(fresh.stdout)[0]).toBe(
      `Technique: ${steps.steps![0].technique} (${HANIDOKU_TECHNIQUES.find((t) => t.id === steps.steps![0].technique)!.level})`,
    );
    expect(fresh.stdout).toMatch(/^Hint 1: .+\nHint 2: .+\nHint 3: .+\n(Place|Eliminate): r\dc\d/m);
    expect(lines(move.stdout)[0]).toBe(/^Hint 3: (.*)$/m.exec(fresh.stdout)?.[1]);
    expect(wrong.stdout).toContain('Technique: wrong-digit');
    expect(wrong.stdout).toMatch(new RegExp(`Wrong: r\\dc\\d=${wrongDigit}\n`));
    expect(done.stdout).toContain('Every cell is filled in correctly: solved!');
  });

  it('exits 1 for a puzzle without one solution or a changed given, 2 for pencil marks', async () => {
    const given = HANIDOKU_HARD.search(/\d/);
    const other = HANIDOKU_HARD[given] === '1' ? '2' : '1';
    const changed = `${HANIDOKU_HARD.slice(0, given)}${other}${HANIDOKU_HARD.slice(given + 1)}`;
    const [multiple, moved, marks] = await Promise.all([
      sudoku(['hint', ...HANIDOKU, '.'.repeat(61)]),
      sudoku(['hint', ...HANIDOKU, HANIDOKU_HARD, '--grid', changed]),
      sudoku(['hint', ...HANIDOKU, HANIDOKU_HARD, '--candidates', '1']),
    ]);
    expect(multiple.status).toBe(1);
    expect(multiple.stderr).toContain('more than one solution');
    expect(moved.status).toBe(1);
    expect(moved.stderr).toContain(`is a given ${HANIDOKU_HARD[given]}, but the grid has ${other}`);
    expect(marks.status).toBe(2);
    expect(marks.stderr).toContain('--candidates does not go with --variant hanidoku');
  });
});
