import type { ApiServer } from '../http/api-server';
import type { UserRow } from '../db/schema';
import { readEmployerSummary, type EmployerSummary } from '../employers';
import { authOf } from '../auth/authenticate';
import { jobseekerProgressOf, type JobseekerProgress } from '../flows/flow-answers';
import type { AppContext } from '../http/app-context';
import { isUserType } from '../../shared/user-types';
import { myProfileWireSchema } from '../../shared/wire/account-wire';
import type { FromSchema } from 'json-schema-to-ts';

/**
 * The profile as the shell sees it (spec 000 §3), in wire names. `progress` is the job seeker flow's complete
 * sections and section starts for the stored answers (`jobseekerProgressOf`); callers that have not read them get none.
 */
export function profileOf(
  user: UserRow,
  actingStaff: UserRow | null = null,
  progress: JobseekerProgress = { completed: [], sections: [] },
  employer: EmployerSummary | null = null,
): FromSchema<typeof myProfileWireSchema> {
  const employee = user.userType === 'employee';
  // The users table's check constraint allows only these; the check narrows the column's text for the wire type.
  if (!isUserType(user.userType)) throw new Error(`User ${user.id} has no known user type.`);
  return {
    id: user.id,
    user: user.id,
    user_type: user.userType,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    logo: user.logo,
    job_title: user.jobTitle,
    has_confirmed_email: user.hasConfirmedEmail,
    // An employee being acted as by staff is "also flagged staff" (spec 000 §2): it gets Back to Staff Account.
    is_staff: user.isStaff || actingStaff !== null,
    viewed_term_version: user.viewedTermVersion,
    completed_sections: [...progress.completed],
    profile_sections: progress.sections.map((section) => ({ ...section })),
    employer_id: user.employerId,
    /** The employer's grant of the matching page to this employee (spec 000 §2 Matches menu). */
    can_access_matching: user.canAccessMatching,
    /** An employee's organisation, so the browser can address it (null for everyone else). */
    employer: employee && employer ? { id: employer.id, name: employer.name, slug: employer.slug } : null,
    /** The employer's grants (issue 10), so the browser hides what they forbid; false for other kinds of user. */
    can_edit_roles: employee && user.canEditRoles,
    is_team_admin: employee && user.isTeamAdmin,
  };
}

/** The whole profile of `profileOf`, reading what it needs: the job seeker's sections, the employee's organisation. */
export async function profileBody(
  ctx: Pick<AppContext, 'db' | 'readCache' | 'flows'>,
  user: UserRow,
  actingStaff: UserRow | null = null,
): Promise<FromSchema<typeof myProfileWireSchema>> {
  const employer = user.userType === 'employee' && user.employerId !== null ? await readEmployerSummary(ctx, user.employerId) : undefined;
  return profileOf(user, actingStaff, await jobseekerProgressOf(ctx, user), employer ?? null);
}

/** GET /api/my-profile/ */
export async function myProfileRoute(app: ApiServer): Promise<void> {
  app.get('/api/my-profile/', { config: { signedIn: true }, schema: { response: { 200: myProfileWireSchema } } }, async (request) => {
    const { user, actingStaff } = authOf(request);
    return profileBody(app.ctx, user, actingStaff);
  });
}
