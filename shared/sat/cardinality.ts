import type { CnfBuilder } from './cnf.ts';

/**
 * "At most one" and "exactly one" over a list of literals, in two encodings:
 * - `pairwise`: ¬a ∨ ¬b for every pair; n(n-1)/2 clauses, no new variables.
 * - `sequential` (Sinz's ladder): new variables s_i meaning "one of the first i+1 is true";
 *   3n-4 clauses and n-1 variables, better for long lists. Lists shorter than 5 are
 *   written pairwise, which is smaller there.
 */
export type AtMostOneEncoding = 'pairwise' | 'sequential';

/** Adds clauses allowing at most one of `lits` to be true. */
export function addAtMostOne(
  builder: CnfBuilder,
  lits: ArrayLike<number>,
  encoding: AtMostOneEncoding = 'pairwise',
): void {
  const n = lits.length;
  if (n < 2) return;
  if (encoding === 'pairwise' || n < 5) {
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) builder.addClause([lits[i] ^ 1, lits[j] ^ 1]);
    }
    return;
  }
  // s[i] is implied by lits[0..i]; lits[i+1] then must be false.
  let previous = -1;
  for (let i = 0; i < n - 1; i++) {
    const s = 2 * builder.newVariable();
    builder.addClause([lits[i] ^ 1, s]);
    if (previous >= 0) {
      builder.addClause([previous ^ 1, s]);
      builder.addClause([lits[i] ^ 1, previous ^ 1]);
    }
    previous = s;
  }
  builder.addClause([lits[n - 1] ^ 1, previous ^ 1]);
}

/** Adds clauses making exactly one of `lits` true. */
export function addExactlyOne(
  builder: CnfBuilder,
  lits: ArrayLike<number>,
  encoding: AtMostOneEncoding = 'pairwise',
): void {
  builder.addClause(lits);
  addAtMostOne(builder, lits, encoding);
}
