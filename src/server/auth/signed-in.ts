import type { ApiServer } from '../http/api-server';
import type { UserType } from '../../shared/user-types';
import { authenticateRequest } from './authenticate';
import { assertUserType } from './require-user-type';

/** Who may call a route: anyone signed in (`true`), or only these kinds of user. */
export type SignedIn = true | readonly UserType[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set on a route that needs a user: the caller is authenticated (401) and their kind checked (403) as the
     * request arrives, before its body is read or anything in it validated. Left out, anyone may call the route.
     */
    signedIn?: SignedIn;
  }
}

/**
 * Authenticates the caller of every route that declares `signedIn`, on arrival (onRequest): an anonymous call
 * answers 401 whatever its body, query or path, and a call from the wrong kind of user 403, so the route's
 * schema is never told to someone who may not use it. Call before any route is registered.
 */
export function registerSignedInCheck(app: ApiServer): void {
  app.addHook('onRequest', async (request) => {
    const signedIn = request.routeOptions.config.signedIn;
    if (signedIn === undefined) return;
    await authenticateRequest(app, request);
    if (signedIn !== true) assertUserType(request, signedIn);
  });
}

/**
 * Declares `signedIn` for every route this plugin adds (a route may still declare its own): what a plugin of
 * staff-only routes, say, says once at its top.
 */
export function everyRouteSignedIn(app: ApiServer, signedIn: SignedIn): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, signedIn: route.config?.signedIn ?? signedIn };
  });
}
