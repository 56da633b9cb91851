import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';

/**
 * An employer (education organisation) as GET /api/employers/{id}/ answers it, keys in camelCase. The
 * employer-profile answers sit flat in the same body (null when unanswered); fields a server may not send yet
 * are optional.
 */
export interface Employer {
  id: number;
  name: string;
  slug?: string;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt?: string;
  flowVersion?: number;
  /** 0 to 100: the share of the employer-profile questions answered validly (spec 001 §2.2). */
  completeness?: number;
  logoUrl?: string | null;
  [answer: string]: unknown;
}

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
