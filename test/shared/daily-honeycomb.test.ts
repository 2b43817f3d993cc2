import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  dailyHoneycomb,
  dailyHoneycombSeed,
  dailySeed,
  HONEYCOMB_LEVELS,
} from '../../shared/daily.ts';
import { kindOf } from '../../shared/kind/kind.ts';
import { HANIDOKU_SHAPE } from '../../shared/kind/shape.ts';
import { expectMade } from '../made.ts';

describe('dailyHoneycombSeed', () => {
  // Golden values, pinned like the grid dailies': a day's honeycomb must not move.
  it('gives the same seeds as ever', async () => {
    expect(await dailyHoneycombSeed('2026-03-02', 'hard', 'secret')).toBe('P9IRun7vrbHFYUQKyAkYAK');
    expect(await dailyHoneycombSeed('2026-03-02', 'easy', 'secret')).toBe('eVYNi190NGm-d6LRo7IzoH');
  });

  it('is the first 22 base64url characters of HMAC-SHA256(secret, "date:hanidoku:level")', async () => {
    for (const level of HONEYCOMB_LEVELS) {
      const expected = createHmac('sha256', 'x')
        .update(`2031-07-15:hanidoku:${level}`)
        .digest('base64url')
        .slice(0, 22);
      expect(await dailyHoneycombSeed('2031-07-15', level, 'x')).toBe(expected);
    }
  });

  it("never equals the grid daily's seed of the same date and level", async () => {
    for (const level of HONEYCOMB_LEVELS) {
      const grid = await dailySeed('2026-12-05', level, 'secret');
      expect(await dailyHoneycombSeed('2026-12-05', level, 'secret')).not.toBe(grid);
    }
  });

  it('has easy, medium and hard, and rejects expert, a bad date and an empty secret', async () => {
    expect(HONEYCOMB_LEVELS).toEqual(['easy', 'medium', 'hard']);
    await expect(dailyHoneycombSeed('2026-12-05', 'expert', 'secret')).rejects.toThrow(
      "no daily puzzle of level 'expert': expected easy, medium, hard",
    );
    await expect(dailyHoneycombSeed('2027-02-29', 'easy', 'secret')).rejects.toThrow(
      "'2027-02-29'",
    );
    await expect(dailyHoneycombSeed('2026-12-05', 'easy', '')).rejects.toThrow(RangeError);
  });
});

describe('dailyHoneycomb', () => {
  it('gives a Hanidoku of each level with one solution, the same every time', async () => {
    const kind = kindOf(HANIDOKU_SHAPE);
    for (const level of HONEYCOMB_LEVELS) {
      const made = expectMade(await dailyHoneycomb('2026-12-05', level, 'secret'));
      expect(made.level).toBe(level);
      expect(made.givens).toHaveLength(61);
      expect(kind.count(made.givens, 2).count).toBe(1);
      const again = expectMade(await dailyHoneycomb('2026-12-05', level, 'secret'));
      expect(kind.format(again.givens)).toBe(kind.format(made.givens));
    }
  });

  it('gives another honeycomb another day', async () => {
    const first = expectMade(await dailyHoneycomb('2026-12-05', 'medium', 'secret'));
    const next = expectMade(await dailyHoneycomb('2026-12-06', 'medium', 'secret'));
    expect(HANIDOKU_SHAPE.format(next.givens)).not.toBe(HANIDOKU_SHAPE.format(first.givens));
  });
});
