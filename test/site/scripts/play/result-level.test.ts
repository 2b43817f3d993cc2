import { describe, expect, it } from 'vitest';
import {
  foldOldest,
  resultLevel,
  statsByLevel,
} from '../../../../site/src/scripts/play/stats-history.ts';
import type { Results } from '../../../../site/src/scripts/play/storage.ts';

describe('resultLevel', () => {
  it("keeps a grid's level, and a honeycomb's under honeycomb-<level>", () => {
    expect(resultLevel('hard', 'classic')).toBe('hard');
    expect(resultLevel('hard', 'x')).toBe('hard');
    expect(resultLevel('hard', 'hanidoku')).toBe('honeycomb-hard');
    expect(resultLevel(null, 'hanidoku')).toBeNull();
  });

  it("keeps the honeycomb's times out of the grids' stats, folded or not", () => {
    const solved = (ms: number) => ({ ms, hints: 0, reveals: 0, at: 1_000 });
    const results: Results = {
      grid: { level: 'easy', started: 3, solved: solved(300_000) },
      honeycomb: { level: resultLevel('easy', 'hanidoku'), started: 2, solved: solved(100_000) },
      older: { level: resultLevel('easy', 'hanidoku'), started: 1, solved: solved(50_000) },
    };
    const [easy, honeycomb] = statsByLevel(results, null, ['easy', 'honeycomb-easy']);
    expect([easy.played, easy.best]).toEqual([1, 300_000]);
    expect([honeycomb.played, honeycomb.best]).toEqual([2, 50_000]);
    const kept = foldOldest(results, null, 2);
    expect(kept.folded?.levels).toEqual({
      'honeycomb-easy': { played: 1, solved: 1, clean: 1, best: 50_000 },
    });
  });
});
