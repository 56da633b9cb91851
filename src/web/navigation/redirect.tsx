import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router-dom';

/**
 * Sends the person on to `to`, in place of the page they asked for (a replace, as the Back button should skip
 * a page that only decides where to go). Use it for every redirect instead of React Router's <Navigate>.
 *
 * The router draws a navigation as a transition: while the next page's code is still on its way, it keeps
 * drawing the page the person just left, and that page goes on rendering. A page that decides where to go once
 * its data arrives (the landing page, a flow's resume point) would then redirect from an address the person has
 * already left, and pull them back from the link they followed. So the redirect only goes ahead while the
 * router's own location is still the one it was drawn at.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const drawnAt = useLocation().key;
  // The router itself (not the location React is still drawing) knows where the person is now. Only a data
  // router has it; the app always uses one.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (router !== undefined && router.state.location.key !== drawnAt) return;
    void navigate(to, { replace: true });
  }, [navigate, to, drawnAt, router]);
  return null;
}
