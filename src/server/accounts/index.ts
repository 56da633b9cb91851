/**
 * The accounts folder's public entry: what other server folders may import of it (eslint.config.js, serverPublicEntries).
 */
export { createAccount, findUserByEmail, findUserById } from './users-repository';
export type { NewAccount } from './users-repository';
