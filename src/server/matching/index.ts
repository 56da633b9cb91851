/**
 * The matching folder's public entry: what other server folders may import of it (eslint.config.js, serverPublicEntries).
 */
export { ALGORITHM_VERSION, FILTER_NAMES, criteriaOf, judge, profileOf } from './algorithm';
export type { FilterName, JobseekerProfile } from './algorithm';
export { CORE_PROFILE, refreshMatchProfile, refreshMatchProfiles } from './candidates-projection';
export { profileForMatching } from './candidates-proposal';
export { filterClauses, mayBeMatched } from './candidates-query';
export { ownCriteriaOf, todayOf } from './candidates-role';
export { expireMatchesOfRole } from './change-match-status';
export { EMPLOYER_HIDDEN_STATUSES, NO_MATCHING_ACCESS, NO_SUCH_MATCH, matchScope, matchViewer } from './match-access';
export type { MatchViewer } from './match-access';
export { MATCH_NAMING_COLUMNS } from './match-naming-columns';
export { notifyRecipients, sendPendingMails } from './match-notifications';
export type { MatchNotice, PendingMails, Recipient } from './match-notifications';
export { readSearchTerms, searchCondition } from './search-terms';
