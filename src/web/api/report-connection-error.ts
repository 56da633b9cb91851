/** The detail of the window's `connection-error` event (spec 000 §4 Connection). */
export interface ConnectionErrorDetail {
  type: 'network' | 'server';
  status?: number;
  error?: string;
  timestamp: number;
}

export const CONNECTION_ERROR_EVENT = 'connection-error';

declare global {
  interface Window {
    /** When the last network or server failure happened; the unavailable screen reads it (spec 000 §4). */
    connectionErrorTimestamp?: number;
  }
  interface WindowEventMap {
    'connection-error': CustomEvent<ConnectionErrorDetail>;
  }
}

/** Records a connection problem on the window and tells whoever listens (snackbar, unavailable screen). */
export function reportConnectionError(detail: ConnectionErrorDetail): void {
  window.connectionErrorTimestamp = detail.timestamp;
  window.dispatchEvent(new CustomEvent(CONNECTION_ERROR_EVENT, { detail }));
}
