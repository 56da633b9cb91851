import { apiRequest } from '../api-client';

export interface ConfirmTwoFactorSetupResponse {
  enabled: boolean;
  /** Shown once: only their digests are kept. */
  backupTokens: string[];
  /** Every other session ended; this one continues with the new token. */
  token: string;
}

/** POST /api/2fa/verify-setup/ {token}: a code from the app proves the setup and turns two-factor on. */
export function confirmTwoFactorSetup(code: string): Promise<ConfirmTwoFactorSetupResponse> {
  return apiRequest<ConfirmTwoFactorSetupResponse>('/api/2fa/verify-setup/', { method: 'POST', body: { token: code }, module: 'two-factor' });
}
