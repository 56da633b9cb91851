import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ResetRequest } from './reset-request';
import { ResetWithLink } from './reset-with-link';

/**
 * /reset-password (spec 000 §2, §4 Password reset): without a link, a form asking for one; with `token`, the
 * new password. The token is read once, at arrival, so taking it out of the address bar keeps the page.
 */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const [token, setToken] = useState<string | null>(() => searchParams.get('token'));
  if (token === null) return <ResetRequest />;
  return <ResetWithLink token={token} onAskAgain={() => setToken(null)} />;
}
