import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { LatestTerms } from '../../../shared/wire/platform-wire';

/** The latest terms response of spec 000 §3. */
export type { LatestTerms } from '../../../shared/wire/platform-wire';

/** Document 1 is the Terms of Service. */
const LATEST_TERMS_PATH = '/api/latest-terms/1/';

export function getLatestTerms(): Promise<LatestTerms> {
  return apiRequest<LatestTerms>(LATEST_TERMS_PATH, { module: 'latest-terms' });
}

/** The newest terms version, fetched only for a signed-in person (only they have a version to compare). */
export function useLatestTerms(): SWRResponse<LatestTerms, ApiError> {
  const { valid } = useSession();
  return useSWR<LatestTerms, ApiError>(valid ? LATEST_TERMS_PATH : null, getLatestTerms);
}
