/**
 * Seeded randomness for the core (which never calls Math.random).
 *
 * - `hashSeed(text)` turns a string into four 32-bit words: FNV-1a over the UTF-8 bytes,
 *   run four times with different offsets, each word then passed through a murmur3 finaliser.
 * - `createRandom(seed)` is sfc32 (Chris Doty-Humphrey's Small Fast Counting generator,
 *   128-bit state), warmed up by 12 rounds. It gives the same sequence on every platform.
 */

/** A source of 32-bit random numbers. */
export interface Random {
  /** A uniform 32-bit unsigned integer. */
  next(): number;
  /** A uniform integer in 0..n-1 (n ≤ 2³²), without modulo bias. */
  below(n: number): number;
}

const FNV_PRIME = 0x01000193;
const FNV_OFFSETS = [0x811c9dc5, 0x050c5d1f, 0x2f4a6a1d, 0x6a09e667];

function finalise(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Four 32-bit words from a string seed. */
export function hashSeed(text: string): [number, number, number, number] {
  const bytes = new TextEncoder().encode(text);
  const words = FNV_OFFSETS.map((offset) => {
    let h = offset;
    for (const byte of bytes) h = Math.imul(h ^ byte, FNV_PRIME);
    return finalise(h);
  });
  return [words[0], words[1], words[2], words[3]];
}

/** The sfc32 generator seeded from a string. */
export function createRandom(seed: string): Random {
  let [a, b, c, d] = hashSeed(seed);
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next();
  const below = (n: number): number => {
    // Rejection keeps every value equally likely.
    const limit = 0x100000000 - (0x100000000 % n);
    let x = next();
    while (x >= limit) x = next();
    return x % n;
  };
  return { next, below };
}

/** Shuffles `items` in place (Fisher–Yates) and returns it. */
export function shuffle<T extends { length: number; [i: number]: unknown }>(
  items: T,
  random: Random,
): T {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}
