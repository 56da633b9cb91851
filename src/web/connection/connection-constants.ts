/** Connection timings of spec 000 §9. */
/** Automatic reconnect: this delay times RECONNECT_FACTOR to the power of the retry count ... */
export const RECONNECT_BASE_DELAY_MS = 30_000;
export const RECONNECT_FACTOR = 1.5;
/** ... capped here. */
export const RECONNECT_MAX_DELAY_MS = 300_000;
/** The unavailable screen retries this often by itself. */
export const UNAVAILABLE_RETRY_MS = 30_000;
/** Try Again on the unavailable screen pauses its automatic retries this long. */
export const MANUAL_RETRY_PAUSE_MS = 5_000;
/** A connection error younger than this counts as recent for the unavailable screen. */
export const RECENT_ERROR_WINDOW_MS = 15_000;
