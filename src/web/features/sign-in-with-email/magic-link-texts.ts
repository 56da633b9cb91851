/** Spec 000 §8, quoted exactly: a magic link that could not be redeemed. */
export const MAGIC_LINK_FAILED = 'Failed to authenticate with magic link';

/** How long the failure stays on screen before the person is taken to /login. */
export const MAGIC_LINK_FAILURE_REDIRECT_MS = 3_000;

export const MAGIC_LINK_PATH = '/sign-in-with-email';
