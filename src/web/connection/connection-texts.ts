/** The connection texts of spec 000 §8, quoted exactly. */
export const CONNECTION_PROBLEM_TITLE = 'Connection Problem';
export const CONNECTION_PROBLEM_SNACKBAR_TEXT = 'Unable to connect to our servers. Check your internet connection.';
export const SERVICE_UNAVAILABLE_TITLE = 'Service Temporarily Unavailable';
