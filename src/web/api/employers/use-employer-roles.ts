import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';

export type RoleStatus = 'draft' | 'in_review' | 'open' | 'paused' | 'filled' | 'closed';

/** A role in the employee home's list. */
export interface EmployerRole {
  uuid: string;
  status: RoleStatus;
  jobTitle: string | null;
  jobType: string | null;
  location: string | null;
  /** ISO timestamps. */
  createdAt: string;
  publishedAt: string | null;
}

const EMPLOYER_ROLES_PATH = '/api/employer/role/';

/** GET /api/employer/role/: the roles of the employee's organisation, newest first. */
export async function getEmployerRoles(): Promise<EmployerRole[]> {
  const answer = await apiRequest<{ results?: unknown }>(EMPLOYER_ROLES_PATH, { module: 'employer-roles' });
  return Array.isArray(answer.results) ? (answer.results as EmployerRole[]) : [];
}

export function useEmployerRoles(): SWRResponse<EmployerRole[], ApiError> {
  // Keyed by whose session it is, so another sign-in never sees these answers (and a token refresh keeps them).
  const owner = sessionOwner(useSession());
  return useSWR<EmployerRole[], ApiError>(owner !== null ? [EMPLOYER_ROLES_PATH, owner] : null, getEmployerRoles);
}
