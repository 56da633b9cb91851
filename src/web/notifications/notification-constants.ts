/** Notification timings and limits of spec 000 §9. */
export const POLL_INTERVAL_MS = 60_000;
/** After failures the wait doubles from POLL_INTERVAL_MS up to this. */
export const MAX_POLL_DELAY_MS = 300_000;
/** Polling stops after this many failures in a row. */
export const MAX_CONSECUTIVE_FAILURES = 5;
/** The dropdown shows at most this many unread notifications. */
export const DROPDOWN_LIMIT = 5;
