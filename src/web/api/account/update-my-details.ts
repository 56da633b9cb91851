import { apiRequest } from '../api-client';
import type { MyProfile } from './use-my-profile';

export interface MyDetails {
  firstName: string;
  lastName: string;
  jobTitle: string;
}

/** PATCH /api/user/{id}/: the signed-in person's own name and job title; answers the updated profile. */
export function updateMyDetails(userId: number, details: MyDetails): Promise<MyProfile> {
  return apiRequest<MyProfile>(`/api/user/${userId}/`, { method: 'PATCH', body: details, module: 'my-details' });
}
