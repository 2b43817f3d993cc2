import type { GenerateOptions } from '../shared/generate.ts';

/**
 * Generator golden vectors: seed and options → puzzle line, for generator version 1 (every
 * level about 25 givens), version 2 (each level's givens in its range) and version 3 (16×16
 * ranges of their own). Node's tests and workerd's both check them (and docs/formats.md lists
 * them); a change that moves any of them must bump the generator version and keep the old one
 * reachable. Each row: the options, then the puzzle version 1 gives them, then the one version
 * 2 gives, then version 3's where it differs (only on 16×16 grids; elsewhere it is version 2's).
 */
const VECTORS: readonly [GenerateOptions, string, string, string?][] = [
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
  [
    { seed: 'golden-1', level: 'medium', size: 16 },
    '.1...2..9...A..5.A4.........C.9.2.86......D.FG.BEG7.CD.A58.416...23.B.5......8..5.EA.F..D.....CG7......8A.G....66.G.A..1....E4...7A.GB.C3.FE.1.....G...D...5...43...F..412.......DC..86....B..3..C6...4.F9....B1.9..2.B..CA....8.3.45.C..G.D6AF9..25..1.B..7G.E.',
    '4....A7F.C.8EB.G.761.9.8...A.D.2E..8..6..9..5....9.FB.2.7G5D613...B...F7A...9C.D7F.......2.1..6..E5A...D9....3..9..DG2B.3F8....41.G..683B....2..8.E....1.59......34..F....E6A.........E.....8.7C....95.C..1.G..7.67........G...5....7...54A.2...B.....4...DC....',
    '.9CA3G6157E42F..836F.E.5CD..G74......F97.G..A5D...7.D....9FB16...A.6.2...B9....D.G8B.7......F.E..1D.58...E....2B.C29.4G.......6.BD..75....1.......G.8..D64..7....7..A..2E.G.BD.F...5F.......98..5...4.8EA.2GDB.CCFBG...9..3.61....9..BA..6D..235...D637C.5B.E4..',
  ],
];

/** Version 1's vectors in the order of VECTORS (tests take the first by place), then 2's, then 3's. */
export const GOLDEN_PUZZLES: readonly { options: GenerateOptions; line: string }[] = [
  1, 2, 3,
].flatMap((generatorVersion) =>
  VECTORS.map(([options, v1, v2, v3]) => ({
    options: { ...options, generatorVersion },
    line: [v1, v2, v3 ?? v2][generatorVersion - 1],
  })),
);
