import type { ApiServer } from '../http/api-server';
import { count, eq } from 'drizzle-orm';
import { employers, matches, roles, users } from '../db/schema';
import { requireAuth } from '../auth/authenticate';
import { requireUserType } from '../auth/require-user-type';
import { MATCH_STATUS_VALUES } from '../../shared/match-statuses';
import { staffOverviewWireSchema } from '../../shared/wire/staff-overview-wire';

/** GET /api/staff/overview/: live counts for the staff home (path ours; the spec does not name one). */
export async function staffOverviewRoute(app: ApiServer): Promise<void> {
  app.get('/api/staff/overview/', { preHandler: [requireAuth, requireUserType('staff')], schema: { response: { 200: staffOverviewWireSchema } } }, async () => {
    const { db } = app.ctx;
    const [[seekers], [orgs], [allRoles], [published], byStatus] = await Promise.all([
      db.select({ n: count() }).from(users).where(eq(users.userType, 'jobseeker')),
      db.select({ n: count() }).from(employers),
      db.select({ n: count() }).from(roles),
      db.select({ n: count() }).from(roles).where(eq(roles.status, 'open')),
      db.select({ status: matches.status, n: count() }).from(matches).groupBy(matches.status),
    ]);
    const matchesByStatus = Object.fromEntries(MATCH_STATUS_VALUES.map((status) => [status, 0]));
    for (const row of byStatus) matchesByStatus[row.status] = row.n;
    return {
      jobseekers: seekers?.n ?? 0,
      employers: orgs?.n ?? 0,
      roles: allRoles?.n ?? 0,
      published_roles: published?.n ?? 0,
      matches_by_status: matchesByStatus,
    };
  });
}
