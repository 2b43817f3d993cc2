import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { isSolved } from '../../shared/check.ts';
import { parsePuzzle } from '../../shared/format.ts';
import { classicGeometry } from '../../shared/geometry.ts';
import { formatGrid, formatPuzzle } from '../../shared/print.ts';
import { createPuzzle, type Puzzle } from '../../shared/puzzle.ts';
import { createRandom, type Random } from '../../shared/random.ts';
import { countSolutions, solve } from '../../shared/solve.ts';
import { hasQqwing, parseCount, qqwing } from '../qqwing.ts';

/**
 * Puzzles per difficulty. qqwing finds "simple" puzzles slowly (a few per second), so it gets
 * fewer; the four generations run at once and take a few seconds together.
 */
const GENERATE: Record<string, number> = { simple: 5, easy: 40, intermediate: 40, expert: 40 };

/** Our count's limit: qqwing counts every solution, we stop here and say so. */
const COUNT_LIMIT = 1000;

/** Shuffles the first `k` of `cells` into place (a partial Fisher–Yates) and returns them. */
function pick(cells: number[], k: number, random: Random): number[] {
  for (let i = 0; i < k; i++) {
    const j = i + random.below(cells.length - i);
    [cells[i], cells[j]] = [cells[j], cells[i]];
  }
  return cells.slice(0, k);
}

/**
 * A puzzle with a few solutions: qqwing's puzzle, given `extra` more cells of its solution,
 * then `k` of its givens blanked. (qqwing's puzzles are minimal: blanking even 5 of their own
 * givens leaves tens of thousands of solutions, too many to count one by one.)
 */
function openPuzzle(line: string, solution: string, extra: number, k: number, random: Random) {
  const givens = Uint8Array.from(parsePuzzle(line).givens);
  const blanks = [...givens.keys()].filter((cell) => givens[cell] === 0);
  for (const cell of pick(blanks, extra, random)) givens[cell] = Number(solution[cell]);
  const filled = [...givens.keys()].filter((cell) => givens[cell] !== 0);
  for (const cell of pick(filled, k, random)) givens[cell] = 0;
  return createPuzzle(classicGeometry(9), givens);
}

if (!hasQqwing) console.warn('oracles.test.ts: qqwing is not on PATH; skipping the oracle tests');

describe.skipIf(!hasQqwing)('qqwing as an oracle (needs qqwing on PATH)', () => {
  const generated: Record<string, string[]> = {};
  const solutions: Record<string, string[]> = {};

  beforeAll(async () => {
    const run = promisify(execFile);
    await Promise.all(
      Object.entries(GENERATE).map(async ([difficulty, n]) => {
        const args = ['--generate', String(n), '--difficulty', difficulty, '--one-line'];
        const { stdout } = await run('qqwing', args);
        generated[difficulty] = stdout.split('\n').filter((line) => line.length === 81);
        solutions[difficulty] = qqwing(['--solve', '--one-line'], generated[difficulty]);
      }),
    );
  });

  it('parses qqwing’s count messages', () => {
    expect(parseCount('The solution to the puzzle is unique.')).toBe(1);
    expect(parseCount('There are 7874 solutions to the puzzle.')).toBe(7874);
    expect(parseCount('There are no solutions to the puzzle.')).toBe(0);
    expect(() => parseCount('Puzzle has no solution.')).toThrow();
  });

  it.each(Object.keys(GENERATE))('solves %s puzzles exactly as qqwing does', (difficulty) => {
    const puzzles = generated[difficulty];
    expect(puzzles).toHaveLength(GENERATE[difficulty]);
    const expected = solutions[difficulty];
    expect(expected).toHaveLength(puzzles.length);
    const failures: string[] = [];
    puzzles.forEach((line, i) => {
      const puzzle = parsePuzzle(line);
      const result = solve(puzzle, { unique: true });
      const ours = result.solution ? formatGrid(result.solution) : '';
      if (
        result.status !== 'solved' ||
        ours !== expected[i] ||
        !isSolved(puzzle, result.solution!)
      ) {
        failures.push(`${line}: ours ${result.status} ${ours}, qqwing ${expected[i]}`);
      }
    });
    expect(failures).toEqual([]);
  });

  it('counts the solutions of puzzles with 3 to 10 givens blanked exactly as qqwing does', () => {
    const random = createRandom('qqwing counts');
    const puzzles: Puzzle[] = [];
    for (const difficulty of Object.keys(GENERATE)) {
      generated[difficulty].forEach((line, i) => {
        const solution = solutions[difficulty][i];
        puzzles.push(openPuzzle(line, solution, 12, 3 + random.below(8), random));
      });
    }
    const lines = puzzles.map((puzzle) => formatPuzzle(puzzle));
    const verdicts = qqwing(['--solve', '--count-solutions', '--nosolution', '--one-line'], lines);
    expect(verdicts).toHaveLength(lines.length);

    const failures: string[] = [];
    const counts = verdicts.map(parseCount);
    puzzles.forEach((puzzle, i) => {
      const expected = counts[i];
      const ours = countSolutions(puzzle, COUNT_LIMIT);
      const status = expected >= COUNT_LIMIT ? 'limit' : 'complete';
      if (ours.count !== Math.min(expected, COUNT_LIMIT) || ours.status !== status) {
        failures.push(`${lines[i]}: ours ${ours.count} (${ours.status}), qqwing ${expected}`);
      }
    });
    expect(failures).toEqual([]);
    // Most of these have several solutions, some of them many.
    expect(counts.filter((count) => count >= 2).length).toBeGreaterThan(puzzles.length / 2);
    expect(counts.some((count) => count >= 20)).toBe(true);
  });
});
