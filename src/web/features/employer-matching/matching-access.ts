import { useMyProfile } from '../../api/account/use-my-profile';
import { useNewMatchCount } from '../../api/matching/use-new-match-count';

/**
 * Whether the employee may open the matching pages (spec 000 §2): the organisation's grant on the profile
 * (`canAccessMatching`) and the server's `canAccessMatchingPage` (a published role exists) must both allow it.
 * `no-grant` and `no-published-role` say which half refuses, so the message can say what to do.
 */
export type MatchingAccess =
  | { state: 'loading' }
  | { state: 'failed'; message: string; retry: () => void }
  | { state: 'allowed' }
  | { state: 'no-grant' }
  | { state: 'no-published-role' };

export function useEmployerMatchingAccess(): MatchingAccess {
  const profile = useMyProfile();
  const newMatches = useNewMatchCount(true);
  if (profile.data === undefined) {
    return profile.error === undefined ? { state: 'loading' } : { state: 'failed', message: profile.error.message, retry: () => void profile.mutate() };
  }
  // Without the grant the answer of the count call does not matter.
  if (profile.data.canAccessMatching !== true) return { state: 'no-grant' };
  if (newMatches.data === undefined) {
    return newMatches.error === undefined
      ? { state: 'loading' }
      : { state: 'failed', message: newMatches.error.message, retry: () => void newMatches.mutate() };
  }
  return newMatches.data.canAccessMatchingPage ? { state: 'allowed' } : { state: 'no-published-role' };
}
