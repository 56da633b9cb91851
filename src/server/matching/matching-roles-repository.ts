import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { employers, matches, roles } from '../db/schema';
import type { RoleStatus } from '../../shared/role-statuses';

/**
 * The roles staff match for (those in `status`; without it: open roles and any role with a match), each with its
 * organisation, in one query rather than one per role: a row per role and status of its live matches (`matchStatus`
 * and `n` null for a role without any), beside the role's archived matches counted and its latest match activity.
 */
export async function readRolesWithMatchCounts(db: AppDb, status: RoleStatus | undefined) {
  const perStatus = db
    .select({ roleId: matches.roleId, status: matches.status, n: count().as('n') })
    .from(matches)
    // Live matches only: an archived one has ended and is nobody's to act on, so it would inflate the counts.
    .where(eq(matches.archived, false))
    .groupBy(matches.roleId, matches.status)
    .as('per_status');
  const hasMatch = sql`exists (select 1 from ${matches} where ${matches.roleId} = ${roles.id})`;
  // The latest change of any match, archived ones too: that is when the role last saw matching activity.
  const lastAt = sql<string | Date | null>`(select max(${matches.updatedAt}) from ${matches} where ${matches.roleId} = ${roles.id})`;
  const archived = sql<number>`(select count(*)::int from ${matches} where ${matches.roleId} = ${roles.id} and ${matches.archived})`;
  const where: SQL | undefined = status !== undefined ? eq(roles.status, status) : or(eq(roles.status, 'open'), hasMatch);
  return db
    .select({
      id: roles.id,
      uuid: roles.uuid,
      title: sql<string | null>`${roles.answers} ->> 'jobTitle'`,
      status: roles.status,
      employerId: roles.employerId,
      employerName: employers.name,
      publishedAt: roles.publishedAt,
      createdAt: roles.createdAt,
      archived,
      matchStatus: perStatus.status,
      n: perStatus.n,
      lastAt,
    })
    .from(roles)
    .innerJoin(employers, eq(employers.id, roles.employerId))
    .leftJoin(perStatus, eq(perStatus.roleId, roles.id))
    .where(and(where));
}
