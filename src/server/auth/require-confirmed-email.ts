import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { confirmEmailFirst, type ConfirmedEmailAction } from '../../shared/confirmed-email-rule';
import { authOf } from './authenticate';

/**
 * Refuses (403) an employee whose e-mail address is not confirmed. Staff, and staff acting as the employee, are
 * the provider's own people and pass.
 */
export function assertConfirmedEmail(request: FastifyRequest, action: ConfirmedEmailAction): void {
  const { user, actingStaff } = authOf(request);
  if (user.userType !== 'employee' || actingStaff !== null || user.hasConfirmedEmail) return;
  throw AppError.detail(403, confirmEmailFirst(action));
}
