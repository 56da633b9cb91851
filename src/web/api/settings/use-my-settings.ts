import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { MySettings } from '../../../shared/wire/settings-wire';

/** The settings of spec 000 §3. */
export type { MySettings } from '../../../shared/wire/settings-wire';

export function mySettingsPath(userId: number): string {
  return `/api/my-settings/${userId}`;
}

/** GET /api/my-settings/{userId}. */
export function getMySettings(userId: number): Promise<MySettings> {
  return apiRequest<MySettings>(mySettingsPath(userId), { module: 'my-settings' });
}

export function mySettingsKey(userId: number, owner: string): [string, string] {
  return [mySettingsPath(userId), owner];
}

/** The settings of the signed-in person; no call until their user id is known. */
export function useMySettings(userId: number | undefined): SWRResponse<MySettings, ApiError> {
  // Keyed by whose session it is, so another sign-in never sees these answers (and a token refresh keeps them).
  const owner = sessionOwner(useSession());
  return useSWR<MySettings, ApiError>(owner !== null && userId !== undefined ? mySettingsKey(userId, owner) : null, () => getMySettings(userId!));
}
