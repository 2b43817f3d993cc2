import { describe, expect, it } from 'vitest';
import { dailySeed } from '../../shared/daily.ts';
import { GENERATOR_VERSION, generatePuzzle } from '../../shared/generate.ts';
import { formatGrid } from '../../shared/print.ts';
import { GOLDEN_PUZZLES } from '../golden.ts';
import { expectMade } from '../made.ts';

describe('the core inside workerd', () => {
  it('gives every golden vector the same puzzle as in Node', () => {
    expect(GENERATOR_VERSION).toBe(3);
    for (const { options, line } of GOLDEN_PUZZLES) {
      expect(formatGrid(expectMade(generatePuzzle(options)).givens), JSON.stringify(options)).toBe(
        line,
      );
    }
  });

  it('derives the daily seeds Node derives (the vectors of test/shared/daily.test.ts)', async () => {
    expect(await dailySeed('2026-03-02', 'hard', 'secret')).toBe('pX0xGjJqcczmjmVukpDaxT');
    expect(await dailySeed('2024-02-29', 'expert', 'k')).toBe('kd2TiOeCICEs6csHYMfEP7');
  });

  it('runs in workerd, not in Node', () => {
    expect(navigator.userAgent).toBe('Cloudflare-Workers');
  });
});
