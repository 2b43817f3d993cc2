import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRandom } from '../shared/random.ts';

/**
 * The 1M-puzzle course: line i is grid i of the grids file with 40–55 of its cells blanked,
 * the count drawn uniformly per puzzle and the cells by a partial Fisher–Yates shuffle, all
 * from one seeded generator, so the file is the same on every machine for the same grids.
 */

const LINE = 82;
const DOT = 46;
export const MIN_BLANKS = 40;
export const MAX_BLANKS = 55;
export const COURSE_SEED = 'bench-course';

/** Writes the course for the first `count` grids of `gridsPath`, unless it is already there. */
export function makeCourse(
  gridsPath: string,
  coursePath: string,
  count: number,
): 'made' | 'reused' {
  if (existsSync(coursePath) && statSync(coursePath).size === count * LINE) return 'reused';
  const grids = readFileSync(gridsPath);
  if (grids.length < count * LINE) {
    throw new Error(`${gridsPath} holds ${Math.floor(grids.length / LINE)} grids, ${count} needed`);
  }
  const random = createRandom(COURSE_SEED);
  const cells = Uint8Array.from({ length: 81 }, (_, cell) => cell);
  const course = new Uint8Array(grids.subarray(0, count * LINE));
  for (let at = 0; at < course.length; at += LINE) {
    const blanks = MIN_BLANKS + random.below(MAX_BLANKS - MIN_BLANKS + 1);
    for (let i = 0; i < blanks; i++) {
      const j = i + random.below(81 - i);
      const cell = cells[j];
      cells[j] = cells[i];
      cells[i] = cell;
      course[at + cell] = DOT;
    }
  }
  writeFileSync(coursePath, course);
  return 'made';
}
