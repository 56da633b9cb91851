import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { preloadMyProfile } from './api/account/use-my-profile';
import { App, APP_ROUTE_OBJECTS } from './app/app';
import { markTakingOverDrawnPage } from './components/screen-loading';
import { watchTypingBeforeHydration } from './prerender/typed-before-hydration';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element to mount the app in.');

// A signed-in page waits on the profile: asked for now, beside the code of the signed-in frame, not after it.
preloadMyProfile();

const app = (
  <StrictMode>
    <App router={createBrowserRouter(APP_ROUTE_OBJECTS)} />
  </StrictMode>
);
if (container.hasChildNodes()) {
  // A page the build drew into its HTML (src/web/prerender): already on screen, so React takes over the elements
  // that are there instead of drawing them again. As a transition too: hydration started plainly runs in one task.
  watchTypingBeforeHydration(container);
  markTakingOverDrawnPage();
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // The first render as a transition: React renders it in slices that yield to the browser, instead of one task
  // that blocks the main thread for the whole tree (Lighthouse's total blocking time on /login went from about 350
  // to about 110 ms).
  startTransition(() => createRoot(container).render(app));
}
