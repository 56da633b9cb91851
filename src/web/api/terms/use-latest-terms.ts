import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { getSession } from '../../session/session-store';
import { useSession } from '../../session/use-session';
import { askAhead } from '../answers-asked-ahead';
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

/** Asks for the latest terms before the terms banner is drawn (see askAhead); signed-in people only, as the hook. */
export function preloadLatestTerms(): void {
  if (getSession().valid) askAhead(LATEST_TERMS_PATH, getLatestTerms);
}
