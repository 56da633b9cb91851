import { apiRequest } from '../api-client';
import type { CamelKeys } from '../../../shared/wire/camel-keys';
import type { UpdateUserBody } from '../../../shared/wire/account-wire';
import type { MyProfile } from './use-my-profile';

/** The employee's own name and job title: the fields of PATCH /api/user/{id}/ this call always sends. */
export type MyDetails = Required<Pick<CamelKeys<UpdateUserBody>, 'firstName' | 'lastName' | 'jobTitle'>>;

/** PATCH /api/user/{id}/: the signed-in person's own name and job title; answers the updated profile. */
export function updateMyDetails(userId: number, details: MyDetails): Promise<MyProfile> {
  return apiRequest<MyProfile>(`/api/user/${userId}/`, { method: 'PATCH', body: details, module: 'my-details' });
}
