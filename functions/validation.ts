import type { ZodError } from 'zod';
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
