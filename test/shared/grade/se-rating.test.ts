import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../../shared/format.ts';
import { gradePuzzle, stuckScore } from '../../../shared/grade/grade.ts';
import { withChainWork } from '../../../shared/grade/implications.ts';
import { rateState } from '../../../shared/grade/se-rating.ts';
import { formatRating, lengthTenths, SE_STUCK } from '../../../shared/grade/se-scale.ts';
import { puzzleState } from '../../../shared/grade/state.ts';

/** Puzzles of the Sudoku Exchange bank with their Sukaku Explainer ratings. */
const RATED: readonly [string, string][] = [
  ['083020090000800100029300008000098700070000060006740000300006980002005000010030540', '7.2'],
  ['850000031000070000000809000003000600970301052000020000100407006205000307000080000', '7.2'],
  ['700000810040008200000206003000320900200804007003067000800602000009500080051000002', '8.3'],
];
const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
/** From hard20.txt: beyond even nested forcing chains (the earlier one here now needs nested chains). */
const STUCK = '....9..5..1.....3...23..7....45...7.8.....2.......64...9..1.....8..6......54....7';

describe('lengthTenths', () => {
  it('adds a tenth each time the length passes 4, 6, 8, 12, 16, 24, 32, 48', () => {
    // complexity = length + 2
    const steps = [6, 7, 8, 9, 10, 11, 14, 15, 18, 19, 26, 27, 34, 35, 50, 51].map(lengthTenths);
    expect(steps).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8]);
  });
});

describe('rateState', () => {
  it.each(RATED)('rates %s as Sudoku Explainer does (%s)', (line, se) => {
    expect(formatRating(rateState(puzzleState(parsePuzzle(line))))).toBe(se);
  });

  it('rates a singles-only puzzle at most 2.3, the naked single', () => {
    const tenths = rateState(puzzleState(parsePuzzle(EASY)));
    expect(tenths).toBeGreaterThanOrEqual(10);
    expect(tenths).toBeLessThanOrEqual(23);
  });

  it('stops when its chain work runs out, and calls a stuck puzzle 20.0', () => {
    expect(withChainWork(0, () => rateState(puzzleState(parsePuzzle(RATED[0][0]))))).toBeNull();
    expect(formatRating(SE_STUCK)).toBe('20.0');
  });
});

describe('gradePuzzle rating and stuck score', () => {
  it('reports the rating with one decimal beside level and score', () => {
    const grade = gradePuzzle(parsePuzzle(RATED[2][0]));
    if (!grade.unique) throw new Error('not unique');
    expect(grade.rating).toBe(8.3);
  });

  it('scores and rates a stuck solve above anything a finished solve can reach', () => {
    const stuck = gradePuzzle(parsePuzzle(STUCK));
    const finished = gradePuzzle(parsePuzzle(RATED[2][0]));
    if (!stuck.unique || !finished.unique) throw new Error('not unique');
    expect(stuck.level).toBe('extreme');
    expect(stuck.rating).toBe(20);
    expect(stuck.score).toBeGreaterThan(stuckScore(0, 81, 9));
    expect(finished.level).toBe('expert');
    expect(finished.score).toBeLessThan(stuck.score);
    expect(finished.rating).toBeLessThan(stuck.rating ?? 0);
  });
});
