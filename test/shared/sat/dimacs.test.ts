import { describe, expect, it } from 'vitest';
import type { Cnf } from '../../../shared/sat/cnf.ts';
import {
  DimacsError,
  formatDimacs,
  parseDimacs,
  validateDimacs,
} from '../../../shared/sat/dimacs.ts';

/** The clauses of a Cnf in DIMACS numbering, for readable expectations. */
function dimacsClauses(cnf: Cnf): number[][] {
  return cnf.clauses.map((clause) =>
    Array.from(clause, (lit) => (lit & 1 ? -((lit >> 1) + 1) : (lit >> 1) + 1)),
  );
}

/** The line and message of the error a text gives. */
function errorOf(text: string): { line: number; message: string } {
  const result = validateDimacs(text);
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

describe('parseDimacs', () => {
  it('reads the header and one clause per line as literals 2*v+sign', () => {
    const cnf = parseDimacs('p cnf 3 2\n1 -3 0\n2 3 -1 0\n');
    expect(cnf.varCount).toBe(3);
    expect(cnf.clauses.map((clause) => Array.from(clause))).toEqual([
      [0, 5],
      [2, 4, 1],
    ]);
  });

  it('keeps comment lines anywhere, without the leading c', () => {
    const cnf = parseDimacs('c first\np cnf 2 1\nc between\n1 2 0\nc\nc last one\n');
    expect(cnf.comments).toEqual(['first', 'between', '', 'last one']);
    expect(dimacsClauses(cnf)).toEqual([[1, 2]]);
  });

  it('reads several clauses on one line and a clause spanning lines', () => {
    const cnf = parseDimacs('p cnf 4 3\n1 2 0 -3 0 4\n-1\n  -2 0\n');
    expect(dimacsClauses(cnf)).toEqual([[1, 2], [-3], [4, -1, -2]]);
  });

  it('accepts a last clause without its final 0', () => {
    expect(dimacsClauses(parseDimacs('p cnf 2 2\n1 0\n-1 2'))).toEqual([[1], [-1, 2]]);
  });

  it('stops at the SATLIB % end marker and ignores the 0 after it', () => {
    const cnf = parseDimacs('p cnf 3 2\n 1 -2 3 0\n-1 2 0\n%\n0\n\n');
    expect(dimacsClauses(cnf)).toEqual([
      [1, -2, 3],
      [-1, 2],
    ]);
  });

  it('accepts blank lines, tabs and Windows line ends', () => {
    const cnf = parseDimacs('\r\nc x\r\np cnf 2 2\r\n\r\n1\t-2 0\r\n\n2 0\r\n');
    expect(dimacsClauses(cnf)).toEqual([[1, -2], [2]]);
    expect(cnf.comments).toEqual(['x']);
  });

  it('reads a lone 0 as the empty clause and allows a formula without clauses', () => {
    expect(dimacsClauses(parseDimacs('p cnf 1 2\n0\n1 0\n'))).toEqual([[], [1]]);
    expect(parseDimacs('p cnf 5 0\n')).toEqual({ varCount: 5, clauses: [], comments: [] });
  });

  it('throws a DimacsError that names the line', () => {
    expect(() => parseDimacs('p cnf 1 1\n2 0\n')).toThrow(DimacsError);
    expect(() => parseDimacs('p cnf 1 1\n2 0\n')).toThrow(/^line 2: literal '2' is out of range/);
    try {
      parseDimacs('p cnf 1 1\nx 0\n');
    } catch (error) {
      expect((error as DimacsError).line).toBe(2);
    }
  });

  it('reads a multi-megabyte formula', () => {
    const rows: string[] = [];
    for (let i = 0; i < 200_000; i++)
      rows.push(`${(i % 1000) + 1} -${((i * 7) % 1000) + 1} ${((i * 13) % 1000) + 1} 0`);
    const text = `p cnf 1000 200000\n${rows.join('\n')}\n`;
    expect(text.length).toBeGreaterThan(2_000_000);
    const cnf = parseDimacs(text);
    expect(cnf.clauses.length).toBe(200_000);
    expect(dimacsClauses({ varCount: 1000, clauses: [cnf.clauses[199_999]] })).toEqual([
      [1000, -994, 988],
    ]);
  });
});

describe('validateDimacs errors', () => {
  it('reports a missing header at the first clause, or at the end when there is none', () => {
    expect(errorOf('c only\n1 2 0\n')).toEqual({
      line: 2,
      message: "line 2: clause before the 'p cnf' header",
    });
    expect(errorOf('c nothing\n\n').message).toMatch(/missing 'p cnf' header/);
  });

  it('reports a duplicate header at the second one', () => {
    expect(errorOf('p cnf 2 1\nc\np cnf 2 1\n1 0\n')).toMatchObject({ line: 3 });
    expect(errorOf('p cnf 2 1\nc\np cnf 2 1\n1 0\n').message).toMatch(
      /duplicate header \(the first is on line 1\)/,
    );
  });

  it('reports a header after the first clause', () => {
    expect(errorOf('p cnf 2 2\n1 0\np cnf 2 2\n2 0\n')).toMatchObject({ line: 3 });
  });

  it('reports a malformed header, quoting it', () => {
    for (const header of ['p cnf 3', 'p dnf 3 1', 'p cnf x 1', 'p cnf 3 1 7', 'p cnf -3 1', 'p']) {
      const error = errorOf(`c\n${header}\n1 0\n`);
      expect(error.line).toBe(2);
      expect(error.message).toContain(`malformed header '${header}'`);
    }
  });

  it('reports fewer clauses than declared at the header', () => {
    expect(errorOf('c\np cnf 3 3\n1 0\n2 0\n')).toEqual({
      line: 2,
      message: 'line 2: the header declares 3 clauses but 2 were read',
    });
  });

  it('reports more clauses than declared at the first clause too many', () => {
    expect(errorOf('p cnf 3 1\n1 0\n2 0 3\n')).toEqual({
      line: 3,
      message: 'line 3: the header declares 1 clauses but 3 were read',
    });
  });

  it('reports a literal out of range, quoting it', () => {
    expect(errorOf('p cnf 3 2\n1 2 0\n3 -4 0\n')).toEqual({
      line: 3,
      message: "line 3: literal '-4' is out of range: the header declares 3 variables",
    });
    expect(errorOf('p cnf 3 1\n12345678901 0\n').line).toBe(2);
  });

  it('reports junk tokens, quoting them', () => {
    expect(errorOf('p cnf 3 1\n1 2x 0\n')).toEqual({
      line: 2,
      message: "line 2: unexpected '2x', expected a literal",
    });
    expect(errorOf('p cnf 3 1\n1 - 2 0\n').message).toContain("unexpected '-'");
    expect(errorOf('p cnf 3 1\n\n\n1 c 0\n').line).toBe(4);
    expect(errorOf('p cnf 3 1\n+1 0\n').line).toBe(2);
  });

  it('never throws, and agrees with parseDimacs on good input', () => {
    const text = 'p cnf 2 1\n1 -2 0\n';
    expect(validateDimacs(text)).toEqual({ ok: true, cnf: parseDimacs(text) });
    expect(validateDimacs('').ok).toBe(false);
  });
});

describe('formatDimacs', () => {
  it('writes the comments, the header with the real counts, then one clause per line', () => {
    const cnf: Cnf = {
      varCount: 3,
      clauses: [Int32Array.of(0, 5), Int32Array.of(), Int32Array.of(3)],
      comments: ['made by hand', ''],
    };
    expect(formatDimacs(cnf)).toBe('c made by hand\nc\np cnf 3 3\n1 -3 0\n0\n-2 0\n');
  });

  it('round-trips through parseDimacs', () => {
    const cnf: Cnf = {
      varCount: 40,
      clauses: Array.from({ length: 50 }, (_, i) =>
        Int32Array.of((i * 7) % 80, (i * 11 + 3) % 80, (i * 5 + 1) % 80),
      ),
      comments: ['round trip', 'second line'],
    };
    expect(parseDimacs(formatDimacs(cnf))).toEqual(cnf);
  });

  it('writes a multi-line comment as several c lines', () => {
    expect(formatDimacs({ varCount: 0, clauses: [], comments: ['a\nb'] })).toBe(
      'c a\nc b\np cnf 0 0\n',
    );
  });
});
