import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findFirstConflict } from '../shared/check.ts';
import { classicGeometry } from '../shared/geometry.ts';

/**
 * Benchmark puzzles as 81-character lines, digits 1-9 and '.' for a blank. They are read from
 * the shared data folder next to the repository and never copied into it.
 */

export const DATA_DIR = fileURLToPath(new URL('../../shared/data/sudoku/', import.meta.url));

const GEOMETRY9 = classicGeometry(9);

/** A set of the shared data and how many of its puzzles each kind of peer is given. */
export interface SetSpec {
  file: string;
  /** CSV with a header line; the puzzle is the first column. */
  csv: boolean;
  /** Puzzles for qqwing and @algorithm.ts/sudoku (all when larger than the set). */
  peerCount: number;
  /** Puzzles for the slowest peer, npm `sudoku`. */
  slowCount: number;
  /** Puzzles for qqwing --count-solutions when fewer than `peerCount`. */
  qqwingCount?: number;
}

/** The solving benchmarks; the subset sizes keep `npm run bench` under about ten minutes. */
export const SETS: SetSpec[] = [
  { file: '17-clue.txt', csv: false, peerCount: 5000, slowCount: 500 },
  { file: 'top1465.txt', csv: false, peerCount: 1465, slowCount: 150 },
  { file: 'forum-hardest-1106.txt', csv: false, peerCount: 375, slowCount: 50, qqwingCount: 100 },
  { file: 'kaggle-rated-5000.csv', csv: true, peerCount: 5000, slowCount: 500 },
];

/** The puzzles of a set, or null when the data folder does not hold it. */
export function loadSet(spec: SetSpec): string[] | null {
  const path = DATA_DIR + spec.file;
  if (!existsSync(path)) return null;
  const lines = readFileSync(path, 'latin1').split('\n');
  if (spec.csv) lines.shift();
  const puzzles: string[] = [];
  for (const line of lines) {
    const field = spec.csv ? line.split(',')[0] : line.trim();
    if (field.length < 81) continue;
    puzzles.push(field.slice(0, 81).replace(/[^1-9]/g, '.'));
  }
  return puzzles;
}

/**
 * `n` items spread evenly over `items` (item ⌊i·length/n⌋ for i < n), always the same ones;
 * all of them when n ≥ length.
 */
export function pickEvenly<T>(items: T[], n: number): T[] {
  if (n >= items.length) return items;
  return Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)]);
}

/** Digits of an 81-character line, 0 for anything but 1-9. */
export function toGivens(line: string): Uint8Array {
  const givens = new Uint8Array(81);
  for (let cell = 0; cell < 81; cell++) {
    const d = line.charCodeAt(cell) - 48;
    givens[cell] = d >= 1 && d <= 9 ? d : 0;
  }
  return givens;
}

/** Whether `answer` is a full, valid grid that keeps every given of `puzzle`. */
export function isSolutionOf(puzzle: string, answer: string | null | undefined): boolean {
  if (typeof answer !== 'string' || answer.length !== 81) return false;
  const grid = toGivens(answer);
  for (let cell = 0; cell < 81; cell++) {
    if (grid[cell] === 0) return false;
    const given = puzzle.charCodeAt(cell);
    if (given !== 46 && given !== answer.charCodeAt(cell)) return false;
  }
  return findFirstConflict(GEOMETRY9, grid) === null;
}

/** An empty puzzle: every solved grid is a solution of it. */
export const EMPTY_PUZZLE = '.'.repeat(81);
