import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { Suspense, useEffect, type ReactNode } from 'react';
import { LazyToastHost } from '../components/lazy-toast-host';
import { lazyScreen } from '../components/lazy-screen';
import { RouterProvider, type DataRouter, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ConnectionGate } from '../connection/connection-gate';
import { ConnectionMonitor } from '../connection/connection-monitor';
import { initErrorReporting } from '../errors/error-reporting';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { NotificationPoller } from '../notifications/notification-poller';
import { useSessionRefresh } from '../session-refresh/use-session-refresh';
import { useSession } from '../session/use-session';
import { APP_ROUTES, AppRoutes } from './app-routes';
import { preloadSignedInPage } from './preload-signed-in-page';
import { swrOptions } from './swr-options';
import { productTheme } from './theme';

// Started before the first render so that errors during it are reported too (production builds with a DSN only).
void initErrorReporting();

// Only a signed-in person's session can run out: a signed-out first page (/login) does not load the countdown.
const SessionExpiryBanner = lazyScreen(() => import('../session-refresh/session-expiry-banner'), 'SessionExpiryBanner');

function SignedInExpiryBanner() {
  const { valid } = useSession();
  if (!valid) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiryBanner />
    </Suspense>
  );
}

/**
 * A data router (not the plain BrowserRouter) because only it can hold an in-app navigation while a step has
 * unsaved edits (useBlocker). The platform shell is the route around every other (APP_ROUTES).
 */
export const APP_ROUTE_OBJECTS: RouteObject[] = [
  {
    element: (
      <PlatformShell>
        <AppRoutes />
      </PlatformShell>
    ),
    children: APP_ROUTES,
  },
];

/** The providers every screen relies on, around the route map. Toast settings are spec 000 §9's. */
export function App({ router }: { router: DataRouter }) {
  return (
    // @mui/system's provider under Material's theme id: Material's own also bundles the CSS-variables provider,
    // which a theme without cssVariables never uses, into every page.
    <ThemeProvider themeId={THEME_ID} theme={productTheme()}>
      <CssBaseline />
      <SWRConfig value={swrOptions}>
        <RouterProvider router={router} />
      </SWRConfig>
      <LazyToastHost />
    </ThemeProvider>
  );
}

/**
 * The app-wide pieces of the platform shell (spec 000 §4), around the routes: the session refresh on every
 * answer and the expiry banner above every page; the connection snackbar and reconnect loop; the unavailable
 * screen in place of the page; the render-error screens; and the one notification poller. Needs the SWR and
 * router providers above it.
 */
export function PlatformShell({ children }: { children: ReactNode }) {
  useSessionRefresh();
  // After the first paint (the loading screen), not as the entry runs: asked for that early, the screen's files
  // shared the network with the files the first paint waits on, and Lighthouse's phone painted 0.7 s later.
  useEffect(() => void preloadSignedInPage(window.location.pathname), []);
  return (
    <>
      <ConnectionMonitor />
      <NotificationPoller />
      <SignedInExpiryBanner />
      <ConnectionGate>
        <RouteErrorBoundary>{children}</RouteErrorBoundary>
      </ConnectionGate>
    </>
  );
}
