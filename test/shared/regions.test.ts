import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createRandom, shuffle } from '../../shared/random.ts';
import { REGION_CACHE_SIZE, regionGeometry } from '../../shared/regions.ts';
import { countSolutions } from '../../shared/solve.ts';

const ROWS_9 = Array.from({ length: 9 }, (_, r) => String(r + 1).repeat(9)).join('');
const BOXES_9 = '111222333111222333111222333444555666444555666444555666777888999777888999777888999';

/** A random 16×16 region map: sixteen labels, each on sixteen shuffled cells. */
function randomMap(random: ReturnType<typeof createRandom>): string {
  const labels = Array.from({ length: 256 }, (_, cell) => 'abcdefghijklmnop'[cell >> 4]);
  shuffle(labels, random);
  return labels.join('');
}

/**
 * Memory in use after a full collection (the flag lets this process ask for one): the JS heap and
 * the typed arrays' buffers outside it, where the solver's tables live.
 */
function settledHeap(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

describe('regionGeometry', () => {
  it('reads a map whatever its labels, and gives one geometry to maps that differ only in labels', () => {
    const digits = regionGeometry(BOXES_9);
    const letters = regionGeometry(BOXES_9.replace(/\d/g, (d) => 'abcdefghi'[Number(d) - 1]));
    expect(letters).toBe(digits);
    expect(digits.variant).toBe('jigsaw');
    expect(Array.from(digits.regionOf.slice(0, 9))).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
  });

  it('ignores white space in the map', () => {
    const drawn = BOXES_9.match(/.{9}/g)!.join('\n');
    expect(regionGeometry(drawn)).toBe(regionGeometry(BOXES_9));
  });

  it('names the problem with a map of the wrong length or the wrong number of regions', () => {
    expect(() => regionGeometry('1111222233331111')).toThrow(
      'a 4×4 region map needs 4 regions, got 3',
    );
    expect(() => regionGeometry('12345')).toThrow('a region map needs one label per cell');
    expect(() => regionGeometry(ROWS_9.replace('9', '1'))).toThrow('region');
  });

  it('names a region of the wrong size by its label in the map', () => {
    expect(() => regionGeometry(ROWS_9.replace('2', '1'))).toThrow(
      "region '1' has 10 cells; every region needs 9",
    );
    expect(() => regionGeometry(`${'a'.repeat(10)}${ROWS_9.slice(10)}`)).toThrow(
      "region 'a' has 10 cells",
    );
  });

  it('keeps only the most recently used maps', () => {
    const random = createRandom('regions/evict');
    const first = regionGeometry(randomMap(random));
    const firstMap = Array.from(first.regionOf, (r) => 'abcdefghijklmnop'[r]).join('');
    for (let i = 0; i < REGION_CACHE_SIZE - 1; i++) regionGeometry(randomMap(random));
    // Still held: touching it now makes it the newest.
    expect(regionGeometry(firstMap)).toBe(first);
    for (let i = 0; i < REGION_CACHE_SIZE - 1; i++) regionGeometry(randomMap(random));
    expect(regionGeometry(firstMap)).toBe(first);
    for (let i = 0; i < REGION_CACHE_SIZE; i++) regionGeometry(randomMap(random));
    // Pushed out by newer maps: built again.
    expect(regionGeometry(firstMap)).not.toBe(first);
  });

  it('keeps heap growth under 20 MB over 10,000 distinct 16×16 maps, each searched once', () => {
    const random = createRandom('regions/heap');
    const before = settledHeap();
    const givens = new Uint8Array(256);
    for (let i = 0; i < 10_000; i++) {
      // A one-node search builds the solver's tables for the map, as a request would.
      const geometry = regionGeometry(randomMap(random));
      countSolutions({ geometry, givens }, 1, { budget: 1 });
    }
    const grown = settledHeap() - before;
    expect(grown).toBeLessThan(20 * 1024 * 1024);
  });
});
