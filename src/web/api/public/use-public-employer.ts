import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { PublicEmployer } from './public-employer';

export function publicEmployerPath(slug: string): string {
  return `/api/public/employers/${encodeURIComponent(slug)}/`;
}

/** GET /api/public/employers/{slug}/ (no sign-in needed); 404 for an organisation that does not exist. */
export function getPublicEmployer(slug: string): Promise<PublicEmployer> {
  // Public: the same answer for everyone, so no token is sent and the cache needs no owner in its key.
  return apiRequest<PublicEmployer>(publicEmployerPath(slug), { module: 'public-employer', anonymous: true });
}

export function usePublicEmployer(slug: string | undefined): SWRResponse<PublicEmployer, ApiError> {
  return useSWR<PublicEmployer, ApiError>(slug === undefined || slug === '' ? null : publicEmployerPath(slug), () => getPublicEmployer(slug!));
}
