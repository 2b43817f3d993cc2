import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  PROBLEMS as API_PROBLEMS,
  type ApiProblem,
  type ProblemSlug,
  problemType,
} from '../shared/api-types.ts';
import { NO_STORE } from './cache.ts';

/**
 * Every failure is answered as `application/problem+json` (RFC 9457):
 * `{ type, title, status, detail, field?, instance? }`, where `type` is the relative URI
 * `/problems/<slug>` of one of PROBLEMS and `field` names the offending input: a path parameter
 * as itself (`date`), a query parameter as `query.<name>`, a body field by its path (`puzzle`,
 * `daily.date`, `candidates.5`). Handlers throw a ProblemError; `onError` and `notFound`
 * (below) and the validation hook (validation.ts) write the answer.
 */

/** The problem types, by slug (shared/api-types.ts, where clients read them too). */
export const PROBLEMS = API_PROBLEMS satisfies Record<
  ProblemSlug,
  { status: ContentfulStatusCode; title: string }
>;

export type { ProblemSlug };

/** A failure the app answers with a problem of type `slug`. */
export class ProblemError extends HTTPException {
  readonly slug: ProblemSlug;
  readonly field: string | undefined;
  /** Extra response headers, e.g. Retry-After. */
  readonly headers: Record<string, string>;
  constructor(
    slug: ProblemSlug,
    detail: string,
    options: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(PROBLEMS[slug].status, { message: detail });
    this.name = 'ProblemError';
    this.slug = slug;
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
}

/**
 * A ProblemError to throw.
 * @example throw problem('validation', "bad level 'easiest'", 'query.level')
 */
export function problem(slug: ProblemSlug, detail: string, field?: string): ProblemError {
  return new ProblemError(slug, detail, { field });
}

/** The problem+json answer of `error` to the request of `c`. */
export function problemResponse(c: Context, error: ProblemError): Response {
  const { status, title } = PROBLEMS[error.slug];
  const body: ApiProblem = {
    type: problemType(error.slug),
    title,
    status,
    detail: error.message,
  };
  if (error.field !== undefined) body.field = error.field;
  body.instance = c.req.path;
  // Set on the context, not only on the answer: hono copies the context's headers over it.
  c.header('Cache-Control', error.headers['Cache-Control'] ?? NO_STORE);
  return c.body(JSON.stringify(body), status, {
    ...error.headers,
    'Content-Type': 'application/problem+json',
  });
}

/** The slug of an HTTPException thrown by middleware that does not know about problems. */
function slugOfStatus(status: number): ProblemSlug {
  const slug = (Object.keys(PROBLEMS) as ProblemSlug[]).find((s) => PROBLEMS[s].status === status);
  return slug ?? (status < 500 ? 'validation' : 'internal');
}

/** The app's one error handler: problems as they are, anything unexpected as a logged 500. */
export const onError: ErrorHandler = (error, c) => {
  if (error instanceof ProblemError) return problemResponse(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    return problemResponse(c, problem(slugOfStatus(error.status), error.message));
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return problemResponse(
    c,
    problem('internal', 'An unexpected error occurred; it has been logged. Please try again.'),
  );
};

/** The app's answer to a path no route serves. */
export const notFound: NotFoundHandler = (c) =>
  problemResponse(c, problem('not-found', `Nothing is served at ${c.req.method} ${c.req.path}.`));
