import { RECENT_ERROR_WINDOW_MS } from './connection-constants';

export interface UnavailableInput {
  /** A session token is stored (spec 000 §4: "when a token is present"). */
  tokenPresent: boolean;
  /** When the last connection error happened; null while connected. */
  lastErrorAt: number | null;
  /** Failed reconnect attempts since the problem began. */
  failedRetries: number;
  /** A screen needs data it could not load. */
  screenDataMissing: boolean;
  nowMs: number;
}

/**
 * Whether the full-page Service Temporarily Unavailable screen should come up. Our reading of spec 000 §4
 * ("appears when a token is present and either one retry has failed or an error occurred within the last 15
 * seconds"): both halves apply only while a connection problem is ongoing; a failed reconnect attempt brings
 * it up on any page; a recent error brings it up only for a screen that needs data it could not load (a page
 * that has its data keeps working under the snackbar); an error 15 s old or more no longer does, and that
 * screen shows its own error with Try Again instead. Once up, the screen stays until the connection is back.
 */
export function shouldShowUnavailable(input: UnavailableInput): boolean {
  if (!input.tokenPresent || input.lastErrorAt === null) return false;
  if (input.failedRetries >= 1) return true;
  return input.screenDataMissing && input.nowMs - input.lastErrorAt < RECENT_ERROR_WINDOW_MS;
}
