import { useEffect } from 'react';
import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { askAhead } from '../answers-asked-ahead';
import { clearConnectionError, reportScreenDataFailure } from '../../connection/connection-store';
import { sessionOwner } from '../../session/session-owner';
import { getSession } from '../../session/session-store';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { MyProfile } from '../../../shared/wire/account-wire';

/** The signed-in person as the shell sees them (spec 000 §3 Profile). */
export type { MyProfile } from '../../../shared/wire/account-wire';

const MY_PROFILE_PATH = '/api/my-profile/';

function myProfileKey(owner: string): [string, string] {
  return [MY_PROFILE_PATH, owner];
}

/** GET /api/my-profile/. The answer may come wrapped in `data` (spec 000 §7); both shapes give the profile. */
export async function getMyProfile(): Promise<MyProfile> {
  const answer = await apiRequest<MyProfile | { data: MyProfile }>(MY_PROFILE_PATH, { module: 'my-profile' });
  return 'data' in answer ? answer.data : answer;
}

/**
 * The profile of the signed-in person; no call without a valid session. The session's owner is part of the
 * key so a different sign-in never sees the previous person's cached profile (see sessionOwner).
 *
 * It also keeps the connection-error state of spec 000 §3: set when the profile load fails (a screen needs
 * data it could not load), cleared when it succeeds.
 */
export function useMyProfile(): SWRResponse<MyProfile, ApiError> {
  const owner = sessionOwner(useSession());
  const result = useSWR<MyProfile, ApiError>(owner === null ? null : myProfileKey(owner), getMyProfile, {
    onSuccess: clearConnectionError,
  });
  const { error } = result;
  useEffect(() => {
    if (error !== undefined) reportScreenDataFailure(error);
  }, [error]);
  return result;
}

/**
 * Starts loading a signed-in person's profile as the app starts: every signed-in page waits on it (the route guard
 * decides with it), and otherwise its request would wait for the signed-in frame's code to arrive and render first.
 * The first useMyProfile takes this request over, with its success and error handling.
 */
export function preloadMyProfile(): void {
  const owner = sessionOwner(getSession());
  if (owner !== null) askAhead(myProfileKey(owner), getMyProfile);
}
