import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { preloadMyProfile } from './api/account/use-my-profile';
import { App, APP_ROUTE_OBJECTS } from './app/app';
import { markTakingOverDrawnPage } from './components/screen-loading';
import { watchTypingBeforeHydration } from './prerender/typed-before-hydration';
import { nextTask } from './app/next-task';
import { PUBLIC_ROUTES } from './app/route-table';
import { preloadScreenOf } from './components/lazy-screen';
import { productTheme } from './app/theme';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element to mount the app in.');
// A page the build drew into its HTML (src/web/prerender): what is typed into it from now on is kept for React.
const drawn = container.hasChildNodes();
if (drawn) watchTypingBeforeHydration(container);

function appWith(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
}

/**
 * The app's start on a page it draws itself (every page but the drawn ones), each step in a task of its own after
 * the one in which the browser evaluates every module of the first page: added to that task, the profile request,
 * the router and the first render's start made it some 30 ms longer on a phone, all of it time in which a tap waits
 * (Lighthouse's total blocking time counts each task's time beyond 50 ms, so three short tasks block less than one).
 * The theme is made in a task of its own too: made in the App's first render, it was one piece of React's work
 * that React cannot cut, about 100 ms on a phone. The first render is a transition: React renders it in slices that
 * yield to the browser.
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  // A signed-in page waits on the profile: asked for first, beside the code of the signed-in frame, not after it.
  preloadMyProfile();
  await nextTask();
  const router = createBrowserRouter(APP_ROUTE_OBJECTS);
  await nextTask();
  productTheme();
  await nextTask();
  startTransition(() => createRoot(root).render(appWith(router)));
}

/**
 * A drawn page is already on screen: React takes it over as a transition (hydration started plainly runs in one
 * task), once its screen's code is here. Started before, React takes over the frame and leaves the screen's
 * boundary drawn but not taken over until the code arrives; an update reaching that boundary in between (the
 * frame drawn again for the session it reads) made React throw the drawn screen away for the boundary's spinner,
 * and the e-mail typed into it with it. The code is asked for at once, beside the profile; the router and the
 * theme are made while it comes, each in a task of its own (start above says why).
 */
async function takeOver(root: HTMLElement): Promise<void> {
  preloadMyProfile();
  markTakingOverDrawnPage();
  const screenCode = preloadScreenOf(PUBLIC_ROUTES.find((route) => route.prerender && route.path === window.location.pathname)?.element ?? null);
  await nextTask();
  const router = createBrowserRouter(APP_ROUTE_OBJECTS);
  await nextTask();
  productTheme();
  await screenCode;
  startTransition(() => {
    hydrateRoot(root, appWith(router));
  });
}

if (drawn) {
  void takeOver(container);
} else {
  void start(container);
}
