import { apiRequest } from '../api-client';

/**
 * POST /logout/ (204): ends every session of the account on the server, not only this browser's. The token
 * is passed in because the caller forgets it locally while the call is under way.
 */
export async function logOut(token: string, signal?: AbortSignal): Promise<void> {
  await apiRequest<unknown>('/logout/', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, module: 'logout', signal });
}
