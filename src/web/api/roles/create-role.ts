import { apiRequest } from '../api-client';
import { ROLES_PATH } from './role-path';
import type { Role } from './role-types';

/** POST /api/employer/role/: a new draft role of the caller's organisation (201, the role body). */
export function createRole(): Promise<Role> {
  return apiRequest<Role>(ROLES_PATH, { method: 'POST', body: {}, module: 'create-role' });
}
