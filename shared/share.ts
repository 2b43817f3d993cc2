import { outsideWords, regionFault } from './geometry.ts';
import type { Level } from './kind/names.ts';

/**
 * Share codes: a puzzle carried whole in a short URL-safe string (a link `/p/<code>`), so the
 * link keeps working whatever becomes of the generator. Characters are base64url, A-Z a-z 0-9
 * - _ standing for 0..63. Version 1 (docs/formats.md works through examples):
 *
 *   B  payload…  c1 c2
 *   │  │         └─ two check characters over everything before them (see `checkCharacters`)
 *   │  └─ one bit string, most significant bit first, six bits a character, zero-padded:
 *   │       2 bits variant (0 classic, 1 x, 2 jigsaw, 3 hanidoku)
 *   │       3 bits size (0..5: 4, 6, 8, 9, 12, 16; hanidoku 3, its nine digits)
 *   │       3 bits level (0 unrated, 1..5 easy … extreme)
 *   │       ⌈log2(n+1)⌉ bits k, the number of givens among the n cells
 *   │       W bits body, W the bit length of (limit - 1), body < limit = C(n, k)·N^k·(N^n for jigsaw)
 *   └─ the version, 'B' (1)
 *
 * The body is one number in mixed radix: the rank of the set of given cells among the C(n, k)
 * sets of k cells (colex order), then each given's digit - 1 in base N (cells in order), then
 * for jigsaw each cell's region in base N. A 9×9 with 25 givens takes 31 characters.
 */

export type ShareVariant = 'classic' | 'x' | 'jigsaw' | 'hanidoku';

/** A puzzle as a share code carries it. */
export interface SharedPuzzle {
  variant: ShareVariant;
  /** 4, 6, 8, 9, 12 or 16; 9 for hanidoku (its digits; it has 61 cells). */
  size: number;
  /** null: unrated. */
  level: Level | null;
  /** size×size cells (61 for hanidoku), 0 for a blank. */
  givens: Uint8Array;
  /** Jigsaw only: the region 0..size-1 of each cell. */
  regions?: Uint8Array;
}

export type ShareCodeProblem =
  | 'empty'
  | 'character'
  | 'version'
  | 'length'
  | 'check'
  | 'header'
  | 'range'
  | 'regions'
  | 'form'
  | 'level'
  | 'seed';

/** Why a text is not a share code (or a seed code). */
export interface ShareCodeIssue {
  problem: ShareCodeProblem;
  message: string;
}

export type ShareCodeDecoding =
  | { ok: true; puzzle: SharedPuzzle }
  | { ok: false; error: ShareCodeIssue };

/**
 * Thrown by decodeShareCode and parseSeedCode (seed-code.ts); carries the same fields as
 * ShareCodeIssue.
 */
export class ShareCodeError extends Error implements ShareCodeIssue {
  readonly problem: ShareCodeProblem;
  constructor(error: ShareCodeIssue) {
    super(error.message);
    this.name = 'ShareCodeError';
    this.problem = error.problem;
  }
}

/** The base64url alphabet: character i stands for i. */
export const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE_OF = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) VALUE_OF[BASE64URL.charCodeAt(i)] = i;

const VERSION = 1;
/** The header's tables, frozen with the format (not read from geometry.ts or grade/types.ts). */
const VARIANTS: readonly ShareVariant[] = ['classic', 'x', 'jigsaw', 'hanidoku'];
const SIZE_CODES: readonly number[] = [4, 6, 8, 9, 12, 16];
const LEVEL_CODES: readonly (Level | null)[] = [
  null,
  'easy',
  'medium',
  'hard',
  'expert',
  'extreme',
];
const HANIDOKU_CELLS = 61;

/**
 * GF(64) as bit polynomials modulo x⁶ + x + 1 (primitive: α = x has order 63). EXP[i] = αⁱ for
 * i in 0..125, so EXP[LOG[a] + LOG[b]] = a·b without a reduction.
 */
const EXP = new Uint8Array(126);
const LOG = new Uint8Array(64);
for (let i = 0, x = 1; i < 126; i++) {
  EXP[i] = x;
  if (i < 63) LOG[x] = i;
  x <<= 1;
  if (x & 64) x ^= 0b1000011;
}

const times = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[LOG[a] + LOG[b]]);

/**
 * The two check characters of `text` (base64url values v₀ v₁ …): h₁ = Σ vᵢ·αⁱ and
 * h₂ = Σ vᵢ·α²ⁱ in GF(64). One substitution changes h₁ by δ·αⁱ ≠ 0; swapping neighbours
 * changes it by δ·αⁱ(1 + α) ≠ 0; and as a Vandermonde pair, h₁ and h₂ together catch any two
 * substituted characters within 63 of each other.
 */
export function checkCharacters(text: string): string {
  let h1 = 0;
  let h2 = 0;
  for (let i = 0; i < text.length; i++) {
    const v = VALUE_OF[text.charCodeAt(i)];
    h1 ^= times(v, EXP[i % 63]);
    h2 ^= times(v, EXP[(2 * i) % 63]);
  }
  return BASE64URL[h1] + BASE64URL[h2];
}

/** The number of cells of a code's puzzle. */
const cellCount = (variant: ShareVariant, size: number) =>
  variant === 'hanidoku' ? HANIDOKU_CELLS : size * size;
/** Bits of the count of givens: enough for 0..n. */
const countBits = (n: number) => Math.ceil(Math.log2(n + 1));
const bitLength = (x: bigint) => (x === 0n ? 0 : x.toString(2).length);

/**
 * Walks the cells from the last down, offering each the binomial C(cell, j), j being the
 * members still to come among cells 0..cell; `take` says whether the cell is one. The colex
 * rank of a set {c₁ < … < c_k} is Σ C(cᵢ, i), the sum of what its members were offered.
 */
function walkSubset(n: number, k: number, take: (cell: number, b: bigint) => boolean): void {
  let b = binomial(n - 1, k);
  for (let cell = n - 1, j = k; j > 0; cell--) {
    // C(cell-1, j-1) = C(cell, j)·j/cell and C(cell-1, j) = C(cell, j)·(cell-j)/cell.
    const member = take(cell, b);
    if (cell > 0) b = (b * BigInt(member ? j : cell - j)) / BigInt(cell);
    if (member) j--;
  }
}

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let b = 1n;
  for (let i = 0; i < k; i++) b = (b * BigInt(n - i)) / BigInt(i + 1);
  return b;
}

/** One past the largest body of a code with k givens among n cells. */
function bodyLimit(variant: ShareVariant, size: number, k: number): bigint {
  const n = cellCount(variant, size);
  const N = BigInt(size);
  return binomial(n, k) * N ** BigInt(k) * (variant === 'jigsaw' ? N ** BigInt(n) : 1n);
}

/** The length of a code with this header. */
function codeLength(variant: ShareVariant, size: number, k: number): number {
  const bits =
    8 + countBits(cellCount(variant, size)) + bitLength(bodyLimit(variant, size, k) - 1n);
  return 1 + Math.ceil(bits / 6) + 2;
}

/** Why a region map is not N regions of N cells, or null. */
function regionProblem(regions: ArrayLike<number>, size: number): string | null {
  const fault = regionFault(regions, size);
  if (fault === null) return null;
  if (fault.kind === 'outside') return outsideWords(fault, size);
  return `region ${fault.region} has ${fault.cells} cells; every region of a ${size}×${size} jigsaw needs ${size}`;
}

/** A failed reading (of a share code or a seed code): `problem` and its message. */
export const fail = (problem: ShareCodeProblem, message: string) => ({
  ok: false as const,
  error: { problem, message },
});

/** "'abc'", shortened for messages when long. */
export const quote = (text: string) => `'${text.length > 40 ? `${text.slice(0, 37)}…` : text}'`;

/**
 * The share code of a puzzle. Throws a RangeError quoting the value that does not fit: an
 * unknown variant, size or level, a digit outside 1..size, a bad region map.
 * @example encodeShareCode({ variant: 'classic', size: 4, level: 'easy', givens }) // 'BARELQm' (3 in cell 1, 4 in cell 6)
 */
export function encodeShareCode(puzzle: SharedPuzzle): string {
  const { variant, size, level, givens, regions } = puzzle;
  const variantCode = VARIANTS.indexOf(variant);
  const sizeCode = SIZE_CODES.indexOf(size);
  const levelCode = LEVEL_CODES.indexOf(level);
  if (variantCode < 0)
    throw new RangeError(`unknown variant '${variant}': expected ${VARIANTS.join(', ')}`);
  if (sizeCode < 0 || (variant === 'hanidoku' && size !== 9)) {
    throw new RangeError(
      `unsupported size ${size} for ${variant}: expected ${variant === 'hanidoku' ? 9 : SIZE_CODES.join(', ')}`,
    );
  }
  if (levelCode < 0)
    throw new RangeError(`unknown level '${level}': expected ${LEVEL_CODES.join(', ')}`);
  const n = cellCount(variant, size);
  if (givens.length !== n)
    throw new RangeError(`a ${variant} of size ${size} has ${n} cells, got ${givens.length}`);
  if ((regions !== undefined) !== (variant === 'jigsaw')) {
    throw new RangeError(
      variant === 'jigsaw' ? 'a jigsaw needs its regions' : `a ${variant} has no regions`,
    );
  }
  let k = 0;
  for (let cell = 0; cell < n; cell++) {
    if (givens[cell] > size)
      throw new RangeError(`digit ${givens[cell]} of cell ${cell} is outside 1..${size}`);
    if (givens[cell] !== 0) k++;
  }
  if (regions) {
    const problem =
      regions.length === n
        ? regionProblem(regions, size)
        : `expected ${n} regions, got ${regions.length}`;
    if (problem) throw new RangeError(problem);
  }

  const N = BigInt(size);
  let body = 0n;
  walkSubset(n, k, (cell, b) => {
    if (givens[cell] !== 0) body += b;
    return givens[cell] !== 0;
  });
  for (let cell = 0; cell < n; cell++)
    if (givens[cell] !== 0) body = body * N + BigInt(givens[cell] - 1);
  if (regions) for (let cell = 0; cell < n; cell++) body = body * N + BigInt(regions[cell]);

  const cb = countBits(n);
  const width = bitLength(bodyLimit(variant, size, k) - 1n);
  const pad = (6 - ((8 + cb + width) % 6)) % 6;
  let bits = BigInt((variantCode << 6) | (sizeCode << 3) | levelCode);
  bits = (((bits << BigInt(cb)) | BigInt(k)) << BigInt(width + pad)) | (body << BigInt(pad));
  const chars = (8 + cb + width + pad) / 6;
  let text = BASE64URL[VERSION];
  for (let i = chars - 1; i >= 0; i--) text += BASE64URL[Number((bits >> BigInt(6 * i)) & 63n)];
  return text + checkCharacters(text);
}

/**
 * Reads a share code, never throwing: the puzzle, or the first problem found — a character
 * outside base64url, an unknown version, a length the header does not call for, check
 * characters that do not match, a header or contents out of range, a region map that is not
 * N regions of N cells. It does not check the puzzle's rules or uniqueness. White space around
 * the code (a pasted code often ends with a newline) is dropped first.
 * @example validateShareCode('BARELQm') // { ok: true, puzzle: { variant: 'classic', size: 4, level: 'easy', … } }
 */
export function validateShareCode(text: string): ShareCodeDecoding {
  const code = text.trim();
  if (code.length === 0) return fail('empty', 'the share code is empty');
  for (let i = 0; i < code.length; i++) {
    const ch = code.charCodeAt(i);
    if (ch >= 128 || VALUE_OF[ch] < 0) {
      return fail(
        'character',
        `bad character '${String.fromCodePoint(code.codePointAt(i)!)}' at position ${i + 1} of the share code: expected A-Z a-z 0-9 - _`,
      );
    }
  }
  if (VALUE_OF[code.charCodeAt(0)] !== VERSION) {
    return fail(
      'version',
      `unknown share code version '${code[0]}': this reader knows version 1, 'B'`,
    );
  }
  const minimum = 1 + 3 + 2;
  if (code.length < minimum) {
    return fail(
      'length',
      `the share code ${quote(code)} has ${code.length} character${code.length === 1 ? '' : 's'}, fewer than any code (${minimum}): it was cut short`,
    );
  }
  const checked = code.slice(0, -2);
  const check = code.slice(-2);
  const checkOk = checkCharacters(checked) === check;
  const damaged = `check characters '${check}' do not match the rest of the code: it was damaged or mistyped`;

  const header =
    (VALUE_OF[code.charCodeAt(1)] << 12) |
    (VALUE_OF[code.charCodeAt(2)] << 6) |
    VALUE_OF[code.charCodeAt(3)];
  const variant = VARIANTS[header >> 16];
  const size = SIZE_CODES[(header >> 13) & 7];
  const level = LEVEL_CODES[(header >> 10) & 7];
  const headerOk =
    size !== undefined && level !== undefined && (variant !== 'hanidoku' || size === 9);
  if (!headerOk) {
    return checkOk
      ? fail('header', `the header '${code.slice(1, 4)}' names no known variant, size and level`)
      : fail('check', damaged);
  }
  const n = cellCount(variant, size);
  const k = (header >> (10 - countBits(n))) & ((1 << countBits(n)) - 1);
  if (k > n) {
    return checkOk
      ? fail('header', `the header '${code.slice(1, 4)}' gives ${k} givens to ${n} cells`)
      : fail('check', damaged);
  }
  const expected = codeLength(variant, size, k);
  if (code.length !== expected) {
    const shape = variant === 'hanidoku' ? 'hanidoku' : `${size}×${size} ${variant}`;
    const cause = code.length < expected ? 'it was cut short' : 'it has extra characters';
    return fail(
      'length',
      `the share code ${quote(code)} has ${code.length} characters where a ${shape} code with ${k} givens has ${expected}: ${cause}${checkOk ? '' : ' or was mistyped'}`,
    );
  }
  if (!checkOk) return fail('check', damaged);

  let bits = 0n;
  for (let i = 1; i < checked.length; i++)
    bits = (bits << 6n) | BigInt(VALUE_OF[checked.charCodeAt(i)]);
  const limit = bodyLimit(variant, size, k);
  const pad = 6 * (checked.length - 1) - 8 - countBits(n) - bitLength(limit - 1n);
  let body = (bits >> BigInt(pad)) & ((1n << BigInt(bitLength(limit - 1n))) - 1n);
  if (body >= limit || (bits & ((1n << BigInt(pad)) - 1n)) !== 0n) {
    return fail(
      'range',
      `the contents of the share code ${quote(code)} are out of range: it was damaged`,
    );
  }

  const N = BigInt(size);
  let regions: Uint8Array | undefined;
  if (variant === 'jigsaw') {
    regions = new Uint8Array(n);
    for (let cell = n - 1; cell >= 0; cell--, body /= N) regions[cell] = Number(body % N);
    const problem = regionProblem(regions, size);
    if (problem) return fail('regions', `the region map of the share code is wrong: ${problem}`);
  }
  const digits = new Uint8Array(k);
  for (let i = k - 1; i >= 0; i--, body /= N) digits[i] = Number(body % N) + 1;
  const givens = new Uint8Array(n);
  let i = k;
  walkSubset(n, k, (cell, b) => {
    if (b > body) return false;
    body -= b;
    givens[cell] = digits[--i];
    return true;
  });
  const puzzle: SharedPuzzle = { variant, size, level, givens };
  if (regions) puzzle.regions = regions;
  return { ok: true, puzzle };
}

/**
 * Reads a share code; throws a ShareCodeError naming the problem (see validateShareCode).
 * @example decodeShareCode(encodeShareCode(puzzle)) // a copy of puzzle
 */
export function decodeShareCode(code: string): SharedPuzzle {
  const result = validateShareCode(code);
  if (!result.ok) throw new ShareCodeError(result.error);
  return result.puzzle;
}
