import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The public data sets live beside the repository, in ../shared/data; they are never copied in. */
const DATA_ROOT = new URL('../../shared/data/', import.meta.url);

/** The absolute path of a file under ../shared/data. */
export function dataPath(relative: string): string {
  return fileURLToPath(new URL(relative, DATA_ROOT));
}

/** Whether ../shared/data is present; tests that read it skip (visibly) when it is not. */
export const hasData = existsSync(dataPath('sudoku/'));

/** The non-empty lines of a data file, at most `limit` of them. */
export function readDataLines(relative: string, limit = Number.POSITIVE_INFINITY): string[] {
  return readFileSync(dataPath(relative), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, limit);
}

/** One line of tdoku's test set `puzzle:count:solution`; the solution is '' when count is 0. */
export interface TdokuCase {
  puzzle: string;
  count: number;
  solution: string;
}

/** The 43 cases of sudoku/tdoku-test-puzzles.txt (exact counts, up to 847). */
export function readTdokuCases(): TdokuCase[] {
  return readDataLines('sudoku/tdoku-test-puzzles.txt').map((line) => {
    const [puzzle, count, solution = ''] = line.split(':');
    return { puzzle, count: Number(count), solution };
  });
}
