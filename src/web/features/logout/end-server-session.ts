import { logOut } from '../../api/account/log-out';

/** How long the page waits for the server before going on; the local sign-out never depends on the answer. */
export const LOGOUT_SERVER_WAIT_MS = 5_000;

let pending: Promise<void> | null = null;

/**
 * POST /logout/ with `token`, so every session of the account ends on the server too. Never rejects: a
 * failure (no answer, an already revoked token, an impersonation session the server will not end) leaves
 * only the local sign-out, which happens anyway.
 */
export function endServerSession(token: string): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOGOUT_SERVER_WAIT_MS);
  const ending = logOut(token, controller.signal)
    .catch(() => undefined)
    .finally(() => {
      clearTimeout(timer);
      if (pending === ending) pending = null;
    });
  pending = ending;
  return ending;
}

/**
 * The logout call under way, if any. React's development double-run of effects finds the token already
 * forgotten the second time; it waits for the same call instead of starting none or another.
 */
export function pendingServerLogout(): Promise<void> | null {
  return pending;
}
