import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MagicLinkRedemption } from './magic-link-redemption';
import { MagicLinkRequest } from './magic-link-request';

/**
 * /sign-in-with-email (spec 000 §2, §4 Magic link): without a link in the address, a form asking for one;
 * with `token` and `user_id`, its redemption. The link is read once, at arrival: the redemption then takes it
 * out of the address bar without turning the page into the form.
 */
export function SignInWithEmailScreen() {
  const [searchParams] = useSearchParams();
  const [link] = useState(() => ({ token: searchParams.get('token'), userId: searchParams.get('user_id') }));
  if (link.token === null && link.userId === null) return <MagicLinkRequest />;
  return <MagicLinkRedemption token={link.token} userId={link.userId} />;
}
