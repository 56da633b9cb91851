import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { revalidateRoleLists } from '../../api/roles/revalidate-roles';
import type { Role } from '../../api/roles/role-types';
import { getRole, roleKey } from '../../api/roles/use-role';
import type { AnswersOwner } from '../../forms/use-owner-answers';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';

export const ROLE_FLOW = 'role';

function isRoleBody(body: unknown): body is Role {
  return typeof body === 'object' && body !== null && 'uuid' in body && 'status' in body && 'completion' in body;
}

/**
 * The role whose questions are answered: GET /api/employer/role/{uuid}/; every answers save target of the role flow
 * answers the same body. `roleId` (the preferences' path) is known once the role is loaded.
 */
export function useRoleOwner(uuid: string, role: Role | undefined): AnswersOwner<Role> {
  const owner = sessionOwner(useSession());
  const { mutate } = useSWRConfig();
  const roleId = role?.id;
  return useMemo(
    () => ({
      key: owner === null || uuid === '' ? null : roleKey(uuid, owner),
      load: () => getRole(uuid),
      params: roleId === undefined ? null : { uuid, roleUuid: uuid, roleId },
      versionOf: (body) => body.flowVersion,
      isOwnerBody: isRoleBody,
      // The dashboard's list shows each role's title and completion.
      onSaved: () => void revalidateRoleLists(mutate),
    }),
    [owner, uuid, roleId, mutate],
  );
}
