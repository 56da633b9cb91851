import { apiRequest } from '../api-client';

/** POST /reset-password/ {email}: e-mails a reset link. The same detail whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<{ detail: string }> {
  return apiRequest('/reset-password/', { method: 'POST', body: { email }, module: 'reset-password', anonymous: true });
}
