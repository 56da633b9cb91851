import { apiRequest } from '../api-client';
import { rolePath } from './role-path';

/** DELETE /api/employer/role/{uuid}/ (204). */
export async function deleteRole(uuid: string): Promise<void> {
  await apiRequest<unknown>(rolePath(uuid), { method: 'DELETE', module: 'delete-role' });
}
