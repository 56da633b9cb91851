import { ThemeProvider } from '@mui/material/styles';
import type { RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { APP_ROUTES, AppRoutes } from '../../../../src/web/app/app-routes';
import { productTheme } from '../../../../src/web/app/theme';
import { ToastHost } from '../../../../src/web/components/toast-host';

export interface RenderedApp extends RenderResult {
  /** Where the app is now: path and query, as the address bar would show them. */
  currentPath: () => string;
}

interface RenderAppOptions {
  /** Render under React's StrictMode, which runs every effect twice in development. */
  strict?: boolean;
  /** What to draw at every path instead of the app's route map. */
  routes?: ReactNode;
}

/**
 * The app's route map (or `routes`) at `path`, in a memory data router as in the app (the step forms' unsaved-changes
 * prompt needs one), with the theme, the toasts and an SWR cache of its own, so no test sees another's data. The API
 * is whatever the test server answers.
 */
export function renderApp(path: string, { strict = false, routes }: RenderAppOptions = {}): RenderedApp {
  const seen = { path };
  function LocationProbe() {
    const location = useLocation();
    seen.path = `${location.pathname}${location.search}`;
    return null;
  }
  const route =
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
        };
  const tree = (
    <ThemeProvider theme={productTheme()}>
      <ToastHost />
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0, revalidateOnFocus: false }}>
        <RouterProvider router={createMemoryRouter([route], { initialEntries: [path] })} />
      </SWRConfig>
    </ThemeProvider>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, currentPath: () => seen.path };
}
