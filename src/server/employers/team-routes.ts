import type { ApiServer } from '../http/api-server';
import { AppError } from '../errors/app-error';
import { authOf } from '../auth/authenticate';
import { ID_PATTERN } from '../http/ids';
import { idPath, pathParams } from '../http/path-params';
import { findUserById } from '../accounts';
import { listTeamMembers, lockTeam, setMemberPermissions } from './team-repository';
import { teamListWireSchema, teamMemberWireSchema } from '../../shared/wire/team-wire';
import { memberWire } from './team-member-wire';

export const LAST_ADMIN_MESSAGE = 'An organization needs at least one administrator. Make someone else an administrator before removing this one.';
export const ADMINS_ONLY_MESSAGE = 'Only a team administrator can change permissions.';
const NO_SUCH_MEMBER = 'No such member of your organization.';

const permissionsSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    can_access_matching: { type: 'boolean' },
    can_edit_roles: { type: 'boolean' },
    is_team_admin: { type: 'boolean' },
  },
} as const;

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { employer_id: { type: 'string', pattern: ID_PATTERN } },
} as const;

const memberParams = pathParams({ id: idPath(NO_SUCH_MEMBER) });

/**
 * The organisation's team (issue 10 item 7): GET /api/employer/staff/ lists the employees with their
 * permissions; PATCH /api/employer/staff/{id}/ (spec 001 §7.2) changes them, for the organisation's team
 * administrators and the provider's staff. The last administrator cannot be removed.
 */
export async function teamRoutes(app: ApiServer): Promise<void> {
  const config = { signedIn: ['employee', 'staff'] } as const;

  app.get('/api/employer/staff/', { config, schema: { querystring: listQuerySchema, response: { 200: teamListWireSchema } } }, async (request) => {
    const { user } = authOf(request);
    let employerId: number | null;
    if (user.userType === 'staff') {
      if (request.query.employer_id === undefined) throw AppError.fields({ employer_id: ['Name the organization whose team to list.'] });
      employerId = Number(request.query.employer_id);
    } else {
      employerId = user.employerId;
    }
    if (employerId === null) return { results: [] };
    const members = await listTeamMembers(app.ctx.db, employerId);
    return { results: members.map(memberWire) };
  });

  app.patch(
    '/api/employer/staff/:id/',
    { config, schema: { params: memberParams, body: permissionsSchema, response: { 200: teamMemberWireSchema } } },
    async (request) => {
      const { user } = authOf(request);
      const memberId = Number(request.params.id);
      const body = request.body;
      const { db, clock } = app.ctx;
      return db.transaction(async (tx) => {
        const target = await findUserById(tx, memberId);
        const sameOrganisation =
          target?.userType === 'employee' && target.employerId !== null && (user.userType === 'staff' || target.employerId === user.employerId);
        if (!target || !sameOrganisation) throw AppError.detail(404, NO_SUCH_MEMBER);
        // The whole team is locked, so two administrators removing each other at once cannot leave none, and the
        // caller's own permission is read under the same lock.
        const team = await lockTeam(tx, target.employerId!);
        const current = team.find((member) => member.id === memberId);
        if (!current) throw AppError.detail(404, NO_SUCH_MEMBER);
        if (user.userType !== 'staff' && !team.some((member) => member.id === user.id && member.isTeamAdmin)) {
          throw AppError.detail(403, ADMINS_ONLY_MESSAGE);
        }
        if (current.isTeamAdmin && body.is_team_admin === false && !team.some((member) => member.id !== memberId && member.isTeamAdmin)) {
          throw AppError.detail(409, LAST_ADMIN_MESSAGE);
        }
        const updated = await setMemberPermissions(tx, memberId, {
          ...(body.can_access_matching !== undefined && { canAccessMatching: body.can_access_matching }),
          ...(body.can_edit_roles !== undefined && { canEditRoles: body.can_edit_roles }),
          ...(body.is_team_admin !== undefined && { isTeamAdmin: body.is_team_admin }),
          updatedAt: clock.now(),
        });
        return memberWire(updated!);
      });
    },
  );
}
