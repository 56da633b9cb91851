import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirectPath } from '../../navigation/safe-redirect-path';
import { resetFailedLogins } from '../../session/login-attempts';
import { storeToken } from '../../session/token-store';

/**
 * The end of a successful login, with or without the code step: the token is stored and the person goes to
 * the `redirect` they asked for when it is a path on this site, else /?referrer=login (spec 000 §2).
 */
export function useFinishSignIn(): (token: string) => void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  return useCallback(
    (token: string) => {
      resetFailedLogins();
      storeToken(token);
      void navigate(safeRedirectPath(redirect), { replace: true });
    },
    [navigate, redirect],
  );
}
