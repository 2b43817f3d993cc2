import { describe, expect, it } from 'vitest';
import { longDate, monthWords } from '../../shared/date-words.ts';

describe('date words', () => {
  it('spell a date with and without its weekday, whatever the runtime time zone', () => {
    expect(longDate('2026-11-29')).toBe('Sunday 29 November 2026');
    expect(longDate('2026-12-01', false)).toBe('1 December 2026');
    expect(longDate('2028-02-29')).toBe('Tuesday 29 February 2028');
    expect(longDate('2027-01-01')).toBe('Friday 1 January 2027');
  });

  it('spell a month', () => {
    expect(monthWords('2026-11')).toBe('November 2026');
    expect(monthWords('2027-01')).toBe('January 2027');
  });
});
