import type { LoginBody, SignInAnswer } from '../../../shared/wire/account-wire';
import { apiRequest } from '../api-client';

export type LoginInput = LoginBody;

/** POST /login/ answers with a token, or says a second factor is needed (spec 000 §7). */
export type LoginResponse = SignInAnswer;

export function login(input: LoginInput): Promise<LoginResponse> {
  // A stale token, perhaps someone else's, has no business riding along with a fresh sign-in.
  return apiRequest<LoginResponse>('/login/', { method: 'POST', body: input, module: 'login', anonymous: true });
}
