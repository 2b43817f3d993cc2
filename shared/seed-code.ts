import { RATED_LEVELS, type RatedLevel, SEED_PATTERN, SEED_RULE } from './kind/names.ts';
import { fail, quote, ShareCodeError, type ShareCodeIssue } from './share.ts';

/**
 * Seed codes: the other form of a link, `v<generator version>-<level>-<seed>`, which names how
 * to regenerate a puzzle rather than carrying it (see share.ts). Such a link holds only while
 * the generator of that version is kept. The level is one the generator makes (RATED_LEVELS);
 * the seed is 1 to 64 characters A-Z a-z 0-9 - _ and may itself hold `-`.
 */

/** The seeded form of a link: a generator version, a level and a seed, `v1-hard-<seed>`. */
export interface SeedCode {
  generatorVersion: number;
  level: RatedLevel;
  seed: string;
}

export type SeedCodeValidation =
  | { ok: true; code: SeedCode }
  | { ok: false; error: ShareCodeIssue };

/**
 * Reads `v<generator version>-<level>-<seed>`, never throwing. White space around the code (a
 * pasted code often ends with a newline) is dropped first.
 * @example validateSeedCode('v1-hard-abc') // { ok: true, code: { generatorVersion: 1, level: 'hard', seed: 'abc' } }
 */
export function validateSeedCode(text: string): SeedCodeValidation {
  return readSeedCode(text.trim());
}

/** validateSeedCode without the trimming, so that formatSeedCode sees the text it would write. */
function readSeedCode(text: string): SeedCodeValidation {
  if (text.length === 0) return fail('empty', 'the seed code is empty');
  const match = /^v([^-]*)-([^-]*)-(.*)$/s.exec(text);
  if (!match)
    return fail(
      'form',
      `${quote(text)} is not a seed code: expected v<version>-<level>-<seed>, e.g. v1-hard-abc`,
    );
  const [, version, level, seed] = match;
  if (!/^[1-9][0-9]{0,8}$/.test(version)) {
    return fail(
      'version',
      `bad generator version '${version}' in ${quote(text)}: expected a whole number from 1`,
    );
  }
  if (!(RATED_LEVELS as readonly string[]).includes(level)) {
    return fail(
      'level',
      `bad level '${level}' in ${quote(text)}: expected one the generator makes, ${RATED_LEVELS.join(', ')}`,
    );
  }
  if (!SEED_PATTERN.test(seed)) {
    return fail('seed', `bad seed ${quote(seed)}: expected ${SEED_RULE}`);
  }
  return {
    ok: true,
    code: { generatorVersion: Number(version), level: level as RatedLevel, seed },
  };
}

/**
 * Reads a seed code; throws a ShareCodeError naming the problem (see validateSeedCode).
 * @example parseSeedCode('v1-hard-abc').seed // 'abc'
 */
export function parseSeedCode(text: string): SeedCode {
  const result = validateSeedCode(text);
  if (!result.ok) throw new ShareCodeError(result.error);
  return result.code;
}

/**
 * The text of a seed code; throws a RangeError when parseSeedCode would not read it back.
 * @example formatSeedCode({ generatorVersion: 1, level: 'hard', seed: 'abc' }) // 'v1-hard-abc'
 */
export function formatSeedCode(code: SeedCode): string {
  const text = `v${code.generatorVersion}-${code.level}-${code.seed}`;
  const result = readSeedCode(text);
  if (!result.ok) throw new RangeError(result.error.message);
  return text;
}
