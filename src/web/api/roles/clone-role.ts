import { apiRequest } from '../api-client';
import { rolePath } from './role-path';
import type { Role } from './role-types';

/** POST /api/employer/role/{uuid}/clone/: a draft copy of the role's answers (201, the new role's body). */
export function cloneRole(uuid: string): Promise<Role> {
  return apiRequest<Role>(`${rolePath(uuid)}clone/`, { method: 'POST', body: {}, module: 'clone-role' });
}
