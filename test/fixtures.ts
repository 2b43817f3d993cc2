import { addAtMostOne } from '../shared/sat/cardinality.ts';
import { type Cnf, CnfBuilder } from '../shared/sat/cnf.ts';

/** Small inputs that several test files share. */

/** Irregular regions of a 9×9 jigsaw, contiguous, built by swapping border cells of the boxes. */
// biome-ignore format: one row of the grid per line
export const JIGSAW_9 = [
  0, 1, 1, 2, 2, 2, 2, 2, 2,
  0, 1, 1, 1, 1, 1, 1, 1, 2,
  0, 0, 0, 0, 0, 0, 0, 2, 2,
  3, 3, 3, 3, 3, 3, 5, 5, 5,
  3, 3, 4, 3, 4, 4, 5, 5, 5,
  4, 4, 4, 4, 4, 7, 5, 5, 5,
  6, 6, 4, 6, 7, 7, 7, 7, 8,
  6, 6, 6, 6, 7, 8, 8, 8, 8,
  6, 6, 7, 7, 7, 8, 8, 8, 8,
];

// biome-ignore format: one row of the grid per line
export const JIGSAW_6 = [
  0, 0, 1, 1, 1, 1,
  0, 0, 0, 0, 1, 1,
  4, 2, 2, 3, 3, 3,
  4, 4, 2, 3, 3, 5,
  4, 4, 2, 3, 5, 5,
  4, 2, 2, 5, 5, 5,
];

/** A Cnf from clauses in DIMACS numbering. */
export function cnfOf(varCount: number, clauses: number[][]): Cnf {
  return {
    varCount,
    clauses: clauses.map((clause) =>
      Int32Array.from(clause, (n) => (n > 0 ? 2 * (n - 1) : 2 * (-n - 1) + 1)),
    ),
  };
}

/** n+1 pigeons in n holes, no two in one hole: unsatisfiable, and hard for resolution. */
export function pigeonhole(holes: number): Cnf {
  const builder = new CnfBuilder();
  const sits = Array.from({ length: holes + 1 }, () =>
    Array.from({ length: holes }, () => 2 * builder.newVariable()),
  );
  for (const pigeon of sits) builder.addClause(pigeon);
  for (let h = 0; h < holes; h++)
    addAtMostOne(
      builder,
      sits.map((pigeon) => pigeon[h]),
    );
  return builder.build();
}
