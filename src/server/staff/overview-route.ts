import type { ApiServer } from '../http/api-server';
import { MATCH_STATUS_VALUES } from '../../shared/match-statuses';
import { staffOverviewWireSchema } from '../../shared/wire/staff-overview-wire';
import { countOverview } from './staff-overview-repository';

/** GET /api/staff/overview/: live counts for the staff home (path ours; the spec does not name one). */
export async function staffOverviewRoute(app: ApiServer): Promise<void> {
  app.get('/api/staff/overview/', { config: { signedIn: ['staff'] }, schema: { response: { 200: staffOverviewWireSchema } } }, async () => {
    const counts = await countOverview(app.ctx.db);
    const matchesByStatus = Object.fromEntries(MATCH_STATUS_VALUES.map((status) => [status, 0]));
    for (const row of counts.matchesByStatus) matchesByStatus[row.status] = row.n;
    return {
      jobseekers: counts.jobseekers,
      employers: counts.employers,
      roles: counts.roles,
      published_roles: counts.openRoles,
      matches_by_status: matchesByStatus,
    };
  });
}
