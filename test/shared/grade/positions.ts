import { classicGeometry, type Geometry } from '../../../shared/geometry.ts';
import { createState, type GradeState } from '../../../shared/grade/state.ts';
import type { Step, Technique } from '../../../shared/grade/types.ts';

/**
 * Hand-made positions for technique tests.
 *
 * `pencilState(text)`: a pencil-mark grid as HoDoKu and SudokuWiki print them: N² tokens
 * separated by white space (`|`, `-`, `+`, `.` lines and separators are ignored). A token of one
 * digit is a placed digit; a longer token lists an empty cell's candidates; `{5}` is an empty
 * cell whose only candidate is 5.
 *
 * `cell('r5c4')` is the cell index of a 1-based name.
 */
export function pencilState(text: string, geometry: Geometry = classicGeometry(9)): GradeState {
  const tokens = text.split(/[\s|+]+/).filter((t) => t !== '' && !/^[-=.*]+$/.test(t));
  if (tokens.length !== geometry.cellCount) {
    throw new Error(`expected ${geometry.cellCount} tokens, got ${tokens.length}`);
  }
  const state = createState(geometry, new Uint8Array(geometry.cellCount));
  state.empty = 0;
  tokens.forEach((token, cellIndex) => {
    const braced = /^\{(\d+)\}$/.exec(token);
    const digits = (braced ? braced[1] : token).split('').map(Number);
    if (digits.some((d) => !(d >= 1 && d <= geometry.size))) {
      throw new Error(`bad token '${token}' at cell ${cellIndex}`);
    }
    if (digits.length === 1 && !braced) {
      state.values[cellIndex] = digits[0];
      state.cand[cellIndex] = 0;
    } else {
      state.empty++;
      state.cand[cellIndex] = digits.reduce((mask, d) => mask | (1 << (d - 1)), 0);
    }
  });
  return state;
}

/** The cell index of a name like "r5c4" (1-based), in a grid of `size`. */
export function cell(name: string, size = 9): number {
  const match = /^r(\d+)c(\d+)$/.exec(name);
  if (!match) throw new Error(`bad cell name ${name}`);
  return (Number(match[1]) - 1) * size + Number(match[2]) - 1;
}

/** A step's eliminations as sorted "r5c4-7" strings, easy to compare in tests. */
export function eliminationNames(step: Step | null, size = 9): string[] {
  if (!step) return [];
  return step.eliminations
    .map(({ cell: i, digit }) => `r${Math.floor(i / size) + 1}c${(i % size) + 1}-${digit}`)
    .sort();
}

/** A step's placements as sorted "r5c4=7" strings. */
export function placementNames(step: Step | null, size = 9): string[] {
  if (!step) return [];
  return step.placements
    .map(({ cell: i, digit }) => `r${Math.floor(i / size) + 1}c${(i % size) + 1}=${digit}`)
    .sort();
}

/** The techniques of `all` easier than `technique` (earlier in the grader's order) that find a step. */
export function easierThatApply(
  all: readonly Technique[],
  technique: Technique,
  state: GradeState,
): string[] {
  const index = all.indexOf(technique);
  return all
    .slice(0, index)
    .filter((t) => t.find(state) !== null)
    .map((t) => t.id);
}
