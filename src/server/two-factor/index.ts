/**
 * The two-factor folder's public entry: what other server folders may import of it (eslint.config.js, serverPublicEntries).
 */
export { signInAnswer } from './sign-in-answer';
