import { apiRequest } from '../api-client';

/** POST /reset-password/validate_token/ {token}: resolves while the link is usable, rejects (400) when it is not. */
export function validateResetToken(token: string): Promise<{ status?: string }> {
  return apiRequest('/reset-password/validate_token/', { method: 'POST', body: { token }, module: 'reset-password', anonymous: true });
}
