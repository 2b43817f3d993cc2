import { describe, expect, it } from 'vitest';
import {
  foldOldest,
  median,
  readFoldedText,
  statsByLevel,
  streakOf,
} from '../../../../site/src/scripts/play/stats-history.ts';
import type { Result, Results } from '../../../../site/src/scripts/play/storage.ts';

const MIN = 60_000;

/** A daily of `date` solved at noon that day (local time, which is the test's time zone). */
function daily(date: string, level: string, ms: number, hints = 0, reveals = 0): Result {
  const at = new Date(`${date}T12:00:00`).getTime();
  return { level, date, started: at - ms, solved: { ms, hints, reveals, at } };
}

/** Dailies solved on consecutive dates from `first`, keyed by date and level. */
function days(first: string, count: number, level = 'easy', ms = 5 * MIN): Results {
  const results: Results = {};
  for (let i = 0; i < count; i++) {
    const date = new Date(Date.parse(`${first}T00:00:00Z`) + i * 86_400_000)
      .toISOString()
      .slice(0, 10);
    results[`${date}-${level}`] = daily(date, level, ms);
  }
  return results;
}

describe('median', () => {
  it('is the middle time of an odd count and the mean of the two middle ones of an even count', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([400, 100, 300, 200])).toBe(250);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });
});

describe('statsByLevel', () => {
  it('counts played, solved and solved without help, with the best and median time per level', () => {
    const results: Results = {
      a: daily('2026-11-01', 'easy', 4 * MIN),
      b: daily('2026-11-02', 'easy', 6 * MIN, 1),
      c: daily('2026-11-03', 'easy', 9 * MIN, 0, 2),
      d: { level: 'easy', started: 1 },
      e: daily('2026-11-03', 'hard', 20 * MIN),
    };
    const [easy, medium, hard] = statsByLevel(results, null, ['easy', 'medium', 'hard']);
    expect(easy).toEqual({
      level: 'easy',
      played: 4,
      solved: 3,
      clean: 1,
      best: 4 * MIN,
      median: 6 * MIN,
      times: [4 * MIN, 6 * MIN, 9 * MIN],
    });
    expect(medium).toMatchObject({ played: 0, solved: 0, clean: 0, best: null, median: null });
    expect(hard).toMatchObject({ played: 1, solved: 1, best: 20 * MIN, median: 20 * MIN });
  });

  it('reads results stored before the history was bounded, which have no folded totals', () => {
    const stored = JSON.parse(
      '{"K1":{"level":"medium","date":"2026-10-01","started":1790000000000,' +
        '"solved":{"ms":451000,"hints":0,"reveals":0,"at":1790000451000}},' +
        '"K2":{"level":"medium","started":1790100000000}}',
    ) as Results;
    expect(statsByLevel(stored, readFoldedText(null), ['medium'])[0]).toMatchObject({
      played: 2,
      solved: 1,
      clean: 1,
      best: 451_000,
      median: 451_000,
    });
  });
});

describe('streakOf', () => {
  it('counts the current run up to yesterday and the longest run', () => {
    const results = { ...days('2026-11-01', 5), ...days('2026-11-10', 3) };
    expect(streakOf(results, '2026-11-13')).toEqual({ current: 3, best: 5 });
    expect(streakOf(results, '2026-11-12')).toEqual({ current: 3, best: 5 });
    expect(streakOf(results, '2026-11-14')).toEqual({ current: 0, best: 5 });
  });

  it('does not count a daily solved on another day than its own', () => {
    const at = new Date('2026-11-02T12:00:00').getTime();
    const late = {
      ...daily('2026-11-01', 'easy', MIN),
      solved: { ms: MIN, hints: 0, reveals: 0, at },
    };
    expect(streakOf({ late }, '2026-11-02')).toEqual({ current: 0, best: 0 });
  });
});

describe('foldOldest', () => {
  it('keeps the newest results and leaves totals, best times and streaks as they were', () => {
    const results = {
      ...days('2026-01-01', 40, 'easy', 3 * MIN),
      ...days('2026-01-01', 40, 'hard', 12 * MIN),
      slow: daily('2026-02-09', 'hard', 60 * MIN, 2, 1),
      open: { level: 'hard', started: Date.parse('2026-02-10T00:00:00Z') },
    };
    const levels = ['easy', 'hard'];
    const today = '2026-02-10';
    const before = statsByLevel(results, null, levels);
    const first = foldOldest(results, null, 30);
    expect(Object.keys(first.results)).toHaveLength(30);
    expect(first.results.open).toBeDefined();
    expect(first.folded?.v).toBe(1);
    // Folded twice over, as the device does one new result at a time.
    const second = foldOldest(first.results, first.folded, 10);
    for (const { results: kept, folded } of [first, second]) {
      const after = statsByLevel(kept, folded, levels);
      for (const [i, stats] of after.entries()) {
        const { played, solved, clean, best } = before[i];
        expect(stats).toMatchObject({ played, solved, clean, best });
      }
      expect(streakOf(kept, today, folded)).toEqual(streakOf(results, today));
    }
    expect(streakOf(results, today)).toEqual({ current: 40, best: 40 });
    // The dailies of 6 to 9 February are among the ten kept.
    expect(second.folded?.days).toEqual([['2026-01-01', 36]]);
  });

  it('changes nothing up to the limit', () => {
    const results = days('2026-01-01', 3);
    expect(foldOldest(results, null, 3)).toEqual({ results, folded: null });
  });
});
