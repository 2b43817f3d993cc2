import type { GenerateOptions } from '../shared/generate.ts';

/**
 * Generator golden vectors: seed and options → puzzle line, for generator version 1 (every
 * level about 25 givens) and version 2 (each level's givens in its range). Node's tests and
 * workerd's both check them (and docs/formats.md lists them); a change that moves any of them
 * must bump the generator version and keep the old one reachable. Each row: the options, then
 * the puzzle version 1 gives them, then the one version 2 gives.
 */
const VECTORS: readonly [GenerateOptions, string, string][] = [
  [
    { seed: 'golden-1', level: 'easy' },
    '21.5..49...9...3.6..5...1.......7..8.5.2.3.6..........8.6.94.23........9.4.......',
    '.92.47...1.82..9..4..8.1.2.81..2.3........854.5..8.27.52..76.1.......79....918.32',
  ],
  [
    { seed: 'golden-1', level: 'medium' },
    '59....3...73....4......7..9....45.6..1.2...3.4.....9.83...1...2.25.7..1....8...7.',
    '...6.7.487.8..3...36..9..7.6...79.8...73...6.9.5.4..2..7....5...39...8..8..231...',
  ],
  [
    { seed: 'golden-1', level: 'hard', symmetry: 'rotational' },
    '64...82...5.34.8....9.....1..459......8...3......261..7.....4....6.35.1...37...26',
    '....7..492....91.53....5..857...6..4...384...4..7...937..5....69.28....785..9....',
  ],
  [
    { seed: 'golden-1', level: 'expert' },
    '...14.....9....6..4..8...7.2...7..691...8...7......3.1...728..5....1....8..3.59..',
    '2....7....3.5.92....8...1..3.........7.2....36..8...9....1..9.2..4..2.7.8...3.4..',
  ],
  [
    { seed: '2026-11-29', level: 'hard', symmetry: 'mirror' },
    '.15.2.34.7..391..52.......1....4......4...8...2..3..5..3.8.4.7.....5....5..9.7..2',
    '..3.6.5.....2.9...9...8...7...........49.12...15.2.96...95.74..581.3.792.3..9..5.',
  ],
  [
    { seed: 'golden-1', level: 'easy', symmetry: 'rotational', minimal: true },
    '.......89..78..41..8..59.6.24..1......1...7......4..96.1.49..5..24..56..73.......',
    '1...5...652..4.1...6...9..5........4..68.19..2........6..7...5...9.1..388...6...9',
  ],
  [
    { seed: 'golden-1', level: 'easy', size: 6 },
    '..6...3.....52..1..3..2....13.4..6..',
    '.3.4121..3...1..366...2...56.14.....',
  ],
];

/** Version 1's vectors in the order of VECTORS (tests take the first by place), then version 2's. */
export const GOLDEN_PUZZLES: readonly { options: GenerateOptions; line: string }[] = [1, 2].flatMap(
  (generatorVersion) =>
    VECTORS.map(([options, ...lines]) => ({
      options: { ...options, generatorVersion },
      line: lines[generatorVersion - 1],
    })),
);
