import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../db/database';
import { AppError } from '../errors/app-error';
import { authOf } from '../auth/authenticate';
import { findUserById } from '../accounts';
import { NO_SUCH_ORGANISATION } from './employer-params';

export const ORGANISATION_ADMINS_ONLY =
  "Only a team administrator can change the organization's profile. You can read it; ask a team administrator of your organization to make the change or to make you an administrator.";

/**
 * For routes already limited to employees and staff: staff reach every organisation, an employee only their own.
 * Another organisation answers 404, as if it did not exist, so ids cannot be probed.
 */
export function requireOrganisationAccess(request: FastifyRequest, employerId: number): void {
  const { user } = authOf(request);
  if (user.userType === 'staff') return;
  if (user.userType !== 'employee' || user.employerId !== employerId) throw AppError.detail(404, NO_SUCH_ORGANISATION);
}

/**
 * After `requireOrganisationAccess`, for what changes the organisation's profile (its answers, name, logos): staff,
 * and staff acting as an employee, may; an employee only as a team administrator. Every employee may read it.
 * The flag is read from the database, not the session's cached user, so a permission taken away a moment ago on
 * another instance already counts.
 */
export async function requireOrganisationEditor(db: AppDb, request: FastifyRequest): Promise<void> {
  const { user, actingStaff } = authOf(request);
  if (user.userType === 'staff' || actingStaff !== null) return;
  const self = await findUserById(db, user.id);
  if (self?.isTeamAdmin !== true) throw AppError.detail(403, ORGANISATION_ADMINS_ONLY);
}
