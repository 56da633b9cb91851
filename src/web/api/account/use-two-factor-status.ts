import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { TwoFactorStatus } from '../../../shared/wire/account-wire';

/** The two-factor state of spec 000 §3. */
export type { TwoFactorStatus } from '../../../shared/wire/account-wire';

const TWO_FACTOR_STATUS_PATH = '/api/2fa/status/';

/** GET /api/2fa/status/ */
export function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return apiRequest<TwoFactorStatus>(TWO_FACTOR_STATUS_PATH, { module: 'two-factor' });
}

/** The signed-in person's two-factor state; keyed by whose session it is, so a new token keeps the answer. */
export function useTwoFactorStatus(): SWRResponse<TwoFactorStatus, ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<TwoFactorStatus, ApiError>(owner === null ? null : [TWO_FACTOR_STATUS_PATH, owner], getTwoFactorStatus);
}
