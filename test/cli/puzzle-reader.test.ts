import { describe, expect, it } from 'vitest';
import {
  lineLengths,
  oneText,
  puzzleField,
  puzzleLength,
  readOnePuzzle,
} from '../../cli/puzzle-reader.ts';
import { LINE_LENGTHS } from '../../shared/format.ts';
import { kindOf } from '../../shared/kind/kind.ts';
import { HANIDOKU_SHAPE, shapeOf } from '../../shared/kind/shape.ts';
import { JIGSAW_9 } from '../fixtures.ts';
import { expectMade } from '../made.ts';

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const REGIONS = JIGSAW_9.map((r) => 'abcdefghi'[r]).join('');
const HANIDOKU = HANIDOKU_SHAPE.format(
  expectMade(kindOf(HANIDOKU_SHAPE).generate({ seed: 'reader', level: 'easy' })).givens,
);
const CLASSIC = { spec: { id: 'classic' as const }, zeroBased: false };

describe('lineLengths', () => {
  it('gives every grid size to the kinds a size shapes, and one length to the others', () => {
    expect(lineLengths({ id: 'classic' })).toEqual(LINE_LENGTHS);
    expect(lineLengths({ id: 'x' })).toEqual(LINE_LENGTHS);
    expect(lineLengths({ id: 'jigsaw', regions: REGIONS })).toEqual([81]);
    expect(lineLengths({ id: 'jigsaw', regions: 'aabbaabbccddccdd' })).toEqual([16]);
    expect(lineLengths({ id: 'hanidoku' })).toEqual([61]);
  });
});

describe('puzzleField', () => {
  it('keeps the puzzle of a line and leaves the fields after a separator', () => {
    expect(puzzleField(`${EASY}:1:${EASY}`, { id: 'classic' })).toBe(EASY);
    expect(puzzleField(`${EASY},x`, { id: 'x' })).toBe(EASY);
    expect(puzzleField(`${'.'.repeat(16)} 4x4`, { id: 'classic' })).toBe('.'.repeat(16));
    expect(puzzleField(`${HANIDOKU}\tfield`, { id: 'hanidoku' })).toBe(HANIDOKU);
    expect(puzzleField(`${EASY}\tfield`, { id: 'jigsaw', regions: REGIONS })).toBe(EASY);
  });

  it('leaves a line of no known length whole, so that its reader says what is wrong', () => {
    expect(puzzleField(EASY.slice(1), { id: 'classic' })).toBe(EASY.slice(1));
    expect(puzzleField(`${HANIDOKU}x`, { id: 'hanidoku' })).toBe(`${HANIDOKU}x`);
  });

  it('takes a line of cells separated by single spaces whole, not cut at its 81st character', () => {
    const spaced = EASY.split('').join(' ');
    expect(puzzleLength(spaced, LINE_LENGTHS)).toBe(161);
    expect(puzzleLength(`${spaced}  `, LINE_LENGTHS)).toBe(163);
    expect(puzzleLength(new TextEncoder().encode(spaced), LINE_LENGTHS)).toBe(161);
    const honeycomb = HANIDOKU.split('').join(' ');
    expect(puzzleField(honeycomb, { id: 'hanidoku' })).toBe(honeycomb);
    // An 81-cell puzzle, then a field that happens to have spaces, is still cut.
    expect(puzzleLength(`${EASY} ${'. '.repeat(39)}.`, LINE_LENGTHS)).toBe(81);
  });

  it('measures bytes as it measures text', () => {
    const line = `${EASY};1`;
    expect(puzzleLength(new TextEncoder().encode(line), LINE_LENGTHS)).toBe(81);
    expect(puzzleLength(line, LINE_LENGTHS)).toBe(81);
  });
});

describe('readOnePuzzle', () => {
  it('reads one line of any kind as its shape, the fields after it left alone', () => {
    const read = readOnePuzzle(`# a puzzle\n${EASY}:1\n`, { ...CLASSIC, spec: { id: 'x' } });
    expect(read.ok && read.shape.id).toBe('x');
    const honeycomb = readOnePuzzle(`${HANIDOKU}\tfield`, {
      spec: { id: 'hanidoku' },
      zeroBased: false,
    });
    expect(honeycomb.ok && honeycomb.shape.format(honeycomb.givens)).toBe(HANIDOKU);
  });

  it('reads a drawing over several lines', () => {
    const shape = shapeOf({ id: 'jigsaw', regions: REGIONS });
    const read = readOnePuzzle(shape.draw(new Uint8Array(81)), {
      spec: { id: 'jigsaw', regions: REGIONS },
      zeroBased: false,
    });
    expect(read.ok && read.shape).toBe(shape);
  });

  it('places a bad line by its line in the text, and says whether it was drawn', () => {
    const read = readOnePuzzle(`# a puzzle\n${EASY.slice(0, 4)}k${EASY.slice(5)}\n`, CLASSIC);
    expect(read).toMatchObject({ ok: false, drawn: false, error: { line: 2, column: 5 } });
    expect(!read.ok && 'error' in read && read.error.message).toMatch(
      /^line 2, column 5: bad character 'k'/,
    );
    const drawn = readOnePuzzle(HANIDOKU_SHAPE.draw(new Uint8Array(61)).replace('.', '0 0'), {
      spec: { id: 'hanidoku' },
      zeroBased: false,
    });
    expect(drawn).toMatchObject({ ok: false, drawn: true, error: { problem: 'length' } });
  });

  it('answers how many puzzle lines a text holds when it holds more than one', () => {
    expect(readOnePuzzle(`${EASY}\n\n${EASY}\n`, CLASSIC)).toEqual({ ok: false, lines: 2 });
    expect(oneText(`${EASY}\n${EASY}\n`, { id: 'classic' })).toEqual({ lines: 2 });
  });
});
