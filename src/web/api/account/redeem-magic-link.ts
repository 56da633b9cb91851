import { apiRequest } from '../api-client';
import type { SignInAnswer } from './sign-in-answer';

/**
 * GET /sign-in-with-email/?token=…&user_id=… redeems the e-mailed link (spec 000 §7). The client's JSON Accept
 * header is what makes the server answer as an API rather than with the page.
 */
export function redeemMagicLink(token: string, userId: string): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>('/sign-in-with-email/', { query: { token, userId }, module: 'sign-in-with-email', anonymous: true });
}
