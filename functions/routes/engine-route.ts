import { createRoute, type z } from '@hono/zod-openapi';
import { BODY_PROBLEMS, jsonBody } from '../body.ts';
import { rateLimit } from '../rate-limit.ts';
import { jsonResponse, problemResponses } from '../responses.ts';

/** What sets one engine route apart from the others. */
interface EngineRouteSpec<B extends z.ZodType, R extends z.ZodType> {
  path: string;
  tag: string;
  summary: string;
  description: string;
  body: B;
  result: R;
  resultDescription: string;
}

/**
 * The route of a POST that runs the engine on a JSON body (solve, grade, hint): rate limited,
 * the body rules of body.ts, and the problems such a route can answer.
 */
export function engineRoute<B extends z.ZodType, R extends z.ZodType>(spec: EngineRouteSpec<B, R>) {
  return createRoute({
    method: 'post',
    path: spec.path,
    tags: [spec.tag],
    summary: spec.summary,
    description: spec.description,
    middleware: [rateLimit, ...jsonBody] as const,
    request: { body: { required: true, content: { 'application/json': { schema: spec.body } } } },
    responses: {
      ...jsonResponse(spec.result, spec.resultDescription),
      ...problemResponses('validation', ...BODY_PROBLEMS, 'unprocessable', 'rate-limited'),
    },
  });
}
