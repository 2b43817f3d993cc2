import { describe, expect, it } from 'vitest';
import { readCandidates, readGrid } from '../../cli/player-grid.ts';
import { HANIDOKU_SHAPE, shapeOf } from '../../shared/kind/shape.ts';

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const CLASSIC = shapeOf({ id: 'classic' });
const READ = { spec: { id: 'classic' as const }, zeroBased: false };
const HANIDOKU = { spec: { id: 'hanidoku' as const }, zeroBased: false };

function givensOf(line: string): Uint8Array {
  const read = CLASSIC.read(line);
  if (!read.ok) throw new Error(read.error.message);
  return read.givens;
}

describe('readGrid', () => {
  it('reads a line cell by cell, clashes and all, and fills the blanks from the givens', () => {
    const entries = `${'.'.repeat(2)}5${'.'.repeat(78)}`;
    const read = readGrid(`${entries}\tfield`, CLASSIC, givensOf(EASY), READ);
    expect(read.ok && CLASSIC.format(read.value)).toBe(`535${EASY.slice(3)}`);
  });

  it('reads a drawing whose digits clash cell by cell, so that a hint can point at them', () => {
    const grid = givensOf(EASY);
    const drawing = CLASSIC.draw(grid).replace('| 5 3 .', '| 5 3 5');
    const read = readGrid(drawing, CLASSIC, grid, READ);
    expect(read.ok && CLASSIC.format(read.value)).toBe(`535${EASY.slice(3)}`);
    const honeycomb = HANIDOKU_SHAPE.draw(new Uint8Array(61)).replace('. .', '4 4');
    const cells = readGrid(honeycomb, HANIDOKU_SHAPE, new Uint8Array(61), HANIDOKU);
    expect(cells.ok && HANIDOKU_SHAPE.format(cells.value).slice(0, 3)).toBe('44.');
  });

  it("tells what is wrong with a drawing in its reader's words, by line and column", () => {
    const drawing = CLASSIC.draw(givensOf(EASY)).replace('| 5 3 .', '| 5 3 k');
    expect(readGrid(drawing, CLASSIC, givensOf(EASY), READ)).toEqual({
      ok: false,
      message: expect.stringMatching(/^line 2, column 7: bad character 'k'/),
    });
    expect(readGrid(`${EASY}\n${EASY}\n`, CLASSIC, givensOf(EASY), READ)).toMatchObject({
      ok: false,
    });
  });
});

describe('readCandidates', () => {
  it('reads one field of digits per cell, naming the cell of a bad digit', () => {
    const marks = `12 ${'. '.repeat(79)}9`;
    const read = readCandidates(marks, CLASSIC, false);
    expect(read.ok && [read.value[0], read.value[1], read.value[80]]).toEqual([0b11, 0, 1 << 8]);
    expect(readCandidates(`1k ${'. '.repeat(80)}`, CLASSIC, false)).toEqual({
      ok: false,
      message: "field 1 (r1c1) '1k': bad digit 'k'",
    });
    expect(readCandidates('1 2', shapeOf({ id: 'classic', size: 4 }), false)).toEqual({
      ok: false,
      message: 'expected 16 fields of digits, one per cell, found 2',
    });
  });
});
