import { ThemeProvider } from '@mui/material/styles';
import type { RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { JWT_STORAGE_KEY } from '../../../../src/shared/session-constants';
import { APP_ROUTES, AppRoutes } from '../../../../src/web/app/app-routes';
import { productTheme } from '../../../../src/web/app/theme';
import type { RecordedRequest, Reply, TestServer } from './test-server';
import { ToastHost } from '../../../../src/web/components/toast-host';

/** An answer keyed "METHOD /path/" (query included, as the server receives it): fixed or computed. */
export type Answer = Reply | ((request: RecordedRequest) => Reply);

/** The test server answers these routes and 404 {"detail": "Not found."} to anything else. */
export function answer(server: TestServer, routes: Record<string, Answer>): void {
  server.reply((request) => {
    const found = routes[`${request.method} ${request.url}`];
    if (found === undefined) return { status: 404, body: { detail: 'Not found.' } };
    return typeof found === 'function' ? found(request) : found;
  });
}

/** Requests the server received for one "METHOD /path/" (query included). */
export function received(server: TestServer, route: string): RecordedRequest[] {
  return server.requests.filter((request) => `${request.method} ${request.url}` === route);
}

export function storedToken(): string | null {
  return localStorage.getItem(JWT_STORAGE_KEY);
}

export interface Rendered extends RenderResult {
  /** Path and query, as the address bar would show them. */
  currentPath: () => string;
}

interface RenderOptions {
  /** Render under React's StrictMode, which runs every effect twice in development. */
  strict?: boolean;
  /** Routes to render instead of the app's route map. */
  routes?: ReactNode;
}

/** The app's route map (or `routes`) at `path`, in a memory router, with providers and a cache of its own. */
export function renderAt(path: string, { strict = false, routes }: RenderOptions = {}): Rendered {
  const seen = { path };
  function LocationProbe() {
    const location = useLocation();
    seen.path = `${location.pathname}${location.search}`;
    return null;
  }
  const tree = (
    <ThemeProvider theme={productTheme()}>
      <ToastHost />
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0, revalidateOnFocus: false }}>
        {/* A data router, as in the app: the step forms' unsaved-changes prompt needs one. */}
        <RouterProvider
          router={createMemoryRouter(
            [
              routes === undefined
                ? {
                    element: (
                      <>
                        <AppRoutes />
                        <LocationProbe />
                      </>
                    ),
                    children: APP_ROUTES,
                  }
                : {
                    path: '*',
                    element: (
                      <>
                        {routes}
                        <LocationProbe />
                      </>
                    ),
                  },
            ],
            { initialEntries: [path] },
          )}
        />
      </SWRConfig>
    </ThemeProvider>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, currentPath: () => seen.path };
}
