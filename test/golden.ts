import type { GenerateOptions } from '../shared/generate.ts';

/**
 * Generator golden vectors: seed and options → puzzle line, for GENERATOR_VERSION 1. Node's
 * tests and workerd's both check them (and docs/formats.md lists them); a change that moves any
 * of them must bump the generator version.
 */
export const GOLDEN_PUZZLES: readonly { options: GenerateOptions; line: string }[] = [
  {
    options: { seed: 'golden-1', level: 'easy' },
    line: '21.5..49...9...3.6..5...1.......7..8.5.2.3.6..........8.6.94.23........9.4.......',
  },
  {
    options: { seed: 'golden-1', level: 'medium' },
    line: '59....3...73....4......7..9....45.6..1.2...3.4.....9.83...1...2.25.7..1....8...7.',
  },
  {
    options: { seed: 'golden-1', level: 'hard', symmetry: 'rotational' },
    line: '64...82...5.34.8....9.....1..459......8...3......261..7.....4....6.35.1...37...26',
  },
  {
    options: { seed: 'golden-1', level: 'expert' },
    line: '...14.....9....6..4..8...7.2...7..691...8...7......3.1...728..5....1....8..3.59..',
  },
  {
    options: { seed: '2026-11-29', level: 'hard', symmetry: 'mirror' },
    line: '.15.2.34.7..391..52.......1....4......4...8...2..3..5..3.8.4.7.....5....5..9.7..2',
  },
  {
    options: { seed: 'golden-1', level: 'easy', size: 6 },
    line: '..6...3.....52..1..3..2....13.4..6..',
  },
];
