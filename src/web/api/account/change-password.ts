import { apiRequest } from '../api-client';
import type { TokenResponse } from './token-response';

/** POST /api/user/change-password/: every other session ends; this one continues with the new token. */
export function changePassword(currentPassword: string, newPassword: string): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/user/change-password/', { method: 'POST', body: { currentPassword, newPassword }, module: 'change-password' });
}
