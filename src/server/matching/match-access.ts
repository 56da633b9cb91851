import type { FastifyRequest } from 'fastify';
import { and, eq, ne, notInArray, type SQL } from 'drizzle-orm';
import { matches, roles, type UserRow } from '../db/schema';
import { authOf } from '../auth/authenticate';
import { AppError } from '../errors/app-error';
import { STAFF_ONLY_STATUSES, type MatchStatus } from '../../shared/match-statuses';

export const NO_SUCH_MATCH = 'No such match.';
export const NO_MATCHING_ACCESS = 'Your organization has not given you access to matching. Ask a team administrator to allow it.';

/** Who reads matches: staff (all), an employee with matching access (their organisation's), a job seeker (their own). */
export type MatchViewer = { kind: 'staff'; user: UserRow } | { kind: 'employee'; user: UserRow; employerId: number } | { kind: 'jobseeker'; user: UserRow };

/** Statuses an employer sees: from pending employer review on, never the ones staff handle before it. */
export const EMPLOYER_HIDDEN_STATUSES: readonly MatchStatus[] = STAFF_ONLY_STATUSES.filter((status) => status !== 'pending_employer_review');

/** The caller as a match viewer; an employee without matching access (or an organisation) is refused (403). */
export function matchViewer(request: FastifyRequest): MatchViewer {
  const { user } = authOf(request);
  if (user.userType === 'staff') return { kind: 'staff', user };
  if (user.userType === 'jobseeker') return { kind: 'jobseeker', user };
  if (user.employerId === null || !user.canAccessMatching) throw AppError.detail(403, NO_MATCHING_ACCESS);
  return { kind: 'employee', user, employerId: user.employerId };
}

/**
 * The matches the viewer may see, as a condition on `matches` joined with `roles`: an employee their
 * organisation's from pending employer review on; a job seeker their own except those staff rejected (staff
 * decided before asking them, spec 001 §4.1).
 */
export function matchScope(viewer: MatchViewer): SQL | undefined {
  if (viewer.kind === 'staff') return undefined;
  if (viewer.kind === 'employee') return and(eq(roles.employerId, viewer.employerId), notInArray(matches.status, [...EMPLOYER_HIDDEN_STATUSES]));
  return and(eq(matches.jobseekerId, viewer.user.id), ne(matches.status, 'staff_rejected'));
}

/** Only staff and the role's employees read a match's history and its candidate's profile. */
export function assertPipelineViewer(viewer: MatchViewer): asserts viewer is Exclude<MatchViewer, { kind: 'jobseeker' }> {
  if (viewer.kind === 'jobseeker')
    throw AppError.detail(403, 'The history and profile of a match are for staff and the employer. Your matches are under My Matches.');
}
