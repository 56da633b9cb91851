import { useLocation } from 'react-router-dom';
import { USER_TYPES } from '../../shared/user-types';
import { useMyProfile } from '../api/account/use-my-profile';
import { AccountLoading } from '../components/account-loading';
import { preloadScreenOf } from '../components/lazy-screen';
import { useSession } from '../session/use-session';
import { decideRouteAccess } from './decide-route-access';
import type { ScreensByUserType } from './route-table';
import { Redirect } from '../navigation/redirect';

interface RouteGuardProps {
  screens: ScreensByUserType;
}

/** The element of every signed-in route: applies decideRouteAccess and shows the screen for the user's type. */
export function RouteGuard({ screens }: RouteGuardProps) {
  const session = useSession();
  const location = useLocation();
  const profile = useMyProfile();
  const access = decideRouteAccess({
    session: { valid: session.valid, userType: session.claims?.userType ?? null },
    hasConfirmedEmail: profile.data?.hasConfirmedEmail,
    allowedUserTypes: USER_TYPES.filter((type) => screens[type] !== undefined),
    requestedPath: `${location.pathname}${location.search}${location.hash}`,
  });
  switch (access.kind) {
    case 'redirect':
      return <Redirect to={access.to} />;
    case 'loading':
      // The screen's code is fetched while the profile is on its way, not after it.
      if (session.claims?.userType) void preloadScreenOf(screens[session.claims.userType]);
      return <AccountLoading error={profile.error} onRetry={() => void profile.mutate()} />;
    case 'render':
      return screens[access.userType] ?? null;
  }
}
