import type { SignUpUserType } from '../../../shared/user-types';
import { apiRequest } from '../api-client';
import type { TokenResponse } from './token-response';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  userType: SignUpUserType;
  /** Required for employers; left out for job seekers. */
  organization?: string;
}

/** POST /api/user/: creates the account and answers with its first session token. */
export function signUp(input: SignUpInput): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/user/', { method: 'POST', body: input, module: 'sign-up', anonymous: true });
}
