import { asc, count, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { employers, matches, roles, users, type EmployerRow } from '../db/schema';
import type { MatchStatus } from '../../shared/match-statuses';

export interface OverviewCounts {
  jobseekers: number;
  employers: number;
  roles: number;
  openRoles: number;
  /** Only the statuses some match is in. */
  matchesByStatus: { status: MatchStatus; n: number }[];
}

/** The staff home's live counts, read side by side. */
export async function countOverview(db: AppDb): Promise<OverviewCounts> {
  const [[seekers], [orgs], [allRoles], [open], byStatus] = await Promise.all([
    db.select({ n: count() }).from(users).where(eq(users.userType, 'jobseeker')),
    db.select({ n: count() }).from(employers),
    db.select({ n: count() }).from(roles),
    db.select({ n: count() }).from(roles).where(eq(roles.status, 'open')),
    db.select({ status: matches.status, n: count() }).from(matches).groupBy(matches.status),
  ]);
  return { jobseekers: seekers?.n ?? 0, employers: orgs?.n ?? 0, roles: allRoles?.n ?? 0, openRoles: open?.n ?? 0, matchesByStatus: byStatus };
}

export type EmployerWithCounts = Pick<EmployerRow, 'id' | 'name' | 'createdAt'> & { members: number; roles: number };

/** Every organisation by name, with how many accounts and roles it has. */
export async function listEmployersWithCounts(db: AppDb): Promise<EmployerWithCounts[]> {
  const members = db
    .select({ employerId: users.employerId, n: count().as('members') })
    .from(users)
    .groupBy(users.employerId)
    .as('members');
  const roleCounts = db
    .select({ employerId: roles.employerId, n: count().as('roles') })
    .from(roles)
    .groupBy(roles.employerId)
    .as('role_counts');
  return db
    .select({
      id: employers.id,
      name: employers.name,
      createdAt: employers.createdAt,
      members: sql<number>`coalesce(${members.n}, 0)`.mapWith(Number),
      roles: sql<number>`coalesce(${roleCounts.n}, 0)`.mapWith(Number),
    })
    .from(employers)
    .leftJoin(members, eq(members.employerId, employers.id))
    .leftJoin(roleCounts, eq(roleCounts.employerId, employers.id))
    .orderBy(asc(employers.name));
}
