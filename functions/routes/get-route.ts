import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { NOT_MODIFIED } from '../responses.ts';

/**
 * The route of a GET. etag.ts answers every GET of the API a 304 when its ETag matches
 * If-None-Match (but a no-store answer, which has none), so each GET's responses document that
 * 304 here, not route by route.
 * @example const shared = getRoute({ path: '/puzzles/{code}', request, responses: { ...ok } })
 */
export function getRoute<
  P extends string,
  R extends Omit<RouteConfig, 'method' | 'path'> & { path: P },
>(config: R) {
  return createRoute({
    method: 'get',
    ...config,
    responses: { ...config.responses, ...NOT_MODIFIED },
  });
}
