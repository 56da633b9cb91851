import { apiRequest } from '../api-client';

/** POST /sign-in-with-email/ {email}: e-mails a single-use sign-in link. The same detail whether or not the address has an account. */
export function requestMagicLink(email: string): Promise<{ detail: string }> {
  return apiRequest('/sign-in-with-email/', { method: 'POST', body: { email }, module: 'sign-in-with-email', anonymous: true });
}
