import { describe, expect, it } from 'vitest';
import { checkSchema } from './json-schema.ts';

const ROOT = {
  components: {
    schemas: {
      Cell: { type: 'integer', minimum: 0, maximum: 80 },
      Pair: {
        type: 'array',
        prefixItems: [{ $ref: '#/components/schemas/Cell' }, { $ref: '#/components/schemas/Cell' }],
        minItems: 2,
        maxItems: 2,
      },
    },
  },
};
const VERIFY = {
  type: 'object',
  properties: {
    complete: { type: 'boolean' },
    conflicts: { type: 'array', items: { $ref: '#/components/schemas/Pair' } },
    level: { type: 'string', enum: ['easy', 'hard'] },
    code: { type: 'string', pattern: '^[A-Za-z0-9_-]+$' },
    hardest: { type: ['string', 'null'] },
    old: { type: 'string', nullable: true },
    either: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
    any: { anyOf: [{ type: 'string', minLength: 3 }, { type: 'boolean' }] },
  },
  required: ['complete', 'conflicts'],
  additionalProperties: false,
};

describe('checkSchema', () => {
  it('accepts a value that fits', () => {
    const value = {
      complete: true,
      conflicts: [[0, 80]],
      level: 'easy',
      code: 'B-_x',
      hardest: null,
      old: null,
      either: 3,
      any: true,
    };
    expect(checkSchema(VERIFY, value, ROOT)).toEqual([]);
  });

  it('reports each way a value breaks the schema, with its path', () => {
    const value = {
      complete: 'yes',
      conflicts: [
        [0, 81],
        [1.5, 2],
      ],
      level: 'medium',
      code: 'a b',
      hardest: 3,
      old: 4,
      either: 1.5,
      any: 'ab',
      extra: 1,
    };
    const errors = checkSchema(VERIFY, value, ROOT);
    for (const path of [
      '$.complete',
      '$.conflicts[0][1]',
      '$.conflicts[1][0]',
      '$.level',
      '$.code',
      '$.hardest',
      '$.old',
      '$.either',
      '$.any',
    ]) {
      expect(
        errors.some((error) => error.startsWith(`${path}:`)),
        path,
      ).toBe(true);
    }
    expect(errors).toContain("$: unexpected property 'extra'");
    expect(checkSchema(VERIFY, { conflicts: [] }, ROOT)).toEqual([
      "$: missing required property 'complete'",
    ]);
  });

  it('reports a keyword it does not know rather than passing it by', () => {
    expect(checkSchema({ type: 'string', dependentSchemas: {} }, 'a', ROOT)).toEqual([
      "$: the checker does not know the keyword 'dependentSchemas'",
    ]);
  });
});
