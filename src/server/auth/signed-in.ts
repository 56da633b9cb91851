import type { ApiServer } from '../http/api-server';
import type { UserType } from '../../shared/user-types';
import type { ConfirmedEmailAction } from '../../shared/confirmed-email-rule';
import { enforceRateLimit, type RateLimitRule } from '../abuse/rate-limit';
import { authenticateRequest, refuseImpersonation } from './authenticate';
import { assertUserType } from './require-user-type';
import { assertConfirmedEmail } from './require-confirmed-email';

/** Who may call a route: anyone signed in (`true`), or only these kinds of user. */
export type SignedIn = true | readonly UserType[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set on a route that needs a user: the caller is authenticated (401) and their kind checked (403) as the
     * request arrives, before its body is read or anything in it validated. Left out, anyone may call the route.
     */
    signedIn?: SignedIn;
    /** Account security: a staff member acting as someone is refused (403), before the kind of user is checked. */
    refuseImpersonation?: true;
    /** An employee whose e-mail is not confirmed is refused (403) this action. */
    confirmedEmail?: ConfirmedEmailAction;
    /** The signed-in caller's allowance for this action (per address and per user): 429 once it is spent. */
    rateLimit?: { action: string; rules: readonly RateLimitRule[] };
  }
}

/**
 * Checks the caller of every route that declares `signedIn`, on arrival (onRequest), in this order: authenticated
 * (401), not acting as someone where refused (403), the right kind of user (403), e-mail confirmed where needed
 * (403), within the rate limit (429). All of them answer whatever the body, query or path say, since fixing the
 * body would not change them, so the route's schema is never told to someone who may not use it, and a caller
 * over their allowance is stopped by malformed calls too. Call before any route is registered.
 */
export function registerSignedInCheck(app: ApiServer): void {
  app.addHook('onRequest', async (request) => {
    const { signedIn, refuseImpersonation: refused, confirmedEmail, rateLimit } = request.routeOptions.config;
    if (signedIn === undefined) return;
    await authenticateRequest(app, request);
    if (refused) await refuseImpersonation(request);
    if (signedIn !== true) assertUserType(request, signedIn);
    if (confirmedEmail) assertConfirmedEmail(request, confirmedEmail);
    // The body is not read yet, so the account counted is the signed-in user.
    if (rateLimit) await enforceRateLimit(app, request, rateLimit.action, rateLimit.rules);
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
