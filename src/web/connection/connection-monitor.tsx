import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { CONNECTION_ERROR_EVENT } from '../api/report-connection-error';
import { connectionErrorFromEvent } from './connection-error';
import { ConnectionSnackbarActions } from './connection-snackbar-actions';
import { ConnectionSnackbarMessage } from './connection-snackbar-message';
import { dismissConnectionSnackbar, reportConnectionProblem, useConnectionState } from './connection-store';
import { reconnectDelay } from './reconnect-delay';
import { useRetryConnection } from './retry-connection';

/**
 * Connection handling of spec 000 §4, mounted once in the app shell. It turns the client's `connection-error`
 * events into the connection state, shows the Connection Problem snackbar (persistent, with Retry and close)
 * while there is a problem, and probes for the way back after reconnectDelay(retryCount). While the full-page
 * unavailable screen is up, that screen's own 30 s retries replace this loop: one retry loop at a time.
 */
export function ConnectionMonitor() {
  const { error, retryCount, unavailable, snackbarDismissed } = useConnectionState();
  const retry = useRetryConnection();
  const problem = error !== null;

  useEffect(() => {
    const onConnectionError = (event: WindowEventMap['connection-error']): void => reportConnectionProblem(connectionErrorFromEvent(event.detail));
    window.addEventListener(CONNECTION_ERROR_EVENT, onConnectionError);
    return () => window.removeEventListener(CONNECTION_ERROR_EVENT, onConnectionError);
  }, []);

  useEffect(() => {
    if (!problem || unavailable) return;
    const timer = setTimeout(() => void retry(), reconnectDelay(retryCount));
    return () => clearTimeout(timer);
  }, [problem, unavailable, retryCount, retry]);

  // Drawn here rather than through the toast library, which is fetched after the first paint: when the server
  // is gone, so may be any code not yet loaded. Persistent: it goes when the problem is over or it is closed.
  // An Alert placed where a snackbar sits rather than MUI's Snackbar: the same look and role without the
  // transition and click-away code, which every first page would load for a message it seldom shows.
  if (!problem || snackbarDismissed) return null;
  return (
    <Alert
      icon={false}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 'auto' },
        bottom: { xs: 8, sm: 24 },
        maxWidth: { sm: 568 },
        alignItems: 'center',
        boxShadow: 6,
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
      }}
      action={<ConnectionSnackbarActions onRetry={() => void retry()} onClose={dismissConnectionSnackbar} />}
    >
      <ConnectionSnackbarMessage />
    </Alert>
  );
}
