import { REFRESH_THRESHOLD_MS } from '../../shared/session-constants';
import { refreshToken } from '../api/account/refresh-token';
import { isApiError } from '../api/api-error';
import { hasUnsavedChanges } from '../forms/unsaved-changes';
import { decodeSession, isUnexpired } from '../session/decode-session';
import { pageNavigation } from '../session/page-navigation';
import { readToken, removeToken, storeToken } from '../session/token-store';

export const LOGIN_PATH = '/login';

let inFlight: Promise<void> | null = null;

/** Whether a token expiring at `expMs` is unexpired and expires within REFRESH_THRESHOLD_MS of `nowMs`. */
export function isRefreshDue(expMs: number, nowMs: number): boolean {
  const left = expMs - nowMs;
  return left > 0 && left <= REFRESH_THRESHOLD_MS;
}

/**
 * The response hook of spec 000 §4: after any API answer, a stored token that is unexpired and expires within
 * 10 minutes is refreshed. Single flight: answers arriving while a refresh runs (its own answer included)
 * start no other.
 */
export function refreshSessionIfDue(): void {
  if (inFlight !== null) return;
  const claims = decodeSession(readToken());
  if (claims === null || !isRefreshDue(claims.exp * 1000, Date.now())) return;
  void refreshSession();
}

/**
 * POST /refresh/ with the stored token (spec 000 §4, §7); the automatic refresh and Stay Logged In both come
 * here, and share one call while it runs. Resolves when it is over, whatever the outcome.
 */
export function refreshSession(): Promise<void> {
  inFlight ??= runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function runRefresh(): Promise<void> {
  const token = readToken();
  if (token === null || !isUnexpired(decodeSession(token), Date.now())) {
    // A refresh with no (live) token: there is no session left to keep.
    endSession();
    return;
  }
  let fresh: string;
  try {
    const answer = await refreshToken(token);
    if (typeof answer?.token !== 'string' || decodeSession(answer.token) === null) throw new Error('The refresh answer carried no token.');
    fresh = answer.token;
  } catch (error) {
    // No answer or a 5xx says nothing about the session: the connection snackbar tells the person, the token
    // stays, and the next answer tries again. Sending them to /login now would lose their page for a login
    // that cannot work while the servers are unreachable.
    if (isApiError(error) && error.kind !== 'client') return;
    endSession();
    return;
  }
  storeToken(fresh);
  // The spec reloads the page after a refresh. With unsaved changes a reload would throw away what the
  // person typed, so the token is only stored: every part of the app reads the token when it needs it, so
  // nothing depends on the reload.
  if (hasUnsavedChanges()) return;
  // A token that comes back already inside the refresh window (a server whose tokens live 10 minutes or
  // less) would refresh and reload again at the first answer after the reload, for ever.
  const claims = decodeSession(fresh);
  if (claims !== null && isRefreshDue(claims.exp * 1000, Date.now())) return;
  pageNavigation.reload();
}

/**
 * A refused refresh, or one with no token, sends the person to /login (spec 000 §4, §8). The token goes too:
 * a token the server will not renew would otherwise start the same failing refresh on the login page.
 */
function endSession(): void {
  removeToken();
  pageNavigation.assign(LOGIN_PATH);
}
