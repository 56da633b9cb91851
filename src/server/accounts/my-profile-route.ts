import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/schema';
import { authOf, requireAuth } from '../auth/authenticate';
import { completedSectionsOf } from '../flows/flow-answers';

/**
 * The profile as the shell sees it (spec 000 §3), in wire names. `completedSections` is the job seeker flow's
 * complete sections for the stored answers (`completedSectionsOf`); callers that have not read them get [].
 */
export function profileOf(user: UserRow, actingStaff: UserRow | null = null, completedSections: string[] = []) {
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
    completed_sections: completedSections,
    employer_id: user.employerId,
    /** The employer's grant of the matching page to this employee (spec 000 §2 Matches menu). */
    can_access_matching: user.canAccessMatching,
  };
}

/** GET /api/my-profile/ */
export async function myProfileRoute(app: FastifyInstance): Promise<void> {
  app.get('/api/my-profile/', { preHandler: requireAuth }, async (request) => {
    const { user, actingStaff } = authOf(request);
    return profileOf(user, actingStaff, await completedSectionsOf(app.ctx, user));
  });
}
