/**
 * The messages folder's public entry: what other server folders may import of it (eslint.config.js, serverPublicEntries).
 */
export { threadOfMatch } from './thread-access';
