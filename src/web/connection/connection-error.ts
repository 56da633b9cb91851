import { isApiError } from '../api/api-error';
import { NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from '../api/error-messages';
import type { ConnectionErrorDetail } from '../api/report-connection-error';

/** The connection-error state of spec 000 §3. */
export interface ConnectionError {
  type: 'network' | 'server' | 'unknown';
  message: string;
  /** When it happened, in milliseconds since the epoch. */
  timestamp: number;
  /** HTTP status of a server error; null when no answer came. */
  statusCode: number | null;
  retryable: true;
}

/** The state for a `connection-error` window event of the API client. */
export function connectionErrorFromEvent(detail: ConnectionErrorDetail): ConnectionError {
  return {
    type: detail.type,
    message: detail.type === 'network' ? NETWORK_ERROR_MESSAGE : SERVER_ERROR_MESSAGE,
    timestamp: detail.timestamp,
    statusCode: detail.status ?? null,
    retryable: true,
  };
}

/**
 * The state for a failed load, or null when the failure is no connection problem: a refused request (4xx)
 * would fail the same way on any connection. A failure that is not the client's ApiError is `unknown`.
 */
export function connectionErrorFromFailure(failure: unknown, nowMs: number): ConnectionError | null {
  if (isApiError(failure)) {
    if (failure.kind === 'client') return null;
    return { type: failure.kind, message: failure.message, timestamp: failure.occurredAt, statusCode: failure.status, retryable: true };
  }
  const message = failure instanceof Error && failure.message !== '' ? failure.message : UNKNOWN_ERROR_MESSAGE;
  return { type: 'unknown', message, timestamp: nowMs, statusCode: null, retryable: true };
}
