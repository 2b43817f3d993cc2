import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../shared/kind/names.ts';
import { createRandom } from '../../shared/random.ts';
import {
  BASE64URL,
  checkCharacters,
  decodeShareCode,
  encodeShareCode,
  ShareCodeError,
  type ShareCodeIssue,
  type SharedPuzzle,
  type ShareVariant,
  validateShareCode,
} from '../../shared/share.ts';
import { JIGSAW_6, JIGSAW_9 } from '../fixtures.ts';
import { KNOWN } from './hanidoku/rules.ts';

/** Givens from a line: '.' blank, digits 1-9 then A-G. */
const line = (text: string) =>
  Uint8Array.from(text, (ch) => (ch === '.' ? 0 : Number.parseInt(ch, 17)));

const WIKIPEDIA =
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const GIVENS_25 =
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....4....5.........';
const GIVENS_17 =
  '.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...';
const JIGSAW_GIVENS =
  '3.......4..1.........9.........2.......8.......5...6.......7.........1.......4..2';

/** Fixed puzzles and their codes, pinned: a code once shared must read the same forever. */
const GOLDEN: Array<[string, SharedPuzzle, string]> = [
  [
    '4×4 with 3 in r1c2 and 4 in r2c3, easy (docs/formats.md works it through)',
    { variant: 'classic', size: 4, level: 'easy', givens: line('.3....4.........') },
    'BARELQm',
  ],
  [
    'the Wikipedia 9×9, 30 givens, easy',
    { variant: 'classic', size: 9, level: 'easy', givens: line(WIKIPEDIA) },
    'BGT1xTtQV-62wIpXqkp8QLUVDbK3ai2ANL',
  ],
  [
    'a 9×9 with 25 givens, medium',
    { variant: 'classic', size: 9, level: 'medium', givens: line(GIVENS_25) },
    'BGjIFeykA5LrjZRvOem_yvcVaWaGwbZ',
  ],
  [
    'a 9×9 with 17 givens, extreme',
    { variant: 'classic', size: 9, level: 'extreme', givens: line(GIVENS_17) },
    'BHSK-hLkKcc5BpKOKX5QPTT7',
  ],
  [
    'a full 9×9 grid, unrated',
    { variant: 'classic', size: 9, level: null, givens: line(SOLUTION) },
    'BGKLOHHD6SZK0pUl7z2z9Tbw876INi9JgPngRn6VkxKyNBA7X',
  ],
  [
    'a 6×6 X-sudoku, hard',
    { variant: 'x', size: 6, level: 'hard', givens: line('1....2..3.........4..5...6....6....1') },
    'BSyJ16hkolizL',
  ],
  [
    'a 16×16, expert',
    {
      variant: 'classic',
      size: 16,
      level: 'expert',
      givens: line(`1.3.5.7.9.B.D.F.${'.'.repeat(224)}G...............`),
    },
    'BLASscVo3snMCBI0VneRv',
  ],
  [
    'a 9×9 jigsaw on JIGSAW_9, hard',
    {
      variant: 'jigsaw',
      size: 9,
      level: 'hard',
      givens: line(JIGSAW_GIVENS),
      regions: Uint8Array.from(JIGSAW_9),
    },
    'BmxmrD_kaL5eKLobbvWSB37FTcxnRQEiUyAq4Ppqr4izxvysx_feoKGtICeAAkW',
  ],
  [
    'a hanidoku, medium',
    { variant: 'hanidoku', size: 9, level: 'medium', givens: line(KNOWN[0].puzzle) },
    'B2hpBm6DObOJK',
  ],
];

/** The problem validateShareCode reports; fails the test when the code reads. */
function errorOf(code: string): ShareCodeIssue {
  const result = validateShareCode(code);
  if (result.ok) throw new Error(`expected ${code} to be rejected`);
  return result.error;
}

/** `count` givens of size N scattered over `cells` cells by a seeded random, digits at random. */
function scatter(size: number, cells: number, count: number, seed: string): Uint8Array {
  const random = createRandom(seed);
  const givens = new Uint8Array(cells);
  for (let placed = 0; placed < count; ) {
    const cell = random.below(cells);
    if (givens[cell] === 0) {
      givens[cell] = 1 + random.below(size);
      placed++;
    }
  }
  return givens;
}

describe('encodeShareCode and decodeShareCode', () => {
  it('gives the same codes as ever for fixed puzzles', () => {
    for (const [name, puzzle, code] of GOLDEN) {
      expect(encodeShareCode(puzzle), name).toBe(code);
      expect(decodeShareCode(code), name).toEqual(puzzle);
    }
  });

  it('round-trips every variant, size, level and number of givens', () => {
    const shapes: Array<[ShareVariant, number, Uint8Array?]> = [
      ...[4, 6, 8, 9, 12, 16].map((size): [ShareVariant, number] => ['classic', size]),
      ...[4, 6, 8, 9, 12, 16].map((size): [ShareVariant, number] => ['x', size]),
      ['jigsaw', 9, Uint8Array.from(JIGSAW_9)],
      ['jigsaw', 6, Uint8Array.from(JIGSAW_6)],
      ['hanidoku', 9],
    ];
    for (const [variant, size, regions] of shapes) {
      const cells = variant === 'hanidoku' ? 61 : size * size;
      for (const count of new Set([0, 1, 17, Math.floor(cells / 2), cells - 1, cells])) {
        if (count > cells) continue;
        for (const level of [null, ...LEVELS]) {
          const givens = scatter(size, cells, count, `${variant}${size}:${count}:${level}`);
          const puzzle: SharedPuzzle = { variant, size, level, givens };
          if (regions) puzzle.regions = regions;
          const code = encodeShareCode(puzzle);
          expect(code).toMatch(/^B[A-Za-z0-9_-]+$/);
          expect(decodeShareCode(code), `${variant} ${size} ${count} ${level}`).toEqual(puzzle);
        }
      }
    }
  });

  it('keeps every 9×9 code under 60 characters: 24 for 17 givens, 31 for 25, 49 for 81', () => {
    const lengths = GOLDEN.slice(1, 5).map(([, , code]) => code.length);
    expect(lengths).toEqual([34, 31, 24, 49]);
    for (let count = 0; count <= 81; count++) {
      const code = encodeShareCode({
        variant: 'x',
        size: 9,
        level: 'expert',
        givens: scatter(9, 81, count, `length ${count}`),
      });
      expect(code.length).toBeLessThanOrEqual(50);
    }
  });

  it('carries only the givens: two puzzles with the same givens share a code', () => {
    const givens = line(WIKIPEDIA);
    const a = encodeShareCode({ variant: 'classic', size: 9, level: 'easy', givens });
    const b = encodeShareCode({
      variant: 'classic',
      size: 9,
      level: 'easy',
      givens: givens.slice(),
    });
    expect(a).toBe(b);
    expect(Object.keys(decodeShareCode(a)).sort()).toEqual(['givens', 'level', 'size', 'variant']);
  });

  it('refuses to encode what no code can carry, quoting the value', () => {
    const givens = new Uint8Array(81);
    const bad: Array<[Partial<SharedPuzzle>, RegExp]> = [
      [{ variant: 'samurai' as ShareVariant }, /unknown variant 'samurai'/],
      [{ size: 5, givens: new Uint8Array(25) }, /unsupported size 5/],
      [{ variant: 'hanidoku', givens: new Uint8Array(61), size: 8 }, /unsupported size 8/],
      [{ level: 'impossible' as SharedPuzzle['level'] }, /unknown level 'impossible'/],
      [{ givens: new Uint8Array(80) }, /81 cells, got 80/],
      [{ givens: line(`${'.'.repeat(40)}A${'.'.repeat(40)}`) }, /digit 10 of cell 40/],
      [{ variant: 'jigsaw' }, /a jigsaw needs its regions/],
      [{ regions: Uint8Array.from(JIGSAW_9) }, /a classic has no regions/],
      [
        { variant: 'jigsaw', regions: Uint8Array.from(JIGSAW_9, (r, cell) => (cell ? r : 1)) },
        /region 0 has 8 cells/,
      ],
    ];
    for (const [change, message] of bad) {
      const puzzle = { variant: 'classic', size: 9, level: null, givens, ...change };
      expect(() => encodeShareCode(puzzle as SharedPuzzle)).toThrow(RangeError);
      expect(() => encodeShareCode(puzzle as SharedPuzzle)).toThrow(message);
    }
  });
});

describe('validateShareCode', () => {
  const codes = GOLDEN.map(([, , code]) => code);

  it('computes the check characters of the worked example', () => {
    expect(checkCharacters('BAREL')).toBe('Qm');
  });

  it('rejects every single substituted character of every golden code', () => {
    for (const code of codes) {
      for (let i = 0; i < code.length; i++) {
        for (const ch of BASE64URL) {
          if (ch === code[i]) continue;
          const damaged = code.slice(0, i) + ch + code.slice(i + 1);
          expect(validateShareCode(damaged).ok, damaged).toBe(false);
        }
      }
    }
  });

  it('rejects every swap of two different neighbours', () => {
    for (const code of codes) {
      for (let i = 0; i + 1 < code.length; i++) {
        if (code[i] === code[i + 1]) continue;
        const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
        expect(validateShareCode(swapped).ok, swapped).toBe(false);
      }
    }
  });

  it('rejects any two substituted characters of a short code', () => {
    const code = GOLDEN[0][2];
    for (let i = 0; i < code.length; i++) {
      for (let j = i + 1; j < code.length; j++) {
        for (const a of BASE64URL) {
          if (a === code[i]) continue;
          for (const b of BASE64URL) {
            if (b === code[j]) continue;
            const damaged = code.slice(0, i) + a + code.slice(i + 1, j) + b + code.slice(j + 1);
            if (validateShareCode(damaged).ok) throw new Error(`${damaged} was accepted`);
          }
        }
      }
    }
  });

  it('says a code was cut short, naming the length its header calls for', () => {
    const code = GOLDEN[1][2];
    expect(errorOf(code.slice(0, -1))).toEqual({
      problem: 'length',
      message: `the share code '${code.slice(0, -1)}' has 33 characters where a 9×9 classic code with 30 givens has 34: it was cut short or was mistyped`,
    });
    for (let end = 1; end < code.length; end++) {
      const error = errorOf(code.slice(0, end));
      expect(error.problem).toBe('length');
      expect(error.message).toMatch(/cut short/);
    }
    expect(errorOf('')).toEqual({ problem: 'empty', message: 'the share code is empty' });
  });

  it('says a code is shorter than any, counting its characters in words', () => {
    expect(errorOf('B').message).toBe(
      "the share code 'B' has 1 character, fewer than any code (6): it was cut short",
    );
    expect(errorOf('BAB').message).toMatch(/has 3 characters, fewer/);
  });

  it('says a code has extra characters', () => {
    for (const [, , code] of GOLDEN) {
      for (const extra of ['A', 'xy', code]) {
        const error = errorOf(code + extra);
        expect(error.problem).toBe('length');
        expect(error.message).toMatch(/has extra characters/);
      }
    }
  });

  it('names a damaged check, a bad character and an unknown version', () => {
    const code = GOLDEN[1][2];
    const damaged = `${code.slice(0, 10)}A${code.slice(11)}`;
    expect(errorOf(damaged)).toEqual({
      problem: 'check',
      message:
        "check characters 'NL' do not match the rest of the code: it was damaged or mistyped",
    });
    expect(errorOf(`${code.slice(0, 5)}+${code.slice(6)}`)).toEqual({
      problem: 'character',
      message: "bad character '+' at position 6 of the share code: expected A-Z a-z 0-9 - _",
    });
    expect(errorOf('B数独')).toMatchObject({ problem: 'character', message: /'数' at position 2/ });
    expect(errorOf(`C${code.slice(1)}`)).toEqual({
      problem: 'version',
      message: "unknown share code version 'C': this reader knows version 1, 'B'",
    });
  });

  /** A code with these payload characters and correct check characters. */
  const sealed = (payload: string) => `B${payload}${checkCharacters(`B${payload}`)}`;

  it('rejects a well-sealed header that names no puzzle', () => {
    // Size code 6 (00 110 0…), a hanidoku of size 4 (11 000 0…), level code 7 (00 000 1|11…).
    for (const payload of ['MAA', 'wAA', 'BwA']) {
      expect(errorOf(sealed(payload)).problem).toBe('header');
    }
    // 00 000 000 | 11111: a 4×4 with 31 givens.
    expect(errorOf(sealed('APg'))).toMatchObject({ problem: 'header', message: /31 givens/ });
    expect(validateShareCode(sealed('AAA')).ok).toBe(true);
  });

  it('rejects well-sealed contents out of range', () => {
    // A 4×4 with no givens: 13 header bits and 5 bits of padding, which must be 0.
    expect(decodeShareCode(sealed('AAA')).givens).toEqual(new Uint8Array(16));
    expect(errorOf(sealed('AAB'))).toMatchObject({ problem: 'range' });
    // The worked example's 4×4 with 2 givens: its body is below C(16, 2)·4² = 1920, in 11
    // bits; all ones, 2047, is out of range.
    expect(decodeShareCode(sealed('AREL')).givens).toEqual(GOLDEN[0][1].givens);
    expect(errorOf(sealed('ARf_'))).toMatchObject({ problem: 'range' });
  });

  it('rejects a well-sealed jigsaw whose regions are not nine of nine cells', () => {
    const code = GOLDEN[7][2];
    // The last cell's region is the lowest digit of the body: one less moves r9c9 to region 7.
    const payload = code.slice(1, -2);
    let bits = 0n;
    for (const ch of payload) bits = (bits << 6n) | BigInt(BASE64URL.indexOf(ch));
    const k = line(JIGSAW_GIVENS).filter((d) => d !== 0).length;
    const pad = BigInt(6 * payload.length - 15 - bodyBits(9, 81, k, true));
    bits -= 1n << pad;
    let moved = '';
    for (let i = payload.length - 1; i >= 0; i--) {
      moved += BASE64URL[Number((bits >> BigInt(6 * i)) & 63n)];
    }
    expect(errorOf(sealed(moved))).toEqual({
      problem: 'regions',
      message:
        'the region map of the share code is wrong: region 7 has 10 cells; every region of a 9×9 jigsaw needs 9',
    });
  });

  it('reads a code with white space around it, as when pasted with its newline', () => {
    for (const [, puzzle, code] of GOLDEN) {
      for (const text of [`${code}\n`, `${code}\r\n`, `  ${code}\t`, `\n${code} `]) {
        expect(decodeShareCode(text), JSON.stringify(text)).toEqual(puzzle);
      }
    }
    expect(errorOf(' \n')).toEqual({ problem: 'empty', message: 'the share code is empty' });
    expect(errorOf(`${GOLDEN[0][2].slice(0, 3)} ${GOLDEN[0][2].slice(3)}`)).toMatchObject({
      problem: 'character',
      message: /' ' at position 4/,
    });
  });

  it('never throws on text that is not a code', () => {
    for (const text of ['B', 'BA', 'BAAAAA', '-', 'B'.repeat(500), '\u0000', '\ud800']) {
      expect(validateShareCode(text).ok).toBe(false);
    }
    expect(() => decodeShareCode('BAAAAA')).toThrow(ShareCodeError);
  });
});

/** Bits of the body of a code: ⌈log2(C(n, k)·N^k·(N^n for jigsaw))⌉, written out again here. */
function bodyBits(size: number, n: number, k: number, jigsaw: boolean): number {
  let limit = 1n;
  for (let i = 0; i < k; i++) limit = (limit * BigInt(n - i)) / BigInt(i + 1);
  limit *= BigInt(size) ** BigInt(k + (jigsaw ? n : 0));
  return (limit - 1n).toString(2).length;
}
