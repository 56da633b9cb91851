import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { deletionStateOf } from '../../navigation/after-deletion';
import { useSWRConfig } from 'swr';
import { LoadingScreen } from '../../components/loading-screen';
import { getSession } from '../../session/session-store';
import { removeToken } from '../../session/token-store';
import { endServerSession, pendingServerLogout } from './end-server-session';

/**
 * /logout: ends the session on the server (POST /logout/, failures ignored), forgets it and everything fetched
 * with it, then goes to /login, or home with `?referrer=delete` after an account was deleted (spec 000 §2, §4).
 */
export function LogoutScreen() {
  const navigate = useNavigate();
  const { unload } = useSWRConfig();
  const [searchParams] = useSearchParams();
  const afterDeletion = searchParams.get('referrer') === 'delete';
  const deleted = deletionStateOf(useLocation().state).deletedOrganisation;

  useEffect(() => {
    let active = true;
    const { valid, token } = getSession();
    // After a deletion the account is gone, and with it every session: there is nothing to end on the server.
    const ending = valid && token !== null && !afterDeletion ? endServerSession(token) : (pendingServerLogout() ?? Promise.resolve());
    // The call already carries the token; forgetting it now signs this and every other tab out at once.
    removeToken();
    void ending.then(() => {
      if (!active) return;
      // Without revalidation: there is nobody left to fetch for.
      unload({ revalidate: false });
      // What was deleted travels on to the home page, which says so.
      void navigate(afterDeletion ? '/?referrer=delete' : '/login', {
        replace: true,
        state: afterDeletion && deleted !== undefined ? { deletedOrganisation: deleted } : undefined,
      });
    });
    return () => {
      active = false;
    };
  }, [afterDeletion, deleted, navigate, unload]);

  return <LoadingScreen label="Logging out" />;
}
