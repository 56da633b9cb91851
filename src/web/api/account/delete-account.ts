import { apiRequest } from '../api-client';

/** DELETE /api/user/{id}/ {password}: deletes the signed-in person's own account (204). */
export async function deleteAccount(userId: number, password: string): Promise<void> {
  await apiRequest<unknown>(`/api/user/${userId}/`, { method: 'DELETE', body: { password }, module: 'delete-account' });
}
