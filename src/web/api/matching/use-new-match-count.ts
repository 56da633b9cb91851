import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';

/** The new-match count response of spec 000 §3. */
export interface NewMatchCount {
  count: number;
  /** The server's half of the employee Matches rule (spec 000 §2); for job seekers, whether matches can be seen. */
  canAccessMatchingPage: boolean;
}

const NEW_MATCH_COUNT_PATH = '/api/employer/new-match-count/';

/** GET /api/employer/new-match-count/ (employees and job seekers; staff get 403). */
export async function getNewMatchCount(): Promise<NewMatchCount> {
  const answer = await apiRequest<Partial<NewMatchCount>>(NEW_MATCH_COUNT_PATH, { module: 'new-match-count' });
  return { count: typeof answer.count === 'number' ? answer.count : 0, canAccessMatchingPage: answer.canAccessMatchingPage === true };
}

/** The count for the top bar; no call unless `enabled` (staff have no count) and signed in. */
export function useNewMatchCount(enabled: boolean): SWRResponse<NewMatchCount, ApiError> {
  // Keyed by whose session it is, so another sign-in never sees these answers (and a token refresh keeps them).
  const owner = sessionOwner(useSession());
  return useSWR<NewMatchCount, ApiError>(enabled && owner !== null ? [NEW_MATCH_COUNT_PATH, owner] : null, getNewMatchCount);
}
