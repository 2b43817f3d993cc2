import { describe, expect, it } from 'vitest';
import { PuzzleFormatError } from '../../../shared/format.ts';
import {
  drawHanidoku,
  formatHanidoku,
  parseHanidoku,
  validateHanidoku,
} from '../../../shared/hanidoku/format.ts';
import { hanidokuSvg } from '../../../shared/hanidoku/svg.ts';
import { grid, KNOWN } from './rules.ts';

/** The error of a text that does not validate. */
function errorOf(text: string) {
  const result = validateHanidoku(text);
  if (result.ok) throw new Error(`expected ${JSON.stringify(text)} to fail`);
  return result.error;
}

describe('the 61-character line', () => {
  it('round-trips through parse and format', () => {
    for (const { puzzle, solution } of KNOWN) {
      expect(formatHanidoku(parseHanidoku(puzzle))).toBe(puzzle);
      expect(formatHanidoku(parseHanidoku(solution))).toBe(solution);
    }
  });

  it('reads every blank: 0 . _ * x', () => {
    const line = KNOWN[0].puzzle;
    for (const blank of '0_*xX') {
      expect(parseHanidoku(line.replaceAll('.', blank))).toEqual(grid(line));
    }
  });

  it('names the problem of a wrong length', () => {
    expect(errorOf('')).toMatchObject({ problem: 'empty', line: 1, column: 0 });
    expect(errorOf('1'.padEnd(60, '.'))).toMatchObject({
      problem: 'length',
      line: 1,
      message: 'line 1: expected 61 cells, found 60',
    });
  });

  it('names the column of a bad character', () => {
    const error = errorOf(`${'.'.repeat(12)}k${'.'.repeat(48)}`);
    expect(error).toMatchObject({ problem: 'character', line: 1, column: 13 });
    expect(error.message).toBe(
      "line 1, column 13: bad character 'k' in r3c2 (expected a digit 1-9 or a blank: 0 . _ * x)",
    );
    // A character past U+FFFF is one cell, quoted whole, not two that miscount the line.
    const wide = errorOf(`${'.'.repeat(12)}\u{1F600}${'.'.repeat(48)}`);
    expect(wide).toMatchObject({ problem: 'character', line: 1, column: 13 });
    expect(wide.reason).toContain("bad character '\u{1F600}' in r3c2");
  });

  it('names the row and cells of a duplicate digit', () => {
    // Cells 0 and 6 share falling diagonal 5 (q = 0).
    const error = errorOf(`3.....3${'.'.repeat(54)}`);
    expect(error).toMatchObject({ problem: 'duplicate', line: 1, column: 7 });
    expect(error.reason).toBe('duplicate digit 3 in falling diagonal 5 (r1c1 and r2c2)');
  });

  it('names the row of digits too far apart for its length', () => {
    const error = errorOf(`..1.6${'.'.repeat(56)}`);
    expect(error).toMatchObject({ problem: 'spread', line: 1, column: 5 });
    expect(error.reason).toContain('digits 1 and 6 cannot share horizontal row 1 (r1c3 and r1c5)');
    // 1 and 5 fit a row of five (1..5).
    expect(validateHanidoku(`..1.5${'.'.repeat(56)}`).ok).toBe(true);
  });

  it('throws a PuzzleFormatError carrying the same fields', () => {
    expect(() => parseHanidoku('12')).toThrow(PuzzleFormatError);
    try {
      parseHanidoku('12');
    } catch (error) {
      expect(error).toMatchObject({ problem: 'length', line: 1, column: 0 });
    }
  });
});

describe('drawHanidoku', () => {
  it('draws nine indented lines that read back to the same givens', () => {
    const givens = grid(KNOWN[1].puzzle);
    const drawing = drawHanidoku(givens);
    const lines = drawing.trimEnd().split('\n');
    expect(lines.map((line) => line.trim().split(' ').length)).toEqual([5, 6, 7, 8, 9, 8, 7, 6, 5]);
    expect(lines.map((line) => line.length - line.trimStart().length)).toEqual([
      4, 3, 2, 1, 0, 1, 2, 3, 4,
    ]);
    expect(parseHanidoku(drawing)).toEqual(givens);
  });

  it('names the line of a drawn row with the wrong number of cells', () => {
    const lines = drawHanidoku(new Uint8Array(61)).split('\n');
    lines[2] += ' .';
    expect(errorOf(lines.join('\n'))).toMatchObject({ problem: 'length', line: 3 });
  });
});

describe('hanidokuSvg', () => {
  /** Tag names in document order, with '/' before closing ones; self-closing tags give none. */
  function tags(svg: string): string[] {
    return [...svg.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)].flatMap(([, close, name, self]) =>
      self ? [] : [`${close}${name}`],
    );
  }

  it.each(['pointy', 'flat'] as const)(
    'draws 61 hexagons and the givens in bold (%s)',
    (orientation) => {
      const givens = grid(KNOWN[0].puzzle);
      const svg = hanidokuSvg(givens, { orientation });
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ')).toBe(true);
      expect(svg.match(/<polygon points="([\d.]+,[\d.]+ ){5}[\d.]+,[\d.]+"\/>/g)).toHaveLength(61);
      const digits = [...svg.matchAll(/<text [^>]*font-weight="bold"[^>]*>(\d)<\/text>/g)].map(
        (m) => m[1],
      );
      expect(digits.join('')).toBe(KNOWN[0].puzzle.replaceAll('.', ''));
      expect(svg).toContain('text-anchor="middle"');
      // Balanced: every opened tag closes in order.
      const stack: string[] = [];
      for (const tag of tags(svg)) {
        if (tag.startsWith('/')) expect(stack.pop()).toBe(tag.slice(1));
        else stack.push(tag);
      }
      expect(stack).toEqual([]);
    },
  );

  it('fills the blanks from a solution in normal weight', () => {
    const { puzzle, solution } = KNOWN[0];
    const svg = hanidokuSvg(grid(puzzle), { solution: grid(solution) });
    expect(svg.match(/<text /g)).toHaveLength(61);
  });
});
