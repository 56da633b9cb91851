import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ConnectionGate } from '../connection/connection-gate';
import { ConnectionMonitor } from '../connection/connection-monitor';
import { initErrorReporting } from '../errors/error-reporting';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { NotificationPoller } from '../notifications/notification-poller';
import { SessionExpiryBanner } from '../session/session-expiry-banner';
import { useSessionRefresh } from '../session/use-session-refresh';
import { AppRoutes } from './app-routes';
import { swrOptions } from './swr-options';
import { theme } from './theme';

// Started before the first render so that errors during it are reported too (production builds with a DSN only).
void initErrorReporting();

// notistack's own greens and oranges read below 4.5:1 under white text: the theme's darker shades instead.
const ReadableSnackbar = styled(MaterialDesignContent)(({ theme: current }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: current.palette.success.main },
  '&.notistack-MuiContent-warning': { backgroundColor: current.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: current.palette.info.main },
  '&.notistack-MuiContent-error': { backgroundColor: current.palette.error.main },
}));
const SNACKBAR_COMPONENTS = { success: ReadableSnackbar, warning: ReadableSnackbar, info: ReadableSnackbar, error: ReadableSnackbar };

/** The providers every screen relies on, around the route map. Toast settings are spec 000 §9's. */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={5000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transitionDuration={{ enter: 225, exit: 195 }}
        Components={SNACKBAR_COMPONENTS}
      >
        <SWRConfig value={swrOptions}>
          <BrowserRouter>
            <PlatformShell>
              <AppRoutes />
            </PlatformShell>
          </BrowserRouter>
        </SWRConfig>
      </SnackbarProvider>
    </ThemeProvider>
  );
}

/**
 * The app-wide pieces of the platform shell (spec 000 §4), around the routes: the session refresh on every
 * answer and the expiry banner above every page; the connection snackbar and reconnect loop; the unavailable
 * screen in place of the page; the render-error screens; and the one notification poller. Needs the
 * snackbar, SWR and router providers above it.
 */
export function PlatformShell({ children }: { children: ReactNode }) {
  useSessionRefresh();
  return (
    <>
      <ConnectionMonitor />
      <NotificationPoller />
      <SessionExpiryBanner />
      <ConnectionGate>
        <RouteErrorBoundary>{children}</RouteErrorBoundary>
      </ConnectionGate>
    </>
  );
}
