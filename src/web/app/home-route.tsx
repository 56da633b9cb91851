import { useMyProfile } from '../api/account/use-my-profile';
import { AccountLoading } from '../components/account-loading';
import { landingPath } from '../navigation/landing-path';
import { useSession } from '../session/use-session';
import { lazyScreen } from '../components/lazy-screen';
import { Redirect } from '../navigation/redirect';

const HomeScreen = lazyScreen(() => import('../features/home/home-screen'), 'HomeScreen');

/**
 * `/`: the public home screen for visitors; a signed-in person is sent on by the landing redirect
 * (staff straight to /dashboard, others by whether Core Profile is complete).
 */
export function HomeRoute() {
  const session = useSession();
  const userType = session.claims?.userType ?? null;
  const profile = useMyProfile();
  if (!session.valid || userType === null) return <HomeScreen />;
  const target = landingPath({ session: { valid: true, userType }, completedSections: profile.data?.completedSections });
  if (target === null) return <AccountLoading error={profile.error} onRetry={() => void profile.mutate()} />;
  return <Redirect to={target} />;
}
