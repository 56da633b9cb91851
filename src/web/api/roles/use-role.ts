import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import { rolePath } from './role-path';
import type { Role } from './role-types';

/** GET /api/employer/role/{uuid}/: the role with all its answers, completion and feedback. */
export function getRole(uuid: string): Promise<Role> {
  return apiRequest<Role>(rolePath(uuid), { module: 'role' });
}

/** The SWR key of a role for a session owner: a PATCH answer can be put straight into this cache entry. */
export function roleKey(uuid: string, owner: string): [string, string] {
  return [rolePath(uuid), owner];
}

/** The role with this uuid; no call without a uuid (null) or a session. */
export function useRole(uuid: string | null | undefined): SWRResponse<Role, ApiError> {
  // Keyed by whose session it is, so another sign-in never sees these answers (and a token refresh keeps them).
  const owner = sessionOwner(useSession());
  return useSWR<Role, ApiError>(owner !== null && typeof uuid === 'string' && uuid !== '' ? roleKey(uuid, owner) : null, () => getRole(uuid!));
}
