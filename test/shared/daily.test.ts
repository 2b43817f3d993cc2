import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DAILY_GENERATORS,
  dailyGeneratorVersion,
  dailyPuzzle,
  dailySeed,
  isDailyDate,
  latestPublishedDate,
  utcDate,
} from '../../shared/daily.ts';
import { GENERATOR_VERSION } from '../../shared/generate.ts';
import { countGivens } from '../../shared/givens.ts';
import { LEVEL_GIVENS, RATED_LEVELS } from '../../shared/kind/names.ts';
import { formatGrid } from '../../shared/print.ts';
import { formatSeedCode, parseSeedCode } from '../../shared/seed-code.ts';
import { expectMade } from '../made.ts';

describe('dailySeed', () => {
  // Golden values, computed once with node:crypto's createHmac and pinned: a day's puzzle must
  // not move between releases or platforms.
  it('gives the same seeds as ever', async () => {
    expect(await dailySeed('2026-03-02', 'hard', 'secret')).toBe('pX0xGjJqcczmjmVukpDaxT');
    expect(await dailySeed('2026-03-02', 'easy', 'secret')).toBe('JQkgO76WZR5sc7MMb0dMvy');
    expect(await dailySeed('2026-03-02', 'hard', 'another secret')).toBe('5RORBMTczLUnUPhq8zA9DX');
    expect(await dailySeed('2024-02-29', 'expert', 'k')).toBe('kd2TiOeCICEs6csHYMfEP7');
    expect(await dailySeed('2025-12-31', 'medium', 'daily secret ✓')).toBe(
      'n8hITc1PaZNOnsRogIPDFU',
    );
  });

  it('is the first 22 base64url characters of HMAC-SHA256(secret, "date:level")', async () => {
    for (const [date, secret] of [
      ['2000-01-01', 'x'],
      ['2031-07-15', 'a much longer secret, longer than the 64 bytes of one SHA-256 block ......'],
    ]) {
      for (const level of RATED_LEVELS) {
        const expected = createHmac('sha256', secret)
          .update(`${date}:${level}`)
          .digest('base64url')
          .slice(0, 22);
        expect(await dailySeed(date, level, secret)).toBe(expected);
      }
    }
  });

  it('makes a seed a seed code can carry', async () => {
    const seed = await dailySeed('2026-03-02', 'hard', 'secret');
    const text = formatSeedCode({ generatorVersion: GENERATOR_VERSION, level: 'hard', seed });
    expect(parseSeedCode(text).seed).toBe(seed);
  });

  it('rejects a bad date, a level without a daily puzzle and an empty secret, quoting them', async () => {
    for (const date of ['2027-02-29', '2026-3-2', '2026-03-02T00:00', '']) {
      await expect(dailySeed(date, 'easy', 'secret')).rejects.toThrow(RangeError);
      await expect(dailySeed(date, 'easy', 'secret')).rejects.toThrow(`'${date}'`);
    }
    // @ts-expect-error: 'extreme' has no daily puzzle
    await expect(dailySeed('2026-03-02', 'extreme', 'secret')).rejects.toThrow(
      "no daily puzzle of level 'extreme'",
    );
    await expect(dailySeed('2026-03-02', 'easy', '')).rejects.toThrow(RangeError);
  });
});

describe('isDailyDate', () => {
  it('accepts real calendar days written YYYY-MM-DD', () => {
    for (const date of ['2026-03-02', '2024-02-29', '2000-02-29', '1999-12-31', '2026-04-30']) {
      expect(isDailyDate(date), date).toBe(true);
    }
  });

  it('rejects days that do not exist and other forms', () => {
    for (const date of [
      '2027-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-01-32',
      '2026-1-05',
      '26-01-05',
      '2026/01/05',
      ' 2026-01-05',
      '2026-01-05\n',
      '２０２６-01-05',
      '',
    ]) {
      expect(isDailyDate(date), date).toBe(false);
    }
  });
});

describe('utcDate', () => {
  it('gives the UTC calendar date of an instant', () => {
    expect(utcDate(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
    expect(utcDate(new Date('2026-03-02T00:00:00Z'))).toBe('2026-03-02');
    expect(utcDate(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(utcDate(new Date(Date.UTC(999, 0, 5)))).toBe('0999-01-05');
  });

  it('rejects an invalid Date', () => {
    expect(() => utcDate(new Date('not a date'))).toThrow(RangeError);
    expect(() => utcDate(new Date(Date.UTC(10000, 0, 1)))).toThrow(RangeError);
  });
});

describe('latestPublishedDate', () => {
  it('publishes a date at its midnight in UTC+14, 10:00 UTC the day before', () => {
    expect(latestPublishedDate(new Date('2026-03-01T09:59:59.999Z'))).toBe('2026-03-01');
    expect(latestPublishedDate(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-02');
    expect(latestPublishedDate(new Date('2026-03-02T00:00:00+14:00'))).toBe('2026-03-02');
    expect(latestPublishedDate(new Date('2026-12-31T10:00:00Z'))).toBe('2027-01-01');
  });

  it('is the calendar date in UTC+14, never before the date of any zone from UTC-12 on', () => {
    for (const instant of [
      '2026-03-01T00:00:00Z',
      '2026-06-15T09:30:00Z',
      '2026-06-15T23:59:00Z',
    ]) {
      const now = new Date(instant);
      const latest = latestPublishedDate(now);
      for (let hours = -12; hours <= 14; hours++) {
        const local = utcDate(new Date(now.getTime() + hours * 3_600_000));
        expect(local <= latest, `${instant} at UTC${hours >= 0 ? '+' : ''}${hours}`).toBe(true);
      }
      expect(latest).toBe(utcDate(new Date(now.getTime() + 14 * 3_600_000)));
    }
  });

  it('is today (UTC) or the day after', () => {
    for (let hour = 0; hour < 24; hour++) {
      const now = new Date(Date.UTC(2026, 1, 28, hour, 30));
      expect(latestPublishedDate(now)).toBe(hour < 10 ? '2026-02-28' : '2026-03-01');
    }
  });
});

describe('dailyPuzzle', () => {
  it('gives the same puzzle for the same date, level and secret', async () => {
    const a = expectMade(await dailyPuzzle('2026-03-02', 'easy', 'secret'));
    const b = expectMade(await dailyPuzzle('2026-03-02', 'easy', 'secret'));
    expect(a.givens).toEqual(b.givens);
    expect(a.seed).toBe(await dailySeed('2026-03-02', 'easy', 'secret'));
  });

  it('gives another puzzle for another secret or another day', async () => {
    const a = expectMade(await dailyPuzzle('2026-03-02', 'medium', 'secret'));
    const b = expectMade(await dailyPuzzle('2026-03-02', 'medium', 'another secret'));
    const c = expectMade(await dailyPuzzle('2026-03-03', 'medium', 'secret'));
    expect(a.givens).not.toEqual(b.givens);
    expect(a.givens).not.toEqual(c.givens);
  });

  it('gives a 9×9 of each daily level, its givens taken from its solution', async () => {
    for (const level of RATED_LEVELS) {
      const puzzle = expectMade(await dailyPuzzle('2026-03-02', level, 'secret'));
      expect(puzzle.level).toBe(level);
      expect(puzzle.geometry.size).toBe(9);
      expect(puzzle.givens.every((d, cell) => d === 0 || d === puzzle.solution[cell])).toBe(true);
    }
  });
});

/**
 * Daily puzzles pinned with the secret 'test secret': 2026-12-02 (published when version 2 came)
 * and 2026-12-04 as the code before version 2 made them, 2026-12-05 as version 2 makes it.
 */
const PINNED_DAILIES: Record<string, Record<string, string>> = {
  '2026-12-02': {
    easy: '.......4.....6.....2.87.31..1.2.4.6..65.8.9.37...9.......92....28...51..........9',
    medium: '1....45.9......8...9.....476.....37.3....59..2..9.......176...24.......68.72.....',
    hard: '.9...1.........9..7.4.6.13..8...7.9.2...3.....7..........1...8..1.6....2..6892..3',
    expert: '451...7....6....4.8..1.23..5..6.8..1.6.9...84.2........4..5.........1.......9..23',
  },
  '2026-12-04': {
    easy: '13.2..8....28.41.5..85.3..6.9..65...4....1..3.1...8.4.7.....3.8.......1..5......7',
    medium: '.652.4..3..7.......1..7..56.......9.....53.....1.69..4.......2.7.95.14...5.3.....',
    hard: '78...52...9.........6.8..17...8....3.5...4.....9562......79...66......3....21...5',
    expert: '7.69.5....8.6..2.9....2.4....41..........96..3......2.5....6.........781.1...4.5.',
  },
  '2026-12-05': {
    easy: '.2...34......5...6.652..8..247.6.19.5.671...2.83429.6.4...9263.6.9..75..3.25..9..',
    medium: '..6.4512.5..1.......436.9...25.8...76...5.8947...........87.4.9....1...696.5..78.',
    hard: '8...1.37......7..81...9.46..36.5.82...1.8...3.582....4..482..36.8.........3.6...1',
    expert: '8..12.5..2...5..37...6..1....4..39...7..81...........6...5.4.8.5.......29.....4..',
  },
};

describe('the dailies across the generator change', () => {
  it('makes dates before 2026-12-05 with version 1 and dates from it with version 2', () => {
    expect(DAILY_GENERATORS).toEqual([{ from: '2026-12-05', version: 2 }]);
    for (const date of ['2024-02-29', '2026-11-29', '2026-12-02', '2026-12-04']) {
      expect(dailyGeneratorVersion(date), date).toBe(1);
    }
    for (const date of ['2026-12-05', '2026-12-31', '2027-06-01', '2100-01-01']) {
      expect(dailyGeneratorVersion(date), date).toBe(2);
    }
  });

  it('keeps the puzzles of dates before the change, and gives later dates version 2', async () => {
    for (const [date, lines] of Object.entries(PINNED_DAILIES)) {
      for (const level of RATED_LEVELS) {
        const puzzle = expectMade(await dailyPuzzle(date, level, 'test secret'));
        expect(formatGrid(puzzle.givens), `${date} ${level}`).toBe(lines[level]);
        expect(puzzle.generatorVersion).toBe(dailyGeneratorVersion(date));
      }
    }
  });

  it('puts the givens of version 2 dailies in the range of their level', async () => {
    for (const date of ['2026-12-05', '2027-01-01', '2027-07-14']) {
      for (const level of RATED_LEVELS) {
        const count = countGivens(expectMade(await dailyPuzzle(date, level, 'k')).givens);
        const [fewest, most] = LEVEL_GIVENS[level];
        expect(count >= fewest && count <= most, `${date} ${level}: ${count}`).toBe(true);
      }
    }
  });
});
