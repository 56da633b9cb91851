import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import type { UserType } from '../../../shared/user-types';
import { sessionOwner } from '../../session/session-owner';
import { getSession } from '../../session/session-store';
import { useSession } from '../../session/use-session';
import { askAhead } from '../answers-asked-ahead';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { NewMatchCount } from '../../../shared/wire/matching-new-match-count-wire';

/** The new-match count response of spec 000 §3: the wire contract's type. */
export type { NewMatchCount } from '../../../shared/wire/matching-new-match-count-wire';

const NEW_MATCH_COUNT_PATH = '/api/employer/new-match-count/';

/** GET /api/employer/new-match-count/ (employees and job seekers; staff get 403). */
export function getNewMatchCount(): Promise<NewMatchCount> {
  return apiRequest<NewMatchCount>(NEW_MATCH_COUNT_PATH, { module: 'new-match-count' });
}

/** Who has a new-match count: staff are refused one (403). */
export function hasNewMatchCount(userType: UserType | null | undefined): boolean {
  return userType === 'employee' || userType === 'jobseeker';
}

// Keyed by whose session it is, so another sign-in never sees these answers (and a token refresh keeps them).
const newMatchCountKey = (owner: string): [string, string] => [NEW_MATCH_COUNT_PATH, owner];

/** The count for the top bar; no call unless `enabled` (staff have no count) and signed in. */
export function useNewMatchCount(enabled: boolean): SWRResponse<NewMatchCount, ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<NewMatchCount, ApiError>(enabled && owner !== null ? newMatchCountKey(owner) : null, getNewMatchCount);
}

/** Asks for the top bar's count before the top bar is drawn (see askAhead), for those who have one. */
export function preloadNewMatchCount(): void {
  const session = getSession();
  const owner = sessionOwner(session);
  if (owner !== null && hasNewMatchCount(session.claims?.userType)) askAhead(newMatchCountKey(owner), getNewMatchCount);
}
