import { apiRequest } from '../api-client';
import type { TokenResponse } from '../account/token-response';

/**
 * POST /personify-employee/ {employer_id} (staff): a token acting as an employee of that organisation (spec 000
 * §4 Impersonation); 404 with a detail when it has no employee account. PUT on the same path reverts.
 */
export function actAsEmployer(employerId: number): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/personify-employee/', { method: 'POST', body: { employerId }, module: 'personify-employee' });
}
