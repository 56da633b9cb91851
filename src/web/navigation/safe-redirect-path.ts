/** Where a person goes after signing in when no safe `redirect` was asked for (spec 000 §2). */
export const DEFAULT_AFTER_SIGN_IN = '/?referrer=login';

// Any origin will do: a path that stays on it is a path within this site.
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * The `redirect` parameter if it is a path on this site (one leading slash, not `//host` or `/\host`, which
 * browsers treat as another site), else the default. Keeps the sign-in page from being an open redirect.
 */
export function safeRedirectPath(redirect: string | null): string {
  if (redirect === null || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  try {
    const url = new URL(redirect, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : DEFAULT_AFTER_SIGN_IN;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}
