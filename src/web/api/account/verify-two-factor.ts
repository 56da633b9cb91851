import type { VerifyTwoFactorResponse } from '../../../shared/wire/account-wire';
import { apiRequest } from '../api-client';

/** One of the two ways to answer the code step: the authenticator app's code or a single-use backup code. */
export type TwoFactorProof = { token: string } | { backupToken: string };

export type { VerifyTwoFactorResponse } from '../../../shared/wire/account-wire';

/** POST /api/2fa/verify/ {user_id, token | backup_token}: the second factor of a sign-in (spec 000 §7). */
export function verifyTwoFactor(userId: number, proof: TwoFactorProof): Promise<VerifyTwoFactorResponse> {
  return apiRequest<VerifyTwoFactorResponse>('/api/2fa/verify/', {
    method: 'POST',
    body: { userId, ...proof },
    module: 'two-factor',
    // The sign-in is not finished: no session exists yet, and an old one has no business here.
    anonymous: true,
  });
}
