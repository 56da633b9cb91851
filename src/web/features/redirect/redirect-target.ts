import { DEFAULT_AFTER_SIGN_IN, safeRedirectPath } from '../../navigation/safe-redirect-path';

/**
 * Where /redirect?to=… goes: `to` when it is a path on this site (the sign-in redirect's rules), else home.
 * safeRedirectPath falls back to the after-sign-in address; this page falls back to /.
 */
export function redirectTarget(to: string | null): string {
  if (to === null || to === '') return '/';
  const safe = safeRedirectPath(to);
  return safe === DEFAULT_AFTER_SIGN_IN && to !== DEFAULT_AFTER_SIGN_IN ? '/' : safe;
}
