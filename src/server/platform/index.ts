/**
 * The platform folder's public entry: what other server folders may import of it (eslint.config.js, serverPublicEntries).
 */
export { configuredFeePercents, currentTier } from './service-tier-fees';
export type { FeePercents } from './service-tier-fees';
