import type { FastifyRequest } from 'fastify';
import type { RoleRow, UserRow } from '../db/schema';
import { authOf } from '../auth/authenticate';
import { AppError } from '../errors/app-error';
import { isUuid } from '../http/ids';
import { idPath, pathParams, uuidPath } from '../http/path-params';

export const NO_SUCH_ROLE = 'No such role.';
export const STAFF_READ_ONLY = 'Staff review roles; the organization edits its answers.';
export const CANNOT_EDIT_ROLES = 'You do not have permission to edit roles. Ask a team administrator of your organization to allow it.';
export const STAFF_DO_NOT_CREATE = "Roles are created and cloned by the organization's employees; staff review them.";
export const NO_ORGANISATION = 'Your account does not belong to an organization, so it has no roles.';

/** Who is asking about roles: staff (every organisation, read-only answers) or an employee of one organisation. */
export type RoleActor = { kind: 'staff'; user: UserRow } | { kind: 'employee'; user: UserRow; employerId: number | null; canEdit: boolean };

/** The caller as a role actor; job seekers are refused (403) whatever they ask. */
export function roleActor(request: FastifyRequest): RoleActor {
  const { user } = authOf(request);
  if (user.userType === 'staff') return { kind: 'staff', user };
  if (user.userType === 'employee') return { kind: 'employee', user, employerId: user.employerId, canEdit: user.canEditRoles };
  throw AppError.detail(403, 'Roles are for employer and staff accounts.');
}

/** Staff read every role; an employee only their organisation's. Anyone else's role does not exist for them (404). */
export function assertCanRead(actor: RoleActor, role: Pick<RoleRow, 'employerId'> | undefined): asserts role {
  if (!role) throw AppError.detail(404, NO_SUCH_ROLE);
  if (actor.kind === 'employee' && actor.employerId !== role.employerId) throw AppError.detail(404, NO_SUCH_ROLE);
}

/** An employee allowed to edit roles (`can_edit_roles`); staff never edit a role's answers. */
export function assertCanEdit(actor: RoleActor): asserts actor is Extract<RoleActor, { kind: 'employee' }> {
  if (actor.kind === 'staff') throw AppError.detail(403, STAFF_READ_ONLY);
  if (!actor.canEdit) throw AppError.detail(403, CANNOT_EDIT_ROLES);
}

/** Reading and then editing: 404 for someone else's role first, so a refusal never tells that it exists. */
export function assertCanEditRole(actor: RoleActor, role: Pick<RoleRow, 'employerId'> | undefined): asserts role {
  assertCanRead(actor, role);
  assertCanEdit(actor);
}

/** The path parameters of `/{uuid}/` role paths; anything that is not a uuid is a role that does not exist. */
export const roleUuidParams = pathParams({ uuid: uuidPath(NO_SUCH_ROLE) });

/** The path parameters of `/{roleId}/` role paths (`/api/employer/education-preferences/{roleId}/`). */
export const roleIdParams = pathParams({ roleId: idPath(NO_SUCH_ROLE) });

/** A role's uuid in a body field; anything that is not a uuid is a role that does not exist. */
export function roleUuidParam(value: unknown): string {
  if (typeof value !== 'string' || !isUuid(value)) throw AppError.detail(404, NO_SUCH_ROLE);
  return value.toLowerCase();
}

export const ENDED_ROLE_ANSWERS = 'This role has ended, so its answers stay as they were. Clone it to hire for a similar role.';

/** Answers of a role that is closed or filled stay as they were when it ended. */
export function assertAnswersEditable(role: Pick<RoleRow, 'status'>): void {
  if (role.status === 'closed' || role.status === 'filled') throw AppError.detail(409, ENDED_ROLE_ANSWERS);
}
