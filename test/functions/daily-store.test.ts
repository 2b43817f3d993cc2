import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { loadDailySet, storeDailySet } from '../../functions/daily-store.ts';
import { dailyGeneratorVersion, dailyPuzzle } from '../../shared/daily.ts';
import { countGivens } from '../../shared/givens.ts';
import { LEVEL_GIVENS, RATED_LEVELS } from '../../shared/kind/names.ts';
import { formatGrid } from '../../shared/print.ts';
import { expectMade } from '../made.ts';

describe('the daily store across the generator change', () => {
  it('stores each date with the generator version of its day, version 1 before 2026-12-05', async () => {
    for (const [date, version] of [
      ['2026-12-02', 1],
      ['2026-12-04', 1],
      ['2026-12-05', 2],
      ['2027-03-01', 2],
    ] as const) {
      expect(dailyGeneratorVersion(date)).toBe(version);
      await storeDailySet(env.PUZZLES, date, env.DAILY_SECRET);
      const set = await loadDailySet(env.PUZZLES, date, env.DAILY_SECRET);
      const stored = await env.PUZZLES.get<{ generatorVersion: number }>(`daily:${date}`, 'json');
      expect(stored?.generatorVersion, date).toBe(version);
      for (const entry of set.puzzles) {
        const made = expectMade(await dailyPuzzle(date, entry.level, env.DAILY_SECRET));
        expect(made.generatorVersion).toBe(version);
        expect(entry.puzzle).toBe(formatGrid(made.givens));
      }
    }
  });

  it('gives the dailies of version 2 their level’s range of givens', async () => {
    const set = await loadDailySet(env.PUZZLES, '2027-03-02', env.DAILY_SECRET);
    expect(set.puzzles.map((entry) => entry.level)).toEqual(RATED_LEVELS);
    for (const entry of set.puzzles) {
      const [fewest, most] = LEVEL_GIVENS[entry.level];
      const count = countGivens([...entry.puzzle].map((ch) => (ch === '.' ? 0 : 1)));
      expect(count >= fewest && count <= most, `${entry.level}: ${count}`).toBe(true);
    }
  });
});
