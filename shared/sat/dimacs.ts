import { type Cnf, fromDimacs, toDimacs } from './cnf.ts';

/**
 * DIMACS CNF text ↔ Cnf. The reader scans the string by char codes, one pass, no splitting:
 * - `c …` (first token of a line) is a comment, kept in `cnf.comments` without the `c `;
 * - `p cnf V C` must come once, before any clause;
 * - a clause is a run of non-zero integers ended by `0`; clauses may share or span lines,
 *   and the last one may lack its `0` at the end of the text;
 * - `%` ends the formula (SATLIB files put `%` and a stray `0` after the last clause).
 * The header is checked against what was read: |literal| ≤ V and exactly C clauses.
 */

/** A DIMACS syntax or consistency error at a 1-based line. */
export class DimacsError extends Error {
  readonly line: number;

  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = 'DimacsError';
    this.line = line;
  }
}

export type DimacsValidation =
  | { ok: true; cnf: Cnf }
  | { ok: false; error: { line: number; message: string } };

const NEWLINE = 10;
const RETURN = 13;
const SPACE = 32;
const TAB = 9;
const MINUS = 45;
const ZERO = 48;
const NINE = 57;
const PERCENT = 37;
const LETTER_C = 99;
const LETTER_P = 112;
/** Literals beyond this many digits cannot be a variable of any formula we can hold. */
const MAX_DIGITS = 9;

function isBlank(code: number): boolean {
  return code === SPACE || code === TAB || code === RETURN || code === 11 || code === 12;
}

function grow(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(2 * array.length);
  grown.set(array);
  return grown;
}

function quoteToken(text: string, start: number): string {
  let end = start;
  while (end < text.length && end - start < 20) {
    const code = text.charCodeAt(end);
    if (code === NEWLINE || isBlank(code)) break;
    end++;
  }
  return `'${text.slice(start, end)}'`;
}

/** Reads a DIMACS CNF text; throws a DimacsError naming the line on any problem. */
export function parseDimacs(text: string): Cnf {
  const comments: string[] = [];
  // Every literal read, back to back; clause i ends at ends[i] and the open one at litCount.
  let lits = new Int32Array(1 << 12);
  let litCount = 0;
  let ends = new Int32Array(1 << 10);
  let clauseCount = 0;
  let varCount = -1;
  let declaredClauses = 0;
  let headerLine = 0;
  let clauseSize = 0;
  let clauseLine = 0;
  let surplusLine = 0;
  let line = 1;
  let atLineStart = true;
  let i = 0;
  const n = text.length;

  const fail = (message: string): never => {
    throw new DimacsError(line, message);
  };
  const endOfLine = (from: number): number => {
    const end = text.indexOf('\n', from);
    return end < 0 ? n : end;
  };

  while (i < n) {
    const code = text.charCodeAt(i);
    if (code === NEWLINE) {
      line++;
      atLineStart = true;
      i++;
      continue;
    }
    if (isBlank(code)) {
      i++;
      continue;
    }
    if (code === PERCENT) break;
    if (code === LETTER_C && atLineStart) {
      const end = endOfLine(i);
      let body = text.slice(i + 1, end);
      if (body.endsWith('\r')) body = body.slice(0, -1);
      comments.push(body.startsWith(' ') ? body.slice(1) : body);
      i = end;
      continue;
    }
    if (code === LETTER_P && atLineStart) {
      if (varCount >= 0) fail(`duplicate header (the first is on line ${headerLine})`);
      if (clauseSize > 0 || clauseCount > 0) fail('header after the first clause');
      const end = endOfLine(i);
      const header = text.slice(i, end).trim();
      const match = /^p\s+cnf\s+(\d{1,9})\s+(\d{1,9})$/.exec(header);
      if (match === null) fail(`malformed header '${header}', expected 'p cnf VARIABLES CLAUSES'`);
      varCount = Number(match![1]);
      declaredClauses = Number(match![2]);
      headerLine = line;
      i = end;
      continue;
    }
    atLineStart = false;
    let negative = false;
    let j = i;
    if (code === MINUS) {
      negative = true;
      j++;
    }
    const digitsStart = j;
    let value = 0;
    while (j < n) {
      const d = text.charCodeAt(j);
      if (d < ZERO || d > NINE) break;
      value = value * 10 + (d - ZERO);
      j++;
    }
    const next = j < n ? text.charCodeAt(j) : NEWLINE;
    if (j === digitsStart || !(next === NEWLINE || isBlank(next))) {
      fail(`unexpected ${quoteToken(text, i)}, expected a literal`);
    }
    if (j - digitsStart > MAX_DIGITS) fail(`literal ${quoteToken(text, i)} is out of range`);
    if (varCount < 0) fail(`clause before the 'p cnf' header`);
    if (clauseSize === 0) clauseLine = line;
    if (value === 0) {
      if (clauseCount === declaredClauses && surplusLine === 0) surplusLine = clauseLine;
      if (clauseCount === ends.length) ends = grow(ends);
      ends[clauseCount++] = litCount;
      clauseSize = 0;
    } else {
      if (value > varCount) {
        fail(
          `literal ${quoteToken(text, i)} is out of range: the header declares ${varCount} variables`,
        );
      }
      if (litCount === lits.length) lits = grow(lits);
      lits[litCount++] = fromDimacs(negative ? -value : value);
      clauseSize++;
    }
    i = j;
  }
  if (clauseSize > 0) {
    if (clauseCount === declaredClauses && surplusLine === 0) surplusLine = clauseLine;
    if (clauseCount === ends.length) ends = grow(ends);
    ends[clauseCount++] = litCount;
  }
  if (varCount < 0) fail(`missing 'p cnf' header`);
  if (clauseCount !== declaredClauses) {
    // Too many: the first clause beyond the count; too few: the header that promised more.
    line = clauseCount > declaredClauses ? surplusLine : headerLine;
    fail(`the header declares ${declaredClauses} clauses but ${clauseCount} were read`);
  }
  // The clauses are views into one buffer: a million clauses cost no million allocations.
  const all = lits.slice(0, litCount);
  const clauses = new Array<Int32Array>(clauseCount);
  for (let c = 0, start = 0; c < clauseCount; start = ends[c++]) {
    clauses[c] = all.subarray(start, ends[c]);
  }
  return { varCount, clauses, comments };
}

/** Like parseDimacs, but returns the error instead of throwing. */
export function validateDimacs(text: string): DimacsValidation {
  try {
    return { ok: true, cnf: parseDimacs(text) };
  } catch (error) {
    if (!(error instanceof DimacsError)) throw error;
    return { ok: false, error: { line: error.line, message: error.message } };
  }
}

/** Writes a Cnf as DIMACS: comment lines, the `p cnf` header, one clause per line. */
export function formatDimacs(cnf: Cnf): string {
  const lines: string[] = [];
  for (const comment of cnf.comments ?? []) {
    for (const text of comment.split('\n')) lines.push(text === '' ? 'c' : `c ${text}`);
  }
  lines.push(`p cnf ${cnf.varCount} ${cnf.clauses.length}`);
  for (const clause of cnf.clauses) {
    let row = '';
    for (let i = 0; i < clause.length; i++) row += `${toDimacs(clause[i])} `;
    lines.push(`${row}0`);
  }
  return `${lines.join('\n')}\n`;
}
