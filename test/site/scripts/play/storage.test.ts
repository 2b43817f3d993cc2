import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  gameKeyOf,
  loadGame,
  readResults,
  storeGame,
  updateResult,
} from '../../../../site/src/scripts/play/storage.ts';

/** localStorage with a quota in characters, throwing as browsers do when it is reached. */
class QuotaStorage {
  items = new Map<string, string>();
  quota: number;
  error: string;
  constructor(quota: number, error = 'QuotaExceededError') {
    this.quota = quota;
    this.error = error;
  }
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(name: string) {
    return this.items.get(name) ?? null;
  }
  removeItem(name: string) {
    this.items.delete(name);
  }
  setItem(name: string, value: string) {
    let used = name.length + value.length;
    for (const [k, v] of this.items) if (k !== name) used += k.length + v.length;
    if (used > this.quota) throw new DOMException('full', this.error);
    this.items.set(name, value);
  }
}

const game = (n: number) => `game ${n} `.padEnd(100, '.');

/** Ten saved games, the even ones finished (solved at 100 + n), the odd ones started at n. */
function tenGames(storage: QuotaStorage): void {
  for (let n = 0; n < 10; n++) {
    storage.items.set(`sudoku:game:p${n}`, game(n));
  }
  const results = Object.fromEntries(
    Array.from({ length: 10 }, (_, n) => [
      `p${n}`,
      n % 2 === 0
        ? { level: 'easy', started: n, solved: { ms: 1, hints: 0, reveals: 0, at: 100 + n } }
        : { level: 'easy', started: n },
    ]),
  );
  storage.items.set('sudoku:results', JSON.stringify(results));
}

const used = (storage: QuotaStorage) =>
  [...storage.items].reduce((sum, [k, v]) => sum + k.length + v.length, 0);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saved games in a full storage', () => {
  it('drop finished games first, oldest first, to keep the game being played', () => {
    const storage = new QuotaStorage(0);
    tenGames(storage);
    storage.quota = used(storage) + 50;
    vi.stubGlobal('localStorage', storage);

    storeGame('new', game(10));
    expect(loadGame('new')).toBe(game(10));
    // A quarter of the other ten (three) made room: the three oldest finished ones.
    const left = [...storage.items.keys()].filter((k) => k.startsWith('sudoku:game:p'));
    expect(left.sort()).toEqual(
      ['p1', 'p3', 'p5', 'p6', 'p7', 'p8', 'p9'].map((k) => `sudoku:game:${k}`),
    );
    expect(Object.keys(readResults())).toHaveLength(10);
  });

  it('make room for a result, then for unfinished games once no finished one is left', () => {
    const storage = new QuotaStorage(0);
    tenGames(storage);
    storage.quota = used(storage);
    vi.stubGlobal('localStorage', storage);

    updateResult('p9', { solved: { ms: 5, hints: 0, reveals: 0, at: 200 } }, 300);
    expect(readResults().p9.solved?.ms).toBe(5);
    expect(loadGame('p9')).toBe(game(9));

    storage.quota = used(storage) - 600;
    storeGame('p9', game(9).replace('.', '!'));
    expect(loadGame('p9')).toBe(game(9).replace('.', '!'));
    const left = [...storage.items.keys()].filter((k) => k.startsWith('sudoku:game:'));
    // Every finished game went, then the oldest unfinished ones, never p9's.
    expect(left).toContain('sudoku:game:p9');
    expect(left.every((k) => ['p5', 'p7', 'p9'].some((p) => k.endsWith(p)))).toBe(true);
  });

  it('drop nothing when the storage refuses for another reason (switched off)', () => {
    const storage = new QuotaStorage(0, 'SecurityError');
    tenGames(storage);
    vi.stubGlobal('localStorage', storage);

    storeGame('new', game(10));
    expect(loadGame('new')).toBeNull();
    expect([...storage.items.keys()].filter((k) => k.startsWith('sudoku:game:'))).toHaveLength(10);
  });
});

describe('the storage names of saved games', () => {
  it('give back the puzzle key of a game, and null for any other name', () => {
    expect(gameKeyOf('sudoku:game:Ab3-x_9')).toBe('Ab3-x_9');
    expect(gameKeyOf('sudoku:results')).toBeNull();
    expect(gameKeyOf('game:Ab3')).toBeNull();
    // A storage event for localStorage.clear() names no key.
    expect(gameKeyOf(null)).toBeNull();
  });
});
