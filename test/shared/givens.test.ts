import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../shared/format.ts';
import { countGivens } from '../../shared/givens.ts';
import { readShareCode, shapeOf } from '../../shared/kind/shape.ts';

const LINE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

describe('countGivens', () => {
  it('counts the 17 givens of a 17-clue puzzle and none of an empty grid', () => {
    expect(countGivens(parsePuzzle(LINE).givens)).toBe(17);
    expect(countGivens(new Uint8Array(81))).toBe(0);
  });

  it("counts a share code's givens as its puzzle's", () => {
    const code = shapeOf({ id: 'classic' }).shareCode(parsePuzzle(LINE).givens, 'hard');
    const read = readShareCode(code);
    expect(read.ok && countGivens(read.givens)).toBe(17);
  });
});
