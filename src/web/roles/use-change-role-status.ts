import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { changeRoleStatus } from '../api/roles/change-role-status';
import { revalidateRoleLists } from '../api/roles/revalidate-roles';
import type { Role, RoleStatus } from '../api/roles/role-types';
import { roleKey } from '../api/roles/use-role';
import { sessionOwner } from '../session/session-owner';
import { useSession } from '../session/use-session';

/**
 * A role's lifecycle move with the caches kept right: the PATCH answer becomes the role's cached body, and the
 * role lists are asked for again (the role moved between statuses). Rejects with the server's ApiError.
 */
export function useChangeRoleStatus(): (uuid: string, status: RoleStatus) => Promise<Role> {
  const { mutate } = useSWRConfig();
  const owner = sessionOwner(useSession());
  return useCallback(
    async (uuid, status) => {
      const role = await changeRoleStatus(uuid, status);
      if (owner !== null) await mutate(roleKey(uuid, owner), role, { revalidate: false });
      void revalidateRoleLists(mutate);
      return role;
    },
    [mutate, owner],
  );
}
