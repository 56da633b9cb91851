import type { RoleStatus } from '../../../shared/role-statuses';
import type { RoleSummary } from '../../../shared/wire/role-summary-wire';

export type { RoleStatus };

/** One item of staff feedback on a role: the wire contract's type. */
export type { RoleFeedback } from '../../../shared/wire/role-feedback-wire';

/** The hiring fee of a role (null without a tier): the wire contract's type. */
export type { ExpectedFee } from '../../../shared/wire/role-wire';

/**
 * A role as GET /api/employer/role/{uuid}/ answers it, keys in camelCase: the wire contract's type. Every answer
 * of the role flow sits in the body too, flat (target `role`, languages, skills) or under `educationPreferences` /
 * `workExperiencePreferences`, null when unanswered: read them with `roleAnswer`.
 */
export type { Role } from '../../../shared/wire/role-wire';

/** A role as the list GET /api/employer/role/ gives it: the wire contract's type. */
export type { RoleSummary } from '../../../shared/wire/role-summary-wire';

/** What the role status button and dialog need: a summary or a full body will do. */
export type RoleStatusSubject = Pick<RoleSummary, 'uuid' | 'status' | 'jobTitle' | 'completion'> & Partial<Pick<RoleSummary, 'unresolvedFeedback'>>;
