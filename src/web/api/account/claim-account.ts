import { apiRequest } from '../api-client';
import type { TokenResponse } from './token-response';

/** POST /api/user/claim/ {token, password}: the owner of an account a coworker or staff created chooses a password. */
export function claimAccount(token: string, password: string): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/user/claim/', { method: 'POST', body: { token, password }, module: 'claim-account', anonymous: true });
}
