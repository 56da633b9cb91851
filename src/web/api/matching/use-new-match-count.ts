import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
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

/** The count for the top bar; no call unless `enabled` (staff have no count) and signed in. */
export function useNewMatchCount(enabled: boolean): SWRResponse<NewMatchCount, ApiError> {
  // Keyed by whose session it is, so another sign-in never sees these answers (and a token refresh keeps them).
  const owner = sessionOwner(useSession());
  return useSWR<NewMatchCount, ApiError>(enabled && owner !== null ? [NEW_MATCH_COUNT_PATH, owner] : null, getNewMatchCount);
}
