import { apiRequest } from '../api-client';
import { rolePath } from './role-path';
import type { Role, RoleStatus } from './role-types';

/**
 * PATCH /api/employer/role/{uuid}/ {status}: one lifecycle move (publish, pause, reopen, close; staff approve or
 * return to draft). The server refuses a move it does not allow with 409 and a sentence saying why.
 */
export function changeRoleStatus(uuid: string, status: RoleStatus): Promise<Role> {
  return apiRequest<Role>(rolePath(uuid), { method: 'PATCH', body: { status }, module: 'change-role-status' });
}
