/** The client's messages of spec 000 §8, quoted exactly. */
export const NETWORK_ERROR_MESSAGE = 'Unable to connect to our servers. Please check your internet connection.';
export const SERVER_ERROR_MESSAGE = 'Our servers are experiencing issues. Please try again in a few moments.';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';
