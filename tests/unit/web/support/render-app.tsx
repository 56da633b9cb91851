import { ThemeProvider } from '@mui/material/styles';
import type { RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { APP_ROUTES, AppRoutes } from '../../../../src/web/app/app-routes';
import { productTheme } from '../../../../src/web/app/theme';

export interface RenderedApp extends RenderResult {
  /** Where the app is now: path and query, as the address bar would show them. */
  currentPath: () => string;
}

/**
 * The real route map at `path`, in a memory router, with a cache of its own so no test sees another's
 * profile. The API is whatever the test server answers.
 */
export function renderApp(path: string): RenderedApp {
  const seen = { path };
  function LocationProbe() {
    const location = useLocation();
    seen.path = `${location.pathname}${location.search}`;
    return null;
  }
  const result = render(
    <ThemeProvider theme={productTheme()}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
        {/* A data router, as in the app: the step forms' unsaved-changes prompt needs one. */}
        <RouterProvider
          router={createMemoryRouter(
            [
              {
                element: (
                  <>
                    <AppRoutes />
                    <LocationProbe />
                  </>
                ),
                children: APP_ROUTES,
              },
            ],
            { initialEntries: [path] },
          )}
        />
      </SWRConfig>
    </ThemeProvider>,
  );
  return { ...result, currentPath: () => seen.path };
}
