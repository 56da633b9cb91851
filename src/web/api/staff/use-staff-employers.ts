import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';

/** One organisation in the staff list. */
export interface StaffEmployer {
  id: number;
  name: string;
  members: number;
  roles: number;
  /** ISO timestamp. */
  createdAt: string;
}

const STAFF_EMPLOYERS_PATH = '/api/staff/employers/';

/** GET /api/staff/employers/ (staff): every organisation, by name. */
export async function getStaffEmployers(): Promise<StaffEmployer[]> {
  const answer = await apiRequest<{ results?: StaffEmployer[] }>(STAFF_EMPLOYERS_PATH, { module: 'staff-employers' });
  return Array.isArray(answer?.results) ? answer.results : [];
}

export function useStaffEmployers(): SWRResponse<StaffEmployer[], ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<StaffEmployer[], ApiError>(owner === null ? null : [STAFF_EMPLOYERS_PATH, owner], getStaffEmployers);
}
