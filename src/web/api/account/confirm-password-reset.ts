import { apiRequest } from '../api-client';
import type { SignInAnswer } from './sign-in-answer';

/**
 * POST /reset-password/confirm/ {token, password}: sets the new password and ends every earlier session.
 * Answers a session, or the code step for a two-factor account; 400 with field errors for a weak password.
 */
export function confirmPasswordReset(token: string, password: string): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>('/reset-password/confirm/', { method: 'POST', body: { token, password }, module: 'reset-password', anonymous: true });
}
