import type { TwoFactorSetup } from '../../../shared/wire/account-wire';
import { apiRequest } from '../api-client';

export type { TwoFactorSetup } from '../../../shared/wire/account-wire';

/** POST /api/2fa/setup/: a new secret awaiting confirmation with a code; nothing changes until then. */
export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return apiRequest<TwoFactorSetup>('/api/2fa/setup/', { method: 'POST', module: 'two-factor' });
}
