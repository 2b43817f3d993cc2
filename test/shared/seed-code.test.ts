import { describe, expect, it } from 'vitest';
import { RATED_LEVELS } from '../../shared/kind/names.ts';
import { formatSeedCode, parseSeedCode, validateSeedCode } from '../../shared/seed-code.ts';
import { ShareCodeError, type ShareCodeIssue } from '../../shared/share.ts';

describe('seed codes', () => {
  it('formats and reads v<version>-<level>-<seed>', () => {
    expect(formatSeedCode({ generatorVersion: 1, level: 'hard', seed: 'abc' })).toBe('v1-hard-abc');
    expect(parseSeedCode('v1-hard-abc')).toEqual({
      generatorVersion: 1,
      level: 'hard',
      seed: 'abc',
    });
    expect(parseSeedCode('v12-easy-a-b_C9')).toEqual({
      generatorVersion: 12,
      level: 'easy',
      seed: 'a-b_C9',
    });
    const long = 'x'.repeat(64);
    expect(
      parseSeedCode(formatSeedCode({ generatorVersion: 3, level: 'expert', seed: long })).seed,
    ).toBe(long);
  });

  it('reads every level the generator makes, and no other', () => {
    for (const level of RATED_LEVELS) {
      expect(parseSeedCode(`v1-${level}-abc`).level).toBe(level);
    }
    expect(validateSeedCode('v1-extreme-abc')).toEqual({
      ok: false,
      error: {
        problem: 'level',
        message:
          "bad level 'extreme' in 'v1-extreme-abc': expected one the generator makes, easy, medium, hard, expert",
      },
    });
  });

  it('reads a code with white space around it, as when pasted with its newline', () => {
    const code = { generatorVersion: 1, level: 'hard', seed: 'abc' };
    for (const text of ['v1-hard-abc\n', 'v1-hard-abc\r\n', ' v1-hard-abc\t', '\nv1-hard-abc ']) {
      expect(parseSeedCode(text), JSON.stringify(text)).toEqual(code);
    }
    expect(validateSeedCode(' \n')).toMatchObject({ ok: false, error: { problem: 'empty' } });
    expect(validateSeedCode('v1- hard-abc')).toMatchObject({
      ok: false,
      error: { problem: 'level' },
    });
  });

  it('names what is wrong with a bad seed code, quoting it', () => {
    const bad: Array<[string, ShareCodeIssue['problem'], RegExp]> = [
      ['', 'empty', /empty/],
      ['hard-abc', 'form', /'hard-abc' is not a seed code/],
      ['x1-hard-abc', 'form', /not a seed code/],
      ['v0-hard-abc', 'version', /bad generator version '0'/],
      ['v01-hard-abc', 'version', /'01'/],
      ['v-hard-abc', 'version', /''/],
      ['v1-impossible-abc', 'level', /bad level 'impossible'.*easy, medium, hard, expert$/],
      ['v1-Hard-abc', 'level', /'Hard'/],
      ['v1-hard-', 'seed', /bad seed ''/],
      ['v1-hard-a b', 'seed', /bad seed 'a b'/],
      ['v1-hard-a.b', 'seed', /'a\.b'/],
      [`v1-hard-${'x'.repeat(65)}`, 'seed', /1 to 64 characters/],
    ];
    for (const [text, problem, message] of bad) {
      const result = validateSeedCode(text);
      expect(result.ok, text).toBe(false);
      if (!result.ok) {
        expect(result.error.problem, text).toBe(problem);
        expect(result.error.message, text).toMatch(message);
      }
      expect(() => parseSeedCode(text)).toThrow(ShareCodeError);
    }
  });

  it('refuses to format a seed code it could not read back', () => {
    expect(() => formatSeedCode({ generatorVersion: 1, level: 'hard', seed: 'a/b' })).toThrow(
      RangeError,
    );
    expect(() => formatSeedCode({ generatorVersion: 0, level: 'hard', seed: 'ab' })).toThrow(
      /bad generator version '0'/,
    );
    // It would read back as 'ab', the white space dropped.
    expect(() => formatSeedCode({ generatorVersion: 1, level: 'hard', seed: 'ab\n' })).toThrow(
      /bad seed/,
    );
  });
});
