import type { CamelKeys } from '../../../shared/wire/camel-keys';
import type { DisableTwoFactorWire } from '../../../shared/wire/account-wire';
import { apiRequest } from '../api-client';

/** DELETE /api/2fa/disable/ {password}: turns two-factor off; every other session ends and a new token comes back. */
export function disableTwoFactor(password: string): Promise<CamelKeys<DisableTwoFactorWire>> {
  return apiRequest<CamelKeys<DisableTwoFactorWire>>('/api/2fa/disable/', { method: 'DELETE', body: { password }, module: 'two-factor' });
}
