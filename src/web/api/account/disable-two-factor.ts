import { apiRequest } from '../api-client';

/** DELETE /api/2fa/disable/ {password}: turns two-factor off; every other session ends and a new token comes back. */
export function disableTwoFactor(password: string): Promise<{ enabled: boolean; token: string }> {
  return apiRequest('/api/2fa/disable/', { method: 'DELETE', body: { password }, module: 'two-factor' });
}
