import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import { seedDemoAccounts } from '../../../src/server/seed/demo-accounts';
import type { TestApp } from './test-app';
import { confirmEmail, login, signUpToken } from './accounts';
import { completeRoleAnswers, saveRoleAnswers } from './complete-role-answers';

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Employee {
  token: string;
  userId: number;
  employerId: number;
}

/**
 * A new organisation and the employee who signed it up (its team administrator, allowed to edit roles), with the
 * e-mail address confirmed, as every employee the employer pages let in.
 */
export async function signUpEmployer(app: FastifyInstance, organization: string): Promise<Employee> {
  const { token, email } = await signUpToken(app, { user_type: 'employee', organization });
  await confirmEmail(app, email);
  const userId = decodeJwt(token).user_id as number;
  const [row] = await app.ctx.db.select().from(users).where(eq(users.id, userId));
  return { token, userId, employerId: row!.employerId! };
}

/** A second employee of `employerId`, by default without the permission to edit roles. */
export async function coworkerOf(t: TestApp, employerId: number, grants: { canEditRoles?: boolean } = {}): Promise<Employee> {
  const other = await signUpEmployer(t.app, `Coworker sign-up ${Date.now()}-${Math.random()}`);
  await t.database.db
    .update(users)
    .set({ employerId, canEditRoles: grants.canEditRoles ?? false, isTeamAdmin: false })
    .where(eq(users.id, other.userId));
  return { ...other, employerId };
}

/** The demo staff member's token. */
export async function staffToken(t: TestApp): Promise<string> {
  await seedDemoAccounts(t.database.db);
  const response = await login(t.app, 'staff@demo.example.com', 'DemoStaff1234');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

/** Creates a role and answers its body. */
export async function createRole(app: FastifyInstance, token: string, payload: Record<string, unknown> = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/employer/role/', headers: auth(token), payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A role answered completely (100 %), still a draft. */
export async function completeRole(app: FastifyInstance, token: string, overrides: Record<string, unknown> = {}) {
  const role = await createRole(app, token);
  await saveRoleAnswers(app, token, role.uuid, completeRoleAnswers(app.ctx.flows, overrides));
  const body = (await app.inject({ method: 'GET', url: `/api/employer/role/${role.uuid}/`, headers: auth(token) })).json();
  expect(body.completion).toBe(100);
  return body;
}

export function patchRole(app: FastifyInstance, token: string, uuid: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'PATCH', url: `/api/employer/role/${uuid}/`, headers: auth(token), payload });
}

export function getRole(app: FastifyInstance, token: string, uuid: string) {
  return app.inject({ method: 'GET', url: `/api/employer/role/${uuid}/`, headers: auth(token) });
}
