import type { ZodError, z } from 'zod';
import { ProblemError } from './problem.ts';

/** The field a zod issue is about: `query.level`, a path parameter's name, a body's `daily.date`. */
function fieldOf(target: string, error: ZodError): string | undefined {
  const issue = error.issues[0];
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') path.push(issue.keys[0]);
  if (path.length === 0) return undefined;
  return (target === 'query' ? 'query.' : '') + path.join('.');
}

/**
 * The validation hook of every route (the OpenAPIHono `defaultHook`): the first issue as a
 * 400 problem naming its field.
 */
export function validationHook(
  result: { target: string } & ({ success: true } | { success: false; error: ZodError }),
): void {
  if (result.success) return;
  const field = fieldOf(result.target, result.error);
  const issue = result.error.issues[0];
  const detail = field === undefined ? issue.message : `${field}: ${issue.message}`;
  throw new ProblemError('validation', detail, { field });
}

/**
 * A schema's own message, said only of a value that came: a missing field falls through to
 * plainIssue and reads 'required', whatever its schema (zod asks a schema's own message first).
 * @example z.enum(LEVELS, { error: unlessMissing('expected a level') })
 */
export function unlessMissing<I extends { input?: unknown }>(
  message: string | ((issue: I) => string),
): (issue: I) => string | undefined {
  return (issue) => {
    if (issue.input === undefined) return undefined;
    return typeof message === 'string' ? message : message(issue);
  };
}

/** A JSON value's type in words: "a string", "an array", "null". */
function typeWords(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** What a schema expected, in words, by zod's name for it. */
const EXPECTED: Record<string, string> = {
  boolean: 'true or false',
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  array: 'an array',
  object: 'a JSON object',
};

/** A value as a message quotes it: a number or short string itself, else its type. */
export function shown(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return typeWords(value);
}

/**
 * Plain words for the issues a schema leaves to zod's own messages ("Too big: expected string
 * to have <=512 characters"): what was expected and what came, or that the field is missing.
 * Installed with z.config in schemas.ts; a schema's own message comes first.
 */
export const plainIssue: z.core.$ZodErrorMap = (issue) => {
  const missing = issue.code === 'invalid_type' || issue.code === 'invalid_value';
  if (missing && issue.input === undefined) return 'required';
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${typeWords(issue.input)}`;
    case 'too_big':
    case 'too_small': {
      const bound = issue.code === 'too_big' ? issue.maximum : issue.minimum;
      const words = issue.code === 'too_big' ? 'at most' : 'at least';
      const input = issue.input as { length?: number } | number;
      if (issue.origin === 'string' || issue.origin === 'array') {
        const unit = issue.origin === 'string' ? 'characters' : 'items';
        return `expected ${words} ${bound} ${unit}, got ${(input as { length: number }).length}`;
      }
      return `expected ${words} ${bound}, got ${shown(input)}`;
    }
    default:
      return undefined;
  }
};
