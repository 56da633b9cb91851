/**
 * The staff folder's public entry: what other server folders may import of it (eslint.config.js, serverPublicEntries).
 */
export { readPaging } from './lists/list-query';
