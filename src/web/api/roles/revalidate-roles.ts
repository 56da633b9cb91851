import type { ScopedMutator } from 'swr';
import { ROLES_PATH } from './role-path';

/** Whether an SWR key is one of the role lists (`/api/employer/role/`, with or without a status filter). */
function isRoleListKey(key: unknown): boolean {
  if (!Array.isArray(key) || typeof key[0] !== 'string') return false;
  const path = key[0];
  return path === ROLES_PATH || path.startsWith(`${ROLES_PATH}?`);
}

/**
 * Asks again for every cached role list, after a change that moves a role between lists or statuses (a single
 * role's cache entry is updated from the change's own answer). The caller gets `mutate` from `useSWRConfig()`.
 */
export function revalidateRoleLists(mutate: ScopedMutator): Promise<unknown> {
  return mutate(isRoleListKey);
}
