import { apiRequest } from '../api-client';

/** DELETE /api/employers/{id}/ {password}: an employee deletes their own organisation (204); every member is signed out. */
export async function deleteOrganisation(employerId: number, password: string): Promise<void> {
  await apiRequest<unknown>(`/api/employers/${employerId}/`, { method: 'DELETE', body: { password }, module: 'delete-organisation' });
}
