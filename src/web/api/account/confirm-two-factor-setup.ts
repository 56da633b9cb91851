import type { ConfirmTwoFactorSetupResponse } from '../../../shared/wire/account-wire';
import { apiRequest } from '../api-client';

export type { ConfirmTwoFactorSetupResponse } from '../../../shared/wire/account-wire';

/** POST /api/2fa/verify-setup/ {token}: a code from the app proves the setup and turns two-factor on. */
export function confirmTwoFactorSetup(code: string): Promise<ConfirmTwoFactorSetupResponse> {
  return apiRequest<ConfirmTwoFactorSetupResponse>('/api/2fa/verify-setup/', { method: 'POST', body: { token: code }, module: 'two-factor' });
}
