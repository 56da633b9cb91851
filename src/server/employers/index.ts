/**
 * The employers folder's public entry: what other server folders may import of it (eslint.config.js, serverPublicEntries).
 */
export { EMPLOYER_FLOW } from './employer-body';
export { employerIdParams } from './employer-params';
export { deleteEmployer, findEmployerById } from './employer-repository';
export { insertEmployer } from './employer-slug';
export { readEmployerSummary } from './employer-summary-repository';
export type { EmployerSummary } from './employer-summary-repository';
export { findFirstEmployee, lockTeam, setMemberPermissions, teamMemberIds } from './team-repository';
export { memberWire } from './team-member-wire';
