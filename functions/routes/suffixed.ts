import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';

/**
 * `route` of `app` served under a Hono pattern for its path `…/{param}<suffix>`, which Hono
 * cannot route as written (a parameter and a suffix in one segment): the last parameter then
 * ends with the suffix, which the handler cuts off. The route is documented as written.
 * @example app.openapi(suffixed(app, picture, '.svg'), handler) // /puzzles/{code}.svg
 */
export function suffixed<R extends RouteConfig>(
  app: Pick<OpenAPIHono, 'openAPIRegistry'>,
  route: R,
  suffix: string,
): R {
  app.openAPIRegistry.registerPath(route);
  const path = route.path.replace(
    new RegExp(`\\{(\\w+)\\}\\${suffix}$`),
    (_, name: string) => `{${name}{[^/]*\\${suffix}}}`,
  );
  return { ...route, path, hide: true };
}
