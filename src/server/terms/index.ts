/**
 * The terms folder's public entry: what other server folders may import of it (eslint.config.js, serverPublicEntries).
 */
export { TERMS_OF_SERVICE, latestTermsVersion } from './latest-terms';
