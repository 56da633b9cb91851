/**
 * The settings folder's public entry: what other server folders may import of it (eslint.config.js, serverPublicEntries).
 */
export { openToMatching } from './user-settings-repository';
