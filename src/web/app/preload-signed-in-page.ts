import { matchRoutes } from 'react-router-dom';
import { preloadScreenOf } from '../components/lazy-screen';
import { getSession } from '../session/session-store';
import { preloadAppLayout } from './app-routes';
import { GUARDED_ROUTES } from './route-table';

const GUARDED_PATHS = GUARDED_ROUTES.map(({ path }) => ({ path }));

/**
 * Starts fetching the code of the signed-in frame and of the screen that `pathname` shows the person signed in,
 * once the app has first painted. Left to the render, each waited for the one before: the frame's code, then the frame drawn,
 * then the route guard inside it asking for the screen's code, then the screen's data (a job seeker's home asks
 * for its own as its code is fetched) — three round trips in a row before the home could draw, on a phone
 * network 150 ms or more each. Nothing for a visitor, or for an address that no signed-in route matches.
 */
export function preloadSignedInPage(pathname: string): void {
  const session = getSession();
  const userType = session.claims?.userType;
  if (!session.valid || !userType) return;
  const match = matchRoutes(GUARDED_PATHS, pathname)?.[0];
  if (match === undefined) return;
  const route = GUARDED_ROUTES[GUARDED_PATHS.indexOf(match.route)];
  const screen = route?.screens[userType];
  if (screen === undefined) return;
  preloadAppLayout();
  preloadScreenOf(screen);
}
