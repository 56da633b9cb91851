import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { Employer } from '../../../shared/wire/employer-wire';

/**
 * An employer (education organisation) as GET /api/employers/{id}/ answers it, keys in camelCase, the
 * employer-profile answers flat beside the fields (null when unanswered): the wire contract's type.
 */
export type { Employer } from '../../../shared/wire/employer-wire';

export function employerPath(employerId: number): string {
  return `/api/employers/${employerId}/`;
}

/** The SWR key of an organisation for a session owner, for putting a PATCH answer into the cache. */
export function employerKey(employerId: number, owner: string): [string, string] {
  return [employerPath(employerId), owner];
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
  return useSWR<Employer, ApiError>(known ? employerKey(employerId, owner) : null, () => getEmployer(employerId!));
}
