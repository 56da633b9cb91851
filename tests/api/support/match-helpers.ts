import { expect } from 'vitest';
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { roles, users } from '../../../src/server/db/schema';
import type { TestApp } from './test-app';
import { signUpToken } from './accounts';
import { auth } from './role-helpers';

export interface Jobseeker {
  token: string;
  userId: number;
  email: string;
}

export async function signUpJobseeker(t: TestApp, names: { first_name?: string; last_name?: string } = {}): Promise<Jobseeker> {
  const { token, email } = await signUpToken(t.app, { user_type: 'jobseeker', ...names });
  return { token, userId: decodeJwt(token).user_id as number, email };
}

/** An open role of `employerId` written straight to the table (the lifecycle has its own tests), with its agreed fee. */
export async function openRoleRow(
  t: TestApp,
  employerId: number,
  jobTitle: string,
  feePercent: string | null = '10.00',
  status: 'open' | 'paused' | 'closed' | 'draft' = 'open',
) {
  const [row] = await t.database.db
    .insert(roles)
    .values({ employerId, status, answers: { jobTitle }, agreedServiceTier: feePercent === null ? 'custom' : 'enhanced', agreedFeePercent: feePercent })
    .returning();
  return row!;
}

export async function setMatchingAccess(t: TestApp, userId: number, canAccessMatching: boolean): Promise<void> {
  await t.database.db.update(users).set({ canAccessMatching }).where(eq(users.id, userId));
}

export function propose(t: TestApp, token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/matches/', headers: auth(token), payload });
}

export async function proposed(t: TestApp, staff: string, role: string, jobseeker: number) {
  const response = await propose(t, staff, { role, jobseeker });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; status: string; [key: string]: unknown }>();
}

export function move(t: TestApp, token: string, id: number, status: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'PATCH', url: `/api/matches/${id}/`, headers: auth(token), payload: { status, ...extra } });
}

/** Moves a match through `statuses` one by one as `token`, each move expected to succeed. */
export async function moveThrough(t: TestApp, token: string, id: number, ...statuses: string[]) {
  let body: Record<string, unknown> = {};
  for (const status of statuses) {
    const response = await move(t, token, id, status);
    expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
    body = response.json();
  }
  return body;
}

export function get(t: TestApp, token: string | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: token === null ? {} : auth(token) });
}
