import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed, shuffle } from '../../shared/random.ts';

function take(seed: string, n: number): number[] {
  const random = createRandom(seed);
  return Array.from({ length: n }, () => random.next());
}

describe('hashSeed', () => {
  // Golden values: the seed → sequence contract must hold on every platform and release.
  // They agree with an independent reference (FNV-1a, murmur3 fmix32, sfc32 written in Python).
  it('turns a seed into the same four 32-bit words as ever', () => {
    expect(hashSeed('')).toEqual([2872998923, 91794203, 250098976, 167010153]);
    expect(hashSeed('seed')).toEqual([3652268984, 837183963, 852618530, 654573870]);
    expect(hashSeed('daily:2024-01-01')).toEqual([2356450580, 2268443605, 493374123, 2981642295]);
  });

  it('hashes the UTF-8 bytes, so a non-ASCII seed differs from its look-alike', () => {
    expect(hashSeed('é')).not.toEqual(hashSeed('e'));
    for (const word of hashSeed('数独')) {
      expect(Number.isInteger(word) && word >= 0 && word < 2 ** 32).toBe(true);
    }
  });
});

describe('createRandom', () => {
  it('starts the sequence of seed "seed" with the same numbers as ever', () => {
    expect(take('seed', 3)).toEqual([741718425, 8690401, 2959731994]);
    const random = createRandom('seed');
    expect([random.below(9), random.below(9), random.below(1000)]).toEqual([3, 1, 994]);
  });

  it('gives the same sequence for the same seed', () => {
    expect(take('puzzle 42', 100)).toEqual(take('puzzle 42', 100));
  });

  it('gives different sequences for different seeds, even one character apart', () => {
    const a = take('puzzle 42', 20);
    const b = take('puzzle 43', 20);
    expect(a).not.toEqual(b);
    expect(a.filter((x, i) => x === b[i]).length).toBeLessThan(2);
  });

  it('gives unsigned 32-bit integers', () => {
    for (const x of take('range', 1000)) {
      expect(Number.isInteger(x) && x >= 0 && x <= 0xffffffff).toBe(true);
    }
  });

  it('keeps below(n) in 0..n-1 and reaches every value', () => {
    const random = createRandom('below');
    for (const n of [1, 2, 3, 9, 81, 1000, 2 ** 31 + 1, 2 ** 32]) {
      for (let i = 0; i < 500; i++) {
        const x = random.below(n);
        expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
      }
    }
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(random.below(9));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('spreads below(9) roughly evenly over many draws', () => {
    const random = createRandom('spread');
    const counts = new Array(9).fill(0);
    for (let i = 0; i < 90_000; i++) counts[random.below(9)]++;
    // 10,000 expected each; ±5% is more than 15 standard deviations.
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});

describe('shuffle', () => {
  it('permutes in place, the same way for the same seed', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const a = shuffle([...items], createRandom('shuffle'));
    const b = shuffle([...items], createRandom('shuffle'));
    expect(a).toEqual(b);
    expect(a).not.toEqual(items);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    const typed = Uint8Array.from(items);
    expect(shuffle(typed, createRandom('shuffle'))).toBe(typed);
    expect(Array.from(typed)).toEqual(a);
  });
});
