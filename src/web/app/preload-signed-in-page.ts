import { matchRoutes } from 'react-router-dom';
import { preloadNewMatchCount } from '../api/matching/use-new-match-count';
import { preloadLatestTerms } from '../api/terms/use-latest-terms';
import { preloadScreenOf } from '../components/lazy-screen';
import { getSession } from '../session/session-store';
import { preloadAppLayout } from './app-routes';
import { nextTask } from './next-task';
import { GUARDED_ROUTES } from './route-table';

/**
 * Starts fetching the code of the signed-in frame and of the screen that `pathname` shows the person signed in, and
 * the frame's own answers (the top bar's new-match count, the latest terms), once the app has first painted. Left to
 * the render, each waited for the one before: the frame's code, then the frame drawn, then the route guard inside it
 * asking for the screen's code (and a job seeker home's data, asked for beside its code): round trips in a row
 * before the home could draw, 150 ms or more each on a phone network. Nothing for a visitor, or for an address that
 * no signed-in route matches.
 *
 * Each step runs in a task of its own, none in the task that calls this (React's commit of the first paint): each
 * adds the code's preload links to the page or sends requests, some milliseconds apiece on a phone, and one long
 * task holds a tap longer than several short ones.
 */
export async function preloadSignedInPage(pathname: string): Promise<void> {
  const session = getSession();
  const userType = session.claims?.userType;
  if (!session.valid || !userType) return;
  const screen = matchRoutes([...GUARDED_ROUTES], pathname)?.[0]?.route.screens[userType];
  if (screen === undefined) return;
  await nextTask();
  preloadAppLayout();
  await nextTask();
  void preloadScreenOf(screen);
  await nextTask();
  preloadNewMatchCount();
  preloadLatestTerms();
}
