/**
 * The matching algorithm's version, stored on every match it proposes (`matches.algorithm_version`) and on every
 * projected profile, so a later change of filters, factors or weights never rewrites why an earlier match was
 * made, and stale projections are refreshed at start-up. Change it whenever a filter, factor or weight changes.
 */
export const ALGORITHM_VERSION = '2026-12.1';
