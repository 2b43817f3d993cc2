import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  dailyPuzzle,
  dailySeed,
  isDailyDate,
  latestPublishedDate,
  utcDate,
} from '../../shared/daily.ts';
import { GENERATOR_VERSION } from '../../shared/generate.ts';
import { RATED_LEVELS } from '../../shared/kind/names.ts';
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
