import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { authOf } from '../auth/authenticate';

export const NO_SUCH_ORGANISATION = 'No such organization.';

/** An `{id}` path segment as an organisation id; anything that is not one is an organisation that does not exist. */
export function employerIdParam(param: string): number {
  const id = Number(param);
  if (!/^[1-9][0-9]{0,9}$/.test(param) || !Number.isSafeInteger(id)) throw AppError.detail(404, NO_SUCH_ORGANISATION);
  return id;
}

/**
 * For routes already limited to employees and staff: staff reach every organisation, an employee only their own.
 * Another organisation answers 404, as if it did not exist, so ids cannot be probed.
 */
export function requireOrganisationAccess(request: FastifyRequest, employerId: number): void {
  const { user } = authOf(request);
  if (user.userType === 'staff') return;
  if (user.userType !== 'employee' || user.employerId !== employerId) throw AppError.detail(404, NO_SUCH_ORGANISATION);
}
