/** Spec 000 §8, quoted exactly: a reset link that cannot be used. */
export const RESET_FAILED = 'There was an issue resetting your password';

export const RESET_PASSWORD_PATH = '/reset-password';
