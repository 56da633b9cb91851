import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';

/** An employer (education organisation) as the employee home shows it. */
export interface Employer {
  id: number;
  name: string;
  /** ISO timestamp. */
  createdAt: string;
}

function employerPath(employerId: number): string {
  return `/api/employers/${employerId}/`;
}

/** GET /api/employers/{id}/: the organisation; an employee may read only their own. */
export function getEmployer(employerId: number): Promise<Employer> {
  return apiRequest<Employer>(employerPath(employerId), { module: 'employer' });
}

/** The organisation with this id; no call while the id is unknown or absent (null). */
export function useEmployer(employerId: number | null | undefined): SWRResponse<Employer, ApiError> {
  // Keyed by whose session it is, so another sign-in never sees these answers (and a token refresh keeps them).
  const owner = sessionOwner(useSession());
  const known = owner !== null && typeof employerId === 'number';
  return useSWR<Employer, ApiError>(known ? [employerPath(employerId), owner] : null, () => getEmployer(employerId!));
}
