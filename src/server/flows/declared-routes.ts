import type { ApiServer } from '../http/api-server';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every `METHOD /path` declared so far (see trackDeclaredRoutes). */
    declaredRoutes: Set<string>;
  }
}

// Parameter names do not matter to the router (`:id` and `:recordId` are the same route): only their places do.
const keyOf = (method: string, url: string) => `${method.toUpperCase()} ${url.replace(/\/$/, '').replace(/:[A-Za-z]+/g, ':')}`;

/**
 * Records every route as it is declared, for routes made from the flow files: a module may already serve a flow's
 * path (with behaviour of its own), and Fastify only adds routes to its router once the app is ready, too late
 * for `hasRoute` while plugins are still registering. Call it on the root instance before any route.
 */
export function trackDeclaredRoutes(app: ApiServer): void {
  const routes = new Set<string>();
  app.decorate('declaredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.add(keyOf(method, route.url));
  });
}

/** Whether some module declared this method and path (a trailing slash makes no difference). */
export function isRouteDeclared(app: ApiServer, method: string, url: string): boolean {
  return app.declaredRoutes.has(keyOf(method, url));
}
