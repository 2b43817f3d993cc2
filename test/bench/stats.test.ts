import { describe, expect, it } from 'vitest';
import { finiteCount, median } from '../../bench/stats.ts';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones, in any order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out samples that are not finite, such as a failed trace, and counts the rest', () => {
    const samples = [5, Number.NaN, 1, 3, Number.POSITIVE_INFINITY];
    expect(median(samples)).toBe(3);
    expect(finiteCount(samples)).toBe(3);
    expect(median([Number.NaN, 2, 4])).toBe(3);
  });

  it('is NaN when no sample is finite', () => {
    expect(median([])).toBeNaN();
    expect(median([Number.NaN])).toBeNaN();
    expect(finiteCount([Number.NaN])).toBe(0);
  });
});
