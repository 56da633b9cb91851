import type { ApiServer } from './api-server';
import type { FastifyContextConfig, FastifySchema, HTTPMethods } from 'fastify';

/** One route as it was declared: what a tool that walks every route (the fuzz suite) needs to call it. */
export interface CatalogRoute {
  method: HTTPMethods;
  /** Fastify's pattern, e.g. "/api/user/:userId/". */
  url: string;
  /** The schema Fastify validates the request with (integers already bounded), when the route has one. */
  readonly schema?: FastifySchema;
  /** The route's config as Fastify keeps it: `signedIn` says whether it needs a user. */
  readonly config: FastifyContextConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route declared on this app, in order, whatever plugin declared it. */
    routeCatalog: CatalogRoute[];
  }
}

/**
 * Records every route as it is declared. Fastify keeps no public list of its routes with their schemas, and a
 * list kept by hand would miss the routes added later; this one cannot. Its schema and config are read from the
 * route's options when asked: a plugin's own onRoute hooks (`everyRouteSignedIn`) run after this one.
 */
export function registerRouteCatalog(app: ApiServer): void {
  const routes: CatalogRoute[] = [];
  app.decorate('routeCatalog', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // HEAD is Fastify's automatic twin of every GET.
      if (method === 'HEAD' && route.url && routes.some((known) => known.method === 'GET' && known.url === route.url)) continue;
      routes.push({
        method,
        url: route.url,
        get schema() {
          return route.schema;
        },
        get config() {
          return route.config ?? {};
        },
      });
    }
  });
}
