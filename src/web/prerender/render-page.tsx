import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { App, APP_ROUTE_OBJECTS } from '../app/app';
import { PUBLIC_ROUTES } from '../app/route-table';

/** The pages the build draws into HTML of their own: the route table marks them. */
export const PRERENDERED_PATHS: readonly string[] = PUBLIC_ROUTES.filter((route) => route.prerender).map((route) => route.path);

function appAt(path: string) {
  return (
    <StrictMode>
      <App router={createMemoryRouter(APP_ROUTE_OBJECTS, { initialEntries: [path] })} />
    </StrictMode>
  );
}

/**
 * The markup of the app at `path` as a visitor with no session first sees it, with emotion's styles inline (it
 * writes a <style> beside each element when there is no document; the plugin gathers them into the head). Run at
 * build time in Node by the prerender plugin (scripts/lib/prerender-pages-plugin.ts), never in the browser.
 */
export async function renderPage(path: string): Promise<string> {
  // The first pass waits for every lazy screen on the page to load. React would then stream the screens as
  // boundaries revealed by inline scripts, which the Content-Security-Policy refuses, so the markup is taken from
  // a second, synchronous pass in which nothing suspends any more.
  await prerender(appAt(path));
  return renderToString(appAt(path));
}
