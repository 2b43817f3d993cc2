/**
 * An independent statement of the Hanidoku rule for tests: the board and its 27 rows rebuilt
 * from axial coordinates alone, and a checker that knows nothing of the engine's tables.
 */

/** Axial (q, r) of each cell in reading order: rows r = -4..4, each by increasing q. */
export const COORDINATES: Array<[number, number]> = [];
for (let r = -4; r <= 4; r++) {
  for (let q = -4; q <= 4; q++) if (Math.abs(q + r) <= 4) COORDINATES.push([q, r]);
}

/** The 27 rows as cell lists: cells sharing r, then sharing q, then sharing q + r. */
export const ROWS: number[][] = [];
for (const key of [
  ([, r]: [number, number]) => r,
  ([q]: [number, number]) => q,
  ([q, r]: [number, number]) => q + r,
]) {
  for (let line = -4; line <= 4; line++) {
    ROWS.push(COORDINATES.flatMap((at, cell) => (key(at) === line ? [cell] : [])));
  }
}

/** Why `grid` breaks the rule or its givens, or '' when it is a solution of `givens`. */
export function solutionProblem(givens: ArrayLike<number>, grid: ArrayLike<number>): string {
  if (grid.length !== 61) return `expected 61 cells, got ${grid.length}`;
  for (let cell = 0; cell < 61; cell++) {
    if (!(grid[cell] >= 1 && grid[cell] <= 9)) return `cell ${cell} holds ${grid[cell]}`;
    if (givens[cell] !== 0 && givens[cell] !== grid[cell]) return `cell ${cell} lost its given`;
  }
  for (const row of ROWS) {
    const digits = row.map((cell) => grid[cell]).sort((a, b) => a - b);
    for (let i = 1; i < digits.length; i++) {
      if (digits[i] !== digits[0] + i) return `row ${row} holds ${digits}, not a run`;
    }
  }
  return '';
}

/** A grid from a 61-character line of digits and blanks ('.'). */
export function grid(line: string): Uint8Array {
  return Uint8Array.from(line, (ch) => (ch === '.' ? 0 : Number(ch)));
}

/** Puzzles made by generateHanidoku (seeds a, b, c) with their solutions, each unique by minisat. */
export const KNOWN = [
  {
    puzzle: '....4.......6............3..............8..4.............2...',
    solution: '5132423546146837521576284334289761526714853458376213652452341',
  },
  {
    puzzle: '.4.....7..................3..6.................7.........6...',
    solution: '6423548756373421565681372437569841253872164642175378453646325',
  },
  {
    puzzle: '..........2............5...............7.........32..........',
    solution: '4521351346224678353678254112839675434517862567824325463141325',
  },
];
