import type { ApiServer } from '../http/api-server';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { authOf } from '../auth/authenticate';
import { issueSessionToken } from '../auth/issue-session-token';
import { findEmployerById, findFirstEmployee } from '../employers';
import { recordImpersonationEvent } from './impersonation-repository';
import { tokenWireSchema } from '../../shared/wire/account-wire';

const startSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['employer_id'],
  properties: { employer_id: { type: 'integer', minimum: 1 } },
} as const;

async function audit(app: ApiServer, request: FastifyRequest, action: 'start' | 'revert', staff: UserRow, employee: UserRow) {
  await recordImpersonationEvent(app.ctx.db, {
    staffUserId: staff.id,
    employeeUserId: employee.id,
    employerId: employee.employerId,
    action,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    at: app.ctx.clock.now(),
  });
}

/**
 * POST /personify-employee/ (staff) answers a token acting as an employee of the employer; PUT reverts to the
 * staff member's own token. Both are written to the audit log.
 */
export async function impersonationRoutes(app: ApiServer): Promise<void> {
  app.post(
    '/personify-employee/',
    {
      // Acting as someone is refused before the kind of user is checked: the caller is then the employee acted as.
      config: { signedIn: ['staff'], refuseImpersonation: true },
      schema: { body: startSchema, response: { 200: tokenWireSchema } },
    },
    async (request) => {
      const { user: staff, claims } = authOf(request);
      const employerId = request.body.employer_id;
      const employer = await findEmployerById(app.ctx.db, employerId);
      if (!employer) throw AppError.detail(404, 'No such organization.');
      const employee = await findFirstEmployee(app.ctx.db, employerId);
      if (!employee) throw AppError.detail(404, `${employer.name} has no employee account to act as yet.`);
      await audit(app, request, 'start', staff, employee);
      return { token: await issueSessionToken(app.ctx, employee, { origIat: claims.origIat, actingStaff: staff }) };
    },
  );

  app.put('/personify-employee/', { config: { signedIn: true }, schema: { response: { 200: tokenWireSchema } } }, async (request) => {
    const { user: employee, claims, actingStaff } = authOf(request);
    if (!actingStaff) throw AppError.detail(400, 'You are not acting as another user.');
    await audit(app, request, 'revert', actingStaff, employee);
    return { token: await issueSessionToken(app.ctx, actingStaff, { origIat: claims.origIat }) };
  });
}
