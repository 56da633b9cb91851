import { matchRoutes } from 'react-router-dom';
import { preloadScreenOf } from '../components/lazy-screen';
import { getSession } from '../session/session-store';
import { preloadAppLayout } from './app-routes';
import { GUARDED_ROUTES } from './route-table';

/**
 * Starts fetching the code of the signed-in frame and of the screen that `pathname` shows the person signed in, once
 * the app has first painted. Left to the render, each waited for the one before: the frame's code, then the frame
 * drawn, then the route guard inside it asking for the screen's code (and a job seeker home's data, asked for beside
 * its code): round trips in a row before the home could draw, 150 ms or more each on a phone network. Nothing for a
 * visitor, or for an address that no signed-in route matches.
 */
export function preloadSignedInPage(pathname: string): void {
  const session = getSession();
  const userType = session.claims?.userType;
  if (!session.valid || !userType) return;
  const screen = matchRoutes([...GUARDED_ROUTES], pathname)?.[0]?.route.screens[userType];
  if (screen === undefined) return;
  preloadAppLayout();
  preloadScreenOf(screen);
}
