/**
 * The referrals folder's public entry: what other server folders may import of it (eslint.config.js, serverPublicEntries).
 */
export { creditReferrers } from './credit-referrers';
