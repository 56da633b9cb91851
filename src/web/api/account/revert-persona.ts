import { apiRequest } from '../api-client';
import type { TokenResponse } from './token-response';

/**
 * PUT /personify-employee/ with no body: a staff member impersonating an employee goes back to their own
 * account (spec 000 §4 Impersonation). Answers the staff member's token.
 */
export function revertPersona(): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/personify-employee/', { method: 'PUT', module: 'personify-employee' });
}
