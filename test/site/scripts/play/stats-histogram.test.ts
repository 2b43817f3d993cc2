import { describe, expect, it } from 'vitest';
import { histogram } from '../../../../site/src/scripts/play/stats-histogram.ts';

const MIN = 60_000;

describe('histogram', () => {
  it('puts a single solve in a single bucket', () => {
    expect(histogram([452_000])).toEqual([{ from: 450_000, to: 460_000, count: 1 }]);
  });

  it('uses round widths, keeps empty buckets between and counts every solve once', () => {
    const times = [4, 4.5, 5, 6, 9.5, 11].map((m) => m * MIN);
    const buckets = histogram(times);
    expect(buckets).toEqual([
      { from: 4 * MIN, to: 5 * MIN, count: 2 },
      { from: 5 * MIN, to: 6 * MIN, count: 1 },
      { from: 6 * MIN, to: 7 * MIN, count: 1 },
      { from: 7 * MIN, to: 8 * MIN, count: 0 },
      { from: 8 * MIN, to: 9 * MIN, count: 0 },
      { from: 9 * MIN, to: 10 * MIN, count: 1 },
      { from: 10 * MIN, to: 11 * MIN, count: 0 },
      { from: 11 * MIN, to: 12 * MIN, count: 1 },
    ]);
  });

  it('gathers times far past the median in one open bucket', () => {
    const times = [5, 6, 6, 7, 8, 180].map((m) => m * MIN);
    const buckets = histogram(times);
    expect(buckets.slice(0, 3).map((bucket) => [bucket.from / MIN, bucket.count])).toEqual([
      [4, 1],
      [6, 3],
      [8, 1],
    ]);
    expect(buckets.at(-1)).toEqual({ from: 20 * MIN, to: null, count: 1 });
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(times.length);
    expect(buckets.length).toBeLessThanOrEqual(9);
  });

  it('never has more than the buckets asked for, and one open bucket', () => {
    for (const spread of [1, 7, 60, 600, 6000]) {
      const times = Array.from({ length: 50 }, (_, i) => (i * i * spread * 1000) % (spread * MIN));
      const buckets = histogram(times, 8);
      expect(buckets.length).toBeLessThanOrEqual(9);
      expect(buckets.filter((bucket) => bucket.to === null).length).toBeLessThanOrEqual(1);
      expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(50);
    }
  });

  it('is empty for no solves', () => {
    expect(histogram([])).toEqual([]);
  });
});
