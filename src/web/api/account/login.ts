import { apiRequest } from '../api-client';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /login/ answers with a token, or says a second factor is needed (spec 000 §7). */
export interface LoginResponse {
  token?: string;
  requires2Fa?: boolean;
  userId?: number | string;
  message?: string;
}

export function login(input: LoginInput): Promise<LoginResponse> {
  // A stale token, perhaps someone else's, has no business riding along with a fresh sign-in.
  return apiRequest<LoginResponse>('/login/', { method: 'POST', body: input, module: 'login', anonymous: true });
}
