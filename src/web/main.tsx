import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { preloadMyProfile } from './api/account/use-my-profile';
import { App, APP_ROUTE_OBJECTS } from './app/app';
import { markTakingOverDrawnPage } from './components/screen-loading';
import { watchTypingBeforeHydration } from './prerender/typed-before-hydration';
import { nextTask } from './app/next-task';

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
 * The first render is a transition: React renders it in slices that yield to the browser.
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  // A signed-in page waits on the profile: asked for first, beside the code of the signed-in frame, not after it.
  preloadMyProfile();
  await nextTask();
  const router = createBrowserRouter(APP_ROUTE_OBJECTS);
  await nextTask();
  startTransition(() => createRoot(root).render(appWith(router)));
}

if (drawn) {
  // A drawn page is already on screen: React takes over its elements at once, as a transition (hydration started
  // plainly runs in one task). Started a few tasks later, Lighthouse's model painted /login up to 0.8 s later.
  preloadMyProfile();
  markTakingOverDrawnPage();
  const app = appWith(createBrowserRouter(APP_ROUTE_OBJECTS));
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  void start(container);
}
