import { apiRequest } from '../api-client';
import type { TokenResponse } from './token-response';

/** POST /refresh/ with the current token in the body and as the bearer (spec 000 §7); answers with a new one. */
export function refreshToken(token: string): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/refresh/', {
    method: 'POST',
    body: { token },
    headers: { Authorization: `Bearer ${token}` },
    module: 'refresh',
  });
}
