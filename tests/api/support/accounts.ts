import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { latestMailTo, linkParams } from './outbox';

export const GOOD_PASSWORD = 'Correct9Horse';

let counter = 0;
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}.${counter}.${Date.now()}@school.example.org`;
}

export interface SignUpInput {
  first_name?: string;
  last_name?: string;
  email?: string;
  password?: string;
  user_type?: string;
  organization?: string;
}

export async function signUp(app: FastifyInstance, input: SignUpInput = {}) {
  const email = input.email ?? uniqueEmail();
  const payload = { first_name: 'Ada', last_name: 'Lovelace', email, password: GOOD_PASSWORD, user_type: 'jobseeker', ...input };
  const response = await app.inject({ method: 'POST', url: '/api/user/', payload });
  return { response, email, password: payload.password };
}

/** Signs up and answers the new account's token, failing the test if sign-up did not succeed. */
export async function signUpToken(app: FastifyInstance, input: SignUpInput = {}): Promise<{ token: string; email: string }> {
  const { response, email } = await signUp(app, input);
  expect(response.statusCode, response.body).toBe(201);
  return { token: response.json<{ token: string }>().token, email };
}

export function login(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/login/', payload: { email, password } });
}

export function myProfile(app: FastifyInstance, token: string) {
  return app.inject({ method: 'GET', url: '/api/my-profile/', headers: { authorization: `Bearer ${token}` } });
}

/** Opens the confirmation link sign-up e-mailed, as a person does before the employer pages let them in. */
export async function confirmEmail(app: FastifyInstance, email: string): Promise<void> {
  const params = linkParams(await latestMailTo(app.ctx.db, email));
  const response = await app.inject({ method: 'PATCH', url: `/api/user/${params.get('user_id')}/confirm_email/`, payload: { token: params.get('token') } });
  expect(response.statusCode, response.body).toBe(200);
}
