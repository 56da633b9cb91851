import type { CamelKeys } from '../../../shared/wire/camel-keys';
import type { SignUpBody } from '../../../shared/wire/account-wire';
import { apiRequest } from '../api-client';
import type { TokenResponse } from './token-response';

/** The sign-up form's fields; `organization` is required for employers and left out for job seekers. */
export type SignUpInput = CamelKeys<SignUpBody>;

/** POST /api/user/: creates the account and answers with its first session token. */
export function signUp(input: SignUpInput): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/user/', { method: 'POST', body: input, module: 'sign-up', anonymous: true });
}
