/** The render-error screens' texts of spec 000 §8, quoted exactly. */
export const GENERIC_ERROR_TITLE = 'Something went wrong';
export const GENERIC_ERROR_TEXT = 'We encountered an unexpected error. Please try refreshing the page.';
export const CONNECTION_ERROR_TITLE = 'Connection Problem';
export const CONNECTION_ERROR_TEXT = "We're having trouble connecting to our servers. This might be temporary.";
export const PERSISTENT_ERROR_TEXT = 'If the problem persists, please contact support or try again later.';
/** The hint above shows once the person has pressed Try Again more than this many times. */
export const RETRIES_BEFORE_HINT = 2;
