import { describe, expect, it } from 'vitest';
import {
  type ParseOptions,
  type PuzzleError,
  PuzzleFormatError,
  parsePuzzle,
  validatePuzzle,
} from '../../shared/format.ts';
import { BOX_SHAPES, classicGeometry } from '../../shared/geometry.ts';
import { digitChar, drawGrid, formatGrid, formatPuzzle } from '../../shared/print.ts';
import { createPuzzle } from '../../shared/puzzle.ts';
import { createRandom } from '../../shared/random.ts';
import { solve } from '../../shared/solve.ts';

const LINE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const ROWS = Array.from({ length: 9 }, (_, r) => LINE.slice(r * 9, r * 9 + 9));

const DRAWN = [
  '5 3 . | . 7 . | . . .',
  '6 . . | 1 9 5 | . . .',
  '. 9 8 | . . . | . 6 .',
  '------+-------+------',
  '8 . . | . 6 . | . . 3',
  '4 . . | 8 . 3 | . . 1',
  '7 . . | . 2 . | . . 6',
  '------+-------+------',
  '. 6 . | . . . | 2 8 .',
  '. . . | 4 1 9 | . . 5',
  '. . . | . 8 . | . 7 9',
].join('\n');

/**
 * A valid solution grid of size N (boxes h×w) as a canonical line: the usual pattern
 * d(r, c) = (w·(r mod h) + ⌊r/h⌋ + c) mod N + 1.
 */
function patternLine(size: number, zeroBased = false): string {
  const [h, w] = BOX_SHAPES[size];
  const grid = Array.from(
    { length: size * size },
    (_, cell) =>
      ((w * (Math.floor(cell / size) % h) + Math.floor(Math.floor(cell / size) / h) + cell) %
        size) +
      1,
  );
  return formatGrid(grid, zeroBased);
}

/** `line` with every `step`-th cell blanked, starting at `offset`. */
function blankEvery(line: string, step: number, offset = 0): string {
  return [...line].map((ch, i) => (i % step === offset ? '.' : ch)).join('');
}

/** The error validatePuzzle reports; fails the test when the text parses. */
function errorOf(text: string, options?: ParseOptions): PuzzleError {
  const result = validatePuzzle(text, options);
  if (result.ok) throw new Error(`expected an error for ${JSON.stringify(text)}`);
  return result.error;
}

describe('parsePuzzle reads the line form', () => {
  it('reads an 81-character line into givens, row by row', () => {
    const puzzle = parsePuzzle(LINE);
    expect(puzzle.geometry).toBe(classicGeometry(9));
    expect(Array.from(puzzle.givens.subarray(0, 9))).toEqual([5, 3, 0, 0, 7, 0, 0, 0, 0]);
    expect(puzzle.givens[80]).toBe(9);
  });

  it.each(['0', '.', '_', '*', 'x', 'X', ' '])('reads %j as a blank', (blank) => {
    const text = LINE.replaceAll('.', blank);
    expect(formatPuzzle(parsePuzzle(text))).toBe(LINE);
  });

  it('ignores a trailing newline, a carriage return and trailing spaces', () => {
    expect(formatPuzzle(parsePuzzle(`${LINE}\n`))).toBe(LINE);
    expect(formatPuzzle(parsePuzzle(`${LINE}\r\n`))).toBe(LINE);
    expect(formatPuzzle(parsePuzzle(`${LINE}   `))).toBe(LINE);
  });

  it('reads a line whose last cells are blank spaces', () => {
    const text = `${LINE.slice(0, 78)}   `;
    expect(formatPuzzle(parsePuzzle(text))).toBe(`${LINE.slice(0, 78)}...`);
  });

  it('reads an 81-character line whose blanks are spaces at every other position', () => {
    // Every odd cell blank looks like the spaced form "5 3 7 …", but 41 cells is no grid.
    const text = [...SOLUTION].map((ch, i) => (i % 2 === 1 ? ' ' : ch)).join('');
    expect(formatPuzzle(parsePuzzle(text))).toBe(blankEvery(SOLUTION, 2, 1));
  });

  it('reads 4×4, 6×6, 8×8 and 12×12 lines, sized by their length', () => {
    for (const size of [4, 6, 8, 12]) {
      const line = blankEvery(patternLine(size), 3);
      const puzzle = parsePuzzle(line);
      expect(puzzle.geometry).toBe(classicGeometry(size));
      expect(formatPuzzle(puzzle)).toBe(line);
    }
    expect(Array.from(parsePuzzle(patternLine(12)).givens.subarray(0, 12))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it('reads 16×16 with digits 1-9 and A-G, in either case', () => {
    const line = patternLine(16);
    expect(line.slice(0, 16)).toBe('123456789ABCDEFG');
    const puzzle = parsePuzzle(line.toLowerCase());
    expect(Array.from(puzzle.givens.subarray(0, 16))).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
    expect(formatPuzzle(puzzle)).toBe(line);
  });

  it('reads 16×16 zero-based with digits 0-9 and A-F, where 0 is a digit and not a blank', () => {
    const line = patternLine(16, true);
    expect(line.slice(0, 16)).toBe('0123456789ABCDEF');
    const puzzle = parsePuzzle(line, { zeroBased: true });
    expect(Array.from(puzzle.givens.subarray(0, 16))).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
    expect(formatPuzzle(puzzle, true)).toBe(line);
    expect(formatPuzzle(puzzle)).toBe(patternLine(16));
  });

  it('reads into the geometry it is given, such as X-sudoku', () => {
    const x = classicGeometry(9, 'x');
    expect(parsePuzzle(LINE, { geometry: x }).geometry).toBe(x);
  });
});

describe('parsePuzzle reads the multi-line forms', () => {
  it('reads the .sdk form, skipping # header lines', () => {
    const text = ['#Aauthor', '#DA classic', '#U', ...ROWS, ''].join('\n');
    expect(formatPuzzle(parsePuzzle(text))).toBe(LINE);
    expect(formatPuzzle(parsePuzzle(text.replaceAll('\n', '\r\n')))).toBe(LINE);
  });

  it('reads nine lines of space-separated cells, with 0 or . for blanks', () => {
    const spaced = ROWS.map((row) => [...row].join(' ')).join('\n');
    expect(formatPuzzle(parsePuzzle(spaced))).toBe(LINE);
    expect(formatPuzzle(parsePuzzle(spaced.replaceAll('.', '0')))).toBe(LINE);
  });

  it('reads a drawn grid with |, - and + separators', () => {
    expect(formatPuzzle(parsePuzzle(DRAWN))).toBe(LINE);
    expect(formatPuzzle(parsePuzzle(`+-------+-------+-------+\n${DRAWN}\n`))).toBe(LINE);
  });

  it('reads a drawn grid with = separators between bands', () => {
    const text = DRAWN.replaceAll('------+-------+------', '======+=======+======');
    expect(formatPuzzle(parsePuzzle(text))).toBe(LINE);
  });

  it('reads a 4×4 grid over four lines', () => {
    expect(formatPuzzle(parsePuzzle('12..\n....\n.1..\n....'))).toBe('12.......1......');
    expect(formatPuzzle(parsePuzzle('1 2 . .\n. . . .\n. . 1 .\n. . . .'))).toBe(
      '12........1.....',
    );
  });

  it('keeps spaces as blanks in an .sdk file whose header mentions + or |', () => {
    // Rows that end in a digit, so that no blank space is lost to trailing-space trimming.
    const rows = ROWS.map((row, r) => `${row.slice(0, 8)}${SOLUTION[r * 9 + 8]}`);
    const expected = rows.join('');
    const text = rows.map((row) => row.replaceAll('.', ' ')).join('\n');
    expect(formatPuzzle(parsePuzzle(text))).toBe(expected);
    expect(formatPuzzle(parsePuzzle(`#D 3 + 4 | easy\n${text}`))).toBe(expected);
  });
});

describe('formatPuzzle', () => {
  it('gives the canonical line, which parses back to the same givens', () => {
    const forms = [
      LINE,
      LINE.replaceAll('.', '0'),
      ['#Aauthor', ...ROWS].join('\n'),
      ROWS.map((row) => [...row].join(' ')).join('\n'),
      DRAWN,
    ];
    for (const text of forms) {
      const puzzle = parsePuzzle(text);
      const line = formatPuzzle(puzzle);
      expect(line).toBe(LINE);
      expect(parsePuzzle(line).givens).toEqual(puzzle.givens);
    }
  });

  it('round-trips every size, in both alphabets', () => {
    for (const size of [4, 6, 8, 9, 12, 16]) {
      const line = blankEvery(patternLine(size), 2);
      const puzzle = parsePuzzle(line);
      expect(formatPuzzle(puzzle)).toBe(line);
      const zero = formatPuzzle(puzzle, true);
      expect(parsePuzzle(zero, { zeroBased: true }).givens).toEqual(puzzle.givens);
    }
  });

  it('writes digits as 1-9, A-G (or 0-9, A-F zero-based) and blanks as .', () => {
    expect(digitChar(0)).toBe('.');
    expect(digitChar(9)).toBe('9');
    expect(digitChar(10)).toBe('A');
    expect(digitChar(16)).toBe('G');
    expect(digitChar(1, true)).toBe('0');
    expect(digitChar(16, true)).toBe('F');
    expect(formatGrid([0, 1, 10, 16])).toBe('.1AG');
  });
});

describe('parsePuzzle errors', () => {
  it('reports a line of the wrong length, counting the cells found', () => {
    const short = errorOf(LINE.slice(0, 80));
    expect(short).toMatchObject({ problem: 'length', line: 1, column: 0 });
    expect(short.reason).toContain('expected 81 cells');
    expect(short.reason).toContain('found 80');
    expect(errorOf(`${LINE}1`).reason).toContain('found 82');
    expect(errorOf(`\n\n${LINE.slice(1)}`)).toMatchObject({ problem: 'length', line: 3 });
  });

  it('reports a line that does not fit the geometry it was given', () => {
    const error = errorOf('.'.repeat(16), { geometry: classicGeometry(9) });
    expect(error).toMatchObject({ problem: 'length', line: 1, column: 0 });
    expect(error.reason).toBe('expected 81 cells, found 16');
  });

  it('reports a short row of an .sdk file with its line number', () => {
    const rows = [...ROWS];
    rows[4] = rows[4].slice(0, 8);
    const error = errorOf(['#Aauthor', '#Dnote', ...rows].join('\n'));
    // Row 5 sits on line 7, after two header lines.
    expect(error).toMatchObject({ problem: 'length', line: 7, column: 0 });
    expect(error.reason).toBe('expected 9 cells in this row, found 8');
    expect(error.message).toBe('line 7: expected 9 cells in this row, found 8');
  });

  it('reports five rows of four cells at the last line, counting the rows', () => {
    const error = errorOf('12..\n....\n....\n....\n....');
    expect(error).toMatchObject({ problem: 'length', line: 5, column: 0 });
    expect(error.reason).toMatch(/\brows\b/);
    expect(error.reason).toContain('5');
  });

  it('reports a 9×9 .sdk missing its last row as a missing row, not as eight rows too long', () => {
    const error = errorOf(ROWS.slice(0, 8).join('\n'));
    expect(error.problem).toBe('length');
    expect(error.reason).toMatch(/\brows\b/);
    expect(error.reason).not.toContain('cells in this row');
  });

  it('reports a bad character with its line and column, quoting it', () => {
    const error = errorOf(`${LINE.slice(0, 3)}k${LINE.slice(4)}`);
    expect(error).toMatchObject({ problem: 'character', line: 1, column: 4 });
    expect(error.reason).toContain("bad character 'k'");
    expect(error.message).toMatch(/^line 1, column 4: bad character 'k'/);

    const rows = [...ROWS];
    rows[2] = `.9?${rows[2].slice(3)}`;
    expect(errorOf(['#Aauthor', ...rows].join('\n'))).toMatchObject({
      problem: 'character',
      line: 4,
      column: 3,
    });
  });

  it('reads a character past U+FFFF as one bad cell, quoted whole, as one of the BMP', () => {
    for (const ch of ['\u{1F600}', '５', '\0', '\uFFFD', '\uD800']) {
      const error = errorOf(`${LINE.slice(0, 3)}${ch}${LINE.slice(4)}`);
      expect(error, ch).toMatchObject({ problem: 'character', line: 1, column: 4 });
      expect(error.reason).toContain(`bad character '${ch}' (expected a digit 1-9`);
    }
    const rows = [...ROWS];
    rows[1] = `\u{1F600}7\u{1F600}${rows[1].slice(3)}`;
    expect(errorOf(rows.join('\n'))).toMatchObject({ problem: 'character', line: 2, column: 1 });
    expect(errorOf(`${'\u{1F600}'.repeat(2)}${LINE.slice(2)}`).reason).toContain("'\u{1F600}'");
  });

  it('reports a digit too large for the size as a bad character', () => {
    const error = errorOf(`1..9${'.'.repeat(12)}`);
    expect(error).toMatchObject({ problem: 'character', line: 1, column: 4 });
    expect(error.reason).toContain("bad character '9' (expected a digit 1-4");
    expect(errorOf(`H${'.'.repeat(255)}`).reason).toContain('expected a digit 1-G');
    expect(errorOf(`G${'.'.repeat(255)}`, { zeroBased: true }).reason).toContain(
      "bad character 'G' (expected a digit 0-F",
    );
  });

  it('reports a duplicate in a row, naming the row and both cells, at the second cell', () => {
    const error = errorOf(`${LINE.slice(0, 3)}5${LINE.slice(4)}`);
    expect(error.problem).toBe('duplicate');
    expect(error.reason).toBe('duplicate digit 5 in row 1 (r1c1 and r1c4)');
    expect([error.line, error.column]).toEqual([1, 4]);
  });

  it('reports a duplicate in a column of an .sdk file at the second cell’s line', () => {
    const rows = [...ROWS];
    rows[6] = `5${rows[6].slice(1)}`; // r7c1 = 5 under the 5 of r1c1
    const error = errorOf(['#Aauthor', ...rows].join('\n'));
    expect(error.problem).toBe('duplicate');
    expect(error.reason).toBe('duplicate digit 5 in column 1 (r1c1 and r7c1)');
    expect([error.line, error.column]).toEqual([8, 1]);
  });

  it('reports a duplicate in a box of a drawn grid at the second cell’s character', () => {
    // r3c1 = 3 repeats the 3 of r1c2 in box 1 only.
    const text = DRAWN.replace('. 9 8 |', '3 9 8 |');
    const error = errorOf(text);
    expect(error.problem).toBe('duplicate');
    expect(error.reason).toBe('duplicate digit 3 in box 1 (r1c2 and r3c1)');
    expect([error.line, error.column]).toEqual([3, 1]);

    // r6c7 = 3 repeats the 3 of r4c9 in box 6 only; the drawing puts it at column 17.
    const box6 = DRAWN.replace('7 . . | . 2 . | . . 6', '7 . . | . 2 . | 3 . 6');
    const inBox6 = errorOf(box6);
    expect(inBox6.reason).toBe('duplicate digit 3 in box 6 (r4c9 and r6c7)');
    expect([inBox6.line, inBox6.column]).toEqual([7, 17]);
  });

  it('reports a 16×16 duplicate with its letter', () => {
    const error = errorOf(`F${'.'.repeat(15)}F${'.'.repeat(239)}`, { zeroBased: true });
    expect(error.reason).toBe('duplicate digit F in column 1 (r1c1 and r2c1)');
    expect([error.line, error.column]).toEqual([1, 17]);
  });

  it('reports empty input, and input holding only comments', () => {
    for (const text of ['', '\n\n', '   ', '#Aauthor\n#Dnothing else\n']) {
      expect(errorOf(text)).toMatchObject({ problem: 'empty', line: 1, column: 0 });
    }
  });

  it('throws a PuzzleFormatError carrying the same fields validatePuzzle returns', () => {
    const texts = [
      '',
      LINE.slice(0, 80),
      `${LINE.slice(0, 3)}k${LINE.slice(4)}`,
      `${LINE.slice(0, 3)}5${LINE.slice(4)}`,
      ['#A', ...ROWS.slice(0, 8), ROWS[8].slice(1)].join('\n'),
    ];
    for (const text of texts) {
      const { problem, line, column, reason, message } = errorOf(text);
      let thrown: unknown;
      try {
        parsePuzzle(text);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(PuzzleFormatError);
      expect(thrown).toMatchObject({ name: 'PuzzleFormatError', problem, line, column, reason });
      expect((thrown as Error).message).toBe(message);
    }
  });

  it('returns an error, and does not throw, for a short line holding a + by mistake', () => {
    expect(() => validatePuzzle('...2........+...')).not.toThrow();
    expect(validatePuzzle('...2........+...').ok).toBe(false);
  });

  it('never throws on seeded random text, and parsePuzzle throws exactly its error', () => {
    const random = createRandom('format fuzz');
    const alphabet = '123456789.0 \n|+-=#ABCDEFGkx_*\r\t';
    const failures: string[] = [];
    for (let n = 0; n < 20_000; n++) {
      const length = [16, 36, 81, 90, 170, 256][random.below(6)] + random.below(5) - 2;
      let text = '';
      for (let i = 0; i < length; i++) {
        text += random.below(3) === 0 ? alphabet[random.below(alphabet.length)] : '.';
      }
      const options = { zeroBased: random.below(4) === 0 };
      try {
        const result = validatePuzzle(text, options);
        let thrown: unknown = null;
        try {
          parsePuzzle(text, options);
        } catch (error) {
          thrown = error;
        }
        if (result.ok !== (thrown === null)) failures.push(JSON.stringify(text));
        if (!result.ok && (thrown as Error).message !== result.error.message) {
          failures.push(JSON.stringify(text));
        }
      } catch (error) {
        failures.push(`${JSON.stringify(text)}: ${(error as Error).message}`);
      }
    }
    expect(failures.slice(0, 3)).toEqual([]);
  });
});

describe('drawGrid', () => {
  it('draws every classic size so that parsePuzzle reads the same givens back', () => {
    for (const size of [4, 6, 8, 9, 12, 16]) {
      const geometry = classicGeometry(size);
      const solution = solve(createPuzzle(geometry, new Uint8Array(size * size))).solution!;
      const givens = solution.map((d, cell) => (cell % 3 === 0 ? 0 : d));
      const drawing = drawGrid(geometry, givens);
      expect(drawing.split('\n')[0]).toMatch(/^\+(-+\+)+$/);
      expect(parsePuzzle(drawing).givens).toEqual(givens);
    }
  });
});
