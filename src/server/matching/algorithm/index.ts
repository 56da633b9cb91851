export { ALGORITHM_VERSION } from './version';
export { profileOf, type JobseekerProfile } from './jobseeker-profile';
export { criteriaOf, splitOrganisations, type RoleCriteria, type SkillNeed, type LanguageNeed } from './role-criteria';
export { evaluateFilters, compensationChecks, FILTER_NAMES, type FilterName, type FilterResult } from './hard-filters';
export { evaluateFactors, FACTOR_WEIGHTS, type FactorName } from './factors';
export type { FactorResult } from './factor-result';
export { judge, rankCandidates, scoreOf, type MatchVerdict, type RankedCandidate } from './score';
export { normaliseOrganisation } from './words';
