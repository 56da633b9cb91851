/** Timings and limits of spec 000 §9 for the session and the API client. */
export const JWT_STORAGE_KEY = 'jwt';
export const REQUEST_TIMEOUT_MS = 30_000;
/** A response while the token expires within this window triggers one refresh. */
export const REFRESH_THRESHOLD_MS = 10 * 60_000;
/** The expiry banner shows when this much or less remains. */
export const EXPIRY_BANNER_MS = 5 * 60_000;

/** Sign-in lock-out: this many failures for one address within the window lock it for the window. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_WINDOW_MS = 15 * 60_000;
/** A session can be refreshed for this long after the sign-in that started it. */
export const REFRESH_MAX_AGE_MS = 12 * 60 * 60_000;
