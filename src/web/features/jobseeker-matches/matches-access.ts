import { useMyProfile } from '../../api/account/use-my-profile';
import { useNewMatchCount } from '../../api/matching/use-new-match-count';
import { useMySettings } from '../../api/settings/use-my-settings';
import { CORE_PROFILE_SECTION } from '../../navigation/landing-path';

/**
 * Whether My Matches is open to the job seeker (spec 000 §6): Open to matching on and Core Profile complete.
 * The server's canAccessMatchingPage says the same for job seekers and has the last word when it answered;
 * `coreProfileComplete` and `openToMatching` say what to do about a refusal.
 */
export type MatchesAccess =
  | { state: 'loading' }
  | { state: 'failed'; message: string; retry: () => void }
  | { state: 'allowed' }
  | { state: 'refused'; coreProfileComplete: boolean; openToMatching: boolean };

export function useJobseekerMatchesAccess(): MatchesAccess {
  const profile = useMyProfile();
  const settings = useMySettings(profile.data?.user);
  const newMatches = useNewMatchCount(true);
  if (profile.data === undefined) {
    return profile.error === undefined ? { state: 'loading' } : { state: 'failed', message: profile.error.message, retry: () => void profile.mutate() };
  }
  const coreProfileComplete = profile.data.completedSections.includes(CORE_PROFILE_SECTION);
  // A settings call that failed leaves the setting unknown: the server's answer decides, else it counts as off.
  if (settings.data === undefined && settings.error === undefined) return { state: 'loading' };
  const openToMatching = settings.data?.openToMatching === true;
  if (newMatches.data === undefined && newMatches.error === undefined) return { state: 'loading' };
  const allowed = newMatches.data !== undefined ? newMatches.data.canAccessMatchingPage : coreProfileComplete && openToMatching;
  return allowed ? { state: 'allowed' } : { state: 'refused', coreProfileComplete, openToMatching };
}
