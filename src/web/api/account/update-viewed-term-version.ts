import { apiRequest } from '../api-client';
import type { MyProfile } from './use-my-profile';

/** PATCH /api/user/{id}/ with the terms version the person has now seen; answers the updated profile. */
export function updateViewedTermVersion(userId: number, viewedTermVersion: number): Promise<MyProfile> {
  return apiRequest<MyProfile>(`/api/user/${userId}/`, { method: 'PATCH', body: { viewedTermVersion }, module: 'terms' });
}
