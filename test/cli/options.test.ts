import { describe, expect, it } from 'vitest';
import { readCandidatesOption } from '../../cli/hint.ts';
import {
  kindChoice,
  type OptionName,
  parseOptions,
  readKind,
  readOptions,
  UsageError,
} from '../../cli/options.ts';
import { KIND_IDS, KINDS, RATED_LEVELS } from '../../shared/kind/names.ts';
import { SYMMETRIES } from '../../shared/symmetry.ts';
import { JIGSAW_9 } from '../fixtures.ts';

const REGIONS = JIGSAW_9.map((r) => 'abcdefghi'[r]).join('');
const READ: OptionName[] = ['variant', 'regions', 'zero-based', 'candidates'];

/** The option values of a command line that takes how puzzles are read. */
function values(...args: string[]) {
  return parseOptions('test', READ, args).values;
}

describe('parseOptions', () => {
  it('refuses an option the command does not take, naming both', () => {
    expect(() => parseOptions('grids', ['count'], ['--unique'])).toThrow(
      new UsageError("'grids' takes no option --unique"),
    );
    expect(parseOptions('grids', ['count'], ['-n', '3', 'x']).positionals).toEqual(['x']);
  });
});

describe('readKind', () => {
  it('gives the kind --variant names, classic by default', () => {
    expect(readKind(values())).toEqual({ id: 'classic' });
    for (const id of KIND_IDS.filter((k) => KINDS[k].shapedBy !== 'regions'))
      expect(readKind(values('--variant', id))).toEqual({ id });
    expect(() => readKind(values('--variant', 'samurai'))).toThrow(
      "--variant must be one of classic, x, jigsaw, hanidoku, got 'samurai'",
    );
  });

  it('takes --regions for the kinds a region map shapes, and only for them', () => {
    expect(readKind(values('--variant', 'jigsaw', '--regions', REGIONS))).toEqual({
      id: 'jigsaw',
      regions: REGIONS,
    });
    expect(() => readKind(values('--variant', 'jigsaw'))).toThrow(
      '--variant jigsaw needs --regions MAP',
    );
    expect(() => readKind(values('--variant', 'jigsaw', '--regions', 'abc'))).toThrow(
      "--regions: no such file 'abc', and as a map: a region map needs one label per cell",
    );
    expect(() => readKind(values('--variant', 'hanidoku', '--regions', REGIONS))).toThrow(
      '--regions goes with --variant jigsaw',
    );
  });
});

describe('the rules that differ by kind', () => {
  it('refuses --zero-based for a kind whose reader takes only digits from 1', () => {
    expect(readOptions(values('--variant', 'x', '--zero-based'))).toEqual({
      spec: { id: 'x' },
      zeroBased: true,
    });
    expect(() => readOptions(values('--variant', 'hanidoku', '--zero-based'))).toThrow(
      '--zero-based does not go with --variant hanidoku: its digits are 1-9',
    );
  });

  it('refuses --candidates for a kind whose hints read no pencil marks', () => {
    const marks = values('--candidates', '1');
    expect(readCandidatesOption(marks, { id: 'jigsaw', regions: REGIONS })).toBe('1');
    expect(() => readCandidatesOption(marks, { id: 'hanidoku' })).toThrow(
      '--candidates does not go with --variant hanidoku: pencil marks are not read for it',
    );
  });

  it("offers each kind's own levels and symmetries, naming them when one is missing", () => {
    for (const id of KIND_IDS) {
      const { levels, symmetries } = KINDS[id];
      for (const level of levels)
        expect(kindChoice(level, '--level', RATED_LEVELS, levels, { id }, 'medium')).toBe(level);
      for (const symmetry of symmetries)
        expect(kindChoice(symmetry, '--symmetry', SYMMETRIES, symmetries, { id }, 'none')).toBe(
          symmetry,
        );
    }
    expect(() =>
      kindChoice(
        'expert',
        '--level',
        RATED_LEVELS,
        KINDS.hanidoku.levels,
        { id: 'hanidoku' },
        'medium',
      ),
    ).toThrow("--variant hanidoku takes --level easy, medium or hard, got 'expert'");
    expect(() =>
      kindChoice('extreme', '--level', RATED_LEVELS, KINDS.x.levels, { id: 'x' }, 'medium'),
    ).toThrow("--level must be one of easy, medium, hard, expert, got 'extreme'");
  });
});
