import { useSyncExternalStore } from 'react';
import { readToken } from '../session/token-store';
import type { ConnectionError } from './connection-error';
import { connectionErrorFromFailure } from './connection-error';
import { shouldShowUnavailable } from './should-show-unavailable';

export interface ConnectionState {
  /** The connection-error state of spec 000 §3; null while connected. */
  error: ConnectionError | null;
  /** Failed reconnect attempts since the problem began; drives the reconnect delay. */
  retryCount: number;
  /** The full-page unavailable screen is up; it stays until the connection is back. */
  unavailable: boolean;
  /** The person closed the Connection Problem snackbar; it stays closed for this problem. */
  snackbarDismissed: boolean;
}

const CONNECTED: ConnectionState = { error: null, retryCount: 0, unavailable: false, snackbarDismissed: false };

let state: ConnectionState = CONNECTED;
// When the last problem ended: a failure from before it is old news and must not bring the problem back.
let clearedAt = Number.NEGATIVE_INFINITY;
const listeners = new Set<() => void>();

function update(next: ConnectionState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

function withLatestError(error: ConnectionError): ConnectionError {
  return state.error !== null && state.error.timestamp > error.timestamp ? state.error : error;
}

export function getConnectionState(): ConnectionState {
  return state;
}

/** A network error or 5xx answer anywhere (the client's `connection-error` event). */
export function reportConnectionProblem(error: ConnectionError): void {
  if (error.timestamp < clearedAt) return;
  update({ ...state, error: withLatestError(error) });
}

/**
 * A screen needs data it could not load (spec 000 §3: the profile load failed). Sets the connection error for
 * connection failures and may bring up the unavailable screen (see shouldShowUnavailable).
 */
export function reportScreenDataFailure(failure: unknown): void {
  const nowMs = Date.now();
  const error = connectionErrorFromFailure(failure, nowMs);
  if (error === null || error.timestamp < clearedAt) return;
  const latest = withLatestError(error);
  // An `unknown` failure is no sign the service is down (a health probe cannot mend it): it is recorded, but
  // only network and server failures bring up the unavailable screen.
  const unavailable =
    state.unavailable ||
    (error.type !== 'unknown' &&
      shouldShowUnavailable({
        tokenPresent: readToken() !== null,
        lastErrorAt: latest.timestamp,
        failedRetries: state.retryCount,
        screenDataMissing: true,
        nowMs,
      }));
  update({ ...state, error: latest, unavailable });
}

/** A reconnect attempt failed. */
export function recordFailedRetry(): void {
  if (state.error === null) return;
  const retryCount = state.retryCount + 1;
  const unavailable =
    state.unavailable ||
    shouldShowUnavailable({
      tokenPresent: readToken() !== null,
      lastErrorAt: state.error.timestamp,
      failedRetries: retryCount,
      screenDataMissing: false,
      nowMs: Date.now(),
    });
  update({ ...state, retryCount, unavailable });
}

export function dismissConnectionSnackbar(): void {
  if (state.error !== null) update({ ...state, snackbarDismissed: true });
}

/** The connection is back (spec 000 §3: cleared on success). */
export function clearConnectionError(): void {
  clearedAt = Date.now();
  update(CONNECTED);
}

export function subscribeToConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribeToConnection, getConnectionState, getConnectionState);
}
